package gloss

import (
	"slices"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// englishAuxiliaries gloss English's auxiliary and modal verbs for Spanish
// speakers. Apertium's eng-spa dictionary translates "be" as ser alone (I'm
// leaving: estar), gives will and would no translation at all, so that
// FreeDict's noun "voluntad" (the will) took their place, and gives "do"
// none either, so that don't became "cometer" (commit). Keys are the
// analyser's lemma; "" means a grammatical word with no hint of its own.
var englishAuxiliaries = map[string]string{
	"be": "ser, estar", "can": "poder", "could": "poder", "may": "poder", "might": "poder",
	"must": "deber, tener que", "should": "deber", "ought": "deber",
	"will": "", "would": "", "shall": "", "do": "",
}

// englishGrammarAux glosses the auxiliaries that carry grammar, not a
// meaning, for the interlinear line, where every word shows a gloss
// (product §6): will and would by the Spanish ending that does their work,
// "did" by the preterite's, after a remark in brackets (a sense starting
// with "-" is dropped as an affix, cleanSense); do in a question has no
// Spanish word, and its remark keeps the dictionary's "cometer" (commit)
// off it. Keys are forms as written in lower case, then the lemma.
var englishGrammarAux = map[string]string{
	"will": "(futuro) -rá", "'ll": "(futuro) -rá", "shall": "(futuro) -ré", "would": "(condicional) -ría", "'d": "(condicional) -ría",
	"did": "(pasado) -ó", "do": "(auxiliar)", "does": "(auxiliar)",
}

// englishDeterminers gloss the English articles and possessives for
// Spanish speakers: Apertium's eng-spa gives the pronoun forms (my → mío,
// her → suyo, a → uno), which are not what stands before a noun. Keys are
// forms in lower case.
var englishDeterminers = map[string]string{
	"a": "un, una", "an": "un, una", "the": "el, la", "my": "mi", "your": "tu, su", "his": "su", "her": "su", "its": "su",
	"our": "nuestro", "their": "su", "this": "este, esta", "that": "ese, esa", "these": "estos", "those": "esos",
	"mine": "mío", "yours": "tuyo, suyo", "hers": "suyo", "ours": "nuestro", "theirs": "suyo",
}

// applyEnglishSpanish glosses the auxiliaries of an English sentence for a
// Spanish speaker: by the analyser's tags (vbser, vbdo, vaux; "do" as a
// full verb, vblex, is left to the dictionaries). A negative contraction
// (don't, won't, can't) adds "no".
func applyEnglishSpanish(words []*word) {
	for _, w := range words {
		if w.part == nil || len(w.gloss.Tags) == 0 {
			continue
		}
		if d, ok := englishDeterminers[strings.ToLower(w.gloss.Word)]; ok && (w.gloss.Tags[0] == "det" || slices.Contains(w.gloss.Tags, "pos")) {
			w.gloss.Senses, w.gloss.Source = []string{d}, coreSource
			continue
		}
		switch w.gloss.Tags[0] {
		case "vbser", "vbdo", "vaux":
		default:
			continue
		}
		g, ok := englishAuxiliaries[strings.ToLower(w.gloss.Lemma)]
		if !ok {
			continue
		}
		negative := strings.HasSuffix(strings.ToLower(w.gloss.Word), "n't") || strings.HasSuffix(strings.ToLower(w.gloss.Word), "n’t")
		switch {
		case negative && g == "":
			g = "no"
		case negative:
			g = "no " + g
		}
		if g == "" {
			w.gloss.POS = "part" // no hint: will, would, do carry grammar, not a meaning
			low := strings.ToLower(w.gloss.Word)
			if a, ok := englishGrammarAux[low]; ok {
				g = a
			} else if g = englishGrammarAux[strings.ToLower(w.gloss.Lemma)]; g == "" {
				continue
			}
		}
		w.gloss.Senses, w.gloss.Source = []string{g}, coreSource
	}
}

// isEnglishSpanish: the pair whose auxiliaries applyEnglishSpanish glosses.
func isEnglishSpanish(p lang.Pair) bool {
	return p.Target == lang.English && p.Native == lang.Spanish
}
