package gloss

import (
	"context"
	"slices"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// por-eng numbers a word's senses (WordNet synsets) in an order that says
// nothing of use: porta "exit, way out" before "door", novo "fresh,
// recent" before "new", pedir "book, order" before "ask". ptRankSenses puts
// first the sense whose English is far more common than the first one's.

// ptRankSenses returns senses with the commonest of the next two moved to
// the front when it ranks at least four times as high as the first
// (ptSenseRank); each sense's items keep commonItemsFirst's order
// (rank.go). A smaller gap decides nothing: loja "boutique, shop, store"
// is as right as "company, firm" is common.
func ptRankSenses(senses []string) []string {
	out := make([]string, len(senses))
	for i, s := range senses {
		out[i] = commonItemsFirst(s)
	}
	if len(out) < 2 {
		return out
	}
	first := ptSenseRank(senses[0])
	best, bestRank := 0, first
	for i, s := range senses[1:] {
		if i >= 2 {
			break // a late sense is seldom the word's own (preparar: "study")
		}
		if r := ptSenseRank(s); 4*r < first && r < bestRank {
			best, bestRank = i+1, r
		}
	}
	if best == 0 {
		return out
	}
	moved := out[best]
	return append([]string{moved}, slices.Delete(out, best, best+1)...)
}

// ptSenseRank is the rank of a sense as a learner reads it: its first item
// (deItemRank: a phrase ranks as its rarest word, doubled), or one of the
// next two counted double ("accord, agree" is about agreeing, but less
// plainly than "agree" alone). A synonym set in alphabetical order
// (commonItemsFirst reorders it) ranks as its commonest item, as its order
// says nothing.
func ptSenseRank(sense string) int {
	items := strings.Split(stripParens(sense), ", ")
	sorted := commonItemsFirst(sense) != sense
	r := deItemRank(items[0])
	for i, it := range items[1:] {
		switch {
		case sorted:
			r = min(r, deItemRank(it))
		case i < 2:
			r = min(r, 2*deItemRank(it))
		}
	}
	return r
}

// lookupPortugueseWord is the hook for lookupFreeDictWord: Portuguese
// glossed in English takes FreeDict's senses reordered by ptRankSenses.
func (g *Glosser) lookupPortugueseWord(ctx context.Context, p lang.Pair, w *word, max int) ([]string, string, error) {
	senses, c, err := g.lookupFreeDict(ctx, p, w.candidates, max)
	return ptRankSenses(senses), c, err
}
