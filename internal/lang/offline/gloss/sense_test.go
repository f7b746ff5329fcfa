package gloss

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestRankEnglishSenses is the class "a dictionary's first sense is a rare
// one": a far more frequent head word moves to the front, a comparable one
// does not, and the order is otherwise kept.
func TestRankEnglishSenses(t *testing.T) {
	tests := []struct{ in, want []string }{
		{[]string{"give birth, labour", "have, have got", "own, possess"}, []string{"have, have got", "give birth, labour", "own, possess"}},
		{[]string{"relish", "eat"}, []string{"eat", "relish"}},
		{[]string{"avail", "sit", "be"}, []string{"be", "avail", "sit"}},
		{[]string{"to take", "to seize"}, []string{"to take", "to seize"}},
		{[]string{"house", "home"}, []string{"house", "home"}},
		{[]string{"dog"}, []string{"dog"}},
		{nil, nil},
	}
	for _, tt := range tests {
		if got := rankEnglishSenses(append([]string(nil), tt.in...)); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("rankEnglishSenses(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestCleanSenses is the class "phonetic residue and dictionary style in
// glosses".
func TestCleanSenses(t *testing.T) {
	got := cleanSenses([]string{"room rm, /ˌɛrˈɛm/", "  house ,", "/haʊs/", "Home", "Paris", "home"}, false)
	want := []string{"room rm", "house", "Home", "Paris"} // "home" repeats "Home"
	if !reflect.DeepEqual(got, want) {
		t.Errorf("cleanSenses = %q, want %q", got, want)
	}
	got = cleanSenses([]string{"Home", "Chamber", "I", "TV", "Anne Frank"}, true)
	want = []string{"home", "chamber", "I", "TV", "Anne Frank"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("cleanSenses(lower) = %q, want %q", got, want)
	}
}

// TestCoreWords is the class "function words, copulas and possessives get
// their common meaning and part of speech", in every language with a list.
func TestCoreWords(t *testing.T) {
	en := func(l lang.Code) lang.Pair { return lang.Pair{Target: l, Native: lang.English} }
	tests := []struct {
		pair               lang.Pair
		word, lemma, pos   string
		wantPOS, wantSense string
	}{
		{en(lang.Italian), "è", "essere", "verb", "verb", "be"},
		{en(lang.Italian), "ha", "avere", "verb", "verb", "have"},
		{en(lang.Portuguese), "tem", "ter", "verb", "verb", "have"},
		{en(lang.Portuguese), "sua", "suar", "verb", "det", "his, her, your"},
		{en(lang.Spanish), "está", "estar", "verb", "verb", "be"},
		{en(lang.French), "est", "être", "verb", "verb", "be"},
		{en(lang.French), "sa", "son", "det", "det", "his, her, its"},
		{en(lang.German), "ist", "sein", "", "verb", "is"},
		{en(lang.Arabic), "أن", "أن", "", "conj", "that"},
		{en(lang.Arabic), "إلى", "إلى", "", "prep", "to"},
		{en(lang.Arabic), "وفي", "وفي", "", "prep", "in"},
		{en(lang.Arabic), "هل", "هل", "", "part", "(yes/no question)"}, // a particle, not hinted (core_arabic.go)
		// Another native language: the part of speech, no English gloss.
		{lang.Pair{Target: lang.Portuguese, Native: lang.German}, "sua", "suar", "verb", "det", ""},
	}
	for _, tt := range tests {
		w := &word{gloss: lang.Gloss{Word: tt.word, Lemma: tt.lemma, POS: tt.pos}}
		applyCore(tt.pair, []*word{w})
		sense := ""
		if len(w.gloss.Senses) > 0 {
			sense = w.gloss.Senses[0]
		}
		if w.gloss.POS != tt.wantPOS || sense != tt.wantSense {
			t.Errorf("%s %q: pos %q sense %q, want %q %q", tt.pair, tt.word, w.gloss.POS, sense, tt.wantPOS, tt.wantSense)
		}
	}
	// A content word is left alone.
	w := &word{gloss: lang.Gloss{Word: "casa", Lemma: "casa", POS: "noun"}}
	applyCore(en(lang.Portuguese), []*word{w})
	if w.gloss.POS != "noun" || len(w.gloss.Senses) != 0 {
		t.Errorf("casa: %+v", w.gloss)
	}
}

// TestCandidates is the class "the base word fed to the lookup": German
// nouns keep their noun reading before a verb stem, Arabic proclitics come
// off.
func TestCandidates(t *testing.T) {
	got := germanNounCandidates("Hause", []string{"hausen", "Haus"})
	if got[0] != "Hause" || got[1] != "Haus" || got[len(got)-1] != "hausen" {
		t.Errorf("germanNounCandidates(Hause) = %q", got)
	}
	got = germanNounCandidates("Kindern", []string{"Kind"})
	if !reflect.DeepEqual(got[:2], []string{"Kindern", "Kind"}) {
		t.Errorf("germanNounCandidates(Kindern) = %q", got)
	}
	for word, stem := range map[string]string{"وبالبيت": "بيت", "بكتاب": "كتاب", "للبيت": "بيت", "كالأسد": "أسد", "فذهب": "ذهب", "لمحمد": "محمد"} {
		if c := arabicCandidates(word); !containsFold(c, stem) {
			t.Errorf("arabicCandidates(%q) = %q, want %q among them", word, c, stem)
		}
	}
}

// TestGlossRightSense runs the whole glosser on sentences of the classes
// above, with the installed dictionaries.
func TestGlossRightSense(t *testing.T) {
	g := newGlosser(t)
	ctx := context.Background()
	en := func(l lang.Code) lang.Pair { return lang.Pair{Target: l, Native: lang.English} }
	tests := []struct {
		pair     lang.Pair
		sentence string
		word     string
		want     string // a substring of the first sense; "-" = no hint
	}{
		{en(lang.Portuguese), "Ele tem uma casa.", "tem", "have"},
		{en(lang.Portuguese), "A sua mãe está em casa.", "sua", "-"},
		{en(lang.Italian), "La casa è grande.", "è", "be"},
		{en(lang.German), "Er ist zu Hause.", "Hause", "home"},
		{en(lang.German), "Die Richtung ist falsch.", "Richtung", ""},
		{en(lang.Arabic), "أريد أن أذهب إلى البيت.", "أن", "-"},
		{en(lang.Arabic), "وقال الرجل إن الكتاب في الغرفة.", "الغرفة", "room"},
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
		case tt.want == "-" && found != nil:
			t.Errorf("%s %q: a hint for the function word %q: %+v", tt.pair, tt.sentence, tt.word, *found)
		case tt.want != "-" && found == nil:
			t.Errorf("%s %q: no hint for %q", tt.pair, tt.sentence, tt.word)
		case tt.want != "-" && !strings.Contains(found.Gloss, tt.want):
			t.Errorf("%s %q: %q glossed %q, want %q", tt.pair, tt.sentence, tt.word, found.Gloss, tt.want)
		case tt.word == "Richtung" && found.Lemma != "Richtung":
			t.Errorf("Richtung looked up as %q, want as written", found.Lemma)
		}
	}
}
