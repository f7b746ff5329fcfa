package gloss

import (
	"context"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestGermanAttributive: an inflected participle or adjective before a
// noun is looked up by its uninflected form, among the entries that are
// not verbs: "verborgenen Kiste" is hidden, not "lend out".
func TestGermanAttributive(t *testing.T) {
	g := newGermanGlosser(t)
	p := lang.Pair{Target: lang.German, Native: lang.English}
	for _, tt := range []struct{ sentence, word, lemma, notGloss string }{
		{"Sie fand die verborgene Kiste im Garten.", "verborgene", "verborgen", "lend out sth."},
		{"Wir trugen den verletzten Hund nach Hause.", "verletzten", "verletzt", "break sth."},
		{"Die meisten Leute wohnen in der Stadt.", "meisten", "meist", "almost, nearly, near"},
	} {
		toks := lang.WordsOnly(lang.UnicodeWords(tt.sentence))
		words, err := g.analyse(context.Background(), lang.German, tt.sentence)
		if err != nil {
			t.Fatal(err)
		}
		g.germanSentence(tt.sentence, toks, words) // as analyse does (gloss.go)
		for _, w := range words {
			if w.gloss.Word != tt.word {
				continue
			}
			senses, lemma := g.lookupGerman(p, w, 6)
			if lemma != tt.lemma || w.gloss.POS != "adj" || len(senses) == 0 || senses[0] == tt.notGloss {
				t.Errorf("%q: %s = %s %s %q, want adjective %s, not %q", tt.sentence, tt.word, lemma, w.gloss.POS, senses, tt.lemma, tt.notGloss)
			}
		}
	}
}
