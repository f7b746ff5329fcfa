package gloss

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

func TestWordByWordLine(t *testing.T) {
	got := wordByWordLine([]lang.Gloss{
		{Word: "Der", POS: "det", Senses: []string{"the"}},
		{Word: "Hund", Senses: []string{"dog, dawg"}},
		{Word: "schläft", POS: "verb", Senses: []string{"to sleep; to slumber"}},
		{Word: "が", POS: "part", Senses: []string{"but"}},
		{Word: "Weber", POS: "propn", Senses: []string{"weaver"}},
		{Word: "学生", Senses: []string{"student (esp. a university student)"}},
		{Word: "Xyz"},
	})
	if want := "the dog sleep Weber student Xyz"; got != want {
		t.Errorf("wordByWordLine = %q, want %q", got, want)
	}
}

// TestWordByWord: pairs no translator reaches get a labelled line of
// glosses, one per sentence (Japanese and Chinese, which need a word
// segmenter, are covered by offline.TestCorpusPairs).
func TestWordByWord(t *testing.T) {
	g := newGlosser(t)
	w := WordByWord{Glosser: g}
	ctx := context.Background()
	for _, tt := range []struct {
		pair lang.Pair
		in   string
		want string
	}{
		{lang.Pair{Target: lang.German, Native: lang.English}, "Der Hund schläft im Garten.", "the dog"},
		{lang.Pair{Target: lang.Arabic, Native: lang.English}, "ذهب أحمد إلى السوق.", "to market"},
		{lang.Pair{Target: lang.German, Native: lang.French}, "Der Hund schläft.", "chien"},
	} {
		if !w.Supports(lang.CapTranslate, tt.pair) {
			t.Errorf("%s: not supported", tt.pair)
			continue
		}
		tr, err := w.Translate(ctx, tt.pair, []string{tt.in})
		if err != nil {
			t.Fatal(err)
		}
		if !tr[0].WordByWord || !tr[0].MachineDraft || tr[0].Provider != WordByWordProvider || !strings.Contains(strings.ToLower(tr[0].Text), tt.want) {
			t.Errorf("%s %q: %+v, want a word-by-word line with %q", tt.pair, tt.in, tr[0], tt.want)
		}
	}
	if w.Supports(lang.CapTranslate, lang.Pair{Target: lang.Korean, Native: lang.English}) {
		t.Error("Korean has no dictionary: no word-by-word line")
	}
}
