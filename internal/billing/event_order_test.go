package billing_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/storyglot/storyglot/internal/billing"
	"github.com/storyglot/storyglot/internal/billing/stripemock"
	"github.com/storyglot/storyglot/internal/credits/creditstest"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// permutations returns every order of n items, as index lists.
func permutations(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range permutations(n - 1) {
		for i := 0; i <= len(p); i++ {
			q := append(append(append([]int{}, p[:i]...), n-1), p[i:]...)
			out = append(out, q)
		}
	}
	return out
}

// event is one Stripe event of a scenario, for the order and payment intent given.
type event struct {
	typ    string
	object func(orderID, pi string) map[string]any
}

func completed(orderID, pi string) map[string]any {
	return stripemock.PaidSession(orderID, 99, "usd", pi)
}
func unpaid(orderID, pi string) map[string]any {
	return stripemock.UnpaidSession(orderID, 99, "usd", pi)
}
func refunded(cents int) func(string, string) map[string]any {
	return func(_, pi string) map[string]any { return stripemock.RefundedCharge(pi, 99, cents, "usd") }
}
func disputed(cents int, status string) func(string, string) map[string]any {
	return func(_, pi string) map[string]any { return stripemock.Dispute(pi, cents, status) }
}

// TestEventsInAnyOrder delivers each scenario's events in every order, then
// all of them again (Stripe retries), on both databases: the credits the
// learner ends with, and what the order says was taken back, depend only on
// what happened, never on the order Stripe sent it in; the ledger always sums
// to the balance. A 50-credit pack for 99 cents on a balance of 300.
func TestEventsInAnyOrder(t *testing.T) {
	apiBase := stripemock.Start(t)
	scenarios := []struct {
		name    string
		events  []event
		balance int // at the end
		taken   int // credits the order says were taken back (revoked + unrecovered)
	}{
		{"paid, then refunded in two parts", []event{
			{"checkout.session.completed", completed},
			{"charge.refunded", refunded(49)},
			{"charge.refunded", refunded(99)},
		}, 300, 50},
		{"paid, then refunded in part", []event{
			{"checkout.session.completed", completed},
			{"charge.refunded", refunded(49)},
		}, 326, 24},
		{"a bank debit, then refunded", []event{
			{"checkout.session.completed", unpaid},
			{"checkout.session.async_payment_succeeded", completed},
			{"charge.refunded", refunded(99)},
		}, 300, 50},
		{"disputed, and the dispute won", []event{
			{"checkout.session.completed", completed},
			{"charge.dispute.created", disputed(99, "needs_response")},
			{"charge.dispute.closed", disputed(99, "won")},
		}, 350, 0},
		{"disputed, and the dispute lost", []event{
			{"checkout.session.completed", completed},
			{"charge.dispute.created", disputed(99, "needs_response")},
			{"charge.dispute.closed", disputed(99, "lost")},
		}, 300, 50},
		{"refunded in part, the rest disputed", []event{
			{"checkout.session.completed", completed},
			{"charge.refunded", refunded(49)},
			{"charge.dispute.created", disputed(50, "needs_response")},
		}, 300, 50},
		{"an inquiry moves no money", []event{
			{"checkout.session.completed", completed},
			{"charge.dispute.created", disputed(99, "warning_needs_response")},
		}, 350, 0},
	}
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		f := newFixture(t, st, apiBase)
		for si, sc := range scenarios {
			t.Run(sc.name, func(t *testing.T) {
				for pi, perm := range permutations(len(sc.events)) {
					u := creditstest.NewUser(t, st, f.ledger, fmt.Sprintf("order-%d-%d", si, pi), 300)
					o, _, err := f.svc.Checkout(ctx, u.ID, u.ID+"@example.com", "small")
					if err != nil {
						t.Fatal(err)
					}
					intent := fmt.Sprintf("pi_order_%d_%d", si, pi)
					payloads := make([][]byte, len(sc.events))
					for i, e := range sc.events {
						payloads[i] = stripemock.Event(fmt.Sprintf("evt_order_%d_%d_%d", si, pi, i), e.typ, e.object(o.ID, intent))
					}
					for _, i := range perm {
						f.deliver(t, payloads[i])
					}
					for _, i := range perm {
						if out := f.deliver(t, payloads[i]); out != billing.OutcomeDuplicate {
							t.Fatalf("order %v: a replay did %q", perm, out)
						}
					}
					got, err := f.svc.Order(ctx, u.ID, o.ID)
					if err != nil {
						t.Fatal(err)
					}
					if bal := f.balanced(t, u); bal != sc.balance || got.CreditsRevoked+got.CreditsUnrecovered != sc.taken || f.grants(t, o.ID) != 1 {
						t.Fatalf("events in order %v: balance %d (want %d), order %+v (want %d taken back), %d grants",
							perm, bal, sc.balance, got, sc.taken, f.grants(t, o.ID))
					}
				}
			})
		}
	})
}

// TestRefundsBeforeAdjustmentsStayTaken: an order refunded before refunds
// were kept per payment (no adjustments row) keeps its refund taken back
// when a later dispute event settles it.
func TestRefundsBeforeAdjustmentsStayTaken(t *testing.T) {
	apiBase := stripemock.Start(t)
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		f := newFixture(t, st, apiBase)
		u := creditstest.NewUser(t, st, f.ledger, "old-refund", 300)
		o, _, err := f.svc.Checkout(ctx, u.ID, u.ID+"@example.com", "small")
		if err != nil {
			t.Fatal(err)
		}
		f.deliver(t, stripemock.Event("evt_old_paid", "checkout.session.completed", completed(o.ID, "pi_old")))
		f.deliver(t, stripemock.Event("evt_old_refund", "charge.refunded", stripemock.RefundedCharge("pi_old", 99, 49, "usd")))
		if _, err := st.Exec(ctx, "DELETE FROM payment_adjustments WHERE payment_intent_id = 'pi_old'"); err != nil {
			t.Fatal(err)
		}
		f.deliver(t, stripemock.Event("evt_old_inquiry", "charge.dispute.created", stripemock.Dispute("pi_old", 99, "warning_needs_response")))
		if bal := f.balanced(t, u); bal != 326 {
			t.Fatalf("balance %d after an inquiry on an order refunded before, want 326", bal)
		}
	})
}
