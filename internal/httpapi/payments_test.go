package httpapi_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/billing/stripemock"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

const testWebhookSecret = "whsec_http_test"

// signIn registers, confirms and signs in a user in b.

func TestPaymentsOverHTTP(t *testing.T) {
	apiBase := stripemock.Start(t)
	opts := apptest.Options{Configure: func(c *config.Config) {
		c.StripeSecretKey, c.StripeWebhookSecret, c.StripeAPIBase = "sk_test_123", testWebhookSecret, apiBase
		c.PackSmallCents = 129 // prices come from the config
	}}
	apptest.ForEachDialect(t, opts, func(t *testing.T, s *apptest.Server) {
		meta := newBrowser(t, s.URL).want(200, "GET", "/api/v1/meta", nil)
		packs := meta["packs"].([]any)
		if meta["payments"] != true || len(packs) != 2 || fmt.Sprint(packs[0]) != "map[bestValue:false credits:50 currency:usd id:small priceCents:129]" {
			t.Fatalf("meta = %v", meta)
		}

		// A guest is asked to sign up.
		g := newBrowser(t, s.URL)
		g.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		if p := g.want(401, "POST", "/api/v1/payments/checkout", map[string]any{"package": "small"}); p["code"] != "unauthorized" {
			t.Fatalf("guest checkout = %v", p)
		}
		g.want(401, "GET", "/api/v1/earned-credits", nil)

		b := newBrowser(t, s.URL)
		signIn(t, s, b, "ana@example.com")
		b.want(422, "POST", "/api/v1/payments/checkout", map[string]any{"package": "huge"})
		co := b.want(201, "POST", "/api/v1/payments/checkout", map[string]any{"package": "small"})
		orderID, _ := co["orderId"].(string)
		if orderID == "" || co["url"] == "" {
			t.Fatalf("checkout = %v", co)
		}
		if o := b.want(200, "GET", "/api/v1/payments/orders/"+orderID, nil); o["status"] != "pending" || o["amountCents"] != float64(129) {
			t.Fatalf("order = %v", o)
		}
		newBrowser(t, s.URL).want(401, "GET", "/api/v1/payments/orders/"+orderID, nil)

		// Stripe's webhook: a bad signature is a 400, a good one grants once.
		ev := stripemock.Event("evt_http_"+orderID, "checkout.session.completed", stripemock.PaidSession(orderID, 129, "usd", "pi_http"))
		if r := do(t, "POST", s.URL+"/api/v1/payments/stripe/webhook", string(ev), "Stripe-Signature", stripemock.Sign(ev, "whsec_wrong")); r.Status != 400 || r.json(t)["code"] != "invalid" {
			t.Fatalf("bad signature = %d %s", r.Status, r.Body)
		}
		for range 3 {
			if r := do(t, "POST", s.URL+"/api/v1/payments/stripe/webhook", string(ev), "Stripe-Signature", stripemock.Sign(ev, testWebhookSecret)); r.Status != 200 {
				t.Fatalf("webhook = %d %s", r.Status, r.Body)
			}
		}
		if me := b.want(200, "GET", "/api/v1/me", nil); me["credits"] != float64(350) {
			t.Fatalf("credits after paying = %v", me["credits"])
		}
		orders := b.want(200, "GET", "/api/v1/payments/orders", nil)["orders"].([]any)
		if len(orders) != 1 || orders[0].(map[string]any)["status"] != "paid" || orders[0].(map[string]any)["paidAt"] == nil {
			t.Fatalf("orders = %v", orders)
		}

		// Earned credits: 10 distinct cards graded today earn the daily goal.
		progress := b.want(200, "GET", "/api/v1/earned-credits?tzOffset=120", nil)
		if progress["goal"] != float64(domain.DailyGoalCards) || progress["answered"] != float64(0) || progress["goalMet"] != false {
			t.Fatalf("progress = %v", progress)
		}
		cards := insertLesson(t, s, "ana@example.com", domain.DailyGoalCards)
		for i, c := range cards {
			b.want(200, "POST", "/api/v1/reviews", review{CardID: c, Mode: "review", Grade: 3, IdempotencyKey: fmt.Sprintf("earn-%d", i), TZOffset: 120})
		}
		progress = b.want(200, "GET", "/api/v1/earned-credits?tzOffset=120", nil)
		if progress["goalMet"] != true || progress["earnedToday"] != float64(domain.DailyGoalCredits) || progress["streak"] != float64(1) {
			t.Fatalf("progress after the goal = %v", progress)
		}
		if me := b.want(200, "GET", "/api/v1/me", nil); me["credits"] != float64(350+domain.DailyGoalCredits) {
			t.Fatalf("credits after earning = %v", me["credits"])
		}
	})
}

// insertLesson writes a completed lesson of n cards for the user with that address.
func insertLesson(t *testing.T, s *apptest.Server, email string, n int) []string {
	t.Helper()
	var userID string
	if err := s.App.Store.QueryRow(context.Background(), "SELECT id FROM users WHERE email = ?", email).Scan(&userID); err != nil {
		t.Fatal(err)
	}
	_, cards := storetest.Lesson(t, s.App.Store, domain.Account{Kind: domain.AccountUser, ID: userID}, "earn-"+userID, n)
	return cards
}

func TestPaymentsUnconfigured(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	if meta := newBrowser(t, s.URL).want(200, "GET", "/api/v1/meta", nil); meta["payments"] != false || len(meta["packs"].([]any)) != 2 {
		t.Fatalf("meta = %v", meta)
	}
	b := newBrowser(t, s.URL)
	signIn(t, s, b, "ben@example.com")
	if p := b.want(503, "POST", "/api/v1/payments/checkout", map[string]any{"package": "large"}); p["code"] != "payments_unconfigured" || p["title"] != "Payments Unavailable" {
		t.Fatalf("checkout = %v", p)
	}
	if r := do(t, "POST", s.URL+"/api/v1/payments/stripe/webhook", "{}", "Stripe-Signature", "t=1,v1=00"); r.Status != 503 || r.json(t)["code"] != "payments_unconfigured" {
		t.Fatalf("webhook = %d %s", r.Status, r.Body)
	}
	if orders := b.want(200, "GET", "/api/v1/payments/orders", nil)["orders"].([]any); len(orders) != 0 {
		t.Fatalf("orders = %v", orders)
	}
}
