// Package store is Storyglot's persistence: one small query interface over two
// dialects (SQLite through modernc.org/sqlite, PostgreSQL through pgx), SQL written
// once with ? placeholders, and embedded, numbered migrations per dialect.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Dialect names a database engine.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// ErrNoRows is returned by Row.Scan when the query selected nothing, on both
// dialects (pgx's ErrNoRows wraps it too).
var ErrNoRows = sql.ErrNoRows

// Querier runs SQL written with ? placeholders. Store and Tx implement it.
type Querier interface {
	Exec(ctx context.Context, query string, args ...any) (rowsAffected int64, err error)
	Query(ctx context.Context, query string, args ...any) (Rows, error)
	QueryRow(ctx context.Context, query string, args ...any) Row
}

// Rows is the cursor of Query. Close it; check Err after the loop.
type Rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
	Close()
}

// Row is the result of QueryRow.
type Row interface {
	Scan(dest ...any) error
}

// Tx is a transaction. It is also how a job is enqueued in the same commit as
// the rows that pay for it (see internal/jobs).
type Tx interface {
	Querier
	Dialect() Dialect
}

// DefaultPostgresConns is the PostgreSQL pool size of a process unless
// DATABASE_URL sets pool_max_conns (a web and a worker process: twice this,
// 48 of the server's default 100). Measured (decision 0036): under 200
// reviewing learners 24 gave 10 % more reviews per second than 12, and 40 no
// more than 24.
const DefaultPostgresConns = 24

// Options says which database to open.
type Options struct {
	// DatabaseURL selects PostgreSQL when it starts with postgres:// or postgresql://.
	DatabaseURL string
	// SQLitePath is the database file used when DatabaseURL is empty.
	SQLitePath string
	// MaxReadConns bounds the SQLite read pool and the PostgreSQL pool (0: default).
	MaxReadConns int
	// Logger takes what the store does on its own and may fail at (SQLite's
	// checkpoints); nil is slog's default.
	Logger *slog.Logger
}

// Store is an open database. It is safe for concurrent use.
type Store struct {
	dialect Dialect
	opts    Options

	// SQLite: one connection for writes (SQLite has one writer) and a read pool.
	write *sql.DB
	read  *sql.DB
	gate  *writeGate // orders the writers of InTx and Exec (writegate.go)
	group *groupCommitter
	reads *stmtCache // the read pool's prepared statements
	// writes are the writer's statements kept prepared across group
	// commits (groupTx.stmt); prepared only while no transaction holds the
	// writer's one connection.
	writes *stmtCache
	ckpt   *checkpointer // copies the write-ahead log back (checkpoint.go)

	// PostgreSQL.
	pool *pgxpool.Pool
}

// Open opens (and for SQLite creates) the database. It does not migrate.
func Open(ctx context.Context, o Options) (*Store, error) {
	if o.DatabaseURL != "" {
		return openPostgres(ctx, o)
	}
	return openSQLite(ctx, o)
}

func openSQLite(ctx context.Context, o Options) (*Store, error) {
	if o.SQLitePath == "" {
		return nil, errors.New("store: no SQLite path")
	}
	if err := os.MkdirAll(filepath.Dir(o.SQLitePath), 0o755); err != nil {
		return nil, fmt.Errorf("store: create data directory: %w", err)
	}
	pragmas := "_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_time_format=sqlite"
	// The writer keeps savepoint journals in memory (group commit opens one
	// per review: on disk each is a temporary file's writes) and a larger
	// page cache (fewer reads of pages it changes), decision 0024; it leaves
	// checkpoints to the checkpointer's connection (decision 0064).
	write, err := sql.Open("sqlite", "file:"+o.SQLitePath+"?_pragma=journal_mode(WAL)&_txlock=immediate&_pragma=temp_store(MEMORY)&_pragma=cache_size(-16000)&"+
		fmt.Sprintf("_pragma=wal_autocheckpoint(%d)&", writerCheckpointPages)+pragmas)
	if err != nil {
		return nil, fmt.Errorf("store: open sqlite: %w", err)
	}
	write.SetMaxOpenConns(1)
	write.SetConnMaxIdleTime(0)
	write.SetConnMaxLifetime(0)
	// The first connection switches the file to WAL before readers open it.
	if err := write.PingContext(ctx); err != nil {
		write.Close()
		return nil, fmt.Errorf("store: open sqlite %s: %w", o.SQLitePath, err)
	}
	read, err := sql.Open("sqlite", "file:"+o.SQLitePath+"?_pragma=query_only(1)&"+pragmas)
	if err != nil {
		write.Close()
		return nil, fmt.Errorf("store: open sqlite reader: %w", err)
	}
	n := o.MaxReadConns
	if n <= 0 {
		n = 4
	}
	read.SetMaxOpenConns(n)
	read.SetMaxIdleConns(n)
	ck, err := sql.Open("sqlite", "file:"+o.SQLitePath+"?"+pragmas)
	if err != nil {
		write.Close()
		read.Close()
		return nil, fmt.Errorf("store: open sqlite checkpointer: %w", err)
	}
	logger := o.Logger
	if logger == nil {
		logger = slog.Default()
	}
	return &Store{dialect: SQLite, opts: o, write: write, read: read, gate: &writeGate{}, group: &groupCommitter{},
		reads: newStmtCache(read), writes: newStmtCache(write), ckpt: newCheckpointer(ck, logger, checkpointAfter)}, nil
}

func openPostgres(ctx context.Context, o Options) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(o.DatabaseURL)
	if err != nil {
		return nil, fmt.Errorf("store: parse DATABASE_URL: %w", err)
	}
	switch {
	case o.MaxReadConns > 0:
		cfg.MaxConns = int32(o.MaxReadConns)
	case !strings.Contains(o.DatabaseURL, "pool_max_conns"):
		// pgx's default (the number of CPUs, at least 4) leaves requests
		// queueing for a connection while each waits for its round trips;
		// a few more keep the server busy (decision 0024).
		cfg.MaxConns = DefaultPostgresConns
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("store: open postgres: %w", err)
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := pool.Ping(pingCtx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("store: reach postgres: %w", err)
	}
	return &Store{dialect: Postgres, opts: o, pool: pool}, nil
}

// Options returns how the store was opened.
func (s *Store) Options() Options { return s.opts }

// Dialect tells which engine is behind the store.
func (s *Store) Dialect() Dialect { return s.dialect }

// Close releases every connection.
func (s *Store) Close() error {
	if s.pool != nil {
		s.pool.Close()
		return nil
	}
	ckErr := s.ckpt.close()
	s.reads.close()
	s.writes.close()
	return errors.Join(ckErr, s.read.Close(), s.write.Close())
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error {
	if s.pool != nil {
		return s.pool.Ping(ctx)
	}
	return errors.Join(s.write.PingContext(ctx), s.read.PingContext(ctx))
}

// Exec, Query and QueryRow on the Store itself go to the writer, so that a
// write never lands on a read-only connection; use ReadOnly for reads that
// benefit from SQLite's read pool.
func (s *Store) Exec(ctx context.Context, q string, args ...any) (int64, error) {
	if s.pool != nil {
		return pgExec(ctx, s.pool, q, args)
	}
	if err := s.gate.acquire(ctx); err != nil {
		return 0, err
	}
	defer s.releaseWriter()
	return sqlExec(ctx, s.write, q, args)
}

func (s *Store) Query(ctx context.Context, q string, args ...any) (Rows, error) {
	if s.pool != nil {
		return pgQuery(ctx, s.pool, q, args)
	}
	return sqlQuery(ctx, s.write, q, args)
}

func (s *Store) QueryRow(ctx context.Context, q string, args ...any) Row {
	if s.pool != nil {
		return pgQueryRow(ctx, s.pool, q, args)
	}
	return s.write.QueryRowContext(ctx, q, args...)
}

// releaseWriter hands the writer on and tells the checkpointer of the write.
func (s *Store) releaseWriter() {
	s.gate.release()
	s.ckpt.wrote()
}

// ReadOnly returns a Querier for statements that only read.
func (s *Store) ReadOnly() Querier {
	if s.pool != nil {
		return s
	}
	return cachedDB{s.read, s.reads}
}

// InTx runs fn in a transaction, committing when fn returns nil and rolling
// back otherwise (also on panic). On SQLite the transaction takes the write
// lock at once (BEGIN IMMEDIATE), so it never fails half-way on a busy file.
func (s *Store) InTx(ctx context.Context, fn func(tx Tx) error) (err error) {
	if s.pool != nil {
		return pgInTx(ctx, s.pool, fn)
	}
	if err := s.gate.acquire(ctx); err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	defer s.releaseWriter()
	sqlTx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = sqlTx.Rollback()
			panic(p)
		}
	}()
	if err := fn(sqliteTx{sqlTx}); err != nil {
		_ = sqlTx.Rollback()
		return err
	}
	if err := sqlTx.Commit(); err != nil {
		return fmt.Errorf("store: commit: %w", err)
	}
	return nil
}

// PoolStats reports connection pool figures for /metrics.
type PoolStats struct {
	Open, InUse, Idle int
	WaitCount         int64
	WaitDuration      time.Duration
}

// Stats returns pool statistics, keyed by pool name ("write", "read" or "pool").
func (s *Store) Stats() map[string]PoolStats {
	if s.pool != nil {
		st := s.pool.Stat()
		return map[string]PoolStats{"pool": {
			Open: int(st.TotalConns()), InUse: int(st.AcquiredConns()), Idle: int(st.IdleConns()),
			WaitCount: st.EmptyAcquireCount(), WaitDuration: st.AcquireDuration(),
		}}
	}
	conv := func(st sql.DBStats) PoolStats {
		return PoolStats{Open: st.OpenConnections, InUse: st.InUse, Idle: st.Idle, WaitCount: st.WaitCount, WaitDuration: st.WaitDuration}
	}
	return map[string]PoolStats{"write": conv(s.write.Stats()), "read": conv(s.read.Stats())}
}

// SQLiteDB returns the SQLite writer (for River's riversqlite driver), or nil.
func (s *Store) SQLiteDB() *sql.DB { return s.write }

// SQLiteReadDB is SQLite's read pool (nil on PostgreSQL), for tests that
// look at its connections.
func (s *Store) SQLiteReadDB() *sql.DB { return s.read }

// PgxPool returns the PostgreSQL pool (for River's riverpgxv5 driver), or nil.
func (s *Store) PgxPool() *pgxpool.Pool { return s.pool }
