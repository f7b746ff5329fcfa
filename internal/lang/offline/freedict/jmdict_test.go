package freedict

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

func jpnEng(t *testing.T) *Library {
	t.Helper()
	lib := NewLibrary("")
	if !lib.Has(lang.Japanese, lang.English) {
		if os.Getenv("CI") == "true" {
			t.Fatal("dict-freedict-jpn-eng is not installed (run scripts/setup)")
		}
		t.Skip("dict-freedict-jpn-eng is not installed (run scripts/setup)")
	}
	t.Cleanup(func() { lib.Close() })
	return lib
}

// TestLookupJapaneseOrder: homographs filed under a kana headword come in
// JMdict's order of frequency for the part of speech asked, and a kanji
// headword keeps its own entry first.
func TestLookupJapaneseOrder(t *testing.T) {
	lib := jpnEng(t)
	for _, tt := range []struct{ word, pos, want string }{
		{"くま", "noun", "bear"},
		{"かさ", "noun", "umbrella"},
		{"つる", "verb", "to fish"},
		{"する", "verb", "to do"},
		{"よく", "adv", "well"},
		{"本", "noun", "book"},
		{"パン", "noun", "bread"},
	} {
		s, err := lib.LookupJapanese(context.Background(), lang.Japanese, lang.English, tt.word, "", tt.pos, 3)
		if err != nil || len(s) == 0 || !strings.Contains(s[0], tt.want) {
			t.Errorf("LookupJapanese(%s, %s) = %q, %v; want %q first", tt.word, tt.pos, s, err, tt.want)
		}
	}
}

// TestUnglueLoanwords: the source word FreeDict glues before a loanword's
// gloss is taken off; an English word, even one not listed, is left whole.
func TestUnglueLoanwords(t *testing.T) {
	lib := jpnEng(t)
	if !lib.Has(lang.English, lang.Japanese) {
		if os.Getenv("CI") == "true" {
			t.Fatal("dict-freedict-eng-jpn is not installed (run scripts/setup)")
		}
		t.Skip("dict-freedict-eng-jpn is not installed")
	}
	for _, tt := range []struct{ sense, kata, want string }{
		{"coffeekoffiecoffee", "コーヒー", "coffee"},
		{"pãobread, pastries", "パン", "bread, pastries"},
		{"Arbeitpart-time job, side job", "アルバイト", "part-time job, side job"},
		{"Kapselcapsule", "カプセル", "capsule"},
		{"forkball", "フォークボール", "forkball"},
		{"vocalist", "ボーカリスト", "vocalist"},
		{"television, TV", "テレビ", "television, TV"},
	} {
		if got := lib.unglue(tt.sense, katakanaForms(tt.kata)); got != tt.want {
			t.Errorf("unglue(%q) = %q, want %q", tt.sense, got, tt.want)
		}
	}
}
