package gloss

import (
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestMergeKatakana: the class "an unknown katakana name cut in pieces":
// adjacent katakana tokens join (with ー and ・), one katakana word alone,
// kana of another script and tokens that do not touch stay apart.
func TestMergeKatakana(t *testing.T) {
	tok := func(text string, start int, pos string) lang.Token {
		return lang.Token{Text: text, Start: start, End: start + len(text), Word: true, POS: pos}
	}
	a, n := "アン", "ナ"
	got := mergeKatakana([]lang.Token{
		tok(a, 0, "noun"), tok(n, len(a), "noun"), tok("は", len(a+n), "part"), // アン|ナ → アンナ
		tok("コーヒー", 20, "noun"), // one word: as it is
		tok("ミケ", 40, "noun"), tok("・", 46, "other"), tok("ランジェロ", 49, "noun"),
		tok("カ", 70, "noun"), tok("カ", 80, "noun"), // not adjacent
	})
	want := []string{"アンナ/" + katakanaRun, "は/part", "コーヒー/noun", "ミケ・ランジェロ/" + katakanaRun, "カ/noun", "カ/noun"}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i, w := range want {
		if g := got[i].Text + "/" + got[i].POS; g != w {
			t.Errorf("token %d = %s, want %s", i, g, w)
		}
	}
	if got[0].Start != 0 || got[0].End != len(a+n) {
		t.Errorf("run offsets %d..%d", got[0].Start, got[0].End)
	}
}
