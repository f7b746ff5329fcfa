package gloss

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// TestSenseClassesInContext runs the whole glosser, with the installed
// analysers and dictionaries, on sentences of each class of wrong sense
// that sense_pos.go, senses_roundtrip.go and rank.go fix; want is a
// substring of the hint ("name" = a name, no gloss), not must be absent.
func TestSenseClassesInContext(t *testing.T) {
	g := newGlosser(t)
	if g.Russian = mueller.New(""); g.Russian != nil {
		g.Russian.Rank = EnglishRank
	}
	ctx := context.Background()
	en := func(l lang.Code) lang.Pair { return lang.Pair{Target: l, Native: lang.English} }
	enes := lang.Pair{Target: lang.English, Native: lang.Spanish}
	tests := []struct {
		pair           lang.Pair
		sentence, word string
		want, not      string
	}{
		// A given name the analyser reads as a rare common noun is a name.
		{en(lang.Portuguese), "Eu acho melhor você ficar com o Tom.", "Tom", "name", ""},
		{en(lang.French), "Je pense que Pierre viendra demain.", "Pierre", "name", ""},
		// A feminine noun is not glossed as its masculine lemma.
		{en(lang.Portuguese), "A filha dele é linda.", "filha", "daughter", "son"},
		{en(lang.Portuguese), "A esposa dele chegou.", "esposa", "wife", "husband"},
		{en(lang.French), "Les filles dansent.", "filles", "", "son"},
		// An English noun the tagger reads as a verb or an adjective.
		{enes, "Only one store carries this book.", "store", "tienda", "almacenar"},
		{enes, "Has the world gone mad?", "world", "mundo", "mundial"},
		// Round trip: a sense that goes back to the word among others.
		{enes, "Do you love him?", "love", "querer", "encantar"},
		{enes, "He must have missed the train.", "missed", "perder", "echar"},
		// A noun's senses in the order of the pair's FreeDict dictionary.
		{enes, "I get off work at 2:30.", "work", "trabajo", "obra"},
		{enes, "Fill in this application form.", "form", "formulario", ""},
		// A linking verb before its adjective.
		{enes, "I look very different.", "look", "parecer", "mirar"},
		// A synonym set in alphabetical order shows its common word first.
		{en(lang.Portuguese), "Tom espera que Mary o ajude.", "ajude", "help", "serve"},
		// Forms two verbs share; interrogatives.
		{en(lang.French), "Il faut que ce soit maintenant.", "faut", "must", "fail"},
		// German case: a capitalised word is a noun, a lower-case adjective
		// is glossed as written.
		{en(lang.German), "Ich habe seit drei Tagen nicht geschlafen.", "Tagen", "day", "meet"},
		{en(lang.German), "Die Leute denken, ich sei verrückt.", "verrückt", "crazy", "back"},
	}
	if g.Russian != nil {
		// An adjective as written is its own lemma, not a case of a noun;
		// a phrase's translation in the dictionary is not the headword's.
		tests = append(tests, []struct {
			pair           lang.Pair
			sentence, word string
			want, not      string
		}{
			{en(lang.Russian), "Это очень дорогой смартфон.", "дорогой", "expensive", "road"},
			{en(lang.Russian), "Я знаю, что Том родился в Бостоне.", "родился", "", "light"},
		}...)
	}
	// An interrogative is glossed, though a pronoun gives no hint.
	if x := glossesOf(t, g, en(lang.French), "Quelle heure est-il ?")["Quelle"]; len(x.Senses) == 0 || !strings.Contains(x.Senses[0], "what") {
		t.Errorf("fr Quelle glossed %q, want what", x.Senses)
	}
	for _, tt := range tests {
		hints, err := g.Explain(ctx, tt.pair, tt.sentence)
		if err != nil {
			t.Fatal(err)
		}
		var found *lang.Hint
		for i := range hints {
			if hints[i].Word == tt.word {
				found = &hints[i]
			}
		}
		switch {
		case tt.want == "name":
			if found != nil && (found.POS != "propn" || found.Gloss != "") {
				t.Errorf("%s %q: %q hinted %+v, want a name", tt.pair, tt.sentence, tt.word, *found)
			}
		case found == nil && tt.want != "":
			t.Errorf("%s %q: no hint for %q", tt.pair, tt.sentence, tt.word)
		case found == nil:
		case !strings.Contains(found.Gloss, tt.want):
			t.Errorf("%s %q: %q glossed %q, want %q", tt.pair, tt.sentence, tt.word, found.Gloss, tt.want)
		case tt.not != "" && strings.Contains(found.Gloss, tt.not):
			t.Errorf("%s %q: %q glossed %q, must not contain %q", tt.pair, tt.sentence, tt.word, found.Gloss, tt.not)
		}
	}
}

// TestCommonItemsFirst: a synonym set in alphabetical order is reordered
// by frequency; a dictionary's own order is kept.
func TestCommonItemsFirst(t *testing.T) {
	for in, want := range map[string]string{
		"abet, aid, assist, help": "help, assist, abet, aid",
		"bairn, child, infant":    "child, infant, bairn",
		"house, home":             "house, home",
		"new, renewed, another":   "new, renewed, another",
		"also, likewise, too":     "also, likewise, too",
	} {
		if got := commonItemsFirst(in); got != want {
			t.Errorf("commonItemsFirst(%q) = %q, want %q", in, got, want)
		}
	}
	got := rankEnglishSenses([]string{"affair, business, matter", "abet, aid, assist, help"})
	if !reflect.DeepEqual(got, []string{"business, matter, affair", "help, assist, abet, aid"}) {
		t.Errorf("rankEnglishSenses(alphabetical sets) = %q", got)
	}
}

// TestRoundTripScore: a sense is the word's when it goes back to it among
// other words, or first to a light word.
func TestRoundTripScore(t *testing.T) {
	if roundTripScore("love", []string{"want", "love"}) != 0 || roundTripScore("key", []string{"tone"}) != 1 || roundTripScore("make", []string{"do"}) != 0 {
		t.Error("roundTripScore does not tell the word's senses from another word's")
	}
}

// TestFeminineForms: the singular as written of a feminine noun.
func TestFeminineForms(t *testing.T) {
	for _, tt := range []struct {
		word string
		tags []string
		want []string
	}{
		{"filha", []string{"n", "f", "sg"}, []string{"filha"}},
		{"Filles", []string{"n", "f", "pl"}, []string{"fille"}},
		{"figlie", []string{"n", "f", "pl"}, []string{"figlia"}},
	} {
		if got := feminineForms(tt.word, tt.tags); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("feminineForms(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
}
