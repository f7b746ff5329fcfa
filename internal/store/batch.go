package store

import (
	"context"

	"github.com/jackc/pgx/v5"
)

// Statement is one SQL statement with its arguments.
type Statement struct {
	SQL  string
	Args []any
}

// ExecBatch runs statements in order in tx and returns the first error. On
// PostgreSQL they travel in one round trip (a pgx batch); on SQLite, where a
// statement costs no round trip, one after the other.
//
// In InGroupTx on PostgreSQL they are not sent at once but with the next
// statement or the commit, which then returns their error (see pipeTx).
func ExecBatch(ctx context.Context, tx Tx, stmts ...Statement) error {
	if t, ok := tx.(*pipeTx); ok {
		t.queue(stmts)
		return nil
	}
	if t, ok := tx.(pgTx); ok {
		b := &pgx.Batch{}
		for _, st := range stmts {
			b.Queue(Rebind(st.SQL), st.Args...)
		}
		return t.tx.SendBatch(ctx, b).Close()
	}
	for _, st := range stmts {
		if _, err := tx.Exec(ctx, st.SQL, st.Args...); err != nil {
			return err
		}
	}
	return nil
}
