package gloss

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
)

// koreanCompound glosses a noun written as two nouns joined (눈사람 "snow
// person", 생일파티 "birthday party": Korean writes compounds without a
// space), when no dictionary knows it whole: the longest first part that
// the core words or the hanja route know, then the rest, which must be
// known too; a word of two syllables is never split. It returns the two glosses joined with " + " and the source
// (the core words when both parts come from them), or "" when the word
// does not split so.
func (g *Glosser) koreanCompound(noun string) (string, string, error) {
	// Three syllables at least: two one-syllable nouns make look-alikes
	// (날개 "wing" is not 날 "day" + 개 "dog").
	n := utf8.RuneCountInString(noun)
	if n < 3 || n > 6 || strings.HasSuffix(noun, "다") {
		return "", "", nil
	}
	r := []rune(noun)
	for i := n - 1; i >= 1; i-- {
		a, srcA, err := g.koreanNoun(string(r[:i]))
		if err != nil || a == "" {
			if err != nil {
				return "", "", err
			}
			continue
		}
		if koBoundNouns[string(r[i:])] {
			// A bound noun follows a modifier, never a noun in a
			// compound: 도토리 "acorn" is not 陶土 "potter's clay" + 리
			// "reason".
			continue
		}
		b, srcB, err := g.koreanNoun(string(r[i:]))
		if err != nil {
			return "", "", err
		}
		if b == "" {
			continue
		}
		src := coreSource
		if srcA != coreSource || srcB != coreSource {
			src = HanjaSource
		}
		return koPartGloss(a) + " + " + koPartGloss(b), src, nil
	}
	return "", "", nil
}

// koreanNoun is a noun's gloss from the core words (a noun there) or, for
// two syllables or more, the hanja route.
func (g *Glosser) koreanNoun(s string) (string, string, error) {
	if c, ok := coreWords[lang.Korean][s]; ok && c.pos == "noun" {
		return c.gloss, coreSource, nil
	}
	if utf8.RuneCountInString(s) < 2 {
		return "", "", nil
	}
	senses, pos, err := g.hanjaSenses(s)
	if err != nil || len(senses) == 0 || pos != "noun" {
		return "", "", err
	}
	return senses[0], HanjaSource, nil
}

// koBoundNouns are the bound nouns (의존 명사) that the core words gloss:
// they follow a verb's modifier form (갈 수 있다, 그럴 리가 없다), so they
// are never the last part of a compound noun.
var koBoundNouns = map[string]bool{"수": true, "리": true, "것": true, "거": true, "줄": true, "데": true, "적": true, "뿐": true, "중": true, "때": true, "척": true, "채": true, "듯": true, "바": true, "터": true}

// koPartGloss writes a part's alternative senses with slashes (눈 "eye,
// snow" → "eye/snow"), so that the compound's gloss is not cut to the
// first of them ("eye" for 눈사람, "snowman").
func koPartGloss(g string) string {
	return strings.ReplaceAll(g, ", ", "/")
}
