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

// ptRankSenses returns senses with the commonest moved to the front when it
// ranks at least half as high again as the first (ptSenseRank); each sense's
// items keep commonItemsFirst's order (rank.go).
func ptRankSenses(senses []string) []string {
	out := make([]string, len(senses))
	for i, s := range senses {
		out[i] = commonItemsFirst(s)
	}
	if len(out) < 2 {
		return out
	}
	// Ranked as written: an alphabetical set's first item after
	// commonItemsFirst is only its commonest word (atrás "afterwards,
	// next" is not as common as "next").
	first := ptSenseRank(senses[0])
	best, bestRank := 0, first
	for i, s := range senses[1:] {
		if i >= 2 {
			break // a late sense is seldom the word's own (preparar: "study")
		}
		if r := ptSenseRank(s); 3*r < 2*first && r < bestRank {
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
// (deItemRank: a phrase ranks as its rarest word, doubled), or a later one
// of its first three, counted double ("accord, agree" is about agreeing,
// but less plainly than "agree" alone).
func ptSenseRank(sense string) int {
	items := strings.Split(stripParens(sense), ", ")
	r := deItemRank(items[0])
	for _, it := range items[1:min(3, len(items))] {
		r = min(r, 2*deItemRank(it))
	}
	return r
}

// lookupPortugueseWord is the hook for lookupFreeDictWord: Portuguese
// glossed in English takes FreeDict's senses reordered by ptRankSenses.
func (g *Glosser) lookupPortugueseWord(ctx context.Context, p lang.Pair, w *word, max int) ([]string, string, error) {
	senses, c, err := g.lookupFreeDict(ctx, p, w.candidates, max)
	return ptRankSenses(senses), c, err
}
