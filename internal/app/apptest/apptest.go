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
	URL string
	App *app.App
}

// Options tune the app under test.
type Options struct {
	UI fs.FS
	// Configure may change the configuration before the app is built.
	Configure func(*config.Config)
}

// Start runs a fresh app on dialect d; it stops at cleanup.
func Start(t *testing.T, d store.Dialect, o Options) *Server {
	t.Helper()
	so := storetest.Options(t, d)
	cfg := config.Config{
		Addr: "127.0.0.1:0", DataDir: t.TempDir(), BaseURL: "http://localhost:8080",
		DatabaseURL: so.DatabaseURL, LogLevel: "warn", LogFormat: "text", Role: config.RoleAll,
	}
	if d == store.SQLite {
		cfg.DataDir = dirOf(so.SQLitePath)
	}
	if o.Configure != nil {
		o.Configure(&cfg)
	}
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
	a, err := app.New(ctx, cfg, app.Options{Version: "test", Logger: log, UI: o.UI})
	if err != nil {
		t.Fatalf("apptest: new app: %v", err)
	}
	if err := a.Migrate(ctx); err != nil {
		t.Fatalf("apptest: migrate: %v", err)
	}
	if err := a.Queue.Start(ctx); err != nil {
		t.Fatalf("apptest: start workers: %v", err)
	}
	srv := httptest.NewServer(a.HTTP)
	t.Cleanup(func() {
		srv.Close()
		stopCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = a.Queue.Stop(stopCtx)
		_ = a.Close()
	})
	return &Server{URL: srv.URL, App: a}
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
type testWriter struct{ t *testing.T }

func (w testWriter) Write(b []byte) (int, error) {
	w.t.Helper()
	w.t.Log(string(b))
	return len(b), nil
}
