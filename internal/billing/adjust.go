package billing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/stripe/stripe-go/v84"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Stripe sends events in no particular order and retries them for days, so a
// refund or a dispute may arrive before the completion of the payment it is
// about (decision 0040). What Stripe says about a payment after it is made is
// kept per payment intent in payment_adjustments, known order or not, and
// the order's credits are then brought to what that state calls for: by the
// refund or dispute event when the order is paid already, else by the
// completion. Whatever the order of events, the credits taken back end the
// same (as far as the learner's balance allows).
//
// Lock order, the same on every path: the adjustments row, then the order.

// Dispute states kept (Stripe's statuses folded): an inquiry moves no money;
// an open or lost dispute has withdrawn the disputed amount; a won one (or
// one prevented, or an inquiry closed) gave it back.
const (
	disputeNone    = ""
	disputeInquiry = "inquiry"
	disputeOpen    = "open"
	disputeWon     = "won"
	disputeLost    = "lost"
)

func foldDispute(status stripe.DisputeStatus) string {
	switch status {
	case stripe.DisputeStatusWon, stripe.DisputeStatusWarningClosed, "prevented":
		return disputeWon
	case stripe.DisputeStatusLost:
		return disputeLost
	case stripe.DisputeStatusWarningNeedsResponse, stripe.DisputeStatusWarningUnderReview:
		return disputeInquiry
	default:
		return disputeOpen
	}
}

// holdAdjustments makes sure the payment's adjustments row exists and locks
// it (PostgreSQL) for the rest of the transaction: a concurrent event about
// the same payment waits here, and the next read sees what it wrote.
func (s *Service) holdAdjustments(ctx context.Context, tx store.Tx, piID string) error {
	now := s.utcNow()
	if _, err := tx.Exec(ctx, `INSERT INTO payment_adjustments (payment_intent_id, updated_at) VALUES (?, ?)
		ON CONFLICT (payment_intent_id) DO NOTHING`, piID, now); err != nil {
		return fmt.Errorf("billing: adjustments of %s: %w", piID, err)
	}
	if _, err := tx.Exec(ctx, "UPDATE payment_adjustments SET updated_at = ? WHERE payment_intent_id = ?", now, piID); err != nil {
		return fmt.Errorf("billing: lock adjustments of %s: %w", piID, err)
	}
	return nil
}

// chargeRefunded records the amount refunded so far (Stripe's figure is
// cumulative, so an older event never lowers it) and settles the order.
func (s *Service) chargeRefunded(ctx context.Context, tx store.Tx, ev stripe.Event) (string, string, error) {
	var ch stripe.Charge
	if err := json.Unmarshal(ev.Data.Raw, &ch); err != nil {
		return "", "", domain.Errorf(domain.CodeInvalid, "The event's charge cannot be read.")
	}
	if ch.PaymentIntent == nil || ch.PaymentIntent.ID == "" {
		return OutcomeRefundNoOrder, "", nil
	}
	pi := ch.PaymentIntent.ID
	if err := s.holdAdjustments(ctx, tx, pi); err != nil {
		return "", "", err
	}
	if _, err := tx.Exec(ctx, "UPDATE payment_adjustments SET refunded_cents = ? WHERE payment_intent_id = ? AND refunded_cents < ?",
		ch.AmountRefunded, pi, ch.AmountRefunded); err != nil {
		return "", "", fmt.Errorf("billing: note refund of %s: %w", pi, err)
	}
	return s.settle(ctx, tx, pi, ev.ID)
}

// disputeChanged records a dispute's amount and state (a closed dispute
// stays closed whatever older event arrives after) and settles the order.
func (s *Service) disputeChanged(ctx context.Context, tx store.Tx, ev stripe.Event) (string, string, error) {
	var d stripe.Dispute
	if err := json.Unmarshal(ev.Data.Raw, &d); err != nil {
		return "", "", domain.Errorf(domain.CodeInvalid, "The event's dispute cannot be read.")
	}
	if d.PaymentIntent == nil || d.PaymentIntent.ID == "" {
		return OutcomeRefundNoOrder, "", nil
	}
	pi := d.PaymentIntent.ID
	if err := s.holdAdjustments(ctx, tx, pi); err != nil {
		return "", "", err
	}
	if _, err := tx.Exec(ctx, `UPDATE payment_adjustments SET disputed_cents = ?, dispute_status = ?
		WHERE payment_intent_id = ? AND dispute_status NOT IN (?, ?)`,
		d.Amount, foldDispute(d.Status), pi, disputeWon, disputeLost); err != nil {
		return "", "", fmt.Errorf("billing: note dispute of %s: %w", pi, err)
	}
	return s.settle(ctx, tx, pi, ev.ID)
}

// settle brings a paid order's credits to what its payment's adjustments
// call for: credits in proportion to the amount refunded or held by a
// dispute are taken back as far as the balance allows (the rest is noted as
// unrecovered), and a dispute won gives back what it took. Without a paid
// order the adjustments wait for the completion, which settles then.
// eventID keys the ledger change, so each event moves credits once.
func (s *Service) settle(ctx context.Context, tx store.Tx, pi, eventID string) (string, string, error) {
	// The no-op update locks the order's row (PostgreSQL) for the rest of the transaction.
	o, err := scanOrder(tx.QueryRow(ctx, "UPDATE orders SET updated_at = updated_at WHERE payment_intent_id = ? AND status <> ? RETURNING "+orderColumns,
		pi, StatusPending))
	if errors.Is(err, store.ErrNoRows) {
		s.log.WarnContext(ctx, "stripe refund or dispute before its payment: kept for it", "event", eventID, "payment_intent", pi)
		return OutcomeHeld, "", nil
	}
	if err != nil {
		return "", "", fmt.Errorf("billing: read adjusted order: %w", err)
	}
	var refunded, disputed int
	var dispute string
	if err := tx.QueryRow(ctx, "SELECT refunded_cents, disputed_cents, dispute_status FROM payment_adjustments WHERE payment_intent_id = ?",
		pi).Scan(&refunded, &disputed, &dispute); err != nil {
		return "", "", fmt.Errorf("billing: adjustments of %s: %w", pi, err)
	}
	// An order refunded before adjustments were kept has only its own figure.
	refunded = max(refunded, o.AmountRefundedCents)
	withheld := refunded
	if dispute == disputeOpen || dispute == disputeLost {
		withheld += disputed
	}
	withheld = min(withheld, o.AmountCents)
	target := o.Credits * withheld / o.AmountCents
	status := o.Status
	switch {
	case refunded >= o.AmountCents:
		status = StatusRefunded
	case refunded > 0:
		status = StatusPartiallyRefunded
	}
	need := target - o.CreditsRevoked - o.CreditsUnrecovered
	revoke, unrecovered := 0, 0
	switch {
	case need > 0:
		var balance int
		if err := tx.QueryRow(ctx, "SELECT credits FROM profiles WHERE user_id = ?", o.UserID).Scan(&balance); err != nil {
			return "", "", fmt.Errorf("billing: balance of %s: %w", o.UserID, err)
		}
		revoke = min(need, max(balance, 0))
		unrecovered = need - revoke
	case need < 0:
		// Given back: first what was never taken, then what was.
		unrecovered = -min(-need, o.CreditsUnrecovered)
		revoke = need - unrecovered
	}
	if revoke != 0 {
		reason := domain.ReasonPurchaseRefund
		if revoke < 0 {
			reason = domain.ReasonDisputeWon
		}
		if _, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: domain.Account{Kind: domain.AccountUser, ID: o.UserID},
			Delta: -revoke, Reason: reason, Reference: "order:" + o.ID,
			IdempotencyKey: fmt.Sprintf("adjust:order:%s:%s", o.ID, eventID)}); err != nil {
			return "", "", fmt.Errorf("billing: adjust credits of order %s: %w", o.ID, err)
		}
	}
	if _, err := tx.Exec(ctx, `UPDATE orders SET status = ?, amount_refunded_cents = ?, credits_revoked = credits_revoked + ?,
		credits_unrecovered = credits_unrecovered + ?, updated_at = ? WHERE id = ?`,
		status, refunded, revoke, unrecovered, s.utcNow(), o.ID); err != nil {
		return "", "", fmt.Errorf("billing: note adjustment of order %s: %w", o.ID, err)
	}
	if unrecovered > 0 {
		s.log.WarnContext(ctx, "refunded or disputed credits already spent", "order", o.ID, "user", o.UserID, "unrecovered", unrecovered)
	}
	if need == 0 {
		return OutcomeRefundHandled, o.ID, nil
	}
	return OutcomeRefunded, o.ID, nil
}
