package apertium

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestChainsThroughSpanish: every pair between en, fr, it, pt (no mode of
// its own) is translated through Spanish, labelled with Via, and the
// pairs with a mode keep it.
func TestChainsThroughSpanish(t *testing.T) {
	a := newApertium(t)
	ctx := context.Background()
	sentences := map[lang.Code]string{
		lang.French: "Le chat dort.", lang.Italian: "Il gatto dorme.", lang.Portuguese: "O gato dorme.", lang.English: "The cat sleeps.",
	}
	cat := map[lang.Code]string{lang.French: "chat", lang.Italian: "gatto", lang.Portuguese: "gato", lang.English: "cat"}
	for from, s := range sentences {
		for to := range sentences {
			if from == to {
				continue
			}
			p := lang.Pair{Target: from, Native: to}
			if !a.Supports(lang.CapTranslate, p) {
				t.Errorf("%s: no chain", p)
				continue
			}
			if a.Direct(p) {
				t.Errorf("%s: has a direct mode?", p)
			}
			tr, err := a.Translate(ctx, p, []string{s, ""})
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if tr[0].Via != lang.Spanish || !tr[0].MachineDraft || !strings.Contains(tr[0].Provider, "+") {
				t.Errorf("%s: %+v, want a draft via Spanish", p, tr[0])
			}
			if !strings.Contains(strings.ToLower(tr[0].Text), cat[to]) {
				t.Errorf("%s: %q → %q, want %q in it", p, s, tr[0].Text, cat[to])
			}
			if tr[1].Text != "" {
				t.Errorf("%s: empty sentence gave %q", p, tr[1].Text)
			}
		}
	}
	for _, p := range []lang.Pair{{Target: lang.Spanish, Native: lang.English}, {Target: lang.French, Native: lang.Spanish}} {
		tr, err := a.Translate(ctx, p, []string{"Hola."})
		if err != nil || tr[0].Via != "" {
			t.Errorf("%s: %+v %v, want a direct translation", p, tr, err)
		}
	}
	for _, p := range []lang.Pair{{Target: lang.German, Native: lang.English}, {Target: lang.English, Native: lang.Russian}} {
		if a.Supports(lang.CapTranslate, p) {
			t.Errorf("%s: no chain should reach it", p)
		}
	}
}

// TestTidyDraft is the class "surface defects of drafts".
func TestTidyDraft(t *testing.T) {
	for in, want := range map[string]string{
		"María goes in in a small coffee .": "María goes in a small coffee.",
		"It  is   cold , no ?":              "It is cold, no?",
		"The the dog":                       "The dog",
		"1 1 2":                             "1 1 2",
	} {
		if got := tidyDraft(in); got != want {
			t.Errorf("tidyDraft(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPivotReportsUnknown: a draft lists the words it left untranslated,
// without Apertium's marks in its text. A French word unknown to fr-es and
// Spanish left over after the second stage ("Sra", "reflexionaba") are
// misses; a name passed through (Leclerc, written with a capital inside a
// sentence of the story) is not, even where it starts a sentence. Direct
// es → en reports the same way.
func TestPivotReportsUnknown(t *testing.T) {
	a := newApertium(t)
	ctx := context.Background()
	for _, tt := range []struct {
		pair      lang.Pair
		in        []string
		unknown   [][]string
		notMarked string
	}{
		{lang.Pair{Target: lang.French, Native: lang.English},
			[]string{"Mme Leclerc mange une pomme.", "Leclerc réfléchissait à Marseille.", "Le xyzzyx est grand."},
			[][]string{{"Sra"}, {"reflexionaba"}, {"xyzzyx"}}, "Leclerc"},
		{lang.Pair{Target: lang.Spanish, Native: lang.English},
			[]string{"Dijo el comisario ensimismadamente.", "La señora García lee el periódico."},
			[][]string{{"ensimismadamente"}, nil}, "García"},
	} {
		if !a.Supports(lang.CapTranslate, tt.pair) {
			t.Errorf("%s: not installed", tt.pair)
			continue
		}
		tr, err := a.Translate(ctx, tt.pair, tt.in)
		if err != nil {
			t.Fatal(err)
		}
		for i, g := range tr {
			if strings.ContainsAny(g.Text, "*@#") {
				t.Errorf("%s %q: %q keeps a mark", tt.pair, tt.in[i], g.Text)
			}
			if !reflect.DeepEqual(g.Unknown, tt.unknown[i]) {
				t.Errorf("%s %q → %q: unknown %q, want %q", tt.pair, tt.in[i], g.Text, g.Unknown, tt.unknown[i])
			}
			for _, w := range g.Unknown {
				if !strings.Contains(g.Text, w) || w == tt.notMarked {
					t.Errorf("%s: unknown %q is not a miss of %q", tt.pair, w, g.Text)
				}
			}
		}
	}
}
