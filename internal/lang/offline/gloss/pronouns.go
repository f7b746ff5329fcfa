package gloss

import (
	"slices"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// Apertium analyses a personal pronoun to the placeholder lemma "prpers"
// (es ella, le; en she, him) or to the lemma of another person (fr elle →
// il, pt ela → ele), with its person, gender, number and case in the tags;
// its bilingual dictionary translates the placeholder to itself, so a card
// showed "prpers" (or "he" for "she") under every pronoun of a sentence
// (product §6: every word of the interlinear gloss is read). The pronoun's
// gloss is made here from its tags: case from the tags (en subj, obj), from
// the clitic tags (pro, enc: an object; the dative clitics by their form),
// or for a tonic pronoun from its place (after a preposition: an object).

// pronoun is what the tags of a personal pronoun say.
type pronoun struct {
	person, number, gender string // p1..p3; sg, pl, sp; m, f, nt, mf
	form                   string // subj, obj, dat, with (conmigo), ref
	clitic                 bool   // an unstressed object (lo, le, o): a person or a thing
}

// Forms as written that settle what the tags leave open.
var (
	// datives are the clitics that mean "to him/her/them".
	datives = map[lang.Code][]string{
		lang.Spanish: {"le", "les"}, lang.Portuguese: {"lhe", "lhes"}, lang.Italian: {"gli"}, lang.French: {"lui", "leur"},
	}
	// tonicObjects are the tonic forms that are objects only.
	tonicObjects = map[lang.Code][]string{
		lang.Spanish: {"mí", "ti", "sí"}, lang.Portuguese: {"mim", "ti", "si"}, lang.Italian: {"me", "te", "sé"}, lang.French: {"moi", "toi", "eux", "soi"},
	}
	// withForms are the tonic forms that are "with" + the pronoun.
	withForms = map[lang.Code][]string{
		lang.Spanish: {"conmigo", "contigo", "consigo"}, lang.Portuguese: {"comigo", "contigo", "conosco", "connosco", "convosco", "consigo"},
	}
	// politeYou are the forms of "you" tagged as the third person.
	politeYou = []string{"usted", "ustedes", "você", "vocês", "vosotros", "vosotras"}
	// frenchSubjectOrObject are French clitics tagged alike as subject and
	// object (nous voyons, il nous voit).
	frenchSubjectOrObject = []string{"nous", "vous"}
)

// readPronoun reads the personal pronoun words[i]; false for another word
// (a reflexive se, an adverbial y, en, ci, a possessive).
func readPronoun(l lang.Code, words []*word, i int) (pronoun, bool) {
	w := words[i]
	tags := w.gloss.Tags
	if w.part == nil || len(tags) == 0 || tags[0] != "prn" || slices.Contains(tags, "pos") || slices.Contains(tags, "adv") {
		return pronoun{}, false
	}
	var pr pronoun
	for _, t := range tags[1:] {
		switch t {
		case "p1", "p2", "p3":
			pr.person = t
		case "sg", "pl", "sp":
			pr.number = t
		case "m", "f", "nt", "mf":
			pr.gender = t
		case "subj", "obj":
			pr.form = t
		case "ref":
			pr.form = "ref"
		}
	}
	if pr.person == "" {
		return pronoun{}, false
	}
	if pr.form == "ref" && l != lang.English {
		return pronoun{}, false // se, si: "oneself" (core_more.go)
	}
	low := strings.ToLower(w.gloss.Word)
	if slices.Contains(politeYou, low) {
		pr.person = "p2"
	}
	prevPOS := ""
	if i > 0 {
		prevPOS = words[i-1].gloss.POS
	}
	nextVerb := i+1 < len(words) && words[i+1].gloss.POS == "verb"
	switch {
	case pr.form != "":
	case slices.Contains(withForms[l], low) || strings.Contains(low, " "):
		pr.form = "with" // conmigo; it "con me" is one multiword
	case l == lang.French && (low == "lui" || low == "leur") && nextVerb:
		pr.form = "dat" // elle lui donne: tagged as the tonic lui
	case l == lang.French && slices.Contains(frenchSubjectOrObject, low):
		pr.form = "subj" // nous voyons; il nous voit, ne nous voit, avec nous
		if slices.Contains([]string{"pron", "propn", "noun", "prep", "adv"}, prevPOS) {
			pr.form = "obj"
		}
	case slices.Contains(tags, "pro") || slices.Contains(tags, "enc"):
		pr.form, pr.clitic = "obj", true
		if slices.Contains(datives[l], low) {
			pr.form = "dat"
		}
	case prevPOS == "prep" || slices.Contains(tonicObjects[l], low):
		pr.form = "obj"
	default:
		pr.form = "subj"
	}
	return pr, true
}

// englishPronoun is the English of a pronoun of another language.
func englishPronoun(pr pronoun) string {
	third := func(m, f, nt, mf string) string {
		switch pr.gender {
		case "m":
			return m
		case "f":
			return f
		case "nt":
			return nt
		}
		return mf
	}
	var base string
	obj := pr.form != "subj"
	switch {
	case pr.person == "p1" && pr.number == "pl":
		base = map[bool]string{false: "we", true: "us"}[obj]
	case pr.person == "p1":
		base = map[bool]string{false: "I", true: "me"}[obj]
	case pr.person == "p2":
		base = "you"
	case pr.number == "pl":
		base = map[bool]string{false: "they", true: "them"}[obj]
	case pr.clitic && pr.form == "obj":
		// lo, la, o, a, le (fr): the object clitic is a person or a thing.
		base = third("him/it", "her/it", "him/it", "him/her")
	case obj:
		base = third("him", "her", "it", "him/her")
	default:
		base = third("he", "she", "it", "he/she")
	}
	switch pr.form {
	case "dat":
		base = strings.TrimSuffix(strings.TrimSuffix(base, "/it"), "/it")
		if base == "it" {
			return "to it"
		}
		return "to " + base
	case "with":
		return "with " + strings.TrimSuffix(base, "/it")
	}
	return base
}

// spanishPronoun is the Spanish of an English pronoun (en → es), by its
// tags and, after a preposition, in its tonic form (for me: para mí).
func spanishPronoun(lemma string, pr pronoun, afterPrep bool) string {
	if pr.form == "ref" {
		return map[string]string{
			"myself": "me, mí mismo", "yourself": "te, ti mismo", "himself": "se, sí mismo", "herself": "se, sí misma",
			"itself": "se, sí mismo", "ourselves": "nos, nosotros mismos", "yourselves": "os, vosotros mismos", "themselves": "se, sí mismos",
		}[strings.ToLower(lemma)]
	}
	key := pr.person + "." + pr.number
	if pr.person == "p3" && pr.number == "sg" {
		key += "." + pr.gender
	}
	if pr.person == "p2" {
		key = "p2"
	}
	var table map[string]string
	switch {
	case pr.form == "subj":
		table = map[string]string{"p1.sg": "yo", "p2": "tú/usted", "p3.sg.m": "él", "p3.sg.f": "ella", "p3.sg.nt": "ello", "p1.pl": "nosotros", "p3.pl": "ellos/ellas"}
	case afterPrep:
		table = map[string]string{"p1.sg": "mí", "p2": "ti/usted", "p3.sg.m": "él", "p3.sg.f": "ella", "p3.sg.nt": "ello", "p1.pl": "nosotros", "p3.pl": "ellos/ellas"}
	default:
		table = map[string]string{"p1.sg": "me", "p2": "te", "p3.sg.m": "lo/le", "p3.sg.f": "la/le", "p3.sg.nt": "lo", "p1.pl": "nos", "p3.pl": "los/las/les"}
	}
	return table[key]
}

// applyPronouns glosses the personal pronouns of a sentence from their
// tags: into English for English speakers, and English's into Spanish for
// Spanish speakers (the only pair whose bidix returns the placeholder for
// the native side too). It runs before the dictionaries, which then leave
// the pronouns alone; for other pairs the part of speech still keeps them
// out of hints.
func applyPronouns(p lang.Pair, words []*word) {
	if p.Native != lang.English && !isEnglishSpanish(p) {
		return
	}
	for i, w := range words {
		pr, ok := readPronoun(p.Target, words, i)
		if !ok {
			continue
		}
		var g string
		if p.Target == lang.English {
			if p.Native != lang.Spanish {
				continue
			}
			g = spanishPronoun(w.gloss.Lemma, pr, i > 0 && words[i-1].gloss.POS == "prep")
		} else {
			g = englishPronoun(pr)
		}
		if g == "" {
			continue
		}
		w.gloss.POS = "pron"
		w.gloss.Senses, w.gloss.Source = []string{g}, coreSource
		if strings.EqualFold(w.gloss.Lemma, "prpers") || w.gloss.Lemma == "" {
			w.gloss.Lemma = strings.ToLower(w.gloss.Word) // never show the placeholder
		}
	}
}
