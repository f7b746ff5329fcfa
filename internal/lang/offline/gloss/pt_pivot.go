package gloss

import (
	"context"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
)

// por-eng is a list of WordNet synsets in no useful order, and for some
// words it has only a rare one (levantar "hoist, run up, wind up"; pessoa
// "individual" before "person"). Apertium's bilingual dictionaries, made
// for translation, give a word its default sense: pt → es → en (pessoa →
// persona → person; levantar → levantar → raise). ptPivotSenses uses that
// chain to choose among por-eng's senses, and only when it finds none of
// them and por-eng's first is rare, to give the chain's word first.

// ptPivotEnglish returns the English of a Portuguese word by Apertium's
// pt → es and es → en bilingual dictionaries (the first two Spanish
// translations), or nothing when either is not installed.
func (g *Glosser) ptPivotEnglish(ctx context.Context, w *word) []string {
	first := lang.Pair{Target: lang.Portuguese, Native: lang.Spanish}
	second := lang.Pair{Target: lang.Spanish, Native: lang.English}
	if w.part == nil || g.Apertium == nil || !g.bidix(first) || g.Apertium.Mode(second) == "" {
		return nil
	}
	mid, err := g.Apertium.BidixParts(ctx, first, []apertium.Part{*w.part})
	if err != nil || len(mid) == 0 || len(mid[0]) == 0 {
		return nil
	}
	tr, err := g.Apertium.Bidix(ctx, second, mid[0][:min(2, len(mid[0]))])
	if err != nil {
		return nil
	}
	var out []string
	for _, senses := range tr {
		for _, s := range senses {
			if s = strings.TrimPrefix(strings.TrimSpace(s), "to "); s != "" && !containsFold(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// ptPivotSenses puts first the sense of por-eng that has one of the
// pivot's English words as an item, the commonest such item first
// (pessoa: "person");
// with none, and a first sense rarer than the everyday band (ptSenseRank:
// "bairn, child, infant" is as common as child) while the pivot's first
// word is in it, the pivot's word goes first (levantar: "raise" before
// "hoist"). ok is false when the chain decides nothing.
func ptPivotSenses(senses, english []string) (chosen []string, ok bool) {
	if len(senses) == 0 || len(english) == 0 {
		return senses, false
	}
	// Of the chain's words that are items of a sense, the commonest leads
	// (aumentar: "augment" and "increase" are both in one sense; increase).
	bi, bj, bestRank := -1, -1, 0
	for _, e := range english {
		for i, s := range senses {
			for j, it := range strings.Split(s, ", ") {
				if r := deItemRank(it); strings.EqualFold(strings.TrimPrefix(it, "to "), e) && (bi < 0 || r < bestRank) {
					bi, bj, bestRank = i, j, r
				}
			}
		}
	}
	if bi >= 0 {
		items := strings.Split(senses[bi], ", ")
		lead := append([]string{items[bj]}, append(append([]string{}, items[:bj]...), items[bj+1:]...)...)
		out := []string{strings.Join(lead, ", ")}
		for k, o := range senses {
			if k != bi {
				out = append(out, o)
			}
		}
		return out, true
	}
	if ptSenseRank(senses[0]) > bandEveryday && wordRank(strings.ToLower(english[0])) <= bandEveryday && !strings.Contains(english[0], " ") {
		return append([]string{english[0]}, senses...), true
	}
	return senses, false
}
