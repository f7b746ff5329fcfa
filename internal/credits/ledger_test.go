package credits_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/credits/creditstest"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

func newUser(t *testing.T, st *store.Store, l *credits.Ledger, id string, start int) domain.Account {
	return creditstest.NewUser(t, st, l, id, start)
}

func TestLedger(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		l := credits.NewLedger(st)

		t.Run("concurrent spends never overdraw and the ledger sums to the balance", func(t *testing.T) {
			a := newUser(t, st, l, "racer", 300)
			ok, short := creditstest.Race(t, 50, func(i int) error {
				_, err := l.Apply(ctx, credits.Change{Account: a, Delta: -40, Reason: domain.ReasonStory, IdempotencyKey: fmt.Sprintf("story:%d", i)})
				return err
			})
			bal, err := l.Balance(ctx, a)
			if err != nil {
				t.Fatal(err)
			}
			sum, _ := l.Sum(ctx, a)
			if ok != 7 || short != 43 || bal != 20 || sum != bal {
				t.Errorf("accepted %d, refused %d, balance %d, ledger sum %d; want 7, 43, 20, 20", ok, short, bal, sum)
			}
		})

		t.Run("a replayed key changes nothing", func(t *testing.T) {
			a := newUser(t, st, l, "replayer", 300)
			c := credits.Change{Account: a, Delta: -100, Reason: domain.ReasonStory, Reference: "s1", IdempotencyKey: "story:s1"}
			first, err := l.Apply(ctx, c)
			if err != nil || first.Replayed || first.BalanceAfter != 200 {
				t.Fatalf("first = %+v, %v", first, err)
			}
			var wg sync.WaitGroup
			for range 10 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					again, err := l.Apply(ctx, c)
					if err != nil || !again.Replayed || again.ID != first.ID {
						t.Errorf("replay = %+v, %v", again, err)
					}
				}()
			}
			wg.Wait()
			if bal, _ := l.Balance(ctx, a); bal != 200 {
				t.Errorf("balance %d after replays, want 200", bal)
			}
			if _, err := l.Apply(ctx, credits.Change{Account: a, Delta: -5, Reason: domain.ReasonStory, IdempotencyKey: "story:s1"}); !errors.Is(err, domain.ErrIdempotencyKeyReused) || strings.Contains(err.Error(), "story:s1") {
				t.Errorf("reusing a key for another amount: %v, want idempotency_key_reused without the key", err)
			}
		})

		t.Run("insufficient credits say how many", func(t *testing.T) {
			a := newUser(t, st, l, "poor", 12)
			_, err := l.Apply(ctx, credits.Change{Account: a, Delta: -40, Reason: domain.ReasonStory, IdempotencyKey: "story:x"})
			var de *domain.Error
			if !errors.As(err, &de) || de.Title != "Not enough credits" || de.Message != "You need 40 credits but only have 12." {
				t.Errorf("err = %v", err)
			}
			if entries, _ := l.Entries(ctx, a, 10); len(entries) != 1 {
				t.Errorf("a refused spend left %d entries, want only the grant", len(entries))
			}
		})

		t.Run("wishes renew daily and packs cost 111 credits", func(t *testing.T) {
			a := newUser(t, st, l, "wisher", 300)
			day := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
			credits.SetClock(l, func() time.Time { return day })
			defer credits.SetClock(l, time.Now)
			if _, err := st.Exec(ctx, "UPDATE profiles SET wishes_remaining = 0, wishes_reset_date = '2026-11-21', paid_wishes_today = 2 WHERE user_id = ?", a.ID); err != nil {
				t.Fatal(err)
			}
			w, err := l.UserWishes(ctx, a.ID)
			if err != nil || w.Daily != 3 || w.PaidToday != 0 || !w.Refreshed || w.ResetDate != "2026-11-22" {
				t.Fatalf("renewed = %+v, %v", w, err)
			}
			if w, _ = l.UserWishes(ctx, a.ID); w.Refreshed {
				t.Error("renewed twice on one day")
			}
			w, e, err := l.BuyWishes(ctx, a.ID, "1")
			if err != nil || w.Total() != 6 || w.PaidToday != 1 || e.BalanceAfter != 189 {
				t.Fatalf("bought = %+v %+v, %v", w, e, err)
			}
			if w, _, err = l.BuyWishes(ctx, a.ID, "1"); err != nil || w.Total() != 6 {
				t.Errorf("replayed purchase = %+v, %v", w, err)
			}
			if _, _, err = l.BuyWishes(ctx, a.ID, "2"); err != nil {
				t.Fatal(err)
			}
			_, _, err = l.BuyWishes(ctx, a.ID, "3") // 78 credits left
			var de *domain.Error
			if !errors.As(err, &de) || de.Message != "Failed to purchase wishes. Please try again." || !errors.Is(err, domain.ErrInsufficientCredits) {
				t.Errorf("purchase without credits: %v", err)
			}
		})
	})
}
