// Package app is the composition root: it opens the database, migrates, builds
// the services, and runs the HTTP server and the job workers until told to stop.
package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/account"
	"github.com/storyglot/storyglot/internal/auth"
	"github.com/storyglot/storyglot/internal/auth/google"
	"github.com/storyglot/storyglot/internal/billing"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/builtin"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/contact"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/genie"
	"github.com/storyglot/storyglot/internal/httpapi"
	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/setup"
	"github.com/storyglot/storyglot/internal/leaderboard"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/lessons/video"
	"github.com/storyglot/storyglot/internal/mail"
	"github.com/storyglot/storyglot/internal/media"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study"
	"github.com/storyglot/storyglot/internal/study/fsrs"
	"github.com/storyglot/storyglot/internal/telemetry"
	"github.com/storyglot/storyglot/internal/words"
)

// App is a running Storyglot process.
type App struct {
	cfg       config.Config
	log       *slog.Logger
	Store     *store.Store
	Queue     *jobs.Queue
	Telemetry *telemetry.Service
	Ledger    *credits.Ledger
	Mail      *mail.Service
	Auth      *auth.Service
	Lessons   *lessons.Service
	Library   *builtin.Service
	Study     *study.Service
	Words     *words.Service
	Engine    *lang.Engine
	Blobs     blob.Store
	HTTP      *httpapi.Server
	Billing   *billing.Service
	Contact   *contact.Service
	Boards    *leaderboard.Service

	closers  []io.Closer // the language engine's pipelines
	writes   *writeCheck // readiness: the database and the file store take writes
	shutdown time.Duration
}

// Options are what the caller supplies beyond Config.
type Options struct {
	Version string
	Logger  *slog.Logger
	UI      fs.FS // the built web app (nil: API only)

	// engineBuilt, set by tests only (export_test.go), sees the language
	// engine as soon as New has built it, before the steps that may fail.
	engineBuilt func(*lang.Engine)
	// shutdown, set by tests only, replaces ShutdownTimeout for requests.
	shutdown time.Duration
}

// NewLogger builds the process logger from the config.
func NewLogger(cfg config.Config) *slog.Logger {
	hopts := &slog.HandlerOptions{Level: cfg.LogLevel}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(os.Stderr, hopts))
	}
	return slog.New(slog.NewTextHandler(os.Stderr, hopts))
}

// New opens the database and builds every service. It does not migrate or
// start anything; Close releases what it opened.
func New(ctx context.Context, cfg config.Config, o Options) (*App, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	log := o.Logger
	if log == nil {
		log = NewLogger(cfg)
	}
	st, err := store.Open(ctx, store.Options{DatabaseURL: cfg.DatabaseURL, SQLitePath: cfg.SQLitePath(), Logger: log.With("component", "store")})
	if err != nil {
		return nil, err
	}
	a := &App{cfg: cfg, log: log, Store: st, shutdown: ShutdownTimeout}
	if o.shutdown > 0 {
		a.shutdown = o.shutdown
	}
	built := false
	defer func() {
		if !built {
			// One cleanup path for a failure at any later step: the
			// language engine's processes and the database.
			_ = a.Close()
		}
	}()
	a.Telemetry = telemetry.New(st, log)
	a.Telemetry.SetAnalyticsRetention(cfg.AnalyticsRetention())
	a.Ledger = credits.NewLedger(st)
	workers := river.NewWorkers()
	// A killed worker's job is taken over after RescueAfter (River's rescuer
	// looks every 30 s, so with the default of 25 s within a minute). An attempt
	// may run a little less than that, so that a live job is never taken over;
	// a lesson attempt that runs out resumes after the cards already written.
	rescue := cfg.RescueAfter()
	a.Queue, err = jobs.New(st, jobs.Options{
		Workers: workers, RunWorkers: cfg.RunsJobs(), Logger: log.With("component", "jobs"),
		JobTimeout: rescue - time.Second, RescueStuckJobsAfter: rescue,
	})
	if err != nil {
		return nil, err
	}
	a.Mail, err = mail.New(st, a.Queue, mail.Config{SMTPURL: cfg.SMTPURL, From: cfg.MailFrom}, log.With("component", "mail"))
	if err != nil {
		return nil, err
	}
	a.Telemetry.RegisterWorkers(workers)
	a.Mail.RegisterWorkers(workers)
	if cfg.BlobURL != "" {
		a.Blobs, err = blob.NewS3(ctx, cfg.BlobURL) // files shared by every process, on any machine
	} else {
		a.Blobs, err = blob.NewLocal(cfg.FilesDir())
	}
	if err != nil {
		return nil, err
	}
	a.writes = &writeCheck{st: st, blobs: a.Blobs}
	engine, engineCloser, err := setup.New(ctx, cfg, a.Blobs, log.With("component", "lang"))
	if err != nil {
		return nil, fmt.Errorf("app: language engine: %w", err)
	}
	a.closers = append(a.closers, engineCloser)
	a.Engine = engine
	if o.engineBuilt != nil {
		o.engineBuilt(engine)
	}
	a.Lessons = lessons.New(lessons.Config{JobTimeout: rescue - time.Second, MaxAttempts: 10,
		AIWorkLimit: cfg.AIWorkLimit(), UnsettledAfter: cfg.UnsettledAfter()}, st, a.Queue, a.Ledger, engine, a.Blobs,
		a.Telemetry, lessons.NewNotifier(st, log.With("component", "lessons")), log.With("component", "lessons"))
	a.Lessons.RegisterWorkers(workers)
	a.Study = study.New(st)
	// Each learner's FSRS weights are fitted in background jobs once their
	// reviews are enough (product §7, decisions 0048, 0049), from the
	// defaults.
	a.Study.UseJobs(a.Queue, workers, log.With("component", "study"))
	a.Study.SetFit(func(ctx context.Context, histories [][]fsrs.Review) ([21]float64, error) {
		res, err := fsrs.Fit(ctx, histories, [21]float64{})
		return res.W, err
	})
	a.Words = words.NewService(st)
	authCfg := auth.DefaultConfig(cfg.BaseURL)
	authCfg.GuestWork = []auth.GuestWork{a.Lessons, a.Study, a.Words} // a guest's lessons, what was learnt and the words' statuses move at sign-up
	a.Auth = auth.New(authCfg, st, a.Ledger, mailer{a.Mail}, a.Telemetry, log.With("component", "auth"))
	a.Auth.RegisterWorkers(workers)
	a.Mail.SetTokens(a.Auth) // mailed links are stored sealed and made when the mail leaves (decision 0018)
	a.Billing = billing.New(billing.Config{SecretKey: cfg.StripeSecretKey, WebhookSecret: cfg.StripeWebhookSecret,
		APIBase: cfg.StripeAPIBase, BaseURL: cfg.BaseURL, Packs: cfg.Packs()}, st, a.Ledger, log.With("component", "billing"))
	if a.Library, err = builtin.New(st, a.Lessons, a.Auth, log.With("component", "builtin")); err != nil {
		return nil, err
	}
	a.Contact = contact.New(contact.Config{BaseURL: cfg.BaseURL, To: cfg.ContactTo}, st, mailer{a.Mail}, log.With("component", "contact"))
	a.Boards = leaderboard.New(st)
	wishes := genie.New(st, a.Ledger, genieChat(cfg), engine, log.With("component", "genie"))
	// A wish's AI work is cut at AIWorkLimit; one left unsettled longer (its
	// process stopped) is given back by the Genie's sweep (decision 0068).
	wishes.SetLimits(cfg.AIWorkLimit(), cfg.UnsettledAfter())
	wishes.RegisterWorkers(workers)
	a.Queue.AddPeriodicJobs(slices.Concat(a.Telemetry.PeriodicJobs(), a.Auth.PeriodicJobs(), a.Lessons.PeriodicJobs(), wishes.PeriodicJobs())...)
	var g *google.Client
	if cfg.GoogleSignIn() {
		g, err = google.New(ctx, google.Config{ClientID: cfg.GoogleClientID, ClientSecret: cfg.GoogleClientSecret,
			Issuer: cfg.GoogleIssuer, RedirectURL: cfg.BaseURL + "/api/v1/auth/google/callback"})
		if err != nil {
			return nil, err
		}
	}
	a.HTTP, err = httpapi.New(httpapi.Deps{
		Version: o.Version, Logger: log, Store: st, Queue: a.Queue, Ready: a,
		Telemetry: a.Telemetry, Auth: a.Auth, Ledger: a.Ledger, Mail: a.Mail, Lessons: a.Lessons, Study: a.Study, Words: a.Words, Blobs: a.Blobs, UI: o.UI,
		Engine:        engine,
		Genie:         wishes,
		Billing:       a.Billing,
		Library:       a.Library,
		Videos:        &video.Service{Store: a.Blobs, Renderer: video.New(video.Config{})},
		SecureCookies: cfg.SecureCookies(), Google: g, TrustedProxies: cfg.TrustedProxies, MetricsToken: cfg.MetricsToken,
		Accounts: account.New(st, a.Lessons, a.Ledger, a.Blobs, a.Telemetry, log.With("component", "account"),
			// Every package that keeps rows naming a user erases its own; auth's user row last.
			a.Study, a.Words, a.Lessons, wishes, a.Ledger, a.Telemetry, a.Boards, a.Contact, a.Mail, a.Auth),
		Contact: a.Contact, Boards: a.Boards, Operator: httpapi.Operator{Name: cfg.OperatorName, Email: cfg.OperatorEmail},
		BaseURL: cfg.BaseURL,
		Media:   media.New(media.Config{MaxBytes: cfg.VideoMaxBytes()}, st, a.Ledger, a.Blobs),
		Pace:    httpapi.BodyPace{BodyTimeout: cfg.BodyTimeout, UploadMinRate: int64(cfg.UploadMinKBps) << 10},
	})
	if err != nil {
		return nil, err
	}
	built = true
	return a, nil
}

// Close stops the language engine's processes and releases the database.
func (a *App) Close() error {
	var errs []error
	for _, c := range a.closers {
		errs = append(errs, c.Close())
	}
	return errors.Join(append(errs, a.Store.Close())...)
}

// Migrate applies our migrations and River's.
func (a *App) Migrate(ctx context.Context) error {
	applied, err := a.Store.Migrate(ctx)
	if err != nil {
		return err
	}
	for _, m := range applied {
		a.log.Info("migration applied", "version", m.Version, "name", m.Name)
	}
	n, err := a.Queue.Migrate(ctx)
	if err != nil {
		return err
	}
	if n > 0 {
		a.log.Info("river migrations applied", "count", n)
	}
	if off, err := a.Store.AutovacuumOff(ctx); err != nil {
		a.log.Warn("could not read PostgreSQL's autovacuum setting", "err", err)
	} else if off {
		a.log.Warn("PostgreSQL's autovacuum is off: turn it on, or run ANALYZE card_memory regularly; on stale statistics a learner's due page reads every card due of theirs (README, Running on PostgreSQL)")
	}
	return nil
}

// Ready reports why the process cannot serve, or nil.
func (a *App) Ready(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if err := a.Store.Ping(ctx); err != nil {
		return fmt.Errorf("database unreachable: %w", err)
	}
	n, err := a.Store.PendingMigrations(ctx)
	if err != nil {
		return fmt.Errorf("read migrations: %w", err)
	}
	if n > 0 {
		return fmt.Errorf("%d migrations pending (run `storyglot migrate`)", n)
	}
	msgs, err := a.Queue.Pending(ctx)
	if err != nil {
		return err
	}
	if len(msgs) > 0 {
		return fmt.Errorf("job queue migrations pending: %s", strings.Join(msgs, "; "))
	}
	return a.writes.check(ctx)
}

// aiMode names the AI provider for the start-up log ("offline" without one).
func (a *App) aiMode() string {
	if a.cfg.AIBaseURL == "" {
		return "offline"
	}
	return a.cfg.AIBaseURL + " (model " + a.cfg.AIModel + ")"
}

// Start runs the background parts: the job workers (as the role says) and
// the listener for other processes' lesson progress. The returned function
// stops them, waiting for running jobs until ctx ends.
func (a *App) Start(ctx context.Context) (func(context.Context) error, error) {
	listenCtx, stopListening := context.WithCancel(context.WithoutCancel(ctx))
	go a.Lessons.Notifier().Listen(listenCtx)
	if a.cfg.RunsJobs() {
		// Cancelling River's start context is a hard stop; the returned
		// function stops it gracefully instead.
		if err := a.Queue.Start(context.WithoutCancel(ctx)); err != nil {
			stopListening()
			return nil, fmt.Errorf("app: start workers: %w", err)
		}
	}
	if a.cfg.SeedsLibrary() {
		// The quick-story lessons and the curated list: made one at a time in
		// the background queue; a failure is logged, not fatal.
		if n, err := a.Library.Seed(ctx); err != nil {
			a.log.Error("seed the built-in stories", "err", err)
		} else if n > 0 {
			a.log.Info("built-in stories seeded", "lessons", n)
		}
	}
	return func(ctx context.Context) error {
		defer stopListening()
		if !a.cfg.RunsJobs() {
			return nil
		}
		if err := a.Queue.Stop(ctx); err != nil {
			return fmt.Errorf("app: stop workers: %w", err)
		}
		return nil
	}, nil
}

// mailer lets auth queue mails without knowing the mail package's types.
type mailer struct{ m *mail.Service }

func (m mailer) QueueMail(ctx context.Context, tx store.Tx, to, lang, template string, data map[string]string) error {
	_, err := m.m.Queue(ctx, tx, mail.Envelope{To: to, Lang: lang, Template: template, Data: data})
	return err
}
