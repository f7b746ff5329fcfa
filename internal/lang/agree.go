package lang

import (
	"strings"
	"unicode"
)

// agreeWithTranslation puts first, for each word of a card, the sense that
// the card's own translation uses, when the translation is one we trust (a
// human's or an AI's, not a machine draft): the curated story whose back
// says "the waiter smiled" must not gloss camarero as "steward" beneath
// it. A word whose senses the translation does not use keeps its order.
func agreeWithTranslation(c *Card, translation string) {
	words := translationWords(translation)
	if len(words) == 0 {
		return
	}
	chosen := map[string]string{} // word → the sense now first
	for i := range c.Glosses {
		w := &c.Glosses[i]
		if len(w.Senses) < 2 || senseUsed(w.Senses[0], words) {
			continue
		}
		for k, s := range w.Senses[1:] {
			if senseUsed(s, words) {
				senses := append([]string{s}, w.Senses[:k+1]...)
				w.Senses = append(senses, w.Senses[k+2:]...)
				w.Gloss = ShortGloss(s)
				chosen[w.Text] = s
				break
			}
		}
	}
	if len(chosen) == 0 {
		return
	}
	hints := make([]Hint, len(c.Hints)) // a new slice: the hints may be shared with a cache
	copy(hints, c.Hints)
	for i, h := range hints {
		if s, ok := chosen[h.Word]; ok {
			hints[i].Gloss = s
		}
	}
	c.Hints = hints
}

// translationWords are the lower-case words of a translation.
func translationWords(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		out[w] = true
	}
	return out
}

// senseUsed reports whether a word of the sense (three letters or more, not
// a grammar word) appears in the translation, in any inflection that keeps
// its first letters (sleep → sleeps, sleeping; child → children).
func senseUsed(sense string, words map[string]bool) bool {
	for _, sw := range strings.FieldsFunc(strings.ToLower(dropBrackets(sense)), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len([]rune(sw)) < 3 || senseStop[sw] {
			continue
		}
		for w := range words {
			if w == sw || strings.HasPrefix(w, sw) && len(w)-len(sw) <= 3 ||
				len(w) >= 4 && strings.HasPrefix(sw, w) && len(sw)-len(w) <= 2 {
				return true
			}
		}
	}
	return false
}

// senseStop are the grammar words of English senses ("to be", "the one").
var senseStop = set("the and for with one something someone oneself from into onto that this have has been being was were are")
