package lessons

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// lessonFace is what a learner sees of a lesson.
type lessonFace struct {
	Cards                                   []Card
	StoryNative, TitleNative, TitlePhonetic string
}

// TestLearnersLessonMatchesTheBuilder (decision 0011 "Deterministic
// lessons", decision 0028): the lesson a learner gets, written card by card by the pipeline,
// is the one lang.BuildLesson makes for the same story and settings (the
// lesson of the CLI, the benchmark and the corpus tests), and the same
// story made twice gives byte-identical cards.
func TestLearnersLessonMatchesTheBuilder(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := newHarness(t, st)
		owner := h.user(t, "twice", 10000)
		// A name at a sentence's start and inside another: the builder drops
		// its hints (lang.DropStoryNames) on every path.
		content := story + " Paloma mira a María. María sonríe."
		var made [][]byte
		for range 2 {
			s, _, err := h.s.Create(ctx, owner, CreateInput{Content: content, Native: "en", Target: "es"})
			if err != nil {
				t.Fatal(err)
			}
			done := h.waitStatus(t, owner, s.ID, StatusCompleted, 60*time.Second)
			cards, err := h.s.Cards(ctx, s.ID, 0)
			if err != nil {
				t.Fatal(err)
			}
			for i := range cards {
				cards[i].ID, cards[i].StoryID, cards[i].CreatedAt = "", "", time.Time{}
				for _, hint := range cards[i].Hints {
					if hint.Word == "María" || hint.Word == "Paloma" {
						t.Errorf("card %d %q: the name %q has a hint", i, cards[i].Front, hint.Word)
					}
				}
			}
			js, err := json.Marshal(lessonFace{cards, done.StoryNative, done.TitleNative, done.TitlePhonetic})
			if err != nil {
				t.Fatal(err)
			}
			made = append(made, js)
		}
		if !bytes.Equal(made[0], made[1]) {
			t.Errorf("one story made twice differs:\n%s\n%s", made[0], made[1])
		}

		// The builder alone, with the pipeline's settings, gives the same cards.
		eng, ok := h.s.engine.(*lang.Engine)
		if !ok {
			t.Fatalf("the harness engine is %T", h.s.engine)
		}
		lc, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: lang.Spanish, Native: lang.English, Text: content,
			WordCards: h.s.cfg.MaxWordCards})
		if err != nil {
			t.Fatal(err)
		}
		var built []Card
		for _, c := range append(lc.Cards, lc.Words...) {
			built = append(built, storedCard("", c))
		}
		js, _ := json.Marshal(lessonFace{built, lc.Translation, lc.TitleTranslation, lc.TitlePronunciation})
		if !bytes.Equal(made[0], js) {
			t.Errorf("the learner's lesson differs from the builder's:\n%s\n%s", made[0], js)
		}
	})
}
