package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
)

// Group commit (decision 0024). SQLite has one writer, and a small transaction's
// cost is mostly its own: taking the writer, BEGIN, COMMIT, the WAL frames of
// the pages it touched. InGroupTx lets concurrent callers share one
// transaction: each caller's fn runs in a savepoint of its own, so a failing
// fn (a unique key already used, a card not found) undoes only its own work,
// and every caller is answered only after the transaction holding its work has
// committed (a commit that fails fails every caller whose work it held). A
// batch is what queued while the previous one ran, so under no load it is
// one call and under load it grows by itself.

// maxGroup bounds the calls of one group transaction, and so how long a
// batch holds the writer: a job's write waits for the batch in progress, and
// River's own queries for the connection (measured, decision 0024: 16 kept
// lessons as fast as before under load, 64 slowed them).
const maxGroup = 16

type groupCall struct {
	ctx   context.Context
	fn    func(Tx) error
	err   error
	panic any // fn panicked: the caller panics again with this value
	done  chan struct{}
}

type groupCommitter struct {
	mu      sync.Mutex
	pending []*groupCall
	leading bool
}

// InGroupTx runs fn in a transaction like InTx, whose commit it may share with
// other InGroupTx callers on SQLite; on PostgreSQL it is a pipelined
// transaction (pgpipe.go), which spends no round trip of its own. fn must keep its
// effects to tx and never write through the Store itself (the batch holds the
// writer: that would wait forever). It may run on another goroutine, and its
// statements run to the end even if ctx is canceled meanwhile (a statement
// interrupted in SQLite would roll back the others' work). fn does not run if
// ctx ends before its turn. On PostgreSQL fn's statements end with ctx, but
// once fn has returned the commit runs to its end (decision 0069).
func (s *Store) InGroupTx(ctx context.Context, fn func(tx Tx) error) error {
	if s.pool != nil {
		return pgPipeTx(ctx, s.pool, fn, nil)
	}
	c := &groupCall{ctx: ctx, fn: fn, done: make(chan struct{})}
	g := s.group
	g.mu.Lock()
	g.pending = append(g.pending, c)
	lead := !g.leading
	g.leading = true
	g.mu.Unlock()
	if lead {
		s.leadGroup()
	}
	<-c.done
	if c.panic != nil {
		panic(c.panic)
	}
	return c.err
}

// leadGroup runs one batch of the pending calls, then hands the lead to a new
// goroutine if more have queued, so that its own caller is answered at once.
func (s *Store) leadGroup() {
	g := s.group
	g.mu.Lock()
	n := min(len(g.pending), maxGroup)
	batch := g.pending[:n:n]
	g.pending = g.pending[n:]
	g.mu.Unlock()

	s.runGroup(batch)

	g.mu.Lock()
	more := len(g.pending) > 0
	if !more {
		g.leading = false
		g.pending = nil
	}
	g.mu.Unlock()
	if more {
		go s.leadGroup()
	}
	for _, c := range batch {
		close(c.done)
	}
}

// runGroup runs the calls of batch in one transaction and sets their errors.
func (s *Store) runGroup(batch []*groupCall) {
	ctx := context.Background() // the batch is everyone's: no caller's cancellation ends it
	fail := func(err error) {
		for _, c := range batch {
			if c.err == nil && c.panic == nil {
				c.err = err
			}
		}
	}
	_ = s.gate.acquire(ctx) // a background context never ends: no error
	defer s.releaseWriter()
	sqlTx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		fail(fmt.Errorf("store: begin: %w", err))
		return
	}
	tx := &groupTx{tx: sqlTx, kept: s.writes, stmts: map[string]*sql.Stmt{}}
	// The statements this batch had to prepare are kept for the next ones,
	// prepared on the writer's connection once the transaction has let it
	// go (still inside the gate: no other writer meanwhile).
	defer func() {
		for _, q := range tx.fresh {
			s.writes.get(ctx, q)
		}
	}()
	for _, c := range batch {
		if err := c.ctx.Err(); err != nil {
			c.err = fmt.Errorf("store: begin: %w", err)
			continue
		}
		if _, err := tx.Exec(ctx, "SAVEPOINT grouped"); err != nil {
			_ = sqlTx.Rollback()
			fail(fmt.Errorf("store: savepoint: %w", err))
			return
		}
		c.panic, c.err = callGrouped(c.fn, tx)
		ends := []string{"RELEASE grouped"}
		if c.err != nil || c.panic != nil {
			ends = []string{"ROLLBACK TO grouped", "RELEASE grouped"}
		}
		for _, end := range ends {
			if _, err := tx.Exec(ctx, end); err != nil {
				// The transaction is lost (SQLite rolls back the whole of
				// it on some errors): nothing of the batch is kept.
				_ = sqlTx.Rollback()
				fail(fmt.Errorf("store: end savepoint: %w", err))
				return
			}
		}
	}
	if err := sqlTx.Commit(); err != nil {
		fail(fmt.Errorf("store: commit: %w", err))
	}
}

func callGrouped(fn func(Tx) error, tx Tx) (p any, err error) {
	defer func() {
		if r := recover(); r != nil {
			p = r
			if p == nil {
				p = errors.New("store: panic(nil) in a grouped transaction")
			}
		}
	}()
	return nil, fn(tx)
}

// groupTx runs a grouped call's statements to their end whatever becomes of
// the caller's context (see InGroupTx), on statements kept prepared: the
// calls of every batch run the same few statements, and compiling them (once
// per batch until decision 0055: 5 % of the server's CPU under 200 reviewing
// learners, all of it on the one writer) is a good part of the writer's
// time. A statement kept (Store.writes) runs in the transaction without being
// compiled again (database/sql finds it prepared on the writer's one
// connection); one not yet kept is prepared in the transaction, used for the
// rest of the batch and kept after it. The batch's calls run one after the
// other on the leader's goroutine: no lock.
type groupTx struct {
	tx    *sql.Tx
	kept  *stmtCache
	stmts map[string]*sql.Stmt
	fresh []string // prepared by this batch, to keep after it
}

func (t *groupTx) stmt(ctx context.Context, q string) *sql.Stmt {
	if st, ok := t.stmts[q]; ok {
		return st
	}
	var st *sql.Stmt
	if kept := t.kept.kept(q); kept != nil {
		st = t.tx.StmtContext(ctx, kept)
	} else if prepared, err := t.tx.PrepareContext(ctx, q); err == nil {
		st = prepared
		t.fresh = append(t.fresh, q)
	} // else run unprepared: that reports the error
	t.stmts[q] = st
	return st
}

func (t *groupTx) Dialect() Dialect { return SQLite }

func (t *groupTx) Exec(ctx context.Context, q string, args ...any) (int64, error) {
	ctx = context.WithoutCancel(ctx)
	st := t.stmt(ctx, q)
	if st == nil {
		return sqlExec(ctx, t.tx, q, args)
	}
	res, err := st.ExecContext(ctx, args...)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

func (t *groupTx) Query(ctx context.Context, q string, args ...any) (Rows, error) {
	ctx = context.WithoutCancel(ctx)
	st := t.stmt(ctx, q)
	if st == nil {
		return sqlQuery(ctx, t.tx, q, args)
	}
	rows, err := st.QueryContext(ctx, args...)
	if err != nil {
		return nil, err
	}
	return sqlRows{rows}, nil
}

func (t *groupTx) QueryRow(ctx context.Context, q string, args ...any) Row {
	ctx = context.WithoutCancel(ctx)
	if st := t.stmt(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return t.tx.QueryRowContext(ctx, q, args...)
}
