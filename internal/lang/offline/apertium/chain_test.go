package apertium

import (
	"context"
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
