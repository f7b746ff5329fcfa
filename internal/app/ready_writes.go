package app

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/store"
)

// writeCheckEvery is how often readiness really writes: /readyz is public,
// so a flood of it must not become a flood of writes.
const writeCheckEvery = 2 * time.Second

// writeCheck tells whether the database and the blob store take writes now
// (decision 0040: ready means able to write): a read-only database or a full
// disk is not ready, though it still answers reads. The answer is kept for
// writeCheckEvery.
type writeCheck struct {
	st    *store.Store
	blobs blob.Store

	mu   sync.Mutex
	at   time.Time
	last error
}

func (w *writeCheck) check(ctx context.Context) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.at.IsZero() && time.Since(w.at) < writeCheckEvery {
		return w.last
	}
	// The probe runs on its own time: a caller that leaves (anyone may ask
	// /readyz) neither cuts it nor leaves a failure for the next callers.
	probe, cancel := context.WithTimeout(context.WithoutCancel(ctx), 3*time.Second)
	defer cancel()
	w.last = w.write(probe)
	w.at = time.Now()
	return w.last
}

func (w *writeCheck) write(ctx context.Context) error {
	if err := w.st.ProbeWrite(ctx); err != nil {
		return err
	}
	if w.blobs == nil {
		return nil
	}
	now := time.Now().UTC().Format(time.RFC3339Nano)
	if err := w.blobs.Put(ctx, "probe/ready.txt", "text/plain", strings.NewReader(now)); err != nil {
		return fmt.Errorf("file store cannot write: %w", err)
	}
	return nil
}
