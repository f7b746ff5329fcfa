package gloss

// The order of a Sino-Korean word's senses. CC-CEDICT orders a Chinese
// word's senses for Chinese, and often first a narrowed one, marked by a
// remark in brackets (開發 "to exploit (a resource)", then "to open up
// (for development)", then "to develop"): the plain sense is the general
// one, which is what the Korean word mostly means. And a Korean noun is
// glossed as a noun: when CC-CEDICT has only verb senses ("to develop"),
// the noun 개발 is "developing", not "to develop".

import (
	"strings"
	"unicode/utf8"
)

// koPlainFirst moves forward, when the first sense carries a remark in
// brackets, the first of the next few senses of the same kind (verb or
// not) that has none.
func koPlainFirst(senses []string) []string {
	if len(senses) < 2 || !strings.ContainsAny(senses[0], "([") {
		return senses
	}
	verb := koVerbSense(senses[0])
	for i := 1; i < len(senses) && i < 4; i++ {
		if strings.ContainsAny(senses[i], "([") || koVerbSense(senses[i]) != verb {
			continue
		}
		out := append([]string{senses[i]}, senses[:i]...)
		return append(out, senses[i+1:]...)
	}
	return senses
}

func koVerbSense(s string) bool {
	return strings.HasPrefix(strings.TrimSpace(stripParens(s)), "to ")
}

// koGerund writes a verb sense as a noun: "to develop" → "developing",
// "to form a cabinet" → "forming a cabinet". Other senses are kept.
func koGerund(s string) string {
	rest, ok := strings.CutPrefix(strings.TrimSpace(s), "to ")
	if !ok || rest == "" {
		return s
	}
	verb, tail, _ := strings.Cut(rest, " ")
	if tail != "" {
		tail = " " + tail
	}
	if verb == "be" || !koASCIIWord(verb) {
		return s
	}
	return koIng(verb) + tail
}

func koASCIIWord(w string) bool {
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return len(w) > 1
}

// koIng adds -ing to an English verb: make → making, die → dying, stop →
// stopping (a short verb ending consonant–vowel–consonant), see → seeing.
func koIng(v string) string {
	n := utf8.RuneCountInString(v)
	vowel := func(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }
	switch {
	case strings.HasSuffix(v, "ie"):
		return v[:n-2] + "ying"
	case strings.HasSuffix(v, "e") && !strings.HasSuffix(v, "ee") && !strings.HasSuffix(v, "ye") && !strings.HasSuffix(v, "oe") && n > 2:
		return v[:n-1] + "ing"
	case n == 3 && !vowel(v[0]) && vowel(v[1]) && !vowel(v[2]) && strings.IndexByte("wxy", v[2]) < 0:
		return v + v[2:] + "ing"
	case n == 4 && !vowel(v[0]) && !vowel(v[1]) && vowel(v[2]) && !vowel(v[3]) && strings.IndexByte("wxy", v[3]) < 0:
		return v + v[3:] + "ing"
	}
	return v + "ing"
}
