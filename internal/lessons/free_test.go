package lessons

import (
	"context"
	"errors"
	"testing"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A free story is made by the pipeline with our translation, once per source;
// a copy shares its cards and not its memory; a free story that fails has
// nothing to refund and still ends failed.
func TestFreeStoriesAndCopies(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := newHarness(t, st)
		ana, bo := h.user(t, "ana", 0), h.user(t, "bo", 0)
		in := FreeInput{Title: "Un café", Content: story, Target: "es", Native: "en", Source: "quick:test:es:en",
			Translation: &HumanTranslation{Sentences: []string{"One.", "Two.", "Three.", "Four."}, Title: "A coffee", Provider: "storyglot"}}
		made, err := h.s.CreateFree(ctx, ana, in)
		if err != nil {
			t.Fatal(err)
		}
		if again, err := h.s.CreateFree(ctx, ana, in); err != nil || again.ID != made.ID {
			t.Fatalf("second create = %v %v, want %s", again.ID, err, made.ID)
		}
		done := h.waitStatus(t, ana, made.ID, StatusCompleted, 60e9)
		if done.CreditsCharged != 0 || done.TitleNative != "A coffee" || done.Title != "Un café" {
			t.Errorf("story = %+v", done)
		}
		cards, _ := h.s.Cards(ctx, made.ID, 0)
		if len(cards) < 4 || cards[0].Back != "One." || cards[3].Back != "Four." || cards[0].BackProvider != "storyglot" {
			t.Fatalf("cards = %+v", cards)
		}
		if _, err := h.s.Copy(ctx, bo, "nope", "x"); err == nil {
			t.Error("copied a story that does not exist")
		}
		cp, err := h.s.Copy(ctx, bo, made.ID, in.Source)
		if err != nil {
			t.Fatal(err)
		}
		if again, err := h.s.Copy(ctx, bo, made.ID, in.Source); err != nil || again.ID != cp.ID {
			t.Errorf("second copy = %v %v", again.ID, err)
		}
		theirs, _ := h.s.Cards(ctx, cp.ID, 0)
		if cp.Owner != bo || cp.Status != StatusCompleted || len(theirs) != len(cards) || theirs[0].ID == cards[0].ID ||
			theirs[0].AudioKey != cards[0].AudioKey || theirs[1].Back != cards[1].Back {
			t.Errorf("copy %+v with %d cards", cp, len(theirs))
		}
		if found, err := h.s.CompletedOfSource(ctx, in.Source); err != nil || found.ID != made.ID {
			t.Errorf("completed of source = %v %v", found.ID, err)
		}

		// A free story that fails: no ledger entry to refund, still failed.
		failing, err := h.s.CreateFree(ctx, ana, FreeInput{Title: "Otro", Content: "Hola. Adiós.", Target: "es", Native: "en", Source: "quick:other:es:en"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Exec(ctx, "UPDATE stories SET status = ? WHERE id = ?", StatusProcessing, failing.ID); err != nil {
			t.Fatal(err)
		}
		if refunded := h.s.fail(ctx, failing.ID, failure{errorType: "flashcard_ai_failure", cause: errors.New("test"), attempt: 1}); refunded != 0 {
			t.Errorf("refunded %d for a free story", refunded)
		}
		var status string
		if err := st.QueryRow(ctx, "SELECT status FROM stories WHERE id = ?", failing.ID).Scan(&status); err != nil || status != StatusFailed {
			t.Errorf("free story after failure: %q %v", status, err)
		}
	})
}
