package store_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// Concurrent InGroupTx callers (sharing SQLite transactions): a caller's
// failure undoes its own work only, every caller is answered after its work
// is committed (another connection sees it), a caller whose context ended
// before its turn changes nothing, and a panic reaches its own caller.
func TestInGroupTx(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if _, err := s.Exec(ctx, `CREATE TABLE grouped (id TEXT PRIMARY KEY, n INTEGER NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Exec(ctx, `INSERT INTO grouped (id, n) VALUES ('taken', 0)`); err != nil {
			t.Fatal(err)
		}
		const callers = 150
		var wg sync.WaitGroup
		errs := make([]error, callers)
		for i := range callers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = s.InGroupTx(ctx, func(tx store.Tx) error {
					if _, err := tx.Exec(ctx, "INSERT INTO grouped (id, n) VALUES (?, ?)", fmt.Sprintf("ok-%d", i), i); err != nil {
						return err
					}
					if i%10 == 0 { // a second insert that collides: the first must go too
						_, err := tx.Exec(ctx, "INSERT INTO grouped (id, n) VALUES ('taken', ?)", i)
						return err
					}
					if i%10 == 1 {
						return errors.New("refused")
					}
					return nil
				})
				if errs[i] != nil {
					return
				}
				// Answered: committed, as another connection sees.
				var n int
				if err := s.ReadOnly().QueryRow(ctx, "SELECT n FROM grouped WHERE id = ?", fmt.Sprintf("ok-%d", i)).Scan(&n); err != nil || n != i {
					errs[i] = fmt.Errorf("caller %d answered before its row was visible: n=%d err=%v", i, n, err)
				}
			}()
		}
		wg.Wait()
		for i, err := range errs {
			switch i % 10 {
			case 0:
				if !store.IsUniqueViolation(err) {
					t.Errorf("caller %d: err = %v, want a unique violation", i, err)
				}
			case 1:
				if err == nil || err.Error() != "refused" {
					t.Errorf("caller %d: err = %v, want refused", i, err)
				}
			default:
				if err != nil {
					t.Errorf("caller %d: %v", i, err)
				}
			}
		}
		var rows int
		if err := s.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM grouped WHERE id <> 'taken'").Scan(&rows); err != nil {
			t.Fatal(err)
		}
		if want := callers - callers/10*2; rows != want {
			t.Errorf("%d rows kept, want %d (failed callers' work undone)", rows, want)
		}

		canceled, cancel := context.WithCancel(ctx)
		cancel()
		ran := false
		if err := s.InGroupTx(canceled, func(tx store.Tx) error { ran = true; return nil }); !errors.Is(err, context.Canceled) || ran {
			t.Errorf("canceled caller: err = %v, ran %v", err, ran)
		}

		func() {
			defer func() {
				if p := recover(); p != "boom" {
					t.Errorf("recovered %v, want the caller's panic", p)
				}
			}()
			_ = s.InGroupTx(ctx, func(tx store.Tx) error {
				if _, err := tx.Exec(ctx, "INSERT INTO grouped (id, n) VALUES ('panicked', 1)"); err != nil {
					return err
				}
				panic("boom")
			})
		}()
		if err := s.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM grouped WHERE id = 'panicked'").Scan(&rows); err != nil || rows != 0 {
			t.Errorf("a panicked caller's row: %d, %v", rows, err)
		}
	})
}
