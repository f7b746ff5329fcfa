package store_test

import (
	"context"
	"errors"
	"testing"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// What a group transaction's statements read and return is the same on both
// dialects, though on PostgreSQL BEGIN travels with the first statement and
// ExecBatch's statements with the next one or the commit (pgpipe.go).
func TestGroupTxStatements(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if _, err := s.Exec(ctx, `CREATE TABLE piped (id TEXT PRIMARY KEY, n INTEGER NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		count := func() (n int) {
			t.Helper()
			if err := s.QueryRow(ctx, "SELECT COUNT(*) FROM piped").Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}

		// Reads see the queued writes before them; everything commits.
		err := s.InGroupTx(ctx, func(tx store.Tx) error {
			var n int
			if err := tx.QueryRow(ctx, "INSERT INTO piped (id, n) VALUES ('a', 1) RETURNING n").Scan(&n); err != nil || n != 1 {
				return errors.Join(err, errors.New("RETURNING did not return 1"))
			}
			if err := store.ExecBatch(ctx, tx, store.Statement{SQL: "INSERT INTO piped (id, n) VALUES (?, ?)", Args: []any{"b", 2}},
				store.Statement{SQL: "UPDATE piped SET n = n + 10 WHERE id = ?", Args: []any{"a"}}); err != nil {
				return err
			}
			rows, err := tx.Query(ctx, "SELECT id, n FROM piped ORDER BY id")
			if err != nil {
				return err
			}
			var got []string
			for rows.Next() {
				var id string
				var v int
				if err := rows.Scan(&id, &v); err != nil {
					rows.Close()
					return err
				}
				got = append(got, id)
				if id == "a" && v != 11 {
					t.Errorf("a = %d inside the transaction, want 11", v)
				}
			}
			rows.Close() // before the next statement, as on one connection
			if err := rows.Err(); err != nil {
				return err
			}
			if len(got) != 2 {
				t.Errorf("rows inside the transaction: %v", got)
			}
			affected, err := tx.Exec(ctx, "UPDATE piped SET n = n + 1")
			if affected != 2 {
				t.Errorf("rows updated: %d, want 2", affected)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if n := count(); n != 2 {
			t.Fatalf("%d rows after commit, want 2", n)
		}

		// A queued statement that fails fails the call (at the commit, on
		// PostgreSQL) and nothing of the transaction stays.
		err = s.InGroupTx(ctx, func(tx store.Tx) error {
			if _, err := tx.Exec(ctx, "INSERT INTO piped (id, n) VALUES ('c', 3)"); err != nil {
				return err
			}
			return store.ExecBatch(ctx, tx, store.Statement{SQL: "INSERT INTO piped (id, n) VALUES ('a', 0)"})
		})
		if !store.IsUniqueViolation(err) {
			t.Fatalf("a duplicate key queued: %v, want a unique violation", err)
		}
		if n := count(); n != 2 {
			t.Fatalf("%d rows after a failed transaction, want 2", n)
		}

		// fn's own error rolls back; a missing row is ErrNoRows.
		mine := errors.New("changed my mind")
		err = s.InGroupTx(ctx, func(tx store.Tx) error {
			if err := store.ExecBatch(ctx, tx, store.Statement{SQL: "DELETE FROM piped"}); err != nil {
				return err
			}
			var n int
			if err := tx.QueryRow(ctx, "SELECT n FROM piped WHERE id = 'a'").Scan(&n); !errors.Is(err, store.ErrNoRows) {
				t.Errorf("a deleted row: %v, want ErrNoRows", err)
			}
			return mine
		})
		if !errors.Is(err, mine) {
			t.Fatalf("fn's error: %v", err)
		}
		if n := count(); n != 2 {
			t.Fatalf("%d rows after a rolled-back transaction, want 2", n)
		}

		// A transaction that sends nothing commits nothing and fails nothing.
		if err := s.InGroupTx(ctx, func(store.Tx) error { return nil }); err != nil {
			t.Fatal(err)
		}
	})
}
