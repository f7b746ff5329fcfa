package gloss

import "github.com/storyglot/storyglot/internal/lang"

// germanSentence reads what a German word means from the words around it,
// once the sentence is analysed and before any dictionary is asked: a
// particle at the end of a clause belongs to the clause's verb
// (de_separable.go), an inflected word before a noun is an adjective
// (de_attributive.go); a verb's prefix, which hunspell may drop, is kept
// (de_words.go). toks are the words of sentence with their offsets,
// words their analysis, one for one.
func (g *Glosser) germanSentence(sentence string, toks []lang.Token, words []*word) {
	if g.FreeDict == nil || len(toks) != len(words) {
		return
	}
	g.germanPrefixVerbs(words) // de_words.go
	g.germanSeparable(sentence, toks, words)
	g.germanAttributive(words)
	germanGenders(words) // de_gender.go
}
