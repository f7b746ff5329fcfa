package freedict

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

func TestNormKana(t *testing.T) {
	for _, tt := range [][2]string{
		{"キョー", "きょー"}, {"きょう", "きょー"}, {"トーキョー", "とーきょー"}, {"とうきょう", "とーきょー"},
		{"センセー", "せんせー"}, {"せんせい", "せんせー"}, {"オーキイ", "おーきー"}, {"おおきい", "おーきー"},
		{"アサ", "あさ"}, {"ナマ", "なま"}, {"朝", ""}, {"", ""},
	} {
		if got := normKana(tt[0]); got != tt[1] {
			t.Errorf("normKana(%q) = %q, want %q", tt[0], got, tt[1])
		}
	}
}

// TestLookupReading: a kanji word with several readings takes the senses
// of the reading the analyser found, whichever reading comes first in the
// dictionary; an unknown reading changes nothing.
func TestLookupReading(t *testing.T) {
	lib := NewLibrary("")
	if !lib.Has(lang.Japanese, lang.English) {
		if os.Getenv("CI") == "true" {
			t.Fatal("dict-freedict-jpn-eng is not installed (run scripts/setup)")
		}
		t.Skip("dict-freedict-jpn-eng is not installed (run scripts/setup)")
	}
	defer lib.Close()
	ctx := context.Background()
	for _, tt := range []struct{ word, reading, want string }{
		{"朝", "アサ", "morning"},
		{"朝", "チョー", "dynasty"},
		{"生", "ナマ", "raw"},
		{"生", "セー", "life"},
		{"今日", "キョー", "today"},
		{"今日", "コンニチ", "today"},
	} {
		got, err := lib.LookupReading(ctx, lang.Japanese, lang.English, tt.word, tt.reading, 3)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 || !strings.Contains(got[0], tt.want) {
			t.Errorf("%s read %s = %q, want %q first", tt.word, tt.reading, got, tt.want)
		}
	}
	plain, _ := lib.Lookup(ctx, lang.Japanese, lang.English, "朝", 3)
	other, _ := lib.LookupReading(ctx, lang.Japanese, lang.English, "朝", "ゾゾ", 3)
	if strings.Join(plain, "|") != strings.Join(other, "|") {
		t.Errorf("an unknown reading changed the senses: %q, %q", other, plain)
	}
}
