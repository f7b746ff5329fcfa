package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

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
		meta := expect[meta](newBrowser(t, s.URL), 200, "GET", "/api/v1/meta", nil)
		packs := meta.Packs
		if !meta.Payments || len(packs) != 2 || packs[0] != (creditPack{ID: "small", Credits: 50, PriceCents: 129, Currency: "usd", BestValue: false}) {
			t.Fatalf("meta = %+v", meta)
		}

		// A guest is asked to sign up.
		g := newBrowser(t, s.URL)
		g.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		if p := expect[problem](g, 401, "POST", "/api/v1/payments/checkout", checkout{"small"}); p.Code != "unauthorized" {
			t.Fatalf("guest checkout = %+v", p)
		}
		g.want(401, "GET", "/api/v1/earned-credits", nil)

		b := newBrowser(t, s.URL)
		signIn(t, s, b, "ana@example.com")
		b.want(422, "POST", "/api/v1/payments/checkout", checkout{"huge"})
		co := expect[struct {
			URL     string `json:"url"`
			OrderID string `json:"orderId"`
		}](b, 201, "POST", "/api/v1/payments/checkout", checkout{"small"})
		orderID := co.OrderID
		if orderID == "" || co.URL == "" {
			t.Fatalf("checkout = %+v", co)
		}
		if o := expect[order](b, 200, "GET", "/api/v1/payments/orders/"+orderID, nil); o.Status != "pending" || o.AmountCents != 129 {
			t.Fatalf("order = %+v", o)
		}
		newBrowser(t, s.URL).want(401, "GET", "/api/v1/payments/orders/"+orderID, nil)

		// Stripe's webhook: a bad signature is a 400, a good one grants once.
		ev := stripemock.Event("evt_http_"+orderID, "checkout.session.completed", stripemock.PaidSession(orderID, 129, "usd", "pi_http"))
		if r := do(t, "POST", s.URL+"/api/v1/payments/stripe/webhook", string(ev), "Stripe-Signature", stripemock.Sign(ev, "whsec_wrong")); r.Status != 400 || problemOf(t, r).Code != "invalid" {
			t.Fatalf("bad signature = %d %s", r.Status, r.Body)
		}
		for range 3 {
			if r := do(t, "POST", s.URL+"/api/v1/payments/stripe/webhook", string(ev), "Stripe-Signature", stripemock.Sign(ev, testWebhookSecret)); r.Status != 200 {
				t.Fatalf("webhook = %d %s", r.Status, r.Body)
			}
		}
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Credits != 350 {
			t.Fatalf("credits after paying = %v", me.Credits)
		}
		orders := expect[orderList](b, 200, "GET", "/api/v1/payments/orders", nil).Orders
		if len(orders) != 1 || orders[0].Status != "paid" || orders[0].PaidAt == nil {
			t.Fatalf("orders = %+v", orders)
		}

		// Earned credits: 10 distinct cards graded today earn the daily goal.
		progress := expect[earned](b, 200, "GET", "/api/v1/earned-credits?tzOffset=120", nil)
		if progress.Goal != domain.DailyGoalCards || progress.Answered != 0 || progress.GoalMet {
			t.Fatalf("progress = %+v", progress)
		}
		cards := insertLesson(t, s, "ana@example.com", domain.DailyGoalCards)
		for i, c := range cards {
			b.want(200, "POST", "/api/v1/reviews", review{CardID: c, Mode: "review", Grade: 3, IdempotencyKey: fmt.Sprintf("earn-%d", i), TZOffset: 120})
		}
		progress = expect[earned](b, 200, "GET", "/api/v1/earned-credits?tzOffset=120", nil)
		if !progress.GoalMet || progress.EarnedToday != domain.DailyGoalCredits || progress.Streak != 1 {
			t.Fatalf("progress after the goal = %+v", progress)
		}
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Credits != 350+domain.DailyGoalCredits {
			t.Fatalf("credits after earning = %v", me.Credits)
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
	if meta := expect[meta](newBrowser(t, s.URL), 200, "GET", "/api/v1/meta", nil); meta.Payments || len(meta.Packs) != 2 {
		t.Fatalf("meta = %+v", meta)
	}
	b := newBrowser(t, s.URL)
	signIn(t, s, b, "ben@example.com")
	if p := expect[problem](b, 503, "POST", "/api/v1/payments/checkout", checkout{"large"}); p.Code != "payments_unconfigured" || p.Title != "Payments Unavailable" {
		t.Fatalf("checkout = %+v", p)
	}
	if r := do(t, "POST", s.URL+"/api/v1/payments/stripe/webhook", "{}", "Stripe-Signature", "t=1,v1=00"); r.Status != 503 || problemOf(t, r).Code != "payments_unconfigured" {
		t.Fatalf("webhook = %d %s", r.Status, r.Body)
	}
	if orders := expect[orderList](b, 200, "GET", "/api/v1/payments/orders", nil).Orders; len(orders) != 0 {
		t.Fatalf("orders = %+v", orders)
	}
}

// checkout is the body that buys a pack.
type checkout struct {
	Package string `json:"package"`
}

// order is a card payment (orderBody in the server).
type order struct {
	ID          string     `json:"id"`
	Package     string     `json:"package"`
	Credits     int        `json:"credits"`
	AmountCents int        `json:"amountCents"`
	Status      string     `json:"status"`
	PaidAt      *time.Time `json:"paidAt"`
}

type orderList struct {
	Orders []order `json:"orders"`
}

// earned is GET /api/v1/earned-credits.
type earned struct {
	Goal        int  `json:"goal"`
	Answered    int  `json:"answered"`
	GoalMet     bool `json:"goalMet"`
	Streak      int  `json:"streak"`
	EarnedToday int  `json:"earnedToday"`
}
