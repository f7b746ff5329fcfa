package store_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// InGroupTxThen's read sees the committed work and runs only after a commit,
// the same on both dialects (on PostgreSQL it travels with COMMIT).
func TestInGroupTxThen(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) { testInGroupTxThen(t, d) })
	}
}

func testInGroupTxThen(t *testing.T, d store.Dialect) {
	ctx := context.Background()
	// One connection (on SQLite, one reader): each case must leave it usable
	// for the next, whatever became of its batch.
	opts := storetest.Options(t, d)
	opts.MaxReadConns = 1
	s, err := store.Open(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Exec(ctx, `CREATE TABLE afterward (id TEXT PRIMARY KEY, n INTEGER NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	var ids []string
	read := store.Read{SQL: "SELECT id FROM afterward WHERE n > ? ORDER BY id", Args: []any{0}, Scan: func(rows store.Rows) error {
		ids = nil
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return nil
	}}
	insert := func(id string) store.Statement {
		return store.Statement{SQL: "INSERT INTO afterward (id, n) VALUES (?, 1)", Args: []any{id}}
	}

	// The read sees queued writes and a returned row, after the commit.
	err = s.InGroupTxThen(ctx, func(tx store.Tx) error {
		var n int
		if err := tx.QueryRow(ctx, "INSERT INTO afterward (id, n) VALUES ('a', 1) RETURNING n").Scan(&n); err != nil {
			return err
		}
		return store.ExecBatch(ctx, tx, insert("b"))
	}, read)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(ids, ",") != "a,b" {
		t.Fatalf("read after commit = %v, want [a b]", ids)
	}

	// A transaction that sent nothing still reads.
	ids = nil
	if err := s.InGroupTxThen(ctx, func(store.Tx) error { return nil }, read); err != nil {
		t.Fatal(err)
	}
	if strings.Join(ids, ",") != "a,b" {
		t.Fatalf("read without writes = %v, want [a b]", ids)
	}

	// fn's error: rolled back, the read does not run.
	ids = []string{"untouched"}
	boom := errors.New("boom")
	err = s.InGroupTxThen(ctx, func(tx store.Tx) error {
		if err := store.ExecBatch(ctx, tx, insert("c")); err != nil {
			return err
		}
		return boom
	}, read)
	if !errors.Is(err, boom) || ids[0] != "untouched" {
		t.Fatalf("fn failed: err %v, read %v; want boom and no read", err, ids)
	}

	// A queued write that fails at the commit: nothing kept, no read, and
	// the error says what failed (a unique key).
	err = s.InGroupTxThen(ctx, func(tx store.Tx) error {
		return store.ExecBatch(ctx, tx, insert("d"), insert("a"))
	}, read)
	if !store.IsUniqueViolation(err) || ids[0] != "untouched" {
		t.Fatalf("commit failed: err %v, read %v; want a unique violation and no read", err, ids)
	}

	// A read that fails after the commit leaves the work committed.
	unread := errors.New("unread")
	err = s.InGroupTxThen(ctx, func(tx store.Tx) error { return store.ExecBatch(ctx, tx, insert("e")) },
		store.Read{SQL: "SELECT id FROM afterward", Scan: func(store.Rows) error { return unread }})
	if !errors.Is(err, unread) || !strings.Contains(err.Error(), "read after commit") {
		t.Fatalf("failing read: err %v, want a read-after-commit error", err)
	}
	if err := read.On(ctx, s); err != nil {
		t.Fatal(err)
	}
	if strings.Join(ids, ",") != "a,b,e" {
		t.Fatalf("after all: %v, want [a b e] (c and d rolled back, e kept)", ids)
	}

	// A read that fails on the server after COMMIT, in the same batch
	// (PostgreSQL; SQLite's 1/0 is NULL): the work stays committed, and
	// the connection serves the next statement.
	if d == store.Postgres {
		err = s.InGroupTxThen(ctx, func(tx store.Tx) error { return store.ExecBatch(ctx, tx, insert("f")) },
			store.Read{SQL: "SELECT 1 / (n - 1) FROM afterward", Scan: func(rows store.Rows) error {
				for rows.Next() {
				}
				return nil
			}})
		if err == nil || !strings.Contains(err.Error(), "read after commit") {
			t.Fatalf("read failing on the server: %v, want a read-after-commit error", err)
		}
		if err := read.On(ctx, s); err != nil {
			t.Fatal(err)
		}
		if strings.Join(ids, ",") != "a,b,e,f" {
			t.Fatalf("after a failing read: %v, want [a b e f]", ids)
		}
	}
}

// A caller that leaves once its work has run (its context ends as fn
// returns: a learner closing the tab while the review commits) still has
// that work committed and read, and no error: on SQLite the read after the
// commit ran on the ended context and failed (the review answered 500, and
// what followed it never ran); on PostgreSQL the COMMIT did, so the caller
// could not know whether it committed (decision 0069).
func TestInGroupTxThenOutlivesItsCaller(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, s *store.Store) {
		if _, err := s.Exec(context.Background(), `CREATE TABLE left_midway (id TEXT PRIMARY KEY)`); err != nil {
			t.Fatal(err)
		}
		ctx, leave := context.WithCancel(context.Background())
		defer leave()
		var ids []string
		err := s.InGroupTxThen(ctx, func(tx store.Tx) error {
			if err := store.ExecBatch(ctx, tx, store.Statement{SQL: "INSERT INTO left_midway (id) VALUES ('kept')"}); err != nil {
				return err
			}
			leave() // the caller goes while the work commits
			return nil
		}, store.Read{SQL: "SELECT id FROM left_midway", Scan: func(rows store.Rows) error {
			for rows.Next() {
				var id string
				if err := rows.Scan(&id); err != nil {
					return err
				}
				ids = append(ids, id)
			}
			return nil
		}})
		if err != nil {
			t.Errorf("a caller that left as its work committed: %v", err)
		}
		if strings.Join(ids, ",") != "kept" {
			t.Errorf("read after the commit = %v, want [kept]", ids)
		}
		var n int
		if err := s.ReadOnly().QueryRow(context.Background(), "SELECT COUNT(*) FROM left_midway").Scan(&n); err != nil || n != 1 {
			t.Errorf("rows committed: %d (%v), want 1", n, err)
		}
	})
}
