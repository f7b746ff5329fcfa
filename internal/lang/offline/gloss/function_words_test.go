package gloss

import (
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
	"github.com/storyglot/storyglot/internal/lang/offline/zh"
)

// checkShort glosses a sentence and checks the short gloss (what the
// interlinear line shows, product §6) of each listed word: never empty,
// never Apertium's placeholder "prpers".
func checkShort(t *testing.T, g *Glosser, p lang.Pair, sentence string, want map[string]string) {
	t.Helper()
	got := glossesOf(t, g, p, sentence)
	for w, short := range want {
		x, ok := got[w]
		if !ok {
			t.Errorf("%s %q: no word %q in %v", p, sentence, w, got)
			continue
		}
		s := ""
		if len(x.Senses) > 0 {
			s = lang.ShortGloss(x.Senses[0])
		}
		if s != short || s == "" || strings.Contains(strings.Join(x.Senses, " "), "prpers") || strings.EqualFold(x.Lemma, "prpers") {
			t.Errorf("%s %q: %q glossed %q (lemma %q, senses %q), want %q", p, sentence, w, s, x.Lemma, x.Senses, short)
		}
	}
}

// The personal pronouns of the Apertium languages are glossed from their
// tags (pronouns.go): case from the clitic tags, the dative forms and the
// place after a preposition.
func TestGlossPersonalPronouns(t *testing.T) {
	g := newGlosser(t)
	en := func(l lang.Code) lang.Pair { return lang.Pair{Target: l, Native: lang.English} }
	checkShort(t, g, en(lang.Spanish), "Ella habla y él le escribe una carta.", map[string]string{"Ella": "she", "él": "he", "le": "to him/her"})
	checkShort(t, g, en(lang.Spanish), "Nosotros los buscamos con ellas.", map[string]string{"Nosotros": "we", "los": "them", "ellas": "them"})
	checkShort(t, g, en(lang.Spanish), "Yo te miro y tú me escuchas.", map[string]string{"Yo": "I", "te": "you", "tú": "you", "me": "me"})
	checkShort(t, g, en(lang.French), "Elle parle et ils la regardent.", map[string]string{"Elle": "she", "ils": "they", "la": "her/it"})
	checkShort(t, g, en(lang.Italian), "Lei canta e noi la sentiamo.", map[string]string{"Lei": "she", "noi": "we"})
	checkShort(t, g, en(lang.Portuguese), "Ela canta e eles a ouvem.", map[string]string{"Ela": "she", "eles": "they"})
	es := lang.Pair{Target: lang.English, Native: lang.Spanish}
	checkShort(t, g, es, "She writes to him and we help her.", map[string]string{"She": "ella", "him": "él", "we": "nosotros"})
	checkShort(t, g, es, "I saw them with my sister.", map[string]string{"I": "yo", "my": "mi"})
	checkShort(t, g, es, "They would come, but did he know?", map[string]string{"They": "ellos/ellas", "would": "-ría", "did": "-ó"})
}

// Articles, prepositions (with their contractions) and conjunctions take
// the list's gloss where the dictionaries misread them (it nella "by no
// means", dal "a long time", pt pela "instead of") or leave them blank (it
// e, con, ma).
func TestGlossFunctionWords(t *testing.T) {
	g := newGlosser(t)
	en := func(l lang.Code) lang.Pair { return lang.Pair{Target: l, Native: lang.English} }
	checkShort(t, g, en(lang.Italian), "Il gatto dorme nella cucina e il cane va dal vicino con Marco, ma torna.", map[string]string{"nella": "in the", "dal": "from the", "e": "and", "con": "with", "ma": "but"})
	checkShort(t, g, en(lang.Portuguese), "O menino anda pela praia com o pai e vai ao mercado.", map[string]string{"pela": "by the", "com": "with", "ao": "to the", "e": "and"})
	checkShort(t, g, en(lang.French), "Le chat dort dans la cuisine et mange du pain avec nous.", map[string]string{"dans": "in", "et": "and", "avec": "with", "nous": "us"})
	checkShort(t, g, en(lang.Spanish), "El niño va al mercado con su padre y compra pan para la cena.", map[string]string{"al": "to the", "con": "with", "y": "and", "para": "for"})
	checkShort(t, g, en(lang.German), "Ich gehe mit dir in die Stadt, aber er bleibt bei uns.", map[string]string{"Ich": "I", "in": "in", "aber": "but", "uns": "us", "er": "he"})
}

// Japanese and Chinese particles with an English word of their own show
// it first; their grammar remark follows.
func TestGlossParticleMeanings(t *testing.T) {
	ja := newJapaneseGlosser(t)
	jp := lang.Pair{Target: lang.Japanese, Native: lang.English}
	checkShort(t, ja, jp, "弟は駅で姉と会いました。", map[string]string{"で": "at/by", "と": "and/with"})
	checkShort(t, ja, jp, "これは父の車です。", map[string]string{"の": "'s/of"})
	checkShort(t, ja, jp, "明日学校へ行きます。", map[string]string{"へ": "to"})
	zg := &Glosser{Cedict: cedict.New(), Words: map[lang.Code]lang.WordSegmenter{lang.Chinese: zh.New()}}
	if !zg.Cedict.Available() {
		t.Skip("CC-CEDICT is not installed (run scripts/setup)")
	}
	checkShort(t, zg, lang.Pair{Target: lang.Chinese, Native: lang.English}, "这是我的书。", map[string]string{"的": "'s/of"})
}

// The English of a pronoun from its tags, without an analyser.
func TestEnglishPronoun(t *testing.T) {
	for _, tt := range []struct {
		pr   pronoun
		want string
	}{
		{pronoun{person: "p3", number: "sg", gender: "f", form: "subj"}, "she"},
		{pronoun{person: "p3", number: "sg", gender: "mf", form: "dat"}, "to him/her"},
		{pronoun{person: "p3", number: "pl", gender: "m", form: "obj"}, "them"},
		{pronoun{person: "p1", number: "sg", gender: "mf", form: "with"}, "with me"},
		{pronoun{person: "p3", number: "sg", gender: "nt", form: "obj", clitic: true}, "him/it"},
	} {
		if got := englishPronoun(tt.pr); got != tt.want {
			t.Errorf("englishPronoun(%+v) = %q, want %q", tt.pr, got, tt.want)
		}
	}
}
