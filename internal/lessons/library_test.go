package lessons

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/testproc"
)

// gatedSpeech holds the lesson's third sentence's audio until released, so
// that a test can act while the lesson is being made.
type gatedSpeech struct {
	next    lang.Synthesizer
	once    sync.Once
	reached chan struct{}
	release chan struct{}
	mu      sync.Mutex
	calls   int
}

func (g *gatedSpeech) Name() string { return "gated " + g.next.Name() }
func (g *gatedSpeech) Supports(c lang.Capability, p lang.Pair) bool {
	return c == lang.CapSpeak && g.next.Supports(c, p)
}

func (g *gatedSpeech) Synthesize(ctx context.Context, l lang.Code, text string) (lang.Speech, error) {
	g.mu.Lock()
	g.calls++
	n := g.calls
	g.mu.Unlock()
	if n == 3 {
		g.once.Do(func() { close(g.reached) })
		select {
		case <-g.release:
		case <-ctx.Done():
			return lang.Speech{}, ctx.Err()
		}
	}
	return g.next.Synthesize(ctx, l, text)
}

var _ lang.Synthesizer = (*gatedSpeech)(nil)

// newGatedHarness is a harness whose lessons stop at their third card's
// audio until g.release is closed: one card at a time, so that the gate
// stops a lesson part-way.
func newGatedHarness(t *testing.T, st *store.Store) (*harness, *gatedSpeech) {
	t.Helper()
	g := &gatedSpeech{reached: make(chan struct{}), release: make(chan struct{})}
	h := newHarnessWith(t, st, 1, func(off *offline.Offline) []lang.Provider {
		g.next = off.Espeak
		return append([]lang.Provider{g}, off.Providers()...)
	})
	return h, g
}

func TestDeleteDuringGenerationStopsTheJob(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h, g := newGatedHarness(t, st)
		owner := h.user(t, "del", 1000)
		s, _, err := h.s.Create(ctx, owner, CreateInput{Content: story, Native: "en", Target: "es"})
		if err != nil {
			t.Fatal(err)
		}
		select {
		case <-g.reached:
		case <-time.After(30 * time.Second):
			t.Fatal("the lesson never reached its third card")
		}
		// Someone else cannot delete it; the owner can, while it is being made.
		if err := h.s.Delete(ctx, domain.Account{Kind: domain.AccountUser, ID: "mallory"}, s.ID); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("another owner's delete: %v", err)
		}
		if err := h.s.Delete(ctx, owner, s.ID); err != nil {
			t.Fatal(err)
		}
		close(g.release)

		// The job ends cancelled (not retried) and writes nothing more.
		state := testproc.EventuallyValue(t, 30*time.Second, "lesson job finished", func() (string, bool) {
			var state string
			if err := st.QueryRow(ctx, "SELECT state FROM river_job WHERE kind = 'lesson' ORDER BY id DESC LIMIT 1").Scan(&state); err != nil {
				t.Fatal(err)
			}
			return state, state == "cancelled" || state == "completed" || state == "discarded"
		})
		if state != "cancelled" {
			t.Errorf("lesson job is %q, want cancelled", state)
		}
		var cards, stories, orphans int
		_ = st.QueryRow(ctx, "SELECT COUNT(*) FROM flashcards WHERE story_id = ?", s.ID).Scan(&cards)
		_ = st.QueryRow(ctx, "SELECT COUNT(*) FROM stories WHERE id = ?", s.ID).Scan(&stories)
		_ = st.QueryRow(ctx, "SELECT COUNT(*) FROM orphan_files").Scan(&orphans)
		if cards != 0 || stories != 0 {
			t.Errorf("after delete: %d cards, %d stories", cards, stories)
		}
		// The cards written or prepared before the delete left files for the sweep.
		if orphans < 2 {
			t.Errorf("%d files noted for the sweep, want the cards' audio and images", orphans)
		}
		if n, err := h.s.SweepFiles(ctx, time.Hour); err != nil || n != 0 {
			t.Errorf("sweep within the grace period removed %d (%v)", n, err)
		}
		n, err := h.s.SweepFiles(ctx, 0)
		if err != nil || n != orphans {
			t.Errorf("sweep removed %d (%v)", n, err)
		}
		_ = st.QueryRow(ctx, "SELECT COUNT(*) FROM orphan_files").Scan(&orphans)
		if orphans != 0 {
			t.Errorf("%d files still noted after the sweep", orphans)
		}
	})
}

func TestEditedCardSurvivesRegeneration(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := newHarness(t, st)
		owner := h.user(t, "ed", 1000)
		s, _, err := h.s.Create(ctx, owner, CreateInput{Content: story, Native: "en", Target: "es"})
		if err != nil {
			t.Fatal(err)
		}
		h.waitStatus(t, owner, s.ID, StatusCompleted, 30*time.Second)
		cards, _ := h.s.Cards(ctx, s.ID, 0)
		back := "María walks into a small café."
		if _, _, err := h.s.EditCard(ctx, domain.Account{Kind: domain.AccountUser, ID: "x"}, cards[0].ID, CardEdit{Back: &back}); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("a stranger edited the card: %v", err)
		}
		c, _, err := h.s.EditCard(ctx, owner, cards[0].ID, CardEdit{Back: &back})
		if err != nil || !c.Edited || c.Back != back || c.MachineDraft {
			t.Fatalf("edit = %+v, %v", c, err)
		}
		// Regenerate: the lesson is made again over its written cards.
		if _, err := st.Exec(ctx, "UPDATE stories SET status = 'processing' WHERE id = ?", s.ID); err != nil {
			t.Fatal(err)
		}
		if err := h.s.build(ctx, s.ID, 1, false); err != nil {
			t.Fatal(err)
		}
		again, _ := h.s.Cards(ctx, s.ID, 0)
		if again[0].Back != back || !again[0].Edited || len(again) != len(cards) {
			t.Errorf("after regeneration: %+v", again[0])
		}
	})
}
