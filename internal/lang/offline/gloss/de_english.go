package gloss

import "strings"

// deu-eng glosses a German participle by an English one (gesehen "seen,
// looked, viewed, conceived of"; verletzt "injured, wounded, hurt"), and
// englishRank ranks only base forms: without englishFormRank every
// participle is unranked and a rare one can come first.

// englishFormRank is wordRank, and for a word it does not rank, the rank
// of the verb it is a past form or participle of (seen → see by
// arabic.go's englishIrregular; closed → close, stopped → stop, carried →
// carry); "unranked" when none is known. An -ly adverb is not ranked as its
// adjective: schnell is "quick" before "quickly".
func englishFormRank(w string) int {
	if r := wordRank(w); r != unranked {
		return r
	}
	if englishNumbers[w] {
		return numberRank
	}
	if v, ok := englishIrregular[w]; ok {
		return wordRank(v)
	}
	var bases []string
	if b, ok := strings.CutSuffix(w, "ied"); ok {
		bases = append(bases, b+"y")
	}
	if b, ok := strings.CutSuffix(w, "ed"); ok && len(b) >= 2 {
		bases = append(bases, b, b+"e")
		if n := len(b); n >= 3 && b[n-1] == b[n-2] {
			bases = append(bases, b[:n-1]) // stopped → stop
		}
	}
	for _, b := range bases {
		if r := wordRank(b); r != unranked {
			return r
		}
	}
	return unranked
}

// englishNumbers are the English number words, which englishRank leaves
// out: unranked, "twenty" lost to the phrase "a score of" (zwanzig). They
// rank as common words (numberRank).
var englishNumbers = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen
fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million`) {
		m[w] = true
	}
	return m
}()

const numberRank = 200
