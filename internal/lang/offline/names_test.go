package offline_test

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestKatakanaNamesAreNotGlossedInPieces (decision 0019): a katakana
// name no dictionary knows, one token or cut in several, is one word with
// no gloss — a name — and no piece of it gets a gloss of its own.
func TestKatakanaNamesAreNotGlossedInPieces(t *testing.T) {
	f := newFixture(t)
	p := lang.Pair{Target: lang.Japanese, Native: lang.English}
	for _, c := range []struct{ sentence, name string }{
		{"ゾルタニカさんはパンを食べました。", "ゾルタニカ"},
		{"昨日、ミケランジェロさんが公園に来ました。", "ミケランジェロ"},
		{"ボルダフィンは駅で友達を待っています。", "ボルダフィン"},
	} {
		gl, err := f.eng.Gloss(context.Background(), p, c.sentence)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range gl {
			if g.Word != c.name && strings.Contains(c.name, g.Word) && len(g.Senses) > 0 {
				t.Errorf("%q: the piece %q of the name %q is glossed %q", c.sentence, g.Word, c.name, g.Senses)
			}
			if g.Word == c.name && len(g.Senses) > 0 && g.POS != "propn" {
				t.Logf("%q: %q is a word the dictionary knows: %q", c.sentence, g.Word, g.Senses)
			}
		}
		hints, err := f.eng.Explain(context.Background(), p, c.sentence)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range hints {
			if strings.Contains(c.name, h.Word) && h.Gloss == "" {
				t.Errorf("%q: a hint without a meaning for the name piece %q", c.sentence, h.Word)
			}
		}
	}
}
