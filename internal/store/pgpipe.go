package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// A pipelined PostgreSQL transaction (decision 0036): InGroupTx's form on
// PostgreSQL, where a short transaction's cost is its round trips. It spends
// none of its own: BEGIN travels with its first statement, and what ExecBatch
// queues (statements whose results nobody reads) travels with the next
// statement or with COMMIT. A review is then two round trips instead of four
// (BEGIN, the row lock, the writes, COMMIT).
//
// An error of a queued statement is returned by the call that sends it (the
// next statement, or the commit). Jobs cannot be enqueued in it (PgxTx
// answers false): River needs a pgx.Tx.
type pipeTx struct {
	conn    *pgxpool.Conn
	begun   bool
	pending []Statement
}

// pgPipeTx runs fn in a pipelined transaction; after, a read given to
// InGroupTxThen, travels after COMMIT in the same round trip.
func pgPipeTx(ctx context.Context, pool *pgxpool.Pool, fn func(Tx) error, after *Read) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	// The pool destroys a connection released inside a transaction, so one
	// left by a failure below is never reused.
	defer conn.Release()
	t := &pipeTx{conn: conn}
	defer func() {
		if p := recover(); p != nil {
			t.rollback(ctx)
			panic(p)
		}
	}()
	if err := fn(t); err != nil {
		t.rollback(ctx)
		return err
	}
	// fn's statements have run: the commit and the read after it run to
	// their end whatever becomes of ctx, as a group commit does on SQLite. A
	// caller that left while COMMIT was on its way would otherwise not know
	// whether it committed (decision 0069).
	ctx, cancel := Detach(ctx)
	defer cancel()
	if !t.begun && len(t.pending) == 0 { // nothing was sent: there is nothing to commit
		if after == nil {
			return nil
		}
		rows, err := conn.Query(ctx, Rebind(after.SQL), after.Args...)
		if err == nil {
			err = after.read(rows)
		}
		if err != nil {
			return fmt.Errorf("store: read after commit: %w", err)
		}
		return nil
	}
	if after == nil {
		if _, err := t.Exec(ctx, "COMMIT"); err != nil {
			t.rollback(ctx)
			return fmt.Errorf("store: commit: %w", err)
		}
		return nil
	}
	t.pending = append(t.pending, Statement{SQL: "COMMIT"})
	br, err := t.send(ctx, &Statement{SQL: after.SQL, Args: after.Args})
	if err != nil {
		t.rollback(ctx)
		return fmt.Errorf("store: commit: %w", err)
	}
	rows, err := br.Query()
	if err == nil {
		err = after.read(&batchRows{Rows: rows, br: br})
	} else {
		_ = br.Close()
	}
	if err != nil {
		return fmt.Errorf("store: read after commit: %w", err)
	}
	return nil
}

// send sends BEGIN (the first time), the queued statements and last in one
// batch, reads the results before last's and returns the batch, positioned
// at last's result; the caller reads it and closes the batch.
func (t *pipeTx) send(ctx context.Context, last *Statement) (pgx.BatchResults, error) {
	b := &pgx.Batch{}
	before := len(t.pending)
	if !t.begun {
		b.Queue("BEGIN")
		before++
	}
	for _, st := range t.pending {
		b.Queue(Rebind(st.SQL), st.Args...)
	}
	b.Queue(Rebind(last.SQL), last.Args...)
	t.begun, t.pending = true, nil
	br := t.conn.SendBatch(ctx, b)
	for range before {
		if _, err := br.Exec(); err != nil {
			_ = br.Close()
			return nil, err
		}
	}
	return br, nil
}

func (t *pipeTx) rollback(ctx context.Context) {
	if t.begun {
		_, _ = t.conn.Exec(context.WithoutCancel(ctx), "ROLLBACK")
	}
}

func (t *pipeTx) Dialect() Dialect { return Postgres }

func (t *pipeTx) Exec(ctx context.Context, q string, args ...any) (int64, error) {
	br, err := t.send(ctx, &Statement{SQL: q, Args: args})
	if err != nil {
		return 0, err
	}
	tag, err := br.Exec()
	if cerr := br.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, err
	}
	return tag.RowsAffected(), nil
}

func (t *pipeTx) Query(ctx context.Context, q string, args ...any) (Rows, error) {
	br, err := t.send(ctx, &Statement{SQL: q, Args: args})
	if err != nil {
		return nil, err
	}
	rows, err := br.Query()
	if err != nil {
		_ = br.Close()
		return nil, err
	}
	return &batchRows{Rows: rows, br: br}, nil
}

func (t *pipeTx) QueryRow(ctx context.Context, q string, args ...any) Row {
	br, err := t.send(ctx, &Statement{SQL: q, Args: args})
	if err != nil {
		return errRow{err}
	}
	return &batchRow{row: br.QueryRow(), br: br}
}

// queue keeps statements to send with the next statement or the commit.
func (t *pipeTx) queue(stmts []Statement) {
	t.pending = append(t.pending, stmts...)
}

// batchRows are a query's rows read from a batch, which closes with them.
type batchRows struct {
	pgx.Rows
	br pgx.BatchResults
}

func (r *batchRows) Close() {
	r.Rows.Close()
	_ = r.br.Close()
}

// batchRow is a row read from a batch, which closes once it is scanned.
type batchRow struct {
	row pgx.Row
	br  pgx.BatchResults
}

func (r *batchRow) Scan(dest ...any) error {
	err := r.row.Scan(dest...)
	if cerr := r.br.Close(); err == nil {
		err = cerr
	}
	return err
}

type errRow struct{ err error }

func (r errRow) Scan(...any) error { return r.err }
