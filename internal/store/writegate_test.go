package store

import (
	"context"
	"errors"
	"testing"
	"time"
)

// waiting reports how many callers wait at the gate.
func (g *writeGate) waiting() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.high) + len(g.low)
}

// enqueue starts a caller that takes the gate, records its name and
// releases; it returns once the caller waits.
func enqueue(t *testing.T, g *writeGate, ctx context.Context, name string, order chan<- string) {
	t.Helper()
	n := g.waiting()
	go func() {
		if err := g.acquire(ctx); err != nil {
			order <- name + ":" + err.Error()
			return
		}
		order <- name
		g.release()
	}()
	for g.waiting() == n {
		time.Sleep(time.Millisecond)
	}
}

func TestWriteGateServesJobsFirstThenRequestsInOrder(t *testing.T) {
	g := &writeGate{}
	bg := context.Background()
	if err := g.acquire(bg); err != nil {
		t.Fatal(err)
	}
	order := make(chan string, 10)
	enqueue(t, g, bg, "request 1", order)
	enqueue(t, g, bg, "request 2", order)
	enqueue(t, g, WithPriority(bg), "job", order)
	enqueue(t, g, bg, "request 3", order)
	g.release()
	want := []string{"job", "request 1", "request 2", "request 3"}
	for _, w := range want {
		if got := <-order; got != w {
			t.Fatalf("served %q, want %q (order %v)", got, w, want)
		}
	}
	// Free again: taken at once.
	if err := g.acquire(bg); err != nil {
		t.Fatal(err)
	}
	g.release()
}

func TestWriteGateWaiterGivesUpWithItsContext(t *testing.T) {
	g := &writeGate{}
	bg := context.Background()
	if err := g.acquire(bg); err != nil {
		t.Fatal(err)
	}
	order := make(chan string, 10)
	ctx, cancel := context.WithCancel(bg)
	enqueue(t, g, ctx, "gone", order)
	enqueue(t, g, bg, "next", order)
	cancel()
	if got := <-order; got != "gone:"+context.Canceled.Error() {
		t.Fatalf("cancelled waiter: %q", got)
	}
	g.release()
	if got := <-order; got != "next" {
		t.Fatalf("served %q, want next", got)
	}
	if err := g.acquire(bg); err != nil {
		t.Fatal(err)
	}
	ctx, cancel = context.WithCancel(bg)
	cancel()
	if err := g.acquire(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("acquire with an ended context = %v", err)
	}
	g.release()
	if g.held || g.waiting() != 0 {
		t.Errorf("gate held %v with %d waiting, want free", g.held, g.waiting())
	}
}
