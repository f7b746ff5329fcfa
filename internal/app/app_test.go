package app_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app"
	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

func TestRunServesThenShutsDownGracefully(t *testing.T) {
	cfg := apptest.Config(t)
	cfg.LogFormat = "json"
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	a, err := app.New(ctx, cfg, app.Options{Version: "test", Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- a.Run(ctx, ready) }()

	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatalf("Run ended early: %v", err)
	case <-time.After(20 * time.Second):
		t.Fatal("server did not start")
	}
	res, err := http.Get("http://" + addr + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("readyz = %d %s", res.StatusCode, body)
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run returned %v after a clean stop", err)
		}
	case <-time.After(app.ShutdownTimeout + 5*time.Second):
		t.Fatal("Run did not return after cancel")
	}
	if _, err := http.Get("http://" + addr + "/healthz"); err == nil {
		t.Error("server still answers after shutdown")
	}
}

func TestWorkerRoleServesNoHTTP(t *testing.T) {
	cfg := apptest.Config(t)
	cfg.Role = config.RoleWorker
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	logs := &lockedBuffer{}
	a, err := app.New(ctx, cfg, app.Options{Logger: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- a.Run(ctx, ready) }()
	// Once it works jobs (its migrations done, however long a loaded machine
	// takes), it still does not listen.
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(logs.String(), "working jobs") {
		select {
		case addr := <-ready:
			t.Fatalf("worker role listened on %s", addr)
		case err := <-done:
			t.Fatalf("Run ended before working jobs: %v", err)
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("the worker did not start working jobs in 60 s; its log:\n%s", logs.String())
		}
	}
	select {
	case addr := <-ready:
		t.Fatalf("worker role listened on %s", addr)
	case <-time.After(300 * time.Millisecond):
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// lockedBuffer is a log's text, written and read from several goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// Migrating a PostgreSQL database warns when the server's autovacuum is off
// (the study pages' plans need fresh statistics, decisions 0059–0060), and
// only then: the warning follows the server's own setting.
func TestWarnsWhenPostgresAutovacuumIsOff(t *testing.T) {
	cfg := apptest.Config(t)
	cfg.DatabaseURL = storetest.Options(t, store.Postgres).DatabaseURL
	var logs bytes.Buffer
	ctx := context.Background()
	a, err := app.New(ctx, cfg, app.Options{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if err := a.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	var setting string
	if err := a.Store.QueryRow(ctx, "SHOW autovacuum").Scan(&setting); err != nil {
		t.Fatal(err)
	}
	warned := strings.Contains(logs.String(), "autovacuum is off")
	if warned != (setting == "off") {
		t.Errorf("autovacuum %s on the server, warned %v; logs:\n%s", setting, warned, logs.String())
	}
	// SQLite has no statistics to refresh.
	if off, err := storetest.New(t, store.SQLite).AutovacuumOff(ctx); off || err != nil {
		t.Errorf("SQLite's AutovacuumOff = %v, %v; want false", off, err)
	}
}
