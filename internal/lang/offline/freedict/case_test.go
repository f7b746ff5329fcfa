package freedict

import (
	"context"
	"os"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestLeadsExactly is the class "a German verb read as its noun": the
// dictionary folds case, so wissen also finds Wissen; an entry written
// exactly as the headword is preferred.
func TestLeadsExactly(t *testing.T) {
	noun := "Wissen /vˈɪsən/ <neut, n, sg>\nknowledge <n>\n"
	verb := "wissen /vˈɪsən/ <v>\nknow <v>\n"
	if leadsExactly(noun, "wissen") || !leadsExactly(verb, "wissen") || !leadsExactly(noun, "Wissen") {
		t.Error("leadsExactly does not tell Wissen from wissen")
	}
	if !leadsWith(noun, "wissen") {
		t.Error("leadsWith must still fold case")
	}
}

// TestLookupPrefersExactCase runs it on the installed deu-eng dictionary:
// a verb written in lower case is not glossed as its noun.
func TestLookupPrefersExactCase(t *testing.T) {
	lib := NewLibrary("")
	t.Cleanup(func() { lib.Close() })
	if !lib.Has(lang.German, lang.English) {
		if os.Getenv("CI") == "true" {
			t.Fatal("dict-freedict-deu-eng is not installed (run scripts/setup)")
		}
		t.Skip("dict-freedict-deu-eng is not installed")
	}
	got, err := lib.Lookup(context.Background(), lang.German, lang.English, "sehen", 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 || got[0] == "eyesight, sight, vision" {
		t.Errorf("sehen = %q, want a verb's sense first, not the noun Sehen", got)
	}
}

// TestHasExact is the class "a German noun read as a verb of the same
// letters" (Tagen is the plural of Tag, not tagen "meet"): only an entry
// written with the word's own case counts.
func TestHasExact(t *testing.T) {
	lib := NewLibrary("")
	t.Cleanup(func() { lib.Close() })
	if !lib.Has(lang.German, lang.English) {
		if os.Getenv("CI") == "true" {
			t.Fatal("dict-freedict-deu-eng is not installed (run scripts/setup)")
		}
		t.Skip("dict-freedict-deu-eng is not installed")
	}
	for w, want := range map[string]bool{"Tag": true, "Tagen": false, "tagen": true, "verrückt": true, "Verrückt": false} {
		if got := lib.HasExact(lang.German, lang.English, w); got != want {
			t.Errorf("HasExact(%q) = %v, want %v", w, got, want)
		}
	}
	// An adjective is tagged so; a verb form listed for itself is not.
	if !lib.HasExactPOS(lang.German, lang.English, "unerwartet", "adj", "adv") || lib.HasExactPOS(lang.German, lang.English, "sucht", "adj", "adv") {
		t.Error("HasExactPOS does not tell the adjective unerwartet from the verb form sucht")
	}
}
