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
		return a + " + " + b, src, nil
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
