package gloss

import (
	"context"
	"errors"
	"sort"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
)

// roundTrip orders the senses that an Apertium bilingual dictionary gives
// a word by translating each back: a sense whose first translation back is
// another content word belongs to that word and goes after the others.
// Apertium lists a word's translations in no order of frequency (en key:
// "tono, clave, llave, tecla"; stone: "hueso, piedra"); tono goes back to
// "tone" first, hueso to "bone", while clave, llave and piedra go back to
// "key" and "stone". A light word back (hacer: "do", for make) says
// nothing, and the order is otherwise kept. It needs the pair's reverse
// dictionary (en ↔ es).
func (g *Glosser) roundTrip(ctx context.Context, p lang.Pair, words []*word) error {
	back := lang.Pair{Target: p.Native, Native: p.Target}
	if !g.bidix(p) || g.Apertium.Mode(back) == "" {
		return nil
	}
	var todo []*word
	var parts []apertium.Part
	for _, w := range words {
		if w.part != nil && len(w.gloss.Senses) > 1 && w.gloss.Source == "apertium:"+g.Apertium.Mode(p) {
			todo = append(todo, w)
			parts = append(parts, *w.part)
		}
	}
	if len(todo) == 0 {
		return nil
	}
	mid, err := g.Apertium.BidixParts(ctx, p, parts)
	if err != nil {
		if errors.Is(err, lang.ErrUnsupported) {
			return nil
		}
		return err
	}
	var flat []apertium.Part
	var owner []int
	for i, ps := range mid {
		for _, pt := range ps {
			flat = append(flat, pt)
			owner = append(owner, i)
		}
	}
	tr, err := g.Apertium.Bidix(ctx, back, flat)
	if err != nil {
		if errors.Is(err, lang.ErrUnsupported) {
			return nil
		}
		return err
	}
	// score[word][sense]: 1 = another word's sense, 0 = not.
	score := make([]map[string]int, len(todo))
	for k, backs := range tr {
		i := owner[k]
		w := todo[i]
		if score[i] == nil {
			score[i] = map[string]int{}
		}
		s := 0
		if len(backs) > 0 && backs[0] != w.part.Lemma && !lightWords[backs[0]] {
			s = 1 // tono: "tone" first; hacer: "do" is no other thing
		}
		if old, ok := score[i][flat[k].Lemma]; !ok || s < old {
			score[i][flat[k].Lemma] = s
		}
	}
	for i, w := range todo {
		if score[i] == nil {
			continue
		}
		of := func(sense string) int {
			if s, ok := score[i][sense]; ok {
				return s
			}
			return 0
		}
		sort.SliceStable(w.gloss.Senses, func(a, b int) bool { return of(w.gloss.Senses[a]) < of(w.gloss.Senses[b]) })
	}
	return nil
}
