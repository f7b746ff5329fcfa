package gloss

import (
	"context"
	"slices"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestPtPivotSenses: the sense with the chain's English word comes first,
// that word first; a rare only sense gets the chain's common word before
// it; a chain that names nothing in the senses and a common first sense
// change nothing (senses written here in por-eng's style).
func TestPtPivotSenses(t *testing.T) {
	for _, tt := range []struct {
		senses, english []string
		want            string
		ok              bool
	}{
		{[]string{"individual", "person"}, []string{"person"}, "person", true},
		{[]string{"accrue, grow", "aggrandize, augment, enlarge, increase"}, []string{"augment", "increase"}, "increase, aggrandize, augment, enlarge", true},
		{[]string{"adjacent", "close, near, next"}, []string{"next"}, "next, close, near", true},
		{[]string{"hoist, hoist up, run up, wind up"}, []string{"raise"}, "raise", true},
		{[]string{"house", "home"}, []string{"building"}, "house", false},
		{[]string{"bairn, child, infant"}, []string{"boy"}, "bairn, child, infant", false},
	} {
		got, ok := ptPivotSenses(tt.senses, tt.english)
		if got[0] != tt.want || ok != tt.ok {
			t.Errorf("ptPivotSenses(%q, %q) = %q, %v; want %q first, %v", tt.senses, tt.english, got, ok, tt.want, tt.ok)
		}
	}
}

// TestPtPivotEnglish: with Apertium's pt-es and es-en installed, a
// Portuguese word gets its default English through Spanish.
func TestPtPivotEnglish(t *testing.T) {
	g := newGlosser(t)
	p := lang.Pair{Target: lang.Portuguese, Native: lang.English}
	if !g.bidix(lang.Pair{Target: lang.Portuguese, Native: lang.Spanish}) {
		notInstalled(t, "apertium-es-pt")
	}
	words, err := g.analyse(context.Background(), p.Target, "A pessoa abriu a porta.")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range words {
		if w.gloss.Word == "porta" {
			if en := g.ptPivotEnglish(context.Background(), w); !slices.Contains(en, "door") {
				t.Errorf("porta through Spanish: %q, want door", en)
			}
		}
	}
}
