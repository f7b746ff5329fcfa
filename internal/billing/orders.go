package billing

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Order states.
const (
	StatusPending           = "pending"
	StatusPaid              = "paid"
	StatusPartiallyRefunded = "partially_refunded"
	StatusRefunded          = "refunded"
)

// Order is one purchase of a pack.
type Order struct {
	ID                  string
	UserID              string
	Package             string
	Credits             int
	AmountCents         int
	Currency            string
	Status              string
	AmountRefundedCents int
	CreditsRevoked      int // taken back after a refund
	CreditsUnrecovered  int // refunded but already spent, so not taken back
	CreatedAt           time.Time
	PaidAt              *time.Time
}

const orderColumns = `id, user_id, package, credits, amount_cents, currency, status, amount_refunded_cents,
	credits_revoked, credits_unrecovered, created_at, paid_at`

func scanOrder(r store.Row) (Order, error) {
	var o Order
	err := r.Scan(&o.ID, &o.UserID, &o.Package, &o.Credits, &o.AmountCents, &o.Currency, &o.Status, &o.AmountRefundedCents,
		&o.CreditsRevoked, &o.CreditsUnrecovered, &o.CreatedAt, &o.PaidAt)
	return o, err
}

// MaxOrders bounds the list of a user's orders.
const MaxOrders = 50

// Orders returns a user's orders, newest first.
func (s *Service) Orders(ctx context.Context, userID string) ([]Order, error) {
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+orderColumns+" FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?",
		userID, MaxOrders)
	if err != nil {
		return nil, fmt.Errorf("billing: orders of %s: %w", userID, err)
	}
	return store.ScanAll(rows, scanOrder)
}

var errNoOrder = domain.Titled(domain.CodeNotFound, "Order Not Found", "This order does not exist or is not yours.")

// Order returns one of a user's orders.
func (s *Service) Order(ctx context.Context, userID, id string) (Order, error) {
	o, err := scanOrder(s.st.ReadOnly().QueryRow(ctx, "SELECT "+orderColumns+" FROM orders WHERE id = ? AND user_id = ?", id, userID))
	if errors.Is(err, store.ErrNoRows) {
		return Order{}, errNoOrder
	}
	if err != nil {
		return Order{}, fmt.Errorf("billing: order %s: %w", id, err)
	}
	return o, nil
}
