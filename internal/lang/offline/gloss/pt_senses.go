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

// ptSenseRank is the rank of a sense: that of its commonest item among
// the first three (deItemRank: a phrase ranks as its rarest word,
// doubled), or among all of a synonym set in alphabetical order
// (commonItemsFirst reorders it), whose order says nothing.
func ptSenseRank(sense string) int {
	items := strings.Split(stripParens(sense), ", ")
	if commonItemsFirst(sense) == sense {
		items = items[:min(3, len(items))]
	}
	r := unranked
	for _, it := range items {
		r = min(r, deItemRank(it))
	}
	return r
}

// lookupPortugueseWord is the hook for lookupFreeDictWord: Portuguese
// glossed in English takes FreeDict's senses in the order Apertium's
// pt → es → en chain confirms (ptPivotSenses), else reordered by
// ptRankSenses.
func (g *Glosser) lookupPortugueseWord(ctx context.Context, p lang.Pair, w *word, max int) ([]string, string, error) {
	senses, c, err := g.lookupFreeDict(ctx, p, w.candidates, max)
	if err != nil || len(senses) == 0 {
		return senses, c, err
	}
	if chosen, ok := ptPivotSenses(senses, g.ptPivotEnglish(ctx, w)); ok { // pt_pivot.go
		return chosen, c, nil
	}
	return ptRankSenses(senses), c, nil
}
