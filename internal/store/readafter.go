package store

import (
	"context"
	"fmt"
)

// Read is a query and what reads its rows.
type Read struct {
	SQL  string
	Args []any
	// Scan reads the rows; they are closed after it returns.
	Scan func(Rows) error
}

// On runs r on q.
func (r Read) On(ctx context.Context, q Querier) error {
	rows, err := q.Query(ctx, r.SQL, r.Args...)
	if err != nil {
		return err
	}
	return r.read(rows)
}

// read reads rows with Scan and closes them.
func (r Read) read(rows Rows) error {
	defer rows.Close()
	if err := r.Scan(rows); err != nil {
		return err
	}
	return rows.Err()
}

// InGroupTxThen is InGroupTx followed, once fn's work has committed, by read,
// which sees that work (decision 0036: what a review answers is read after its
// write). On PostgreSQL read travels with COMMIT, so it spends no round trip
// of its own; on SQLite it runs on the read pool after the commit, off the
// writer. read does not run if fn or the commit fails. Once fn's work is
// committed (or, on PostgreSQL, its COMMIT is sent) the read runs to its end
// whatever becomes of ctx (Detach): a caller that leaves then does not turn
// committed work into an error (decision 0069). An error returned may still
// come after the commit (a read failing as it runs), and the dialects differ
// around it: a read PostgreSQL cannot prepare fails the whole batch there
// (nothing kept), while SQLite has committed before it reads. Callers keep
// fn's work idempotent, as a review is by its key.
func (s *Store) InGroupTxThen(ctx context.Context, fn func(tx Tx) error, read Read) error {
	if s.pool != nil {
		return pgPipeTx(ctx, s.pool, fn, &read)
	}
	if err := s.InGroupTx(ctx, fn); err != nil {
		return err
	}
	after, cancel := Detach(ctx)
	defer cancel()
	if err := read.On(after, s.ReadOnly()); err != nil {
		return fmt.Errorf("store: read after commit: %w", err)
	}
	return nil
}
