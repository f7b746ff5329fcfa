package gloss

import (
	"strings"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
)

// The shape of a word and its tags: what class, case, number or sentence end
// it is, as the analysers and dictionaries need to know.

// closedClass reports whether a part of speech is a closed class.
func closedClass(pos string) bool {
	switch pos {
	case "det", "pron", "prep", "conj", "part":
		return true
	}
	return false
}

// abbreviated returns a word with, when it ends with a period, the form
// without it: FreeDict has "Mr", Apertium reads "Mr.".
func abbreviated(s string) []string {
	if t := strings.TrimSuffix(s, "."); t != s && t != "" {
		return []string{s, t}
	}
	return []string{s}
}

func isCapitalised(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

func isNumber(s string) bool {
	for _, r := range s {
		if unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// endsSentence reports whether the next word starts a new sentence.
func endsSentence(u apertium.Unit) bool {
	return len(u.Parts) > 0 && len(u.Parts[0].Tags) > 0 && u.Parts[0].Tags[0] == "sent"
}

func isWord(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// lowerFirst lower-cases a lemma that is capitalised only because its word
// starts a sentence ("Comer" from "Comimos").
func lowerFirst(lemma, surface string) string {
	r := []rune(lemma)
	if len(r) == 0 || !unicode.IsUpper(r[0]) {
		return lemma
	}
	rest := string(r[1:])
	if strings.ToLower(rest) != rest {
		return lemma // an acronym or a name
	}
	return strings.ToLower(string(r[:1])) + rest
}

// coarsePOS maps Apertium tags to the engine's coarse parts of speech.
func coarsePOS(tags []string) string {
	if len(tags) == 0 {
		return "other"
	}
	switch tags[0] {
	case "n":
		return "noun"
	case "np":
		return "propn"
	case "vblex", "vbser", "vbhaver", "vbmod", "vbdo", "vaux":
		return "verb"
	case "adj":
		return "adj"
	case "adv", "preadv":
		return "adv"
	case "prn", "rel":
		return "pron"
	case "det", "predet":
		return "det"
	case "pr":
		return "prep"
	case "cnjcoo", "cnjsub", "cnjadv":
		return "conj"
	case "num":
		return "num"
	case "ij":
		return "intj"
	case "sent", "cm", "lpar", "rpar", "lquest", "guio", "apos", "quot", "percent", "lpunt", "rpunt":
		return "punct"
	}
	return "other"
}

func jaPOS(p string) string {
	switch p {
	case "noun", "propn", "verb", "adj", "adv", "pron", "num", "conj", "intj", "det":
		return p
	case "part", "part-conj", "aux", "suffix", "prefix":
		return "part"
	}
	return "other"
}

// IsContent reports whether a part of speech carries meaning a learner
// looks up (nouns, verbs, adjectives, adverbs).
func IsContent(pos string) bool {
	switch pos {
	case "noun", "verb", "adj", "adv":
		return true
	}
	return false
}
