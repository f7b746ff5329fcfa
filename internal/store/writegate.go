package store

import (
	"context"
	"sync"
)

// SQLite has one writer. Left to database/sql, the callers waiting for the
// one write connection are served in random order, so under a flood of
// reviews a write may wait for seconds while later ones pass it (decision 0018:
// p99 of seconds, lesson jobs starved until their deadline). The gate serves
// the writers of InTx and Exec first come, first served, and a job's writes
// (contexts marked by WithPriority) before any request's, so a lesson is
// built at its own pace however many learners review.

type priorityKey struct{}

// WithPriority marks ctx as background work that must not wait behind
// requests for SQLite's writer (the job workers' contexts).
func WithPriority(ctx context.Context) context.Context {
	return context.WithValue(ctx, priorityKey{}, true)
}

func hasPriority(ctx context.Context) bool {
	p, _ := ctx.Value(priorityKey{}).(bool)
	return p
}

// writeGate is a lock with two first-come-first-served queues.
type writeGate struct {
	mu        sync.Mutex
	held      bool
	high, low []chan struct{}
}

// acquire waits for the gate (or for ctx to end).
func (g *writeGate) acquire(ctx context.Context) error {
	g.mu.Lock()
	if !g.held {
		g.held = true
		g.mu.Unlock()
		return nil
	}
	ch := make(chan struct{})
	high := hasPriority(ctx)
	if high {
		g.high = append(g.high, ch)
	} else {
		g.low = append(g.low, ch)
	}
	g.mu.Unlock()
	select {
	case <-ch:
		return nil
	case <-ctx.Done():
		g.mu.Lock()
		defer g.mu.Unlock()
		if removeWaiter(&g.high, ch) || removeWaiter(&g.low, ch) {
			return ctx.Err()
		}
		// Handed over meanwhile: pass it on.
		g.releaseLocked()
		return ctx.Err()
	}
}

// release hands the gate to the next waiter, jobs first.
func (g *writeGate) release() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.releaseLocked()
}

func (g *writeGate) releaseLocked() {
	for _, q := range []*[]chan struct{}{&g.high, &g.low} {
		if len(*q) > 0 {
			ch := (*q)[0]
			(*q)[0] = nil
			*q = (*q)[1:]
			close(ch) // the gate stays held, by the waiter now
			return
		}
	}
	g.held = false
}

func removeWaiter(q *[]chan struct{}, ch chan struct{}) bool {
	for i, c := range *q {
		if c == ch {
			*q = append((*q)[:i], (*q)[i+1:]...)
			return true
		}
	}
	return false
}
