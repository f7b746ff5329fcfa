package gloss

import (
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// Compound particles split by the analyser (に + よる, に + 比べる) are one
// particle glossed as grammar, never as the verb's homographs; a godan
// potential that JMdict lists only as slang is "can" and its verb, while a
// lexicalised verb marked common keeps its own senses.
func TestGlossJapaneseGrammaticalisedForms(t *testing.T) {
	g := newJapaneseGlosser(t)
	jp := lang.Pair{Target: lang.Japanese, Native: lang.English}
	for _, tt := range []struct{ sentence, word, want, bad string }{
		{"値段は季節による。", "による", "depending on", "contempt"},
		{"新聞によると、橋が閉まった。", "によると", "according to", ""},
		{"先月に比べて寒い。", "に比べて", "compared", ""},
		{"週末は山へ行ける。", "行ける", "can go", "good (at)"},
		{"彼は中国語が話せる。", "話せる", "can", ""},
	} {
		got := glossesOf(t, g, jp, tt.sentence)
		x, ok := got[tt.word]
		s := strings.Join(x.Senses, "; ")
		switch {
		case !ok:
			t.Errorf("%s: no word %q in %v", tt.sentence, tt.word, keys(got))
		case len(x.Senses) == 0 || !strings.Contains(x.Senses[0], tt.want):
			t.Errorf("%s: %s = %q, want %q first", tt.sentence, tt.word, s, tt.want)
		case tt.bad != "" && strings.Contains(s, tt.bad):
			t.Errorf("%s: %s = %q, a wrong sense (%q)", tt.sentence, tt.word, s, tt.bad)
		}
	}
	if x := glossesOf(t, g, jp, "ロープが切れた。")["切れ"]; len(x.Senses) == 0 || strings.HasPrefix(x.Senses[0], "can ") {
		t.Errorf("切れ = %+v, want 切れる's own sense (a common word)", x)
	}
}

func keys(m map[string]lang.Gloss) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func TestCanForm(t *testing.T) {
	for in, want := range map[string]string{"to go, to move": "can go", "to be seen": "can be seen", "book": ""} {
		if got := canForm(in); got != want {
			t.Errorf("canForm(%q) = %q, want %q", in, got, want)
		}
	}
}
