// Package credits keeps every balance of Storyglot in an append-only ledger:
// each change is a row with a unique idempotency key, written in the same
// transaction as the balance it moves, which can never go below zero.
package credits

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Entry is one ledger row.
type Entry struct {
	ID             int64
	Account        domain.Account
	Delta          int
	BalanceAfter   int
	Reason         string
	Reference      string
	IdempotencyKey string
	CreatedAt      time.Time
	// Replayed is true when the key had been used before and nothing changed.
	Replayed bool
}

// Change is a request to move a balance.
type Change struct {
	Account        domain.Account
	Delta          int // negative to spend
	Reason         string
	Reference      string
	IdempotencyKey string
}

// Ledger moves balances.
type Ledger struct {
	st  *store.Store
	now func() time.Time
}

// NewLedger returns a Ledger on st.
func NewLedger(st *store.Store) *Ledger { return &Ledger{st: st, now: time.Now} }

// Apply makes the change in its own transaction. See ApplyTx.
func (l *Ledger) Apply(ctx context.Context, c Change) (Entry, error) {
	var e Entry
	err := l.st.InTx(ctx, func(tx store.Tx) error {
		var err error
		e, err = l.ApplyTx(ctx, tx, c)
		return err
	})
	if err != nil && store.IsUniqueViolation(err) {
		// A concurrent call with the same key won the race: report its entry.
		return l.replay(ctx, l.st, c)
	}
	return e, err
}

// ApplyTx makes the change inside tx: it moves the balance (refusing to go
// below zero with domain.ErrInsufficientCredits) and appends the entry. A key
// that was used before changes nothing and returns the first entry, Replayed.
// Callers that run ApplyTx in their own transaction must treat a unique
// violation at commit as a replay (Apply does).
func (l *Ledger) ApplyTx(ctx context.Context, tx store.Tx, c Change) (Entry, error) {
	if c.IdempotencyKey == "" || c.Reason == "" || c.Account.ID == "" {
		return Entry{}, fmt.Errorf("credits: change needs an account, a reason and an idempotency key")
	}
	if e, err := l.replay(ctx, tx, c); err == nil {
		return e, nil
	} else if !errors.Is(err, domain.ErrNotFound) {
		return Entry{}, err
	}
	_, move := balanceSQL(c.Account.Kind)
	if move == "" {
		return Entry{}, fmt.Errorf("credits: unknown account kind %q", c.Account.Kind)
	}
	var balance int
	err := tx.QueryRow(ctx, move, c.Delta, c.Account.ID, c.Delta).Scan(&balance)
	if errors.Is(err, store.ErrNoRows) {
		have, herr := balanceIn(ctx, tx, c.Account)
		if herr != nil {
			return Entry{}, herr
		}
		return Entry{}, &domain.Error{Code: domain.CodeInsufficientCredits, Title: "Not enough credits",
			Message: fmt.Sprintf("You need %d credits but only have %d.", -c.Delta, have)}
	}
	if err != nil {
		return Entry{}, fmt.Errorf("credits: move balance of %s %s: %w", c.Account.Kind, c.Account.ID, err)
	}
	e := Entry{Account: c.Account, Delta: c.Delta, BalanceAfter: balance, Reason: c.Reason,
		Reference: c.Reference, IdempotencyKey: c.IdempotencyKey, CreatedAt: l.now().UTC()}
	err = tx.QueryRow(ctx, `INSERT INTO credit_ledger (account_kind, account_id, delta, balance_after, reason, reference, idempotency_key, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		string(c.Account.Kind), c.Account.ID, c.Delta, balance, c.Reason, nullable(c.Reference), c.IdempotencyKey, e.CreatedAt).Scan(&e.ID)
	if err != nil {
		return Entry{}, fmt.Errorf("credits: append entry %s: %w", c.IdempotencyKey, err)
	}
	return e, nil
}

// replay returns the entry already written under c's key, or ErrNotFound.
func (l *Ledger) replay(ctx context.Context, q store.Querier, c Change) (Entry, error) {
	var e Entry
	var kind, ref string
	err := q.QueryRow(ctx, `SELECT id, account_kind, account_id, delta, balance_after, reason, COALESCE(reference, ''), created_at
		FROM credit_ledger WHERE idempotency_key = ?`, c.IdempotencyKey).
		Scan(&e.ID, &kind, &e.Account.ID, &e.Delta, &e.BalanceAfter, &e.Reason, &ref, &e.CreatedAt)
	if errors.Is(err, store.ErrNoRows) {
		return Entry{}, domain.ErrNotFound
	}
	if err != nil {
		return Entry{}, fmt.Errorf("credits: look up key %s: %w", c.IdempotencyKey, err)
	}
	e.Account.Kind, e.Reference, e.IdempotencyKey, e.Replayed = domain.AccountKind(kind), ref, c.IdempotencyKey, true
	if e.Account != c.Account || e.Delta != c.Delta || e.Reason != c.Reason {
		return Entry{}, domain.ErrIdempotencyKeyReused
	}
	return e, nil
}

// Balance returns an account's balance.
func (l *Ledger) Balance(ctx context.Context, a domain.Account) (int, error) {
	return balanceIn(ctx, l.st.ReadOnly(), a)
}

// BalanceIn returns the credits of an account read through q (a
// transaction of the caller's, to read the balance it has just changed).
func (l *Ledger) BalanceIn(ctx context.Context, q store.Querier, a domain.Account) (int, error) {
	return balanceIn(ctx, q, a)
}

func balanceIn(ctx context.Context, q store.Querier, a domain.Account) (int, error) {
	read, _ := balanceSQL(a.Kind)
	if read == "" {
		return 0, fmt.Errorf("credits: unknown account kind %q", a.Kind)
	}
	var n int
	err := q.QueryRow(ctx, read, a.ID).Scan(&n)
	if errors.Is(err, store.ErrNoRows) {
		return 0, domain.Errorf(domain.CodeNotFound, "no %s account %s", a.Kind, a.ID)
	}
	if err != nil {
		return 0, fmt.Errorf("credits: balance of %s %s: %w", a.Kind, a.ID, err)
	}
	return n, nil
}

// Entries returns an account's entries, newest first.
func (l *Ledger) Entries(ctx context.Context, a domain.Account, limit int) ([]Entry, error) {
	rows, err := l.st.ReadOnly().Query(ctx, `SELECT id, delta, balance_after, reason, COALESCE(reference, ''), idempotency_key, created_at
		FROM credit_ledger WHERE account_kind = ? AND account_id = ? ORDER BY id DESC LIMIT ?`, string(a.Kind), a.ID, limit)
	if err != nil {
		return nil, fmt.Errorf("credits: entries of %s %s: %w", a.Kind, a.ID, err)
	}
	defer rows.Close()
	var out []Entry
	for rows.Next() {
		e := Entry{Account: a}
		if err := rows.Scan(&e.ID, &e.Delta, &e.BalanceAfter, &e.Reason, &e.Reference, &e.IdempotencyKey, &e.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// Sum returns the sum of an account's ledger deltas (it equals the balance).
func (l *Ledger) Sum(ctx context.Context, a domain.Account) (int, error) {
	var n int
	err := l.st.ReadOnly().QueryRow(ctx, "SELECT COALESCE(SUM(delta), 0) FROM credit_ledger WHERE account_kind = ? AND account_id = ?",
		string(a.Kind), a.ID).Scan(&n)
	return n, err
}

// balanceSQL gives the statements that read and move an account's balance:
// a user's in its profile, a guest's in its guest session. The ledger owns
// these credits columns (decision 0041); each statement is spelt out so that
// who writes the table can be read from it.
func balanceSQL(k domain.AccountKind) (read, move string) {
	switch k {
	case domain.AccountUser:
		return "SELECT credits FROM profiles WHERE user_id = ?",
			"UPDATE profiles SET credits = credits + ? WHERE user_id = ? AND credits + ? >= 0 RETURNING credits"
	case domain.AccountGuest:
		return "SELECT credits FROM guest_sessions WHERE id = ?",
			"UPDATE guest_sessions SET credits = credits + ? WHERE id = ? AND credits + ? >= 0 RETURNING credits"
	}
	return "", ""
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
