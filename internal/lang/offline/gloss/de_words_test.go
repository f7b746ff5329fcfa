package gloss

import (
	"context"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestGermanPrefixVerbs: a verb whose stem lost its prefix is looked up
// with it (versteckte: verstecken "hide", not stecken "put").
func TestGermanPrefixVerbs(t *testing.T) {
	g := newGermanGlosser(t)
	const sentence = "Der Hund versteckte den Knochen im Garten."
	words, err := g.analyse(context.Background(), lang.German, sentence)
	if err != nil {
		t.Fatal(err)
	}
	g.germanSentence(sentence, lang.WordsOnly(lang.UnicodeWords(sentence)), words)
	for _, w := range words {
		if w.gloss.Word == "versteckte" && w.candidates[0] != "verstecken" {
			t.Errorf("versteckte looked up as %q, want verstecken first", w.candidates)
		}
	}
}
