package gloss

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// TestRankEnglishSensesCommonFirstStands is the class "a common first
// sense is not replaced": only an obscure first sense gives way, a light
// head word (on, be) does not count, and a phrase ranks as its rarest word.
func TestRankEnglishSensesCommonFirstStands(t *testing.T) {
	tests := []struct{ in, want []string }{
		// fr aussi: "also" first stays; "on that account" is not "on".
		{[]string{"also, likewise, too", "on that account, therefore"}, []string{"also, likewise, too", "on that account, therefore"}},
		// de sitzen: an idiom led by "be" is not promoted over "sit".
		{[]string{"sit", "be doing time, be serving time"}, []string{"sit", "be doing time, be serving time"}},
		// de Zug: two common senses keep the dictionary's order.
		{[]string{"train", "move in a game, move, play"}, []string{"train", "move in a game, move, play"}},
		// an obscure first sense gives way, even when it ends like a
		// common word (stocking is not "stock"); fr bas, read as an
		// adjective.
		{[]string{"draught", "train"}, []string{"train", "draught"}},
		{[]string{"stocking", "lower part, foot, bottom", "low"}, []string{"low", "stocking", "lower part, foot, bottom"}},
	}
	for _, tt := range tests {
		if got := rankEnglishSenses(append([]string(nil), tt.in...)); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("rankEnglishSenses(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for w, base := range map[string]string{"houses": "house", "trees": "tree", "cities": "city"} {
		if wordRank(w) != wordRank(base) || wordRank(w) == unranked {
			t.Errorf("wordRank(%q) = %d, want the rank of %q (%d)", w, wordRank(w), base, wordRank(base))
		}
	}
	if r := itemRank("be doing time"); r <= wordRank("time") {
		t.Errorf("itemRank(be doing time) = %d, want more than time's %d (a phrase)", r, wordRank("time"))
	}
}

// TestMoreCoreWords is the class "frequent words whose dictionary sense is
// wrong" (core_more.go), and that a form is matched only where it should.
func TestMoreCoreWords(t *testing.T) {
	en := func(l lang.Code) lang.Pair { return lang.Pair{Target: l, Native: lang.English} }
	tests := []struct {
		pair               lang.Pair
		word, lemma, pos   string
		wantPOS, wantSense string
	}{
		{en(lang.Italian), "Non", "non", "adv", "adv", "not"},
		{en(lang.Italian), "dobbiamo", "dovere", "verb", "verb", "must, have to"},
		{en(lang.French), "tu", "taire", "verb", "pron", "you"},  // a form two words share (formCore): the pronoun, not taire's participle
		{en(lang.Italian), "come", "comere", "verb", "verb", ""}, // a lemma only: no core entry for the tagger's lemma
		{en(lang.French), "tu", "tu", "prn", "pron", "you"},
		{en(lang.German), "weiß", "wissen", "verb", "verb", "know"},
		{en(lang.German), "auch", "auch", "", "adv", "also, too"},
		{en(lang.German), "das", "da", "", "det", "the"}, // the form first: hunspell's stem "da" is a guess
		{en(lang.Portuguese), "foi", "ser", "verb", "verb", "was, went"},
		{en(lang.Spanish), "fueron", "ir", "verb", "verb", "were, went"},
		{en(lang.Spanish), "como", "comer", "verb", "verb", ""}, // "I eat", not the adverb
	}
	for _, tt := range tests {
		w := &word{gloss: lang.Gloss{Word: tt.word, Lemma: tt.lemma, POS: tt.pos}}
		applyCore(tt.pair, []*word{w})
		sense := ""
		if len(w.gloss.Senses) > 0 {
			sense = w.gloss.Senses[0]
		}
		if w.gloss.POS != tt.wantPOS || sense != tt.wantSense {
			t.Errorf("%s %q (%s): pos %q sense %q, want %q %q", tt.pair, tt.word, tt.lemma, w.gloss.POS, sense, tt.wantPOS, tt.wantSense)
		}
	}
}

// TestEnglishAuxiliariesForSpanish is the class "English auxiliaries
// glossed for Spanish speakers" (en_core.go).
func TestEnglishAuxiliariesForSpanish(t *testing.T) {
	p := lang.Pair{Target: lang.English, Native: lang.Spanish}
	mk := func(surface, lemma, tag string) *word {
		return &word{gloss: lang.Gloss{Word: surface, Lemma: lemma, POS: "verb", Tags: []string{tag}}, part: &apertium.Part{Lemma: lemma, Tags: []string{tag}}}
	}
	for _, tt := range []struct {
		w        *word
		pos, sen string
	}{
		{mk("are", "be", "vbser"), "verb", "ser, estar"},
		{mk("don't", "do", "vbdo"), "verb", "no"},
		{mk("will", "will", "vaux"), "part", "(futuro) -rá"},
		{mk("can't", "can", "vaux"), "verb", "no poder"},
		{mk("works", "work", "vblex"), "verb", ""},
	} {
		applyCore(p, []*word{tt.w})
		sense := ""
		if len(tt.w.gloss.Senses) > 0 {
			sense = tt.w.gloss.Senses[0]
		}
		if tt.w.gloss.POS != tt.pos || sense != tt.sen {
			t.Errorf("%q: pos %q sense %q, want %q %q", tt.w.gloss.Word, tt.w.gloss.POS, sense, tt.pos, tt.sen)
		}
	}
}

// TestGlossSensesInContext runs the whole glosser on sentences of the
// classes above with the installed dictionaries: the right sense first and
// the reported wrong one absent from the hint.
func TestGlossSensesInContext(t *testing.T) {
	g := newGlosser(t)
	if g.Russian = mueller.New(""); g.Russian != nil {
		g.Russian.Rank = EnglishRank
	}
	ctx := context.Background()
	en := func(l lang.Code) lang.Pair { return lang.Pair{Target: l, Native: lang.English} }
	tests := []struct {
		pair           lang.Pair
		sentence, word string
		want, not      string // want: a substring of the hint ("-" = no hint, "name" = a name); not: absent from it
	}{
		{en(lang.German), "Wir wissen nicht, wie lange der Film dauert.", "wissen", "know", "knowledge"},
		{en(lang.German), "Sie ist auch fast fertig.", "fast", "almost", "bevel"},
		{en(lang.German), "Das Kind sitzt auf dem Stuhl.", "sitzt", "sit", "time"},
		{en(lang.Italian), "Oggi non lavoriamo.", "non", "not", "hands"},
		{en(lang.French), "Elle vient aussi ce soir.", "aussi", "also", "therefore"},
		{en(lang.Portuguese), "Ontem ela foi ao mercado.", "foi", "went", ""},
		{en(lang.French), "Il parle à voix basse.", "basse", "low", "stocking"},
		{lang.Pair{Target: lang.English, Native: lang.Spanish}, "The old key was under a stone.", "key", "", "tono"}, // llave or clave
		{lang.Pair{Target: lang.English, Native: lang.Spanish}, "The old key was under a stone.", "stone", "piedra", "hueso"},
		{lang.Pair{Target: lang.English, Native: lang.Spanish}, "We don't sing.", "don't", "no", "cometer"},
		{lang.Pair{Target: lang.English, Native: lang.Spanish}, "They make bread every morning.", "make", "hacer", ""},
		{lang.Pair{Target: lang.English, Native: lang.Spanish}, "My friends are here.", "are", "estar", ""},
		// A story's character named by a noun keeps the noun's meaning
		// (the lesson shows it as the name, capitalised: "Rabbit").
		{en(lang.Spanish), "Entonces el Conejo miró a la Tortuga.", "Conejo", "rabbit", ""},
	}
	if g.Russian != nil {
		tests = append(tests, []struct {
			pair           lang.Pair
			sentence, word string
			want, not      string
		}{
			{en(lang.Russian), "Соседка иногда заходит к нам вечером.", "заходит", "", "decline"},
			{en(lang.Russian), "Соседка иногда заходит к нам вечером.", "заходит", "", "walk"},
			{en(lang.Russian), "Моя работа начинается рано.", "работа", "work", "make"},
			{en(lang.Russian), "Официант принёс нам суп.", "Официант", "waiter", "garcon"},
			{en(lang.Russian), "Их деревня стоит у реки.", "деревня", "village", "dorp"},
			{en(lang.Russian), "Это очень странный дом.", "странный", "strange", "rum"},
			{en(lang.Russian), "Том пишет письмо бабушке.", "Том", "name", ""},
		}...)
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
		case found == nil:
			t.Errorf("%s %q: no hint for %q", tt.pair, tt.sentence, tt.word)
		case !strings.Contains(found.Gloss, tt.want):
			t.Errorf("%s %q: %q glossed %q, want %q", tt.pair, tt.sentence, tt.word, found.Gloss, tt.want)
		case tt.not != "" && strings.Contains(found.Gloss, tt.not):
			t.Errorf("%s %q: %q glossed %q, must not contain %q", tt.pair, tt.sentence, tt.word, found.Gloss, tt.not)
		}
	}
}

// TestRussianSensesAndForms: the two most direct English words are shown
// together when the second is common ("love, like"), not with a rare one;
// past forms of -сти verbs find their infinitive.
func TestRussianSensesAndForms(t *testing.T) {
	if got := joinRussianSenses([]string{"love", "like", "adore"}); !reflect.DeepEqual(got, []string{"love, like", "adore"}) {
		t.Errorf("joinRussianSenses = %q", got)
	}
	if got := joinRussianSenses([]string{"topcoat", "greatcoat"}); !reflect.DeepEqual(got, []string{"topcoat", "greatcoat"}) {
		t.Errorf("joinRussianSenses(rare second) = %q", got)
	}
	for form, inf := range map[string]string{"принёс": "приносить", "несла": "нести", "вёз": "везти"} {
		primary, _, _ := russianCandidates([]string{form})
		if !containsString(primary, inf) {
			t.Errorf("russianCandidates(%s) = %q, want %s among them", form, primary, inf)
		}
	}
}
