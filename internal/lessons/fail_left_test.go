package lessons

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// TestAFailureOnAnEndedContextIsRecorded: a lesson failed by a job whose
// context has just ended (its time limit, or the process stopping) is still
// failed with its own reason and refunded at once. Before, the failure's
// transaction ran on that context and did not happen: the lesson stayed in
// progress until the sweep failed it as a hard timeout, the wrong reason.
func TestAFailureOnAnEndedContextIsRecorded(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h, g := newGatedHarness(t, st)
		t.Cleanup(func() { close(g.release) }) // before the harness stops its jobs
		owner := h.user(t, "ended", 500)
		s, _, err := h.s.Create(ctx, owner, CreateInput{Content: story, Native: "en", Target: "es"})
		if err != nil {
			t.Fatal(err)
		}
		select {
		case <-g.reached:
		case <-time.After(40 * time.Second):
			t.Fatal("the lesson never reached its third card")
		}
		ended, cancel := context.WithCancel(ctx)
		cancel()
		if n := h.s.fail(ended, s.ID, failure{errorType: "flashcard_zero_generated", cause: errors.New("no sentences in the story")}); n != s.CreditsCharged {
			t.Errorf("failing on an ended context refunded %d, want %d", n, s.CreditsCharged)
		}
		got, err := h.s.Get(ctx, owner, s.ID)
		if err != nil || got.Status != StatusFailed || got.FailureKind != "flashcard_zero_generated" || got.CreditsRefunded != s.CreditsCharged {
			t.Errorf("after the failure: status %q, kind %q, refunded %d (%v); want failed, flashcard_zero_generated, %d",
				got.Status, got.FailureKind, got.CreditsRefunded, err, s.CreditsCharged)
		}
		if bal, _ := h.ledger.Balance(ctx, owner); bal != 500 {
			t.Errorf("balance %d after the refund, want 500", bal)
		}
	})
}
