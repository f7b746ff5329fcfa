package billing_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/billing"
	"github.com/storyglot/storyglot/internal/billing/stripemock"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/credits/creditstest"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

const whsec = "whsec_test_secret"

var packs = []domain.CreditPack{
	{ID: "small", Credits: 50, PriceCents: 99, Currency: "usd"},
	{ID: "large", Credits: 300, PriceCents: 499, Currency: "usd", BestValue: true},
}

// syncBuffer is a log destination safe for concurrent writers.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type fixture struct {
	st     *store.Store
	ledger *credits.Ledger
	svc    *billing.Service
	log    *syncBuffer
}

func newFixture(t *testing.T, st *store.Store, apiBase string) fixture {
	l := credits.NewLedger(st)
	buf := &syncBuffer{}
	svc := billing.New(billing.Config{SecretKey: "sk_test_123", WebhookSecret: whsec, APIBase: apiBase,
		BaseURL: "http://localhost:8080", Packs: packs}, st, l, slog.New(slog.NewTextHandler(buf, nil)))
	return fixture{st: st, ledger: l, svc: svc, log: buf}
}

// balanced checks that the user's ledger sums to the balance and returns it.
func (f fixture) balanced(t *testing.T, a domain.Account) int {
	t.Helper()
	ctx := context.Background()
	bal, err := f.ledger.Balance(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := f.ledger.Sum(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	if sum != bal {
		t.Fatalf("ledger sums to %d, balance is %d", sum, bal)
	}
	return bal
}

func (f fixture) deliver(t *testing.T, payload []byte) string {
	t.Helper()
	out, err := f.svc.HandleWebhook(context.Background(), payload, stripemock.Sign(payload, whsec))
	if err != nil {
		t.Fatalf("webhook: %v", err)
	}
	return out
}

func (f fixture) grants(t *testing.T, orderID string) int {
	t.Helper()
	var n int
	if err := f.st.QueryRow(context.Background(), "SELECT COUNT(*) FROM credit_ledger WHERE reason = ? AND reference = ?",
		domain.ReasonPurchase, "order:"+orderID).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func (f fixture) events(t *testing.T, id string) int {
	t.Helper()
	var n int
	if err := f.st.QueryRow(context.Background(), "SELECT COUNT(*) FROM stripe_events WHERE id = ?", id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestPayments(t *testing.T) {
	apiBase := stripemock.Start(t)
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		f := newFixture(t, st, apiBase)

		buy := func(t *testing.T, user domain.Account, pack string) billing.Order {
			t.Helper()
			o, url, err := f.svc.Checkout(ctx, user.ID, user.ID+"@example.com", pack)
			if err != nil {
				t.Fatalf("checkout: %v", err)
			}
			if !strings.HasPrefix(url, "https://") || o.Status != billing.StatusPending {
				t.Fatalf("checkout gave url %q, order %+v", url, o)
			}
			return o
		}

		t.Run("checkout writes a pending order and returns Stripe's page", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "checkout", 300)
			o := buy(t, u, "large")
			got, err := f.svc.Order(ctx, u.ID, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Credits != 300 || got.AmountCents != 499 || got.Currency != "usd" || got.Status != billing.StatusPending || got.PaidAt != nil {
				t.Fatalf("order %+v", got)
			}
			var session string
			if err := st.QueryRow(ctx, "SELECT COALESCE(checkout_session_id, '') FROM orders WHERE id = ?", o.ID).Scan(&session); err != nil || !strings.HasPrefix(session, "cs_") {
				t.Fatalf("session id %q, %v", session, err)
			}
			if _, err := f.svc.Order(ctx, "somebody-else", o.ID); !errors.Is(err, domain.ErrNotFound) {
				t.Fatalf("another user's order: %v", err)
			}
			if _, _, err := f.svc.Checkout(ctx, u.ID, "", "huge"); domain.CodeOf(err) != domain.CodeInvalid {
				t.Fatalf("unknown pack: %v", err)
			}
			if f.balanced(t, u) != 300 {
				t.Fatal("a checkout alone granted credits")
			}
		})

		t.Run("without Stripe settings: payments_unconfigured", func(t *testing.T) {
			off := billing.New(billing.Config{Packs: packs}, st, f.ledger, nil)
			if _, _, err := off.Checkout(ctx, "x", "", "small"); domain.CodeOf(err) != domain.CodePaymentsUnconfigured {
				t.Fatalf("checkout: %v", err)
			}
			if _, err := off.HandleWebhook(ctx, []byte("{}"), "t=1,v1=00"); domain.CodeOf(err) != domain.CodePaymentsUnconfigured {
				t.Fatalf("webhook: %v", err)
			}
		})

		t.Run("a paid session replayed 10 times grants once", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "replay", 300)
			o := buy(t, u, "small")
			ev := stripemock.Event("evt_replay", "checkout.session.completed", stripemock.PaidSession(o.ID, 99, "usd", "pi_replay"))
			outcomes := map[string]int{}
			for range 10 {
				outcomes[f.deliver(t, ev)]++
			}
			if outcomes[billing.OutcomeGranted] != 1 || outcomes[billing.OutcomeDuplicate] != 9 {
				t.Fatalf("outcomes %v", outcomes)
			}
			// Another event for the same order (Stripe sends async_payment_succeeded too) grants nothing more.
			ev2 := stripemock.Event("evt_replay_async", "checkout.session.async_payment_succeeded", stripemock.PaidSession(o.ID, 99, "usd", "pi_replay"))
			if out := f.deliver(t, ev2); out != billing.OutcomeAlreadyPaid {
				t.Fatalf("second event: %s", out)
			}
			if f.grants(t, o.ID) != 1 || f.balanced(t, u) != 350 || f.events(t, "evt_replay") != 1 {
				t.Fatalf("grants %d, balance %d", f.grants(t, o.ID), f.balanced(t, u))
			}
			got, _ := f.svc.Order(ctx, u.ID, o.ID)
			if got.Status != billing.StatusPaid || got.PaidAt == nil {
				t.Fatalf("order %+v", got)
			}
		})

		t.Run("20 concurrent deliveries grant once", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "race", 300)
			o := buy(t, u, "large")
			same := stripemock.Event("evt_race", "checkout.session.completed", stripemock.PaidSession(o.ID, 499, "usd", "pi_race"))
			var wg sync.WaitGroup
			errs := make(chan error, 20)
			for i := range 20 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					ev := same
					if i%2 == 1 { // half of them as distinct events for the same order
						ev = stripemock.Event(fmt.Sprintf("evt_race_%d", i), "checkout.session.async_payment_succeeded",
							stripemock.PaidSession(o.ID, 499, "usd", "pi_race"))
					}
					_, err := f.svc.HandleWebhook(ctx, ev, stripemock.Sign(ev, whsec))
					errs <- err
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil {
					// A delivery may fail (Stripe retries it), never grant twice.
					t.Logf("a delivery failed: %v", err)
				}
			}
			if f.grants(t, o.ID) != 1 || f.balanced(t, u) != 600 {
				t.Fatalf("grants %d, balance %d", f.grants(t, o.ID), f.balanced(t, u))
			}
		})

		t.Run("a payment that does not match its order grants nothing and is logged", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "cheat", 300)
			o := buy(t, u, "large")
			for i, c := range []struct {
				cents    int
				currency string
			}{{99, "usd"}, {499, "eur"}} {
				ev := stripemock.Event(fmt.Sprintf("evt_cheat_%d", i), "checkout.session.completed", stripemock.PaidSession(o.ID, c.cents, c.currency, "pi_cheat"))
				if out := f.deliver(t, ev); out != billing.OutcomeMismatch {
					t.Fatalf("outcome %s", out)
				}
			}
			if f.grants(t, o.ID) != 0 || f.balanced(t, u) != 300 {
				t.Fatal("a mismatched payment granted credits")
			}
			if !strings.Contains(f.log.String(), "does not match its order") || !strings.Contains(f.log.String(), "order="+o.ID) {
				t.Fatalf("not logged:\n%s", f.log.String())
			}
			got, _ := f.svc.Order(ctx, u.ID, o.ID)
			if got.Status != billing.StatusPending {
				t.Fatalf("order %+v", got)
			}
		})

		t.Run("unpaid sessions, unknown orders and unknown events grant nothing", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "unpaid", 300)
			o := buy(t, u, "small")
			sess := stripemock.PaidSession(o.ID, 99, "usd", "")
			sess["payment_status"] = "unpaid"
			if out := f.deliver(t, stripemock.Event("evt_unpaid", "checkout.session.completed", sess)); out != billing.OutcomeAwaitingPayment {
				t.Fatalf("unpaid: %s", out)
			}
			if out := f.deliver(t, stripemock.Event("evt_nobody", "checkout.session.completed", stripemock.PaidSession("no-such-order", 99, "usd", ""))); out != billing.OutcomeUnknownOrder {
				t.Fatalf("unknown order: %s", out)
			}
			other := stripemock.Event("evt_other", "customer.created", map[string]any{"id": "cus_1", "object": "customer"})
			if out := f.deliver(t, other); out != billing.OutcomeIgnored {
				t.Fatalf("unknown event: %s", out)
			}
			if out := f.deliver(t, other); out != billing.OutcomeDuplicate || f.events(t, "evt_other") != 1 {
				t.Fatalf("unknown event again: %s", out)
			}
			if f.balanced(t, u) != 300 {
				t.Fatal("credits granted")
			}
		})

		t.Run("a bad, missing or old signature is refused and stores nothing", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "forger", 300)
			o := buy(t, u, "large")
			ev := stripemock.Event("evt_forged", "checkout.session.completed", stripemock.PaidSession(o.ID, 499, "usd", "pi_forged"))
			for name, sig := range map[string]string{
				"missing":     "",
				"wrong key":   stripemock.Sign(ev, "whsec_other"),
				"garbage":     "t=1,v1=deadbeef",
				"other body":  stripemock.Sign([]byte(strings.Replace(string(ev), "499", "498", 1)), whsec),
				"6 min old":   stripemock.SignAt(ev, whsec, time.Now().Add(-6*time.Minute)),
				"6 min ahead": stripemock.SignAt(ev, whsec, time.Now().Add(6*time.Minute)),
			} {
				if _, err := f.svc.HandleWebhook(ctx, ev, sig); domain.CodeOf(err) != domain.CodeInvalid {
					t.Fatalf("%s: %v", name, err)
				}
			}
			if f.events(t, "evt_forged") != 0 || f.balanced(t, u) != 300 {
				t.Fatal("a forged event was stored or granted")
			}
		})

		t.Run("a refund after spending takes back what is left and records the rest", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "refund", 300)
			o := buy(t, u, "small")
			f.deliver(t, stripemock.Event("evt_refund_paid", "checkout.session.completed", stripemock.PaidSession(o.ID, 99, "usd", "pi_refund")))
			if f.balanced(t, u) != 350 {
				t.Fatal("not granted")
			}
			// Spend all but 30.
			if _, err := f.ledger.Apply(ctx, credits.Change{Account: u, Delta: -320, Reason: domain.ReasonStory, IdempotencyKey: "story:refund"}); err != nil {
				t.Fatal(err)
			}
			// A partial refund of half the price first: 24 of 50 credits.
			if out := f.deliver(t, stripemock.Event("evt_refund_half", "charge.refunded", stripemock.RefundedCharge("pi_refund", 99, 49, "usd"))); out != billing.OutcomeRefunded {
				t.Fatalf("partial: %s", out)
			}
			got, _ := f.svc.Order(ctx, u.ID, o.ID)
			if got.Status != billing.StatusPartiallyRefunded || got.CreditsRevoked != 24 || f.balanced(t, u) != 6 {
				t.Fatalf("after partial refund: %+v, balance %d", got, f.balanced(t, u))
			}
			// Then the rest: 26 more, of which 6 are left.
			full := stripemock.Event("evt_refund_full", "charge.refunded", stripemock.RefundedCharge("pi_refund", 99, 99, "usd"))
			if out := f.deliver(t, full); out != billing.OutcomeRefunded {
				t.Fatalf("full: %s", out)
			}
			got, _ = f.svc.Order(ctx, u.ID, o.ID)
			if got.Status != billing.StatusRefunded || got.CreditsRevoked != 30 || got.CreditsUnrecovered != 20 || f.balanced(t, u) != 0 {
				t.Fatalf("after full refund: %+v, balance %d", got, f.balanced(t, u))
			}
			// The same refund again (another event id) changes nothing.
			again := stripemock.Event("evt_refund_again", "charge.refunded", stripemock.RefundedCharge("pi_refund", 99, 99, "usd"))
			if out := f.deliver(t, again); out != billing.OutcomeRefundHandled || f.balanced(t, u) != 0 {
				t.Fatalf("again: %s", out)
			}
			if out := f.deliver(t, stripemock.Event("evt_refund_other", "charge.refunded", stripemock.RefundedCharge("pi_unknown", 99, 99, "usd"))); out != billing.OutcomeHeld {
				t.Fatalf("unknown payment: %s", out)
			}
		})

		t.Run("orders are listed newest first, each user's own", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "lister", 300)
			a, b := buy(t, u, "small"), buy(t, u, "large")
			list, err := f.svc.Orders(ctx, u.ID)
			if err != nil || len(list) != 2 || list[0].ID != b.ID || list[1].ID != a.ID {
				t.Fatalf("orders %+v, %v", list, err)
			}
			if list, _ := f.svc.Orders(ctx, "nobody"); len(list) != 0 {
				t.Fatalf("nobody's orders %+v", list)
			}
		})
	})
}
