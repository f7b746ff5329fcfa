package gloss

// Korean core words written alike with two parts of speech (새 "new" and
// "bird", 안 "not" and "inside", 차다 "cold" and "kick"): coreList keeps
// the first entry of a word, so the second is kept here and chosen by the
// grammar around the word.

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// koAltWords are the core words' second entries with another part of
// speech than the first.
var koAltWords map[string]coreWord

func koAlternatives(pairs ...string) map[string]coreWord {
	first := map[string]string{}
	out := map[string]coreWord{}
	for i := 0; i+1 < len(pairs); i += 2 {
		for _, item := range strings.Split(pairs[i+1], "|") {
			w, g, _ := strings.Cut(item, "=")
			p, seen := first[w]
			if !seen {
				first[w] = pairs[i]
				continue
			}
			if _, taken := out[w]; !taken && p != pairs[i] {
				out[w] = coreWord{pos: pairs[i], gloss: g}
			}
		}
	}
	return out
}

// koHomograph chooses between a core word's two entries: the noun when a
// case particle follows it in the word (새를 "bird", 안에 "inside": a
// determiner or an adverb takes none), the verb when the word before ends
// in the object particle 을/를, or the word before it (공을 힘껏 찼다 "kicked
// the ball hard": an adjective takes no object). c is the entry found for
// cand, a base of the word surface.
func koHomograph(c coreWord, cand, surface string, before []string) coreWord {
	alt, ok := koAltWords[cand]
	if !ok {
		return c
	}
	if rest, cut := strings.CutPrefix(surface, cand); cut && rest != "" && (c.pos == "det" || c.pos == "adv" || c.pos == "intj") && (alt.pos == "noun" || alt.pos == "pron") && koParticleChain(rest) {
		return alt
	}
	if c.pos == "adj" && alt.pos == "verb" && slices.ContainsFunc(before, koObject) {
		return alt
	}
	return c
}

// koObject reports whether a word ends in the object particle: 을 after a
// syllable with a final consonant (공을), 를 after one without (사과를);
// not 마을 "village" or 가을 "autumn", whose 을 follows no final.
func koObject(w string) bool {
	if len(w) <= len("을") {
		return false
	}
	last, n := utf8.DecodeLastRuneInString(w)
	prev, _ := utf8.DecodeLastRuneInString(w[:len(w)-n])
	if prev < 0xAC00 || prev > 0xD7A3 {
		return false
	}
	final := (prev-0xAC00)%28 != 0
	return (last == '을' && final) || (last == '를' && !final)
}

// koParticleChain reports whether s is a particle, or an inner particle
// and a particle (에는, 에서도, 으로만).
func koParticleChain(s string) bool {
	if containsString(koSuffixes, s) {
		return true
	}
	for _, in := range koInner {
		if rest, ok := strings.CutPrefix(s, in); ok && containsString(koParticles, rest) {
			return true
		}
	}
	return false
}
