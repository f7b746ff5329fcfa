package arabic

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestNormalise(t *testing.T) {
	for in, want := range map[string]string{
		"أطفال":  "اطفال",
		"حِلية":  "حلية",
		"إلى":    "الي",
		"مدرسة":  "مدرسة",
		"آكل":    "اكل",
		"قدّم":   "قدم",
		"كـتـاب": "كتاب",
	} {
		if got := Normalise(in); got != want {
			t.Errorf("Normalise(%s) = %s, want %s", in, got, want)
		}
	}
}

// Headwords are found by their normalised spelling, every way the
// dictionary writes them, in its order; multiword and Latin headwords are
// left out.
func TestHeadwords(t *testing.T) {
	dir := t.TempDir()
	index := "00databaseutf8\tA\tB\nأطفال\tB\tC\nاطفال\tD\tE\nحِلية\tF\tG\nبيت لحم\tH\tI\nmakefile\tJ\tK\n"
	if err := os.WriteFile(filepath.Join(dir, "freedict-ara-eng.index"), []byte(index), 0o644); err != nil {
		t.Fatal(err)
	}
	x := InDir(dir)
	for word, want := range map[string][]string{
		"الأطفال": nil,
		"اطفال":   {"أطفال", "اطفال"},
		"أطفال":   {"أطفال", "اطفال"},
		"حلية":    {"حِلية"},
		"بيت":     nil,
	} {
		got, err := x.Headwords(word)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("Headwords(%s) = %q, want %q", word, got, want)
		}
	}
	if New(filepath.Join(dir, "none.index")) != nil {
		t.Error("New of a missing file is not nil")
	}
}

// Entries keep the shadda that the index drops: under ذهب are both ذهب
// "went" and ذهّب "gild".
func TestEntries(t *testing.T) {
	x := New("")
	if !x.Available() {
		t.Skip("dict-freedict-ara-eng is not installed")
	}
	es, err := x.Entries("ذهب")
	if err != nil {
		t.Fatal(err)
	}
	var heads []string
	for _, e := range es {
		heads = append(heads, e.Head)
		if len(e.Senses) == 0 {
			t.Errorf("entry %q has no senses", e.Head)
		}
	}
	if !slices.Contains(heads, "ذهب") || !slices.Contains(heads, "ذهّب") {
		t.Errorf("Entries(ذهب) heads = %q, want ذهب and ذهّب", heads)
	}
}
