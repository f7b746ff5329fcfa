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
