package gloss

import (
	"context"
	"slices"
	"strings"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
)

// fixSenseInputs corrects, before any dictionary is asked, what the
// analyser gets wrong in ways that choose a wrong sense (product §7: a
// wrong gloss is worse than none):
//   - a capitalised given name, common in stories and texts for learners,
//     that the analyser reads as a rare common noun is a name (pt "o Tom"
//     is not tom, "tone"; fr Pierre is not pierre, "stone"); a character
//     named by an everyday noun keeps its meaning (es "el Conejo");
//   - a feminine noun is looked up as written before its masculine lemma
//     (pt filha, "daughter", is lemmatised filho, "son"; fr filles → fils);
//   - an English noun the tagger reads as a verb or an adjective after a
//     determiner is a noun ("one store carries" is not almacenar, "the
//     world" not mundial).
func (g *Glosser) fixSenseInputs(ctx context.Context, p lang.Pair, words []*word) {
	for _, w := range words {
		if w.part == nil || w.gloss.POS == "punct" {
			continue
		}
		if w.gloss.POS == "noun" && isCapitalised(w.gloss.Word) && !isAllCaps(w.gloss.Word) && nameWords[strings.ToLower(w.gloss.Word)] {
			w.gloss.POS, w.gloss.Lemma = "propn", w.gloss.Word
			continue
		}
		if w.gloss.POS == "noun" && slices.Contains(w.gloss.Tags, "f") {
			if fem := feminineForms(w.gloss.Word, w.gloss.Tags); len(fem) > 0 && !slices.Contains(fem, strings.ToLower(w.gloss.Lemma)) {
				w.candidates = append(fem, w.candidates...)
			}
		}
	}
	if p.Target == lang.English && g.bidix(p) {
		g.repairEnglishNouns(ctx, p, words)
	}
	if p.Target == lang.German && g.FreeDict != nil && g.FreeDict.Has(p.Target, p.Native) {
		g.germanExactCase(p, words)
	}
}

// germanExactCase puts first, inside a sentence, the lookup forms that the
// dictionary writes with the word's own case: German capitalises nouns, so
// a capitalised word is a noun (Tagen: Tag "day", not tagen "meet") and a
// lower-case one is not (kennenlernen is not the noun Kennenlernen). A
// lower-case word that is an adjective or adverb as written comes before
// its stems: a participle used as an adjective is glossed as one (verrückt "crazy", not
// verrücken "move"; unerwartet "unexpected", not erwarten).
func (g *Glosser) germanExactCase(p lang.Pair, words []*word) {
	for i, w := range words {
		if i == 0 || w.initial || w.part != nil || len(w.candidates) < 2 || !needsGloss(w) || closedClass(w.gloss.POS) {
			continue
		}
		var exact, rest []string
		if !isCapitalised(w.gloss.Word) && g.FreeDict.HasExactPOS(p.Target, p.Native, w.gloss.Word, "adj", "adv") {
			exact = append(exact, w.gloss.Word)
		}
		for _, c := range w.candidates {
			switch {
			case slices.Contains(exact, c):
			case g.FreeDict.HasExact(p.Target, p.Native, c) && isCapitalised(c) == isCapitalised(w.gloss.Word):
				exact = append(exact, c)
			default:
				rest = append(rest, c)
			}
		}
		if len(exact) > 0 {
			w.candidates = append(exact, rest...)
		}
	}
}

// nameWords are given names, common in stories and in texts for learners
// (Tatoeba's Tom), that the Romance analysers also read as a common noun:
// written capitalised, they are the name (ru_names.go does the same for
// Russian).
var nameWords = map[string]bool{"tom": true, "pierre": true, "marc": true, "ken": true, "dan": true, "bob": true}

func isAllCaps(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		n++
	}
	return n > 1
}

// feminineForms are the singular forms, as written, of a feminine noun of a
// Romance language: the word itself, or without its plural -s (filhas →
// filha, filles → fille, figlie → figlia).
func feminineForms(surface string, tags []string) []string {
	low := strings.ToLower(surface)
	if !slices.Contains(tags, "pl") {
		return []string{low}
	}
	var out []string
	if s, ok := strings.CutSuffix(low, "s"); ok && len(s) > 2 {
		out = append(out, s)
	}
	if s, ok := strings.CutSuffix(low, "e"); ok && len(s) > 2 {
		out = append(out, s+"a") // it figlie → figlia
	}
	return out
}

// englishDeterminerWords are the words after which an English word is a
// noun or an adjective, never a finite verb.
var englishDeterminerWords = map[string]bool{
	"the": true, "a": true, "an": true, "this": true, "that": true, "these": true, "those": true, "my": true, "your": true,
	"his": true, "her": true, "its": true, "our": true, "their": true, "one": true, "every": true, "each": true, "no": true,
	"some": true, "any": true, "another": true,
}

// repairEnglishNouns re-reads as nouns the words the English tagger reads as
// a verb right after a determiner ("one store", "the play"), or as an
// adjective that no noun follows ("the world has", "on television"), when
// the bilingual dictionary has the word as a noun.
func (g *Glosser) repairEnglishNouns(ctx context.Context, p lang.Pair, words []*word) {
	var todo []*word
	var parts []apertium.Part
	for i, w := range words {
		if w.part == nil || len(w.gloss.Senses) > 0 || len(w.gloss.Tags) == 0 || strings.Contains(w.gloss.Word, " ") {
			continue
		}
		prev := ""
		if i > 0 {
			prev = strings.ToLower(words[i-1].gloss.Word)
		}
		nextNoun := i+1 < len(words) && (words[i+1].gloss.POS == "noun" || words[i+1].gloss.POS == "adj" || words[i+1].gloss.POS == "propn")
		switch {
		case w.gloss.Tags[0] == "vblex" && englishDeterminerWords[prev] && (slices.Contains(w.gloss.Tags, "pres") || slices.Contains(w.gloss.Tags, "inf")):
		case w.gloss.Tags[0] == "adj" && len(w.gloss.Tags) == 1 && !nextNoun && (englishDeterminerWords[prev] || i > 0 && words[i-1].gloss.POS == "prep"):
		default:
			continue
		}
		num := "sg"
		if strings.HasSuffix(strings.ToLower(w.gloss.Word), "s") && !strings.HasSuffix(strings.ToLower(w.part.Lemma), "s") {
			num = "pl"
		}
		todo = append(todo, w)
		parts = append(parts, apertium.Part{Lemma: w.part.Lemma, Tags: []string{"n", num}})
	}
	if len(todo) == 0 {
		return
	}
	tr, err := g.Apertium.Bidix(ctx, p, parts)
	if err != nil {
		return
	}
	for k, senses := range tr {
		if k < len(todo) && len(senses) > 0 {
			w := todo[k]
			pt := parts[k]
			w.part, w.gloss.POS, w.gloss.Tags = &pt, "noun", pt.Tags
		}
	}
}
