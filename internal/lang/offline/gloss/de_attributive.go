package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// An inflected word before a noun is an adjective or a participle used as
// one: "einem verborgenen Schatz" is verborgen "hidden", not the verb
// verborgen "lend out"; "den verletzten Vogel" verletzt "injured", not
// verletzen "break (a rule)". germanAttributive looks such a word up by its
// uninflected form, and lookupGerman then prefers the entries of that form
// that are not verbs or nouns (deAdjectiveEntries).

// deAdjEndings are the endings of an attributive adjective, longest first.
var deAdjEndings = []string{"en", "em", "er", "es", "e"}

// germanAttributive marks as adjectives the lower-case words, inside a
// sentence, that end like an inflected adjective, come before a
// capitalised word (a noun) and whose uninflected form deu-eng has written
// in lower case; that form becomes their first candidate.
func (g *Glosser) germanAttributive(words []*word) {
	for i := 1; i+1 < len(words); i++ {
		w, next := words[i], words[i+1]
		if w.gloss.POS != "" || isCapitalised(w.gloss.Word) || !isCapitalised(next.gloss.Word) || next.gloss.POS == "propn" {
			continue
		}
		low := strings.ToLower(w.gloss.Word)
		if len(w.candidates) > 0 && w.candidates[0] != w.gloss.Word && g.FreeDict.HasExactPOS(lang.German, lang.English, w.candidates[0], "adj") {
			w.gloss.POS = "adj" // the stem is the adjective already (nächsten: nächste "next")
			continue
		}
		for _, end := range deAdjEndings {
			base, ok := strings.CutSuffix(low, end)
			if !ok || len([]rune(base)) < 3 || !g.FreeDict.HasExact(lang.German, lang.English, base) {
				continue
			}
			rest := []string{base}
			for _, c := range w.candidates {
				if c != base {
					rest = append(rest, c)
				}
			}
			w.candidates, w.gloss.POS = rest, "adj"
			break
		}
	}
}

// deAdjectiveEntries keeps, of the entries of an adjective's form, those
// whose head is not tagged a verb or a noun (deu-eng tags adjectives <adj>
// and lists participles untagged: verletzt "injured, wounded, hurt"); all
// of them when none is left.
func deAdjectiveEntries(entries []string) []string {
	var out []string
	for _, e := range entries {
		head, _, _ := strings.Cut(e, "\n")
		if strings.Contains(head, "<v") || strings.Contains(head, " n,") || strings.Contains(head, "<n") || strings.Contains(head, "<masc") || strings.Contains(head, "<fem") || strings.Contains(head, "<neut") {
			continue
		}
		out = append(out, e)
	}
	if len(out) == 0 {
		return entries
	}
	return out
}

// deStemEntries are the entries deu-eng writes as an adjective's stem with
// an ellipsis, for its inflected forms ("meist… most" for die meisten
// Kinder), marked so that rankGermanEntries puts them first.
func (g *Glosser) deStemEntries(p lang.Pair, base string) []string {
	var out []string
	for _, e := range g.FreeDict.Entries(p.Target, p.Native, base) {
		if strings.HasPrefix(e, base+"…") {
			out = append(out, deStemMark+e)
		}
	}
	return out
}

// deStemMark marks an entry of deStemEntries.
const deStemMark = "\x00stem\x00"
