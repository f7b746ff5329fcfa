package httpapi

import (
	"context"
	"io"
	"net/http"
	"time"

	"github.com/storyglot/storyglot/internal/billing"
	"github.com/storyglot/storyglot/internal/domain"
)

// packs are the credit packs on sale: the configured ones, or product §5's
// defaults when the server runs without billing (tests of other parts).
func (s *Server) packs() []domain.CreditPack {
	if s.Billing != nil {
		return s.Billing.Packs()
	}
	return domain.DefaultPacks()
}

var errNoBilling = domain.Titled(domain.CodePaymentsUnconfigured, "Payments Unavailable",
	"Card payments are not set up on this server, so credit packs cannot be bought here.")

type checkoutInput struct {
	Body struct {
		Package string `json:"package" enum:"small,large" doc:"The credit pack to buy"`
	}
}

type checkoutOutput struct {
	Body struct {
		URL     string `json:"url" doc:"Stripe Checkout page to send the browser to"`
		OrderID string `json:"orderId"`
	}
}

func (s *Server) createCheckout(ctx context.Context, in *checkoutInput) (*checkoutOutput, error) {
	if s.Billing == nil {
		return nil, problem(ctx, s.log, errNoBilling)
	}
	u := identityFrom(ctx).User
	o, url, err := s.Billing.Checkout(ctx, u.ID, u.Email, in.Body.Package)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &checkoutOutput{}
	out.Body.URL, out.Body.OrderID = url, o.ID
	return out, nil
}

type orderBody struct {
	ID                 string     `json:"id"`
	Package            string     `json:"package" enum:"small,large"`
	Credits            int        `json:"credits"`
	AmountCents        int        `json:"amountCents"`
	Currency           string     `json:"currency"`
	Status             string     `json:"status" enum:"pending,paid,partially_refunded,refunded"`
	CreditsRevoked     int        `json:"creditsRevoked" doc:"Credits taken back after a refund"`
	CreditsUnrecovered int        `json:"creditsUnrecovered" doc:"Refunded credits that had already been spent"`
	CreatedAt          time.Time  `json:"createdAt"`
	PaidAt             *time.Time `json:"paidAt,omitempty"`
}

func toOrderBody(o billing.Order) orderBody {
	return orderBody{ID: o.ID, Package: o.Package, Credits: o.Credits, AmountCents: o.AmountCents, Currency: o.Currency,
		Status: o.Status, CreditsRevoked: o.CreditsRevoked, CreditsUnrecovered: o.CreditsUnrecovered, CreatedAt: o.CreatedAt, PaidAt: o.PaidAt}
}

type ordersOutput struct {
	Body struct {
		Orders []orderBody `json:"orders" doc:"Newest first, at most 50"`
	}
}

func (s *Server) listOrders(ctx context.Context, _ *struct{}) (*ordersOutput, error) {
	out := &ordersOutput{}
	out.Body.Orders = []orderBody{}
	if s.Billing == nil {
		return out, nil
	}
	orders, err := s.Billing.Orders(ctx, identityFrom(ctx).User.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	for _, o := range orders {
		out.Body.Orders = append(out.Body.Orders, toOrderBody(o))
	}
	return out, nil
}

type orderInput struct {
	ID string `path:"id" maxLength:"64"`
}

type orderOutput struct {
	Body orderBody
}

func (s *Server) getOrder(ctx context.Context, in *orderInput) (*orderOutput, error) {
	if s.Billing == nil {
		return nil, problem(ctx, s.log, errNoBilling)
	}
	o, err := s.Billing.Order(ctx, identityFrom(ctx).User.ID, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &orderOutput{Body: toOrderBody(o)}, nil
}

// maxWebhookBytes bounds a Stripe event (they are a few kilobytes).
const maxWebhookBytes = 256 << 10

// stripeWebhook is Stripe's call (public, no session): the raw body is
// needed to check the signature, so it is a plain handler.
func (s *Server) stripeWebhook(w http.ResponseWriter, r *http.Request) {
	fail := func(err error) {
		if p, ok := problem(r.Context(), s.log, err).(*Problem); ok {
			writeProblemJSON(w, p)
			return
		}
		http.Error(w, "internal error", http.StatusInternalServerError)
	}
	if s.Billing == nil {
		fail(errNoBilling)
		return
	}
	payload, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxWebhookBytes))
	if err != nil {
		fail(domain.Errorf(domain.CodeInvalid, "The event is too large or could not be read."))
		return
	}
	outcome, err := s.Billing.HandleWebhook(r.Context(), payload, r.Header.Get("Stripe-Signature"))
	if err != nil {
		fail(err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = io.WriteString(w, `{"received":true,"outcome":"`+outcome+`"}`)
}
