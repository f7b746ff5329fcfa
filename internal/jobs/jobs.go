// Package jobs runs Storyglot's durable jobs on River, on the same database as
// everything else: riversqlite on SQLite, riverpgxv5 on PostgreSQL. Callers see one
// Queue whatever the dialect, and enqueue inside a store transaction so that a job
// commits together with the rows that pay for it.
package jobs

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"github.com/storyglot/storyglot/internal/store"
)

// QueueBackground holds work nobody waits for (start-up seeding of the
// built-in lessons): one job at a time, so that it never takes the default
// queue's workers from learners' lessons and mails.
const QueueBackground = "background"

// Options configures a Queue.
type Options struct {
	// Workers holds the job workers. With RunWorkers false the queue only inserts.
	Workers    *river.Workers
	RunWorkers bool
	// MaxWorkers bounds concurrent jobs in the default queue (0: 4).
	MaxWorkers int
	// JobTimeout bounds one attempt of a job (0: River's default of 1 minute).
	JobTimeout time.Duration
	// RescueStuckJobsAfter is how long a running job may go unheard of before
	// another worker takes it over (a killed process). 0: River's default.
	RescueStuckJobsAfter time.Duration
	// FetchPollInterval is how often workers look for new jobs when the
	// database cannot notify them (SQLite). 0: 100 ms.
	FetchPollInterval time.Duration
	Logger            *slog.Logger
}

// Queue inserts and (optionally) works jobs.
type Queue struct {
	st   *store.Store
	impl queueImpl
}

type queueImpl interface {
	start(ctx context.Context) error
	stop(ctx context.Context) error
	insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
	insertTx(ctx context.Context, tx store.Tx, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
	migrate(ctx context.Context) (int, error)
	validate(ctx context.Context) ([]string, error)
	addPeriodic(jobs []*river.PeriodicJob)
}

// New builds a Queue on the store's database. It does not start workers.
func New(st *store.Store, o Options) (*Queue, error) {
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	// River reports its routine at info level; keep warnings and errors.
	logger := slog.New(minLevel{o.Logger.Handler(), slog.LevelWarn})
	cfg := &river.Config{
		RetryPolicy:          retryPolicy{},
		Logger:               logger,
		JobTimeout:           o.JobTimeout,
		RescueStuckJobsAfter: o.RescueStuckJobsAfter,
		FetchCooldown:        20 * time.Millisecond,
		FetchPollInterval:    o.FetchPollInterval,
		// A job's writes go before requests' to SQLite's one writer, so
		// lessons are not starved by a flood of reviews (decision 0018).
		Middleware: []rivertype.Middleware{river.WorkerMiddlewareFunc(
			func(ctx context.Context, _ *rivertype.JobRow, doInner func(context.Context) error) error {
				return doInner(store.WithPriority(ctx))
			})},
	}
	if cfg.FetchPollInterval == 0 {
		cfg.FetchPollInterval = 100 * time.Millisecond
	}
	if o.Workers != nil {
		cfg.Workers = o.Workers
	}
	if o.RunWorkers {
		n := o.MaxWorkers
		if n <= 0 {
			n = 4
		}
		cfg.Queues = map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: n}, QueueBackground: {MaxWorkers: 1}}
	}
	var (
		impl queueImpl
		err  error
	)
	switch st.Dialect() {
	case store.SQLite:
		// SQLite has one writer; River shares the store's single write connection.
		cfg.PollOnly = true
		impl, err = newRiverImpl(riversqlite.New(st.SQLiteDB()), cfg, func(tx store.Tx) (*sql.Tx, bool) { return store.SQLiteTx(tx) })
	case store.Postgres:
		impl, err = newRiverImpl(riverpgxv5.New(st.PgxPool()), cfg, func(tx store.Tx) (pgx.Tx, bool) { return store.PgxTx(tx) })
	default:
		err = fmt.Errorf("unknown dialect %q", st.Dialect())
	}
	if err != nil {
		return nil, fmt.Errorf("jobs: %w", err)
	}
	return &Queue{st: st, impl: impl}, nil
}

// Start starts the workers (a no-op for an insert-only queue).
func (q *Queue) Start(ctx context.Context) error { return q.impl.start(ctx) }

// Stop waits for running jobs to finish, or for ctx to end.
func (q *Queue) Stop(ctx context.Context) error { return q.impl.stop(ctx) }

// Enqueue inserts a job in its own transaction.
func (q *Queue) Enqueue(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (int64, error) {
	res, err := q.impl.insert(ctx, args, opts)
	if err != nil {
		return 0, fmt.Errorf("jobs: enqueue %s: %w", args.Kind(), err)
	}
	return res.Job.ID, nil
}

// EnqueueTx inserts a job in tx: it runs only if tx commits.
func (q *Queue) EnqueueTx(ctx context.Context, tx store.Tx, args river.JobArgs, opts *river.InsertOpts) (int64, error) {
	res, err := q.impl.insertTx(ctx, tx, args, opts)
	if err != nil {
		return 0, fmt.Errorf("jobs: enqueue %s: %w", args.Kind(), err)
	}
	return res.Job.ID, nil
}

// AddPeriodicJobs schedules jobs (run by the elected leader only; ignored by
// an insert-only queue). Call it before Start.
func (q *Queue) AddPeriodicJobs(jobs ...*river.PeriodicJob) { q.impl.addPeriodic(jobs) }

// Migrate applies River's own migrations and returns how many it applied.
func (q *Queue) Migrate(ctx context.Context) (int, error) {
	n, err := q.impl.migrate(ctx)
	if err != nil {
		return n, fmt.Errorf("jobs: migrate river: %w", err)
	}
	return n, nil
}

// Pending lists River migrations not yet applied (empty when current).
func (q *Queue) Pending(ctx context.Context) ([]string, error) {
	msgs, err := q.impl.validate(ctx)
	if err != nil {
		return nil, fmt.Errorf("jobs: validate river schema: %w", err)
	}
	return msgs, nil
}

// Depth counts jobs by state (available, scheduled, retryable, running, …).
func (q *Queue) Depth(ctx context.Context) (map[string]int64, error) {
	rows, err := q.st.ReadOnly().Query(ctx, "SELECT state, COUNT(*) FROM river_job GROUP BY state")
	if err != nil {
		return nil, fmt.Errorf("jobs: depth: %w", err)
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var state string
		var n int64
		if err := rows.Scan(&state, &n); err != nil {
			return nil, err
		}
		out[state] = n
	}
	return out, rows.Err()
}

type riverImpl[TTx any] struct {
	client   *river.Client[TTx]
	migrator *rivermigrate.Migrator[TTx]
	unwrap   func(store.Tx) (TTx, bool)
	working  bool
}

func newRiverImpl[TTx any](d riverdriver.Driver[TTx], cfg *river.Config, unwrap func(store.Tx) (TTx, bool)) (*riverImpl[TTx], error) {
	c, err := river.NewClient(d, cfg)
	if err != nil {
		return nil, err
	}
	m, err := rivermigrate.New(d, &rivermigrate.Config{Logger: cfg.Logger})
	if err != nil {
		return nil, err
	}
	return &riverImpl[TTx]{client: c, migrator: m, unwrap: unwrap, working: len(cfg.Queues) > 0}, nil
}

func (r *riverImpl[TTx]) start(ctx context.Context) error {
	if !r.working {
		return nil
	}
	return r.client.Start(ctx)
}

func (r *riverImpl[TTx]) stop(ctx context.Context) error {
	if !r.working {
		return nil
	}
	return r.client.Stop(ctx)
}

func (r *riverImpl[TTx]) insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error) {
	return r.client.Insert(ctx, args, opts)
}

func (r *riverImpl[TTx]) insertTx(ctx context.Context, tx store.Tx, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error) {
	t, ok := r.unwrap(tx)
	if !ok {
		return nil, fmt.Errorf("transaction of dialect %s does not fit this queue", tx.Dialect())
	}
	return r.client.InsertTx(ctx, t, args, opts)
}

func (r *riverImpl[TTx]) addPeriodic(jobs []*river.PeriodicJob) {
	if r.working {
		r.client.PeriodicJobs().AddMany(jobs)
	}
}

func (r *riverImpl[TTx]) migrate(ctx context.Context) (int, error) {
	res, err := r.migrator.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return 0, err
	}
	return len(res.Versions), nil
}

func (r *riverImpl[TTx]) validate(ctx context.Context) ([]string, error) {
	res, err := r.migrator.Validate(ctx)
	if err != nil {
		return nil, err
	}
	if res.OK {
		return nil, nil
	}
	return res.Messages, nil
}

// minLevel drops records below a level.
type minLevel struct {
	slog.Handler
	min slog.Level
}

func (h minLevel) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= h.min && h.Handler.Enabled(ctx, l)
}

func (h minLevel) WithAttrs(a []slog.Attr) slog.Handler {
	return minLevel{h.Handler.WithAttrs(a), h.min}
}
func (h minLevel) WithGroup(n string) slog.Handler { return minLevel{h.Handler.WithGroup(n), h.min} }

// retryPolicy retries sooner than River's default (attempt⁴ seconds): 2 s,
// 4 s, 8 s … capped at 10 minutes, with up to 10% jitter. A lesson attempt
// resumes where the last one stopped, so a quick retry is progress.
type retryPolicy struct{}

func (retryPolicy) NextRetry(job *rivertype.JobRow) time.Time {
	d := 2 * time.Second << min(job.Attempt-1, 9)
	d = min(d, 10*time.Minute)
	jitter := time.Duration(rand.Int64N(int64(d)/10 + 1))
	return time.Now().Add(d + jitter)
}
