package lessons

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/storyglot/storyglot/internal/store"
)

// Progress events: the worker announces that a story changed (a card was
// written, the status moved) and every process that streams that story reads
// what is new from the database. On PostgreSQL the announcement crosses
// processes through LISTEN/NOTIFY; on SQLite, which has one process, it stays
// in memory. The database is the truth: an announcement is only a wake-up.

const notifyChannel = "storyglot_story"

// Notifier announces and follows story changes.
type Notifier struct {
	st  *store.Store
	log *slog.Logger

	mu   sync.Mutex
	subs map[string]map[chan struct{}]struct{}
}

// NewNotifier returns a Notifier; on PostgreSQL call Listen to receive other
// processes' announcements.
func NewNotifier(st *store.Store, log *slog.Logger) *Notifier {
	return &Notifier{st: st, log: log, subs: map[string]map[chan struct{}]struct{}{}}
}

// Notify announces that story id changed (call it after the change commits).
func (n *Notifier) Notify(ctx context.Context, id string) {
	if n.st.Dialect() == store.Postgres {
		if _, err := n.st.Exec(ctx, "SELECT pg_notify('"+notifyChannel+"', ?)", id); err != nil {
			n.log.WarnContext(ctx, "notify story change", "story", id, "err", err)
		}
		return // our own listener delivers it locally too
	}
	n.deliver(id)
}

// Subscribe returns a channel that receives a value (coalesced) whenever the
// story changes, and a function to stop.
func (n *Notifier) Subscribe(id string) (<-chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	n.mu.Lock()
	if n.subs[id] == nil {
		n.subs[id] = map[chan struct{}]struct{}{}
	}
	n.subs[id][ch] = struct{}{}
	n.mu.Unlock()
	return ch, func() {
		n.mu.Lock()
		delete(n.subs[id], ch)
		if len(n.subs[id]) == 0 {
			delete(n.subs, id)
		}
		n.mu.Unlock()
	}
}

func (n *Notifier) deliver(id string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for ch := range n.subs[id] {
		select {
		case ch <- struct{}{}:
		default: // a wake-up is already pending
		}
	}
}

// Listen receives announcements from every process through PostgreSQL's
// LISTEN until ctx ends, reconnecting after errors. On SQLite it returns at once.
func (n *Notifier) Listen(ctx context.Context) {
	pool := n.st.PgxPool()
	if pool == nil {
		return
	}
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		started := time.Now()
		err := n.listenOnce(ctx, pool)
		if ctx.Err() != nil {
			return
		}
		if time.Since(started) > time.Minute {
			backoff = 100 * time.Millisecond // it was a working connection, not a failing one
		}
		n.log.WarnContext(ctx, "story listener lost its connection; reconnecting", "err", err, "in", backoff)
		select {
		case <-time.After(backoff):
		case <-ctx.Done():
			return
		}
		backoff = min(backoff*2, 10*time.Second)
	}
}

func (n *Notifier) listenOnce(ctx context.Context, pool *pgxpool.Pool) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "LISTEN "+notifyChannel); err != nil {
		return err
	}
	defer func() { _, _ = conn.Exec(context.WithoutCancel(ctx), "UNLISTEN "+notifyChannel) }()
	for {
		note, err := conn.Conn().WaitForNotification(ctx)
		if err != nil {
			return err
		}
		n.deliver(note.Payload)
	}
}
