package store

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// A group commit's statements stay prepared on the writer after its batch
// (decision 0055): the next batch runs the same *sql.Stmt, the results are
// the same, and a statement that does not compile reports its error and is
// not kept.
func TestGroupCommitKeepsItsStatementsPrepared(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, Options{SQLitePath: filepath.Join(t.TempDir(), "kept.db")})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Exec(ctx, "CREATE TABLE kept (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)"); err != nil {
		t.Fatal(err)
	}
	const insert = "INSERT INTO kept (id, n) VALUES (?, ?)"
	const sum = "SELECT COALESCE(SUM(n), 0) FROM kept"
	batch := func(id, n int) int {
		t.Helper()
		var total int
		if err := s.InGroupTx(ctx, func(tx Tx) error {
			if _, err := tx.Exec(ctx, insert, id, n); err != nil {
				return err
			}
			return tx.QueryRow(ctx, sum).Scan(&total)
		}); err != nil {
			t.Fatal(err)
		}
		return total
	}
	if got := batch(1, 5); got != 5 {
		t.Fatalf("first batch: sum %d, want 5", got)
	}
	first := s.writes.kept(insert)
	if first == nil || s.writes.kept(sum) == nil {
		t.Fatal("the first batch's statements were not kept prepared")
	}
	kept := len(s.writes.m)
	if got := batch(2, 7); got != 12 {
		t.Fatalf("second batch: sum %d, want 12", got)
	}
	if s.writes.kept(insert) != first || len(s.writes.m) != kept {
		t.Errorf("the second batch prepared again: %d statements kept, %d before", len(s.writes.m), kept)
	}
	const broken = "INSERT INTO kept (id, nope) VALUES (?, ?)"
	err = s.InGroupTx(ctx, func(tx Tx) error {
		_, err := tx.Exec(ctx, broken, 3, 1)
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("a statement that does not compile: %v", err)
	}
	if s.writes.kept(broken) != nil {
		t.Error("a statement that does not compile was kept")
	}
	if got := batch(4, 1); got != 13 {
		t.Fatalf("after the failure: sum %d, want 13", got)
	}
}
