// Package creditstest makes accounts with credits for tests of the services
// that spend them, without going through sign-up.
package creditstest

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// NewUser inserts a confirmed user whose profile starts at zero credits and
// grants it credit through the ledger, so that the ledger sums to the balance.
func NewUser(t testing.TB, st *store.Store, l *credits.Ledger, id string, credit int) domain.Account {
	t.Helper()
	ctx := context.Background()
	now := time.Now().UTC()
	if _, err := st.Exec(ctx, "INSERT INTO users (id, email, email_confirmed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
		id, id+"@example.com", now, now, now); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Exec(ctx, `INSERT INTO profiles (user_id, email, display_name, credits, wishes_remaining, wishes_reset_date, created_at, updated_at)
		VALUES (?, ?, ?, 0, 3, ?, ?, ?)`, id, id+"@example.com", id, now.Format(time.DateOnly), now, now); err != nil {
		t.Fatal(err)
	}
	a := domain.Account{Kind: domain.AccountUser, ID: id}
	if _, err := l.Apply(ctx, credits.Change{Account: a, Delta: credit, Reason: domain.ReasonSignupGrant, IdempotencyKey: "signup:" + id}); err != nil {
		t.Fatal(err)
	}
	return a
}

// Race runs spend n times at once and counts the calls that went through
// and those refused for want of credits; any other error fails the test.
func Race(t testing.TB, n int, spend func(i int) error) (ok, short int) {
	t.Helper()
	var wg sync.WaitGroup
	var oks, shorts atomic.Int32
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			switch err := spend(i); {
			case err == nil:
				oks.Add(1)
			case errors.Is(err, domain.ErrInsufficientCredits):
				shorts.Add(1)
			default:
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	return int(oks.Load()), int(shorts.Load())
}
