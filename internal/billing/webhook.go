package billing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v84"
	"github.com/stripe/stripe-go/v84/webhook"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// SignatureTolerance is how old a signed webhook may be.
const SignatureTolerance = 5 * time.Minute

// Outcomes of a webhook event, stored with its id.
const (
	OutcomeGranted         = "granted"
	OutcomeAlreadyPaid     = "already_paid"
	OutcomeAwaitingPayment = "awaiting_payment"
	OutcomeUnknownOrder    = "unknown_order"
	OutcomeMismatch        = "amount_mismatch"
	OutcomeRefunded        = "refunded"
	OutcomeRefundNoOrder   = "refund_unknown_payment" // a refund or dispute that names no payment intent
	OutcomeHeld            = "held_for_payment"       // a refund or dispute before its payment's completion: applied by it
	OutcomeRefundHandled   = "refund_already_handled"
	OutcomeIgnored         = "ignored"
	OutcomeDuplicate       = "duplicate" // not stored: the event id was seen before
)

var errSignature = domain.Titled(domain.CodeInvalid, "Invalid Signature", "The Stripe-Signature header is missing or does not match.")

// HandleWebhook verifies a Stripe event and applies it once: the event id is
// stored in the same transaction as what it does, so a replayed or
// concurrent delivery does nothing. It returns the outcome.
func (s *Service) HandleWebhook(ctx context.Context, payload []byte, signature string) (string, error) {
	if !s.Configured() {
		return "", errUnconfigured
	}
	if signedInFuture(signature, s.now()) {
		s.log.WarnContext(ctx, "stripe webhook refused: signed in the future")
		return "", errSignature
	}
	ev, err := webhook.ConstructEventWithOptions(payload, signature, s.cfg.WebhookSecret,
		webhook.ConstructEventOptions{Tolerance: SignatureTolerance, IgnoreAPIVersionMismatch: true})
	if err != nil {
		s.log.WarnContext(ctx, "stripe webhook refused", "err", err)
		return "", errSignature
	}
	if ev.ID == "" {
		return "", domain.Errorf(domain.CodeInvalid, "The event has no id.")
	}
	outcome := OutcomeDuplicate
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		var id string
		err := tx.QueryRow(ctx, `INSERT INTO stripe_events (id, type, outcome, received_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (id) DO NOTHING RETURNING id`, ev.ID, string(ev.Type), "processing", s.utcNow()).Scan(&id)
		if errors.Is(err, store.ErrNoRows) {
			outcome = OutcomeDuplicate
			return nil
		}
		if err != nil {
			return fmt.Errorf("billing: store event %s: %w", ev.ID, err)
		}
		var orderID string
		switch ev.Type {
		case stripe.EventTypeCheckoutSessionCompleted, stripe.EventTypeCheckoutSessionAsyncPaymentSucceeded:
			outcome, orderID, err = s.sessionPaid(ctx, tx, ev)
		case stripe.EventTypeChargeRefunded:
			outcome, orderID, err = s.chargeRefunded(ctx, tx, ev)
		case stripe.EventTypeChargeDisputeCreated, stripe.EventTypeChargeDisputeUpdated, stripe.EventTypeChargeDisputeClosed,
			stripe.EventTypeChargeDisputeFundsWithdrawn, stripe.EventTypeChargeDisputeFundsReinstated:
			outcome, orderID, err = s.disputeChanged(ctx, tx, ev)
		default:
			outcome = OutcomeIgnored
		}
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE stripe_events SET outcome = ?, order_id = ? WHERE id = ?", outcome, nullable(orderID), ev.ID); err != nil {
			return fmt.Errorf("billing: note outcome of event %s: %w", ev.ID, err)
		}
		return nil
	})
	if err != nil && store.IsUniqueViolation(err) {
		// A concurrent delivery of the same event (or a grant of the same
		// order) won the race: it did the work.
		return OutcomeDuplicate, nil
	}
	if err != nil {
		return "", err
	}
	s.log.InfoContext(ctx, "stripe webhook", "event", ev.ID, "type", ev.Type, "outcome", outcome)
	return outcome, nil
}

// sessionPaid grants a paid Checkout Session's order: the order must exist, be
// pending and match the amount and currency. The ledger key is the order, so
// the credits are granted once whatever events arrive.
func (s *Service) sessionPaid(ctx context.Context, tx store.Tx, ev stripe.Event) (string, string, error) {
	var cs stripe.CheckoutSession
	if err := json.Unmarshal(ev.Data.Raw, &cs); err != nil {
		return "", "", domain.Errorf(domain.CodeInvalid, "The event's checkout session cannot be read.")
	}
	orderID := cs.ClientReferenceID
	if cs.PaymentStatus != stripe.CheckoutSessionPaymentStatusPaid {
		// An asynchronous payment (e.g. a bank debit) is not money yet:
		// checkout.session.async_payment_succeeded follows.
		return OutcomeAwaitingPayment, orderID, nil
	}
	var piID string
	if cs.PaymentIntent != nil {
		piID = cs.PaymentIntent.ID
	}
	if piID != "" {
		// A refund or dispute that came first waits on this row.
		if err := s.holdAdjustments(ctx, tx, piID); err != nil {
			return "", "", err
		}
	}
	now := s.utcNow()
	var userID string
	var amount int
	err := tx.QueryRow(ctx, `UPDATE orders SET status = ?, paid_at = ?, payment_intent_id = ?, checkout_session_id = COALESCE(checkout_session_id, ?), updated_at = ?
		WHERE id = ? AND status = ? AND amount_cents = ? AND currency = ? RETURNING user_id, credits`,
		StatusPaid, now, nullable(piID), nullable(cs.ID), now, orderID, StatusPending, cs.AmountTotal, string(cs.Currency)).Scan(&userID, &amount)
	if errors.Is(err, store.ErrNoRows) {
		return s.whyNotGranted(ctx, tx, ev, cs)
	}
	if err != nil {
		return "", "", fmt.Errorf("billing: mark order %s paid: %w", orderID, err)
	}
	if _, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: domain.Account{Kind: domain.AccountUser, ID: userID},
		Delta: amount, Reason: domain.ReasonPurchase, Reference: "order:" + orderID, IdempotencyKey: "purchase:order:" + orderID}); err != nil {
		return "", "", fmt.Errorf("billing: grant order %s: %w", orderID, err)
	}
	if piID != "" {
		if _, _, err := s.settle(ctx, tx, piID, ev.ID); err != nil {
			return "", "", err
		}
	}
	return OutcomeGranted, orderID, nil
}

// whyNotGranted tells an unknown order, an order paid before, and a payment
// that does not match the order (logged as an error: somebody paid something
// else than what we sold) apart.
func (s *Service) whyNotGranted(ctx context.Context, tx store.Tx, ev stripe.Event, cs stripe.CheckoutSession) (string, string, error) {
	var status, currency string
	var amount int
	err := tx.QueryRow(ctx, "SELECT status, amount_cents, currency FROM orders WHERE id = ?", cs.ClientReferenceID).Scan(&status, &amount, &currency)
	if errors.Is(err, store.ErrNoRows) {
		s.log.WarnContext(ctx, "stripe webhook for an unknown order", "event", ev.ID, "order", cs.ClientReferenceID, "session", cs.ID)
		return OutcomeUnknownOrder, "", nil
	}
	if err != nil {
		return "", "", fmt.Errorf("billing: read order %s: %w", cs.ClientReferenceID, err)
	}
	if status != StatusPending {
		return OutcomeAlreadyPaid, cs.ClientReferenceID, nil
	}
	s.log.ErrorContext(ctx, "stripe payment does not match its order: no credits granted", "event", ev.ID, "order", cs.ClientReferenceID,
		"paid_cents", cs.AmountTotal, "paid_currency", string(cs.Currency), "order_cents", amount, "order_currency", currency)
	return OutcomeMismatch, cs.ClientReferenceID, nil
}

// signedInFuture tells a signature whose time is later than now by more than
// the tolerance: Stripe's library refuses only old ones, and a clock far
// ahead would let a captured event be replayed later.
func signedInFuture(header string, now time.Time) bool {
	for _, part := range strings.Split(header, ",") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(part), "t="); ok {
			t, err := strconv.ParseInt(v, 10, 64)
			return err == nil && time.Unix(t, 0).After(now.Add(SignatureTolerance))
		}
	}
	return false
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
