package gloss

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
)

// arNisbaAfter reads a word in -ية after a noun in -ة or -ات (a plural
// of things agrees in the feminine singular) of the same definiteness as the feminine of an adjective of relation in -ي (nisba),
// agreeing with that noun: الحديقة الخلفية "the back garden", السماء الليلية,
// البيئة الطبيعية "the natural environment", دولة أوروبية. ara-eng lists
// such words as the abstract nouns they also are (الطبيعية "naturalism",
// النهائية "finality", الخلفية "background"); after a feminine noun they
// are its adjective, the masculine's entry (طبيعي "natural"). It returns
// the masculine as a stem.
//
// A word in -ية whose masculine is a core adjective (ar_news.go: غربي
// "western", شمالي) is that adjective after any noun: السواحل الغربية "the
// western coasts", after a broken plural.
func arNisbaAfter(prev, word string) (arStem, bool) {
	w := arSpelt(word)
	stem, ok := strings.CutSuffix(w, "ية")
	if !ok {
		return arStem{}, false
	}
	p := arSpelt(prev)
	_, defW := cutArticle(stem)
	_, defP := cutArticle(strings.TrimPrefix(strings.TrimPrefix(p, "و"), "ف"))
	agrees := (strings.HasSuffix(p, "ة") || strings.HasSuffix(p, "ات")) && defW == defP && utf8.RuneCountInString(p) >= 3
	if !agrees && !arCoreAdjective(strings.TrimPrefix(stem, "ال")+"ي") {
		return arStem{}, false
	}
	if r, ok := cutArticle(stem); ok {
		stem = r
	}
	if utf8.RuneCountInString(stem) < 2 {
		return arStem{}, false
	}
	m := stem + "ي"
	return arStem{norm: arabic.Normalise(m), lite: unvowelled(m), spelt: m, shadda: arWritesShadda(word), noun: true, nisba: true}, true
}

// adjectivesFirst puts first the senses that are English adjectives of
// relation by their ending (nocturnal, Egyptian, polar, economic), when the
// first sense is no common word: a nisba's entry may list a name before
// them (ليلي "Lilly, nocturnal").
func adjectivesFirst(senses []string) []string {
	if len(senses) < 2 || inflectedRank(senses[0]) < unranked {
		return senses
	}
	var adj, rest []string
	for _, s := range senses {
		l := strings.ToLower(strings.TrimSpace(s))
		isAdj := false
		for _, suf := range []string{"al", "ic", "ian", "ar", "ary", "ous", "ive", "ese", "ish", "ern"} {
			if strings.HasSuffix(l, suf) && !strings.Contains(l, " ") {
				isAdj = true
				break
			}
		}
		if isAdj {
			adj = append(adj, s)
		} else {
			rest = append(rest, s)
		}
	}
	return append(adj, rest...)
}

// arCoreAdjective: a core adjective (ar_frequent.go, ar_news.go).
func arCoreAdjective(w string) bool {
	c, ok := arabicCore(arStem{norm: arabic.Normalise(w), lite: unvowelled(w)})
	return ok && c.pos == "adj"
}
