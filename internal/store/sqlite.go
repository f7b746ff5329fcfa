package store

import (
	"context"
	"database/sql"
)

// The SQLite side of Querier over database/sql.

type sqlRunner interface {
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

func sqlExec(ctx context.Context, r sqlRunner, q string, args []any) (int64, error) {
	res, err := r.ExecContext(ctx, q, args...)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

func sqlQuery(ctx context.Context, r sqlRunner, q string, args []any) (Rows, error) {
	rows, err := r.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return sqlRows{rows}, nil
}

type sqlRows struct{ *sql.Rows }

func (r sqlRows) Close() { _ = r.Rows.Close() }

// sqliteTx is a Tx over *sql.Tx; Raw gives River the transaction.
type sqliteTx struct{ tx *sql.Tx }

func (t sqliteTx) Dialect() Dialect { return SQLite }
func (t sqliteTx) Exec(ctx context.Context, q string, args ...any) (int64, error) {
	return sqlExec(ctx, t.tx, q, args)
}
func (t sqliteTx) Query(ctx context.Context, q string, args ...any) (Rows, error) {
	return sqlQuery(ctx, t.tx, q, args)
}
func (t sqliteTx) QueryRow(ctx context.Context, q string, args ...any) Row {
	return t.tx.QueryRowContext(ctx, q, args...)
}

// SQLiteTx returns the *sql.Tx behind a SQLite Tx.
func SQLiteTx(tx Tx) (*sql.Tx, bool) {
	switch t := tx.(type) {
	case sqliteTx:
		return t.tx, true
	case *groupTx:
		return t.tx, true
	}
	return nil, false
}
