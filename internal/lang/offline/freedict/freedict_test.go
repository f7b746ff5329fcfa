package freedict

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

func TestLookup(t *testing.T) {
	lib := NewLibrary("")
	t.Cleanup(func() { lib.Close() })
	if !lib.Has(lang.Spanish, lang.English) {
		if os.Getenv("CI") == "true" {
			t.Fatal("dict-freedict-spa-eng is not installed (run scripts/setup)")
		}
		t.Skip("dict-freedict-spa-eng is not installed (run scripts/setup)")
	}
	ctx := context.Background()
	for _, tt := range []struct {
		from, to lang.Code
		word     string
		want     string
	}{
		{lang.Spanish, lang.English, "casa", "house"},
		{lang.Spanish, lang.English, "Casa", "house"},
		{lang.German, lang.English, "Hund", "dog"},
		{lang.Japanese, lang.English, "猫", "cat"},
		{lang.French, lang.English, "chat", "cat"},
	} {
		if !lib.Has(tt.from, tt.to) {
			continue
		}
		got, err := lib.Lookup(ctx, tt.from, tt.to, tt.word, 5)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, s := range got {
			if s == tt.want || strings.HasPrefix(s, tt.want+",") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s %q = %q, want %q among them", Name(tt.from, tt.to), tt.word, got, tt.want)
		}
	}
	got, err := lib.Lookup(ctx, lang.Spanish, lang.English, "zzzzz", 3)
	if err != nil || len(got) != 0 {
		t.Errorf("missing word: %q %v", got, err)
	}
}

func TestParseSenses(t *testing.T) {
	got := parseSenses("Haus /hˈaʊs/ <neut, n, sg>\n [adm.] establishment <n>, institution <n>\n   Synonyms: {Einrichtung}\n\n see: {Häuser}\n", false)
	if len(got) != 1 || got[0] != "establishment, institution" {
		t.Errorf("senses = %q", got)
	}
	got = parseSenses("a /ˈa/\n1. at, to\n2. a, in\n", false)
	if len(got) != 2 || got[0] != "at, to" {
		t.Errorf("senses = %q", got)
	}
}

// TestIndexFindsEveryHeadwordInFileOrder: the packed index answers as the
// map it replaced: every key, its entries in file order, nothing for
// strangers or prefixes.
func TestIndexFindsEveryHeadwordInFileOrder(t *testing.T) {
	ix := newIndex([]indexItem{{"haus", ref{5, 1}}, {"hund", ref{1, 1}}, {"haus", ref{2, 1}}, {"a", ref{9, 1}}, {"本", ref{7, 1}}})
	for k, want := range map[string][]ref{"haus": {{5, 1}, {2, 1}}, "hund": {{1, 1}}, "a": {{9, 1}}, "本": {{7, 1}}, "ha": nil, "zz": nil, "": nil} {
		got := ix.find(k)
		if len(got) != len(want) {
			t.Errorf("find(%q) = %v, want %v", k, got, want)
			continue
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("find(%q) = %v, want %v", k, got, want)
			}
		}
	}
}
