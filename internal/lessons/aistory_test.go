package lessons

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/credits/creditstest"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

const aiStory = "Un gato gris vive en París. Cada tarde mira el río desde el puente."

// heldWriter is an AI that writes a story once released (or fails when the
// call's context ends): a charge stays neither kept nor refunded for as
// long as the test holds it.
type heldWriter struct {
	asked   chan struct{}
	release chan struct{}
	calls   atomic.Int32
}

func newHeldWriter() *heldWriter {
	return &heldWriter{asked: make(chan struct{}, 8), release: make(chan struct{})}
}

func (h *heldWriter) CanWriteStories(lang.Code) bool { return true }

func (h *heldWriter) WriteStory(ctx context.Context, _ lang.Code, _ string) (string, error) {
	h.calls.Add(1)
	h.asked <- struct{}{}
	select {
	case <-h.release:
		return aiStory, nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

func (h *heldWriter) waitAsked(t *testing.T) {
	t.Helper()
	select {
	case <-h.asked:
	case <-time.After(30 * time.Second):
		t.Fatal("the AI story never reached the AI")
	}
}

type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *testClock) Set(t time.Time) { c.mu.Lock(); defer c.mu.Unlock(); c.now = t }

const aiUnsettled = 10 * time.Minute

var charged = time.Date(2026, 12, 3, 15, 4, 5, 0, time.UTC) // the clock when a story is charged

// newAIStories is the lesson service with what an AI story needs: the
// ledger and a clock of the test's. The AI's work is not cut while the test
// holds it; a charge is unsettled 10 minutes after it was made.
func newAIStories(st *store.Store) (*Service, *credits.Ledger, *testClock) {
	l := credits.NewLedger(st)
	s := New(Config{AIWorkLimit: time.Hour, UnsettledAfter: aiUnsettled}, st, nil, l, nil, nil, nil, nil, slog.New(slog.DiscardHandler))
	c := &testClock{now: charged}
	s.now = c.Now
	return s, l, c
}

func balanceOf(t *testing.T, l *credits.Ledger, a domain.Account) int {
	t.Helper()
	n, err := l.Balance(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	if sum, err := l.Sum(context.Background(), a); err != nil || sum != n {
		t.Fatalf("balance %d, ledger sum %d (%v)", n, sum, err)
	}
	return n
}

// refunds counts the refunds of an account's AI stories in the ledger.
func refunds(t *testing.T, st *store.Store, a domain.Account) int {
	t.Helper()
	var n int
	if err := st.QueryRow(context.Background(), "SELECT COUNT(*) FROM credit_ledger WHERE account_id = ? AND reason = ? AND reference LIKE 'ai_story:%'",
		a.ID, domain.ReasonRefund).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestAnAIStoryLeftUnsettledIsRefunded: an AI story whose request's process
// stopped while the AI wrote (here: the AI never answers) has its credit
// refunded by the sweep once older than the limit, not before, and once.
// The story that comes after is not handed out: the credit is back
// instead. Before decision 0068 nothing refunded such a credit.
func TestAnAIStoryLeftUnsettledIsRefunded(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s, l, c := newAIStories(st)
		me := creditstest.NewUser(t, st, l, "ana", 300)
		w := newHeldWriter()
		done := make(chan error, 1)
		go func() {
			_, _, err := s.WriteAIStory(ctx, w, me, "un gato en París", "es", "left")
			done <- err
		}()
		w.waitAsked(t)
		if b := balanceOf(t, l, me); b != 299 {
			t.Fatalf("credits while the AI writes = %d, want 299", b)
		}

		c.Set(charged.Add(aiUnsettled - time.Second))
		if n, err := s.RefundUnsettledAIStories(ctx); err != nil || n != 0 {
			t.Errorf("sweep before the limit refunded %d (%v), want 0", n, err)
		}
		if b := balanceOf(t, l, me); b != 299 {
			t.Errorf("credits after a sweep before the limit = %d, want 299", b)
		}
		c.Set(charged.Add(aiUnsettled + time.Second))
		for i, want := range []int{1, 0} {
			if n, err := s.RefundUnsettledAIStories(ctx); err != nil || n != want {
				t.Errorf("sweep %d after the limit refunded %d (%v), want %d", i+1, n, err, want)
			}
			if b := balanceOf(t, l, me); b != 300 {
				t.Errorf("credits after sweep %d = %d, want 300", i+1, b)
			}
		}

		close(w.release) // the story comes back at last
		select {
		case err := <-done:
			if domain.CodeOf(err) != domain.CodeUnavailable {
				t.Errorf("a story after its refund = %v, want the failure", err)
			}
		case <-time.After(30 * time.Second):
			t.Fatal("the AI story did not end once the AI answered")
		}
		if b, r := balanceOf(t, l, me), refunds(t, st, me); b != 300 || r != 1 {
			t.Errorf("after the late story: %d credits, %d refunds; want 300, 1", b, r)
		}
		// Its key is answered without a story or a charge.
		if _, _, err := s.WriteAIStory(ctx, w, me, "un gato en París", "es", "left"); domain.CodeOf(err) != domain.CodeConflict {
			t.Errorf("the key again = %v, want Duplicate Request", err)
		}
		if b := balanceOf(t, l, me); b != 300 || w.calls.Load() != 1 {
			t.Errorf("after the key again: %d credits, %d AI calls; want 300, 1", b, w.calls.Load())
		}
	})
}

// TestAKeptAIStoryIsNotRefunded: a story that came back is paid for. A
// sweep that read its charge unsettled, overtaken by the story, refunds
// nothing; a charge refunded is not refunded twice. A retry of the key
// after a lost answer gets the same story, charged once, without asking
// the AI again (before: Duplicate Request, and the credit kept).
func TestAKeptAIStoryIsNotRefunded(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s, l, c := newAIStories(st)
		me := creditstest.NewUser(t, st, l, "ben", 300)
		w := newHeldWriter()
		close(w.release)
		story, left, err := s.WriteAIStory(ctx, w, me, "un gato en París", "es", "kept")
		if err != nil || story != aiStory || left != 299 {
			t.Fatalf("story = %q, %d, %v", story, left, err)
		}
		key := "ai_story:user:ben:kept"
		c.Set(charged.Add(aiUnsettled + time.Hour))
		if n, err := s.RefundUnsettledAIStories(ctx); err != nil || n != 0 {
			t.Errorf("the sweep refunded %d kept stories (%v)", n, err)
		}
		if refunded, err := s.refundAIStory(ctx, me, key); err != nil || refunded {
			t.Errorf("refunding a kept story = %v, %v; want false", refunded, err)
		}
		if b, r := balanceOf(t, l, me), refunds(t, st, me); b != 299 || r != 0 {
			t.Errorf("%d credits, %d refunds; want 299, 0", b, r)
		}
		for range 2 { // the answer was lost: the client sends its key again
			again, left, err := s.WriteAIStory(ctx, w, me, "un gato en París", "es", "kept")
			if err != nil || again != aiStory || left != 299 {
				t.Errorf("retry = %q, %d, %v; want the same story, 299", again, left, err)
			}
		}
		if _, _, err := s.WriteAIStory(ctx, w, me, "un perro", "es", "kept"); !errors.Is(err, domain.ErrIdempotencyKeyReused) {
			t.Errorf("the key with another prompt = %v, want %v", err, domain.ErrIdempotencyKeyReused)
		}
		if b := balanceOf(t, l, me); b != 299 || w.calls.Load() != 1 {
			t.Errorf("after retries: %d credits, %d AI calls; want 299, 1", b, w.calls.Load())
		}

		// A charge refunded is refunded once, by whoever comes first.
		w2 := newHeldWriter()
		c.Set(charged)
		done := make(chan error, 1)
		go func() { _, _, err := s.WriteAIStory(ctx, w2, me, "un gato", "es", "twice"); done <- err }()
		w2.waitAsked(t)
		for i, want := range []bool{true, false} {
			if refunded, err := s.refundAIStory(ctx, me, "ai_story:user:ben:twice"); err != nil || refunded != want {
				t.Errorf("refund %d = %v, %v; want %v", i+1, refunded, err, want)
			}
		}
		close(w2.release)
		<-done
		if b, r := balanceOf(t, l, me), refunds(t, st, me); b != 299 || r != 1 {
			t.Errorf("%d credits, %d refunds; want 299, 1", b, r)
		}

		// A day later the kept stories are deleted; their keys still charge nothing.
		c.Set(charged.Add(25 * time.Hour))
		if _, err := s.RefundUnsettledAIStories(ctx); err != nil {
			t.Fatal(err)
		}
		var rows int
		if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM ai_story_charges").Scan(&rows); err != nil || rows != 0 {
			t.Errorf("%d charges kept after a day (%v), want 0", rows, err)
		}
		if _, _, err := s.WriteAIStory(ctx, w, me, "un gato en París", "es", "kept"); domain.CodeOf(err) != domain.CodeConflict {
			t.Errorf("the key after a day = %v, want Duplicate Request", err)
		}
		if b := balanceOf(t, l, me); b != 299 {
			t.Errorf("credits = %d, want 299", b)
		}
	})
}

// TestASweepRacingALateAIStory: the story comes back just as the sweep finds
// its charge unsettled. Exactly one wins: the learner gets the story and
// pays 1 credit, or gets no story and keeps the credit.
func TestASweepRacingALateAIStory(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		outcomes := map[string]int{}
		for i := range 20 {
			s, l, c := newAIStories(st)
			me := creditstest.NewUser(t, st, l, fmt.Sprintf("racer-%d", i), 300)
			w := newHeldWriter()
			type answer struct {
				story string
				err   error
			}
			done := make(chan answer, 1)
			go func() {
				story, _, err := s.WriteAIStory(ctx, w, me, "un gato", "es", "race")
				done <- answer{story, err}
			}()
			w.waitAsked(t)
			c.Set(charged.Add(aiUnsettled + time.Second))
			swept := make(chan int, 1)
			go func() {
				n, err := s.RefundUnsettledAIStories(ctx)
				if err != nil {
					t.Error(err)
				}
				swept <- n
			}()
			close(w.release)
			a, n := <-done, <-swept
			b, r := balanceOf(t, l, me), refunds(t, st, me)
			switch {
			case a.err == nil && a.story == aiStory && n == 0 && b == 299 && r == 0:
				outcomes["kept"]++
			case a.err != nil && n == 1 && b == 300 && r == 1:
				outcomes["refunded"]++
			default:
				t.Errorf("round %d: story %q, %v; swept %d; %d credits, %d refunds", i, a.story, a.err, n, b, r)
			}
		}
		t.Logf("outcomes: %v", outcomes)
	})
}
