package gloss

import (
	"context"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// jaCompounds glosses a word written in kanji that the analyser cut from
// the kanji after it by the compound they make, when JMdict lists that
// compound and not the first word alone is meant: 誕生 + 日 is 誕生日
// "birthday", 丸 + 一日 is 丸一日 "one whole day", not 誕生 "birth" and 丸
// "circle". The IPA dictionary lacks many such compounds and cuts them
// into the words it has, which JMdict glosses by their own, often rare,
// senses. The first word takes the compound's senses (it is where the
// compound begins); the words after it keep theirs. Three words are tried
// before two.
func (g *Glosser) jaCompounds(ctx context.Context, p lang.Pair, words []*word) error {
	if g.FreeDict == nil || !g.FreeDict.Has(p.Target, p.Native) {
		return nil
	}
	for i := 0; i+1 < len(words); i++ {
		if !jaCompoundPart(words[i], true) {
			continue
		}
		for n := 3; n >= 2; n-- {
			if i+n > len(words) {
				continue
			}
			c, ok := words[i].gloss.Word, true
			for _, w := range words[i+1 : i+n] {
				ok = ok && jaCompoundPart(w, false)
				c += w.gloss.Word
			}
			if !ok || !g.FreeDict.HasExact(p.Target, p.Native, c) {
				continue
			}
			senses, err := g.FreeDict.Lookup(ctx, p.Target, p.Native, c, 4)
			if err != nil {
				return err
			}
			if len(senses) == 0 {
				continue
			}
			w := words[i]
			w.gloss.Senses, w.gloss.Lemma, w.gloss.Source = senses, c, "freedict:"+freedict.Name(p.Target, p.Native)
			if w.gloss.POS == "" || w.gloss.POS == "part" {
				w.gloss.POS = "noun"
			}
			i += n - 1
			break
		}
	}
	return nil
}

// jaCompoundPart: a word of kanji only (kanji and numerals after the
// first) that a compound may hold: a noun, a number, a prefix or suffix,
// not a verb or adjective (their stems are written with kanji too).
func jaCompoundPart(w *word, first bool) bool {
	if len(w.gloss.Tags) > 0 || w.gloss.Word == "" {
		return false
	}
	switch w.gloss.POS {
	case "verb", "adj", "aux", "propn":
		return false
	}
	for _, r := range w.gloss.Word {
		if !unicode.Is(unicode.Han, r) && (first || !unicode.IsDigit(r)) && r != '々' {
			return false
		}
	}
	return true
}
