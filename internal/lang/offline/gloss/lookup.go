package gloss

import (
	"context"
	"errors"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// lookup fills senses: the pair's Apertium bilingual dictionary, then its
// FreeDict dictionary, then pivots through a third language.
func (g *Glosser) lookup(ctx context.Context, p lang.Pair, words []*word) error {
	if g.bidix(p) {
		var parts []apertium.Part
		var idx []int
		for i, w := range words {
			if w.part != nil && needsGloss(w) {
				parts = append(parts, *w.part)
				idx = append(idx, i)
			}
		}
		tr, err := g.Apertium.Bidix(ctx, p, parts)
		if err != nil && !errors.Is(err, lang.ErrUnsupported) {
			return err
		}
		for k, senses := range tr {
			if len(senses) > 0 {
				words[idx[k]].gloss.Senses = senses
				words[idx[k]].gloss.Source = "apertium:" + g.Apertium.Mode(p)
			}
		}
		if err := g.roundTrip(ctx, p, words); err != nil { // senses_roundtrip.go
			return err
		}
	}
	if err := g.lookupChinese(p, words); err != nil { // zh_lookup.go
		return err
	}
	if err := g.lookupRussian(p, words); err != nil {
		return err
	}
	if err := g.lookupKorean(p, words); err != nil {
		return err
	}
	if err := g.lookupArabic(ctx, p, words); err != nil {
		return err
	}
	if err := g.jaGrammarNative(ctx, p, words); err != nil { // ja_grammar.go
		return err
	}
	if g.FreeDict != nil && g.FreeDict.Has(p.Target, p.Native) {
		src := "freedict:" + freedict.Name(p.Target, p.Native)
		for _, w := range words {
			if !needsGloss(w) {
				continue
			}
			senses, c, err := g.lookupFreeDictWord(ctx, p, w, 6) // six to rank, three kept
			if err != nil {
				return err
			}
			if len(senses) > 0 {
				w.gloss.Senses, w.gloss.Source = senses, src
				if w.gloss.Lemma == "" || w.gloss.Lemma == w.gloss.Word || w.part == nil && p.Target == lang.German {
					w.gloss.Lemma = c
				}
			}
		}
	}
	if p.Target == lang.German {
		g.germanNames(words)
	}
	if g.FreeDict == nil {
		return nil
	}
	return g.pivot(ctx, p, words)
}

// lookupFreeDict returns the senses of the first candidate the dictionary
// of p knows, and that candidate.
func (g *Glosser) lookupFreeDict(ctx context.Context, p lang.Pair, candidates []string, max int) ([]string, string, error) {
	for _, c := range candidates {
		if c == "" {
			continue
		}
		senses, err := g.FreeDict.Lookup(ctx, p.Target, p.Native, c, max)
		if err != nil {
			return nil, "", err
		}
		if len(senses) > 0 {
			return senses, c, nil
		}
	}
	return nil, "", nil
}
