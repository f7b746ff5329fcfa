package store

import (
	"context"
	"database/sql"
	"sync"
)

// SQLite (modernc.org/sqlite) compiles a statement's text on every call that
// is not prepared: under load that is a good part of a short query's time
// (decision 0024). The read pool keeps its statements prepared, by text, on each
// connection that ran them (database/sql prepares a *sql.Stmt again on a
// connection that has not seen it). Statements built at run time are many
// and rare: past maxCachedStatements texts, the rest run unprepared.

const maxCachedStatements = 512

type stmtCache struct {
	db *sql.DB
	mu sync.RWMutex
	m  map[string]*sql.Stmt
}

func newStmtCache(db *sql.DB) *stmtCache { return &stmtCache{db: db, m: map[string]*sql.Stmt{}} }

// get returns q prepared, or nil when it is not kept (the cache is full, or
// preparing failed: running it unprepared reports the error).
func (c *stmtCache) get(ctx context.Context, q string) *sql.Stmt {
	c.mu.RLock()
	st, ok := c.m[q]
	full := len(c.m) >= maxCachedStatements
	c.mu.RUnlock()
	if ok || full {
		return st
	}
	st, err := c.db.PrepareContext(ctx, q)
	if err != nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.m[q]; ok { // another caller prepared it meanwhile
		_ = st.Close()
		return old
	}
	c.m[q] = st
	return st
}

// kept returns q if it is kept prepared, else nil; it prepares nothing.
func (c *stmtCache) kept(q string) *sql.Stmt {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.m[q]
}

func (c *stmtCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for q, st := range c.m {
		_ = st.Close()
		delete(c.m, q)
	}
}

// cachedDB is a Querier over a read pool with its statements kept prepared.
type cachedDB struct {
	db    *sql.DB
	stmts *stmtCache
}

func (d cachedDB) Exec(ctx context.Context, q string, args ...any) (int64, error) {
	if st := d.stmts.get(ctx, q); st != nil {
		res, err := st.ExecContext(ctx, args...)
		if err != nil {
			return 0, err
		}
		return res.RowsAffected()
	}
	return sqlExec(ctx, d.db, q, args)
}

func (d cachedDB) Query(ctx context.Context, q string, args ...any) (Rows, error) {
	if st := d.stmts.get(ctx, q); st != nil {
		rows, err := st.QueryContext(ctx, args...)
		if err != nil {
			return nil, err
		}
		return sqlRows{rows}, nil
	}
	return sqlQuery(ctx, d.db, q, args)
}

func (d cachedDB) QueryRow(ctx context.Context, q string, args ...any) Row {
	if st := d.stmts.get(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return d.db.QueryRowContext(ctx, q, args...)
}
