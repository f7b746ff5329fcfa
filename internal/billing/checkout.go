package billing

import (
	"context"
	"fmt"
	"net/url"

	"github.com/stripe/stripe-go/v84"

	"github.com/storyglot/storyglot/internal/domain"
)

// errCheckout is product §12's payment failure.
var errCheckout = domain.Titled(domain.CodeInternal, "Payment Error", "Failed to create payment session. Please try again.")

// Checkout writes a pending order for a pack and opens a Stripe Checkout
// Session for it; the browser goes to the returned URL to pay. The session
// carries client_reference_id = the order id, which the webhook matches.
func (s *Service) Checkout(ctx context.Context, userID, email, packID string) (Order, string, error) {
	if !s.Configured() {
		return Order{}, "", errUnconfigured
	}
	p, ok := s.pack(packID)
	if !ok {
		return Order{}, "", domain.Errorf(domain.CodeInvalid, "Unknown credit pack %q: choose small or large.", packID)
	}
	now := s.utcNow()
	o := Order{ID: newID(), UserID: userID, Package: p.ID, Credits: p.Credits, AmountCents: p.PriceCents,
		Currency: p.Currency, Status: StatusPending, CreatedAt: now}
	if _, err := s.st.Exec(ctx, `INSERT INTO orders (id, user_id, package, credits, amount_cents, currency, status, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, o.ID, o.UserID, o.Package, o.Credits, o.AmountCents, o.Currency, o.Status, now, now); err != nil {
		return Order{}, "", fmt.Errorf("billing: write order: %w", err)
	}
	params := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModePayment)),
		ClientReferenceID: stripe.String(o.ID),
		SuccessURL:        stripe.String(s.cfg.BaseURL + "/payment-success?order=" + url.QueryEscape(o.ID)),
		CancelURL:         stripe.String(s.cfg.BaseURL + "/payment-canceled?order=" + url.QueryEscape(o.ID)),
		LineItems: []*stripe.CheckoutSessionCreateLineItemParams{{
			Quantity: stripe.Int64(1),
			PriceData: &stripe.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:   stripe.String(p.Currency),
				UnitAmount: stripe.Int64(int64(p.PriceCents)),
				ProductData: &stripe.CheckoutSessionCreateLineItemPriceDataProductDataParams{
					Name: stripe.String(fmt.Sprintf("%d Storyglot credits", p.Credits)),
				},
			},
		}},
		PaymentIntentData: &stripe.CheckoutSessionCreatePaymentIntentDataParams{
			Metadata: map[string]string{"order_id": o.ID},
		},
		Metadata: map[string]string{"order_id": o.ID, "package": p.ID},
	}
	if email != "" {
		params.CustomerEmail = stripe.String(email)
	}
	// A retried create of the same order makes the same session.
	params.SetIdempotencyKey("checkout:" + o.ID)
	sess, err := s.stripe.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		s.log.ErrorContext(ctx, "stripe checkout session", "order", o.ID, "err", err)
		return Order{}, "", &domain.Error{Code: errCheckout.Code, Title: errCheckout.Title, Message: errCheckout.Message, Err: err}
	}
	if sess.URL == "" {
		s.log.ErrorContext(ctx, "stripe checkout session has no URL", "order", o.ID, "session", sess.ID)
		return Order{}, "", errCheckout
	}
	if _, err := s.st.Exec(ctx, "UPDATE orders SET checkout_session_id = ?, updated_at = ? WHERE id = ?", sess.ID, s.utcNow(), o.ID); err != nil {
		return Order{}, "", fmt.Errorf("billing: note session of order %s: %w", o.ID, err)
	}
	return o, sess.URL, nil
}
