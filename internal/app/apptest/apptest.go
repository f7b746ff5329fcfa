// Package apptest starts a whole Storyglot app (real database, migrations, job
// workers, HTTP handler) inside a test, on the dialect the test asks for.
package apptest

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// Server is a running app and its base URL.
type Server struct {
	URL   string
	App   *app.App
	Store store.Options // how to open its database
	// RunsJobs: the app works jobs (mails leave); a web-only app does not.
	RunsJobs bool
	mails    *mailLog
}

// Options tune the app under test.
type Options struct {
	UI fs.FS
	// Configure may change the configuration before the app is built.
	Configure func(*config.Config)
	// Store, when set, is the database to use (to run two apps on one
	// database, as two processes would); otherwise a fresh one is made.
	Store *store.Options
}

// Start runs a fresh app on dialect d; it stops at cleanup.
func Start(t testing.TB, d store.Dialect, o Options) *Server {
	t.Helper()
	var so store.Options
	if o.Store != nil {
		so = *o.Store
	} else {
		so = storetest.Options(t, d)
	}
	cfg := Config(t)
	cfg.DatabaseURL = so.DatabaseURL
	if d == store.SQLite {
		cfg.DataDir = dirOf(so.SQLitePath)
	}
	if o.Configure != nil {
		o.Configure(&cfg)
	}
	ctx := context.Background()
	mails := &mailLog{}
	log := slog.New(mailCapture{next: slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}),
		level: slog.LevelWarn, log: mails})
	a, err := app.New(ctx, cfg, app.Options{Version: "test", Logger: log, UI: o.UI})
	if err != nil {
		t.Fatalf("apptest: new app: %v", err)
	}
	if err := a.Migrate(ctx); err != nil {
		t.Fatalf("apptest: migrate: %v", err)
	}
	stop, err := a.Start(ctx)
	if err != nil {
		t.Fatalf("apptest: start: %v", err)
	}
	srv := httptest.NewServer(a.HTTP)
	t.Cleanup(func() {
		srv.Close()
		stopCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = stop(stopCtx)
		_ = a.Close()
	})
	return &Server{URL: srv.URL, App: a, Store: so, RunsJobs: cfg.RunsJobs(), mails: mails}
}

// Config is the default configuration (as with no flags or variables set),
// listening on a free port with a temporary data directory and quiet logs.
func Config(t testing.TB) config.Config {
	t.Helper()
	cfg, err := config.Load("test", nil, func(string) string { return "" })
	if err != nil {
		t.Fatalf("apptest: default config: %v", err)
	}
	cfg.Addr, cfg.DataDir, cfg.LogLevel = "127.0.0.1:0", t.TempDir(), slog.LevelWarn
	cfg.SeedLibrary = false // tests that want the built-in stories seed them
	return cfg
}

// ForEachDialect runs fn against a fresh app per dialect, as subtests.
func ForEachDialect(t *testing.T, o Options, fn func(t *testing.T, s *Server)) {
	t.Helper()
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) { fn(t, Start(t, d, o)) })
	}
}

func dirOf(p string) string {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] == '/' {
			return p[:i]
		}
	}
	return "."
}

// testWriter sends the app's log lines to the test log.
type testWriter struct{ t testing.TB }

func (w testWriter) Write(b []byte) (int, error) {
	w.t.Helper()
	w.t.Log(string(b))
	return len(b), nil
}
