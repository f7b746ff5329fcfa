package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// The PostgreSQL side of Querier over pgx; queries are rebound from ? to $n.

type pgRunner interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

var (
	_ pgRunner = (*pgxpool.Pool)(nil)
	_ pgRunner = (pgx.Tx)(nil)
)

func pgExec(ctx context.Context, r pgRunner, q string, args []any) (int64, error) {
	tag, err := r.Exec(ctx, Rebind(q), args...)
	if err != nil {
		return 0, err
	}
	return tag.RowsAffected(), nil
}

func pgQuery(ctx context.Context, r pgRunner, q string, args []any) (Rows, error) {
	rows, err := r.Query(ctx, Rebind(q), args...)
	if err != nil {
		return nil, err
	}
	return rows, nil
}

func pgQueryRow(ctx context.Context, r pgRunner, q string, args []any) Row {
	return r.QueryRow(ctx, Rebind(q), args...)
}

type pgTx struct{ tx pgx.Tx }

func (t pgTx) Dialect() Dialect { return Postgres }
func (t pgTx) Exec(ctx context.Context, q string, args ...any) (int64, error) {
	return pgExec(ctx, t.tx, q, args)
}
func (t pgTx) Query(ctx context.Context, q string, args ...any) (Rows, error) {
	return pgQuery(ctx, t.tx, q, args)
}
func (t pgTx) QueryRow(ctx context.Context, q string, args ...any) Row {
	return pgQueryRow(ctx, t.tx, q, args)
}

// PgxTx returns the pgx.Tx behind a PostgreSQL Tx.
func PgxTx(tx Tx) (pgx.Tx, bool) {
	t, ok := tx.(pgTx)
	return t.tx, ok
}

func pgInTx(ctx context.Context, pool *pgxpool.Pool, fn func(Tx) error) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback(context.WithoutCancel(ctx))
			panic(p)
		}
	}()
	if err := fn(pgTx{tx}); err != nil {
		_ = tx.Rollback(context.WithoutCancel(ctx))
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("store: commit: %w", err)
	}
	return nil
}
