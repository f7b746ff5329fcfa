package mail

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/testproc"
)

// syncBuffer is a log sink that tests read while workers write.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

type harness struct {
	st     *store.Store
	q      *jobs.Queue
	svc    *Service
	logs   *syncBuffer
	tokens *issuer
}

// issuer stands for internal/auth as the issuer of link tokens: a token
// works until it is reissued or revoked; it remembers what it issued.
type issuer struct {
	mu     sync.Mutex
	gone   map[string]bool // hashes of tokens that no longer work
	issued []string
}

func (i *issuer) TokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

func (i *issuer) ReissueToken(_ context.Context, _ store.Tx, hash string) (string, error) {
	i.mu.Lock()
	defer i.mu.Unlock()
	if i.gone[hash] {
		return "", domain.ErrNotFound
	}
	i.gone[hash] = true
	token := fmt.Sprintf("fresh%d", len(i.issued)+1)
	i.issued = append(i.issued, token)
	return token, nil
}

func (i *issuer) revoke(token string) {
	i.mu.Lock()
	defer i.mu.Unlock()
	i.gone[i.TokenHash(token)] = true
}

func (i *issuer) last() string {
	i.mu.Lock()
	defer i.mu.Unlock()
	if len(i.issued) == 0 {
		return ""
	}
	return i.issued[len(i.issued)-1]
}

// newHarness builds the service on a migrated store with a River queue that
// works jobs; tweak adjusts the service before the workers start.
func newHarness(t *testing.T, st *store.Store, cfg Config, tweak func(*Service)) *harness {
	t.Helper()
	ctx := context.Background()
	logs := &syncBuffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	workers := river.NewWorkers()
	q, err := jobs.New(st, jobs.Options{Workers: workers, RunWorkers: true, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := q.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	svc, err := New(st, q, cfg, log)
	if err != nil {
		t.Fatal(err)
	}
	tokens := &issuer{gone: map[string]bool{}}
	svc.SetTokens(tokens)
	if tweak != nil {
		tweak(svc)
	}
	svc.RegisterWorkers(workers)
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stopCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if err := q.Stop(stopCtx); err != nil {
			t.Errorf("stop queue: %v", err)
		}
	})
	return &harness{st: st, q: q, svc: svc, logs: logs, tokens: tokens}
}

// queue queues e in its own committed transaction.
func (h *harness) queue(t *testing.T, e Envelope) int64 {
	t.Helper()
	var id int64
	err := h.st.InTx(context.Background(), func(tx store.Tx) (err error) {
		id, err = h.svc.Queue(context.Background(), tx, e)
		return err
	})
	if err != nil {
		t.Fatalf("queue: %v", err)
	}
	return id
}

// waitFor polls the outbox row until ok accepts it, or fails after timeout.
func (h *harness) waitFor(t *testing.T, id int64, timeout time.Duration, ok func(OutboxMessage) bool) OutboxMessage {
	t.Helper()
	var m OutboxMessage
	testproc.EventuallyValue(t, timeout, fmt.Sprintf("outbox %d accepted", id), func() (map[string]any, bool) {
		var err error
		if m, err = h.svc.message(context.Background(), id); err != nil {
			t.Fatalf("read outbox %d: %v", id, err)
		}
		return summary(m), ok(m)
	})
	return m
}

func summary(m OutboxMessage) map[string]any {
	return map[string]any{"status": m.Status, "attempts": m.Attempts, "last_error": m.LastError}
}

func countRows(t *testing.T, st *store.Store, query string, args ...any) int {
	t.Helper()
	var n int
	if err := st.QueryRow(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}
