package gloss

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestGermanSenseClasses runs the whole glosser on everyday sentences, one
// or two per class of wrong sense fixed (a gloss is the word's common sense). want is a substring
// of the hint's gloss, bad one it must not contain.
func TestGermanSenseClasses(t *testing.T) {
	g := newGermanGlosser(t)
	p := lang.Pair{Target: lang.German, Native: lang.English}
	for _, tt := range []struct{ sentence, word, want, bad string }{
		// A capitalised word inside a sentence is the noun, not the core
		// adverb or verb; at the start it stays the core word.
		{"Am Morgen trinkt die Großmutter ihren Kaffee.", "Morgen", "morning", "tomorrow"},
		{"Morgen besuchen wir die Tante.", "Morgen", "tomorrow", ""},
		{"Der Weg zum Bahnhof war lang.", "Weg", "way", "away"},
		// A verb form's own entries carry the sense its infinitive lacks,
		// but not when the form is joined to its particle.
		{"Die Kassiererin gibt mir das Geld zurück.", "gibt", "back", "gives"},
		{"Der Regen beeinflusst unsere Pläne.", "beeinflusst", "affect", "prejudice"},
		// A noun deu-eng has only with its article.
		{"Die Polizei fand den Dieb im Keller.", "Polizei", "police", ""},
		// A noun's sense filed with its article; a figurative sense last.
		{"Der Minister sprach vor der Öffentlichkeit.", "Öffentlichkeit", "public", "light"},
		// The sense compounds are built on (Schulaufsatz), not a trade's.
		{"Mein Sohn schreibt einen Aufsatz über seine Ferien.", "Aufsatz", "", "top"},
		// ... a verb's compounds are other verbs (hereinspazieren).
		{"Am Sonntag gehen wir im Park spazieren.", "spazieren", "stroll", "breeze"},
		// An English number word is common, not an unknown word that a
		// phrase beats ("a score of").
		{"Der Bus hatte zwanzig Minuten Verspätung.", "zwanzig", "twenty", "score"},
		// An idiom with a possessive ("hold your own") is not the verb.
		{"Die alten Häuser bestehen noch heute.", "bestehen", "", "your"},
		// A sense two entries share comes first (learned, not found out).
		{"Das Kind hat schnell lesen gelernt.", "gelernt", "learn", "found"},
		// An imperative at the start is the verb, not a compound's first
		// part (Schließ… "closure").
		{"Schließ bitte das Fenster, es ist kalt.", "Schließ", "close", "closure"},
		{"Stell die Blumen auf den Tisch.", "Stell", "put", "servo"},
		{"Nimm den Schirm mit, es regnet.", "Nimm", "take", ""},
		// A prefixed verb is not the core verb hunspell stems it to.
		{"Im August verbringen wir zwei Wochen bei der Oma.", "verbringen", "spend", "bring"},
		// The article tells homographs of two genders apart.
		{"Am Wochenende fahren wir mit den Rädern zum See.", "See", "lake", "sea"},
		{"Im Juli fahren wir an die See.", "See", "sea", "lake"},
		// ... but a plural entry is the singular's sense too (Alter <pl>
		// "ages", not the untagged "bro").
		{"Im Alter von sieben Jahren lernte sie schwimmen.", "Alter", "age", "bro"},
		// A noun's phrases in its entry mark the everyday sense (dichter
		// Nebel "fog"), a trade's compounds do not (Emissionsnebel).
		{"Wegen des Nebels fuhr der Vater langsam.", "Nebels", "fog", "nebula"},
		// Every person of a modal is a core word.
		{"Willst du mit uns ins Kino gehen? Du willst es doch.", "willst", "want", "sake"},
	} {
		hints, err := g.Explain(context.Background(), p, tt.sentence)
		if err != nil {
			t.Fatal(err)
		}
		var gloss string
		found := false
		for _, h := range hints {
			if h.Word == tt.word {
				gloss, found = h.Gloss, true
				break
			}
		}
		switch {
		case !found:
			t.Errorf("%q: no hint for %q", tt.sentence, tt.word)
		case !strings.Contains(gloss, tt.want):
			t.Errorf("%q: %s glossed %q, want %q", tt.sentence, tt.word, gloss, tt.want)
		case tt.bad != "" && strings.Contains(gloss, tt.bad):
			t.Errorf("%q: %s glossed %q, a wrong sense (%q)", tt.sentence, tt.word, gloss, tt.bad)
		}
	}
}

// TestDeItemRankIdiom: a phrase with a possessive placeholder ranks as an
// idiom, after the plain verb.
func TestDeItemRankIdiom(t *testing.T) {
	if idiom, plain := deItemRank("hold your own"), deItemRank("exist"); idiom <= plain {
		t.Errorf("deItemRank(hold your own) = %d, not after exist (%d)", idiom, plain)
	}
	if r := deItemRank("keep one's head"); r < 2*bandGeneral {
		t.Errorf("deItemRank(keep one's head) = %d, want an idiom's rank", r)
	}
}
