package offline_test

import (
	"context"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestSentenceInitialNamesInLessons (decision 0019): a name that opens
// a sentence is not glossed as the common noun it looks like when the story
// uses it as a name inside another sentence; the same word at the start of
// a story where it is never a name keeps its gloss.
func TestSentenceInitialNamesInLessons(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	for _, c := range []struct {
		target       lang.Code
		story, name  string
		nameExpected bool
	}{
		{lang.Portuguese, "Marco abriu a janela. O gato olhou para Marco e saiu.", "Marco", true},
		{lang.Italian, "Rosa mangia il pane. Il fratello di Rosa beve il latte.", "Rosa", true},
		{lang.Spanish, "Paloma vive en Madrid. Ayer vi a Paloma en el parque.", "Paloma", true},
		{lang.Spanish, "Paloma blanca en el cielo. La paloma vuela alto.", "Paloma", false},
	} {
		lc, err := f.eng.BuildLesson(ctx, lang.LessonRequest{Target: c.target, Native: lang.English, Text: c.story})
		if err != nil {
			t.Fatal(err)
		}
		glossed := false
		for _, h := range lc.Cards[0].Hints {
			if h.Word == c.name && h.Gloss != "" {
				glossed = true
				if c.nameExpected {
					t.Errorf("%s %q: the name %q is glossed %q", c.target, c.story, c.name, h.Gloss)
				}
			}
		}
		if !c.nameExpected && !glossed {
			t.Logf("%s %q: %q has no gloss (the dictionary does not know it at the start)", c.target, c.story, c.name)
		}
	}
}
