package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

func TestRebind(t *testing.T) {
	tests := []struct{ in, want string }{
		{"SELECT 1", "SELECT 1"},
		{"SELECT * FROM t WHERE a = ? AND b = ?", "SELECT * FROM t WHERE a = $1 AND b = $2"},
		{"SELECT '?' , \"q?\" FROM t WHERE a = ?", "SELECT '?' , \"q?\" FROM t WHERE a = $1"},
		{"SELECT 1 -- why?\nWHERE a = ?", "SELECT 1 -- why?\nWHERE a = $1"},
		{"INSERT INTO t VALUES (?, 'it''s', ?)", "INSERT INTO t VALUES ($1, 'it''s', $2)"},
	}
	for _, tt := range tests {
		if got := store.Rebind(tt.in); got != tt.want {
			t.Errorf("Rebind(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// The conformance suite: behaviour every dialect must share.
func TestStoreConformance(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if _, err := s.Exec(ctx, `CREATE TABLE conformance (id TEXT PRIMARY KEY, n INTEGER NOT NULL, ok BOOLEAN NOT NULL, at TIMESTAMP NOT NULL)`); err != nil {
			t.Fatal(err)
		}

		t.Run("round trip of types", func(t *testing.T) {
			at := time.Date(2026, 11, 22, 4, 5, 6, 789000000, time.UTC)
			if _, err := s.Exec(ctx, "INSERT INTO conformance (id, n, ok, at) VALUES (?, ?, ?, ?)", "a", 41, true, at); err != nil {
				t.Fatal(err)
			}
			var n int64
			var ok bool
			var got time.Time
			if err := s.ReadOnly().QueryRow(ctx, "SELECT n, ok, at FROM conformance WHERE id = ?", "a").Scan(&n, &ok, &got); err != nil {
				t.Fatal(err)
			}
			if n != 41 || !ok || !got.Equal(at) {
				t.Errorf("got n=%d ok=%v at=%v, want 41 true %v", n, ok, got, at)
			}
		})

		t.Run("no rows", func(t *testing.T) {
			var n int64
			err := s.QueryRow(ctx, "SELECT n FROM conformance WHERE id = ?", "missing").Scan(&n)
			if !errors.Is(err, store.ErrNoRows) {
				t.Errorf("err = %v, want ErrNoRows", err)
			}
		})

		t.Run("ScanAll reads every row in order, none as empty, and stops at a scan error", func(t *testing.T) {
			id := func(r store.Row) (string, error) {
				var id string
				return id, r.Scan(&id)
			}
			rows, err := s.ReadOnly().Query(ctx, "SELECT id FROM (SELECT 'x' AS id UNION ALL SELECT 'y') t ORDER BY id DESC")
			if err != nil {
				t.Fatal(err)
			}
			if got, err := store.ScanAll(rows, id); err != nil || len(got) != 2 || got[0] != "y" || got[1] != "x" {
				t.Errorf("ScanAll = %q (err %v), want [y x]", got, err)
			}
			if rows, err = s.ReadOnly().Query(ctx, "SELECT id FROM conformance WHERE id = ?", "missing"); err != nil {
				t.Fatal(err)
			}
			if got, err := store.ScanAll(rows, id); err != nil || got == nil || len(got) != 0 {
				t.Errorf("ScanAll of no rows = %#v (err %v), want an empty, non-nil list", got, err)
			}
			boom := errors.New("boom")
			if rows, err = s.ReadOnly().Query(ctx, "SELECT 'x'"); err != nil {
				t.Fatal(err)
			}
			if got, err := store.ScanAll(rows, func(store.Row) (string, error) { return "", boom }); !errors.Is(err, boom) || got != nil {
				t.Errorf("ScanAll with a failing scan = %q, %v; want nil, boom", got, err)
			}
		})

		t.Run("unique violation is recognised", func(t *testing.T) {
			_, err := s.Exec(ctx, "INSERT INTO conformance (id, n, ok, at) VALUES (?, ?, ?, ?)", "a", 1, false, time.Now().UTC())
			if !store.IsUniqueViolation(err) {
				t.Errorf("err = %v, want a unique violation", err)
			}
		})

		t.Run("rollback on error keeps nothing", func(t *testing.T) {
			boom := errors.New("boom")
			err := s.InTx(ctx, func(tx store.Tx) error {
				if _, err := tx.Exec(ctx, "INSERT INTO conformance (id, n, ok, at) VALUES (?, ?, ?, ?)", "b", 1, false, time.Now().UTC()); err != nil {
					return err
				}
				return boom
			})
			if !errors.Is(err, boom) {
				t.Fatalf("err = %v", err)
			}
			var c int
			if err := s.QueryRow(ctx, "SELECT COUNT(*) FROM conformance WHERE id = 'b'").Scan(&c); err != nil || c != 0 {
				t.Errorf("count = %d, err = %v; want 0 rows after rollback", c, err)
			}
		})

		t.Run("concurrent read-modify-write transactions lose no update", func(t *testing.T) {
			if _, err := s.Exec(ctx, "INSERT INTO conformance (id, n, ok, at) VALUES ('c', 0, false, ?)", time.Now().UTC()); err != nil {
				t.Fatal(err)
			}
			lock := ""
			if s.Dialect() == store.Postgres {
				lock = " FOR UPDATE"
			}
			var wg sync.WaitGroup
			errs := make(chan error, 20)
			for range 20 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					errs <- s.InTx(ctx, func(tx store.Tx) error {
						var n int
						if err := tx.QueryRow(ctx, "SELECT n FROM conformance WHERE id = 'c'"+lock).Scan(&n); err != nil {
							return err
						}
						_, err := tx.Exec(ctx, "UPDATE conformance SET n = ? WHERE id = 'c'", n+1)
						return err
					})
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil {
					t.Fatal(err)
				}
			}
			var n int
			if err := s.QueryRow(ctx, "SELECT n FROM conformance WHERE id = 'c'").Scan(&n); err != nil || n != 20 {
				t.Errorf("n = %d (err %v), want 20", n, err)
			}
		})

		t.Run("migrations are current and idempotent", func(t *testing.T) {
			applied, err := s.Migrate(ctx)
			if err != nil || len(applied) != 0 {
				t.Fatalf("second migrate applied %v (err %v), want nothing", applied, err)
			}
			pending, err := s.PendingMigrations(ctx)
			if err != nil || pending != 0 {
				t.Errorf("pending = %d (err %v), want 0", pending, err)
			}
		})

		t.Run("read-only connections refuse writes", func(t *testing.T) {
			if s.Dialect() != store.SQLite {
				t.Skip("only SQLite has a separate read pool")
			}
			if _, err := s.ReadOnly().Exec(ctx, "DELETE FROM conformance"); err == nil {
				t.Error("a write through ReadOnly succeeded")
			}
		})
	})
}

func TestMigrationStatusOnEmptyDatabase(t *testing.T) {
	ctx := context.Background()
	s, err := store.Open(ctx, storetest.Options(t, store.SQLite))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	n, err := s.PendingMigrations(ctx)
	ms, _ := store.Migrations(store.SQLite)
	if err != nil || n != len(ms) || n == 0 {
		t.Fatalf("pending = %d (err %v), want all %d", n, err, len(ms))
	}
}

// Both dialects' migrations must describe the same logical schema.
func TestDialectsReachSameSchema(t *testing.T) {
	sq, err := store.Migrations(store.SQLite)
	if err != nil {
		t.Fatal(err)
	}
	pg, err := store.Migrations(store.Postgres)
	if err != nil {
		t.Fatal(err)
	}
	if len(sq) != len(pg) {
		t.Fatalf("%d SQLite migrations but %d PostgreSQL ones", len(sq), len(pg))
	}
	for i := range sq {
		if sq[i].Version != pg[i].Version || sq[i].Name != pg[i].Name {
			t.Errorf("migration %d: sqlite %04d_%s, postgres %04d_%s", i, sq[i].Version, sq[i].Name, pg[i].Version, pg[i].Name)
		}
	}
	if storetest.PostgresURL(t) == "" {
		t.Skip("PostgreSQL not configured: compared migration names only")
	}
	ctx := context.Background()
	a, err := storetest.New(t, store.SQLite).Schema(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, err := storetest.New(t, store.Postgres).Schema(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) == 0 {
		t.Fatal("SQLite schema has no tables")
	}
	if diff := diffSchemas(a, b); diff != "" {
		t.Errorf("logical schemas differ (sqlite vs postgres):\n%s", diff)
	}
}
