package gloss

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestGermanSeparable: a particle at the end of a clause (before its
// punctuation, "und" or the end) joins the clause's verb, which is looked
// up as the compound; a particle inside a clause is a preposition.
func TestGermanSeparable(t *testing.T) {
	g := newGermanGlosser(t)
	for _, tt := range []struct {
		sentence, verb, lemma, particle string
	}{
		{"Der Bus kommt heute sehr spät an.", "kommt", "ankommen", "an"},
		{"Am Abend zog sie ihren Mantel an und ging.", "zog", "anziehen", "an"},
		{"Er wachte früh auf, weil es laut war.", "wachte", "aufwachen", "auf"},
		{"Nach der Reise kehrten wir nach Hause zurück.", "kehrten", "zurückkehren", "zurück"},
		{"Er wartet an der Tür.", "wartet", "", ""},
	} {
		sentence := tt.sentence
		toks := lang.WordsOnly(lang.UnicodeWords(sentence))
		words, err := g.analyse(context.Background(), lang.German, sentence)
		if err != nil {
			t.Fatal(err)
		}
		g.germanSeparable(sentence, toks, words)
		for _, w := range words {
			switch {
			case w.gloss.Word == tt.verb && tt.lemma == "" && strings.HasPrefix(w.candidates[0], "an"):
				t.Errorf("%q: %s joined a particle inside the clause: %q", sentence, tt.verb, w.candidates)
			case w.gloss.Word == tt.verb && tt.lemma != "" && (w.candidates[0] != tt.lemma || w.gloss.Lemma != tt.lemma):
				t.Errorf("%q: %s looked up as %q (lemma %s), want %s first", sentence, tt.verb, w.candidates, w.gloss.Lemma, tt.lemma)
			case w.gloss.Word == tt.particle && w.gloss.POS != "part":
				t.Errorf("%q: particle %s is %q, want part", sentence, tt.particle, w.gloss.POS)
			}
		}
	}
}

// TestGermanJoined: a verb joined to its particle is not glossed from the
// core lists as the simple verb ("sah ... aus" is not "saw").
func TestGermanJoined(t *testing.T) {
	joined := &word{gloss: lang.Gloss{Word: "sah", Lemma: "aussehen", POS: "verb"}, candidates: []string{"aussehen", "sehen", "sah"}}
	plain := &word{gloss: lang.Gloss{Word: "sah", Lemma: "sehen", POS: "verb"}, candidates: []string{"sehen", "sah"}}
	written := &word{gloss: lang.Gloss{Word: "ankommen", Lemma: "ankommen", POS: "verb"}, candidates: []string{"ankommen"}}
	if !germanJoined(joined) || germanJoined(plain) || germanJoined(written) {
		t.Errorf("germanJoined: joined %v, plain %v, written as one %v", germanJoined(joined), germanJoined(plain), germanJoined(written))
	}
}
