package gloss

import (
	"context"
	"errors"
	"sort"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
)

// roundTrip orders the senses that an Apertium bilingual dictionary gives
// a word by translating each back: a sense that does not go back to the
// word at all belongs to another word and goes after the others. Apertium
// lists a word's translations in no order of frequency (en key: "tono,
// clave, llave, tecla"; stone: "hueso, piedra"); tono goes back to "tone"
// only, hueso to "bone", while clave, llave and piedra go back to "key"
// and "stone". A sense that goes back to the word among others is the
// word's too (querer: "want, love" for love; perder: "lose, spend, miss"
// for miss), and a light word back (hacer: "do", for make) says nothing.
// Among the senses left tied, a noun's come in the order of the pair's
// FreeDict dictionary, written by people (work: trabajo before obra; form:
// formulario before forma), and a verb followed by an adjective (looks
// tired, look very different) is a linking verb: the sense that goes back
// to "seem" (parecer) comes first. It needs the pair's reverse dictionary
// (en ↔ es).
func (g *Glosser) roundTrip(ctx context.Context, p lang.Pair, words []*word) error {
	back := lang.Pair{Target: p.Native, Native: p.Target}
	if !g.bidix(p) || g.Apertium.Mode(back) == "" {
		return nil
	}
	var todo []*word
	var at []int
	var parts []apertium.Part
	for i, w := range words {
		if w.part != nil && len(w.gloss.Senses) > 1 && w.gloss.Source == "apertium:"+g.Apertium.Mode(p) {
			todo = append(todo, w)
			at = append(at, i)
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
	// score[word][sense]: 1 = another word's sense, 0 = the word's, -1 =
	// the sense of a linking verb before its adjective.
	score := make([]map[string]int, len(todo))
	for k, backs := range tr {
		i := owner[k]
		w := todo[i]
		if score[i] == nil {
			score[i] = map[string]int{}
		}
		s := roundTripScore(w.part.Lemma, backs)
		if s == 0 && w.gloss.POS == "verb" && linksAdjective(words, at[i]) && containsFold(backs, "seem") {
			s = -1
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
		order := map[string]int{}
		if w.gloss.POS == "noun" {
			order = g.freeDictOrder(ctx, p, w.part.Lemma)
		}
		pos := func(sense string) int {
			if k, ok := order[strings.ToLower(sense)]; ok {
				return k
			}
			return len(order) + 1
		}
		sort.SliceStable(w.gloss.Senses, func(a, b int) bool {
			sa, sb := w.gloss.Senses[a], w.gloss.Senses[b]
			if of(sa) != of(sb) {
				return of(sa) < of(sb)
			}
			return pos(sa) < pos(sb)
		})
	}
	return nil
}

// roundTripScore is 0 when a sense goes back to the word (among its
// translations back) or first to a light word, else 1.
func roundTripScore(lemma string, backs []string) int {
	if len(backs) == 0 || containsFold(backs, lemma) || lightWords[backs[0]] {
		return 0
	}
	return 1
}

// linksAdjective: the word at i is followed by an adjective, perhaps after
// an adverb (look very different).
func linksAdjective(words []*word, i int) bool {
	for j := i + 1; j < len(words) && j <= i+2; j++ {
		switch words[j].gloss.POS {
		case "adj":
			return true
		case "adv":
			continue
		}
		return false
	}
	return false
}

// freeDictOrder gives the place of each translation in the pair's FreeDict
// entry for a lemma (its items in order, lower case); empty without one.
func (g *Glosser) freeDictOrder(ctx context.Context, p lang.Pair, lemma string) map[string]int {
	out := map[string]int{}
	if g.FreeDict == nil || !g.FreeDict.Has(p.Target, p.Native) {
		return out
	}
	senses, err := g.FreeDict.Lookup(ctx, p.Target, p.Native, lemma, 0)
	if err != nil {
		return out
	}
	for _, s := range senses {
		for _, item := range strings.Split(s, ",") {
			item = strings.ToLower(strings.TrimSpace(item))
			if _, ok := out[item]; !ok && item != "" {
				out[item] = len(out)
			}
		}
	}
	return out
}
