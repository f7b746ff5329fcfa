package gloss

import (
	"context"
	"errors"
	"sort"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// pivotLanguages are tried as a third language when the direct
// dictionaries do not know a word: English first, as FreeDict's largest
// dictionaries go to and from it.
var pivotLanguages = []lang.Code{lang.English, lang.Spanish, lang.French, lang.German, lang.Italian, lang.Portuguese, lang.Japanese}

// apertiumStrength ranks an Apertium bilingual dictionary against FreeDict
// index sizes: it keeps tags, so a pivot through it stays within one part
// of speech, and it is as large as FreeDict's mid-sized dictionaries.
const apertiumStrength = 1 << 20

// maxPivots bounds the pivot paths tried for one sentence.
const maxPivots = 3

// path is a pivot target → via → native.
type path struct {
	via               lang.Code
	firstAp, secondAp bool // hop by Apertium (else FreeDict)
	strength          int64
}

// paths lists the pivots of a pair, the strongest first: a path is as
// strong as its weaker dictionary.
func (g *Glosser) paths(p lang.Pair) []path {
	var out []path
	for _, via := range pivotLanguages {
		if via == p.Target || via == p.Native {
			continue
		}
		first, second := lang.Pair{Target: p.Target, Native: via}, lang.Pair{Target: via, Native: p.Native}
		var pa path
		pa.via = via
		var s1, s2 int64
		switch {
		case g.bidix(first):
			pa.firstAp, s1 = true, apertiumStrength
		case g.FreeDict != nil && g.FreeDict.Has(p.Target, via):
			s1 = g.FreeDict.Size(p.Target, via)
		default:
			continue
		}
		switch {
		case pa.firstAp && g.Apertium.Mode(second) != "":
			pa.secondAp, s2 = true, apertiumStrength
		case g.FreeDict != nil && g.FreeDict.Has(via, p.Native):
			s2 = g.FreeDict.Size(via, p.Native)
		default:
			continue
		}
		pa.strength = min(s1, s2)
		out = append(out, pa)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].strength > out[j].strength })
	if len(out) > maxPivots {
		out = out[:maxPivots]
	}
	return out
}

// pivot glosses the content words that are still without senses through a
// third language, and names both dictionaries in Source. Function words
// are left alone: their meaning rarely survives two dictionaries.
func (g *Glosser) pivot(ctx context.Context, p lang.Pair, words []*word) error {
	for _, pa := range g.paths(p) {
		var todo []*word
		for _, w := range words {
			if needsGloss(w) && (IsContent(w.gloss.POS) || w.gloss.POS == "") && (!pa.firstAp || w.part != nil) {
				todo = append(todo, w)
			}
		}
		if len(todo) == 0 {
			return nil
		}
		first, second := lang.Pair{Target: p.Target, Native: pa.via}, lang.Pair{Target: pa.via, Native: p.Native}
		var err error
		if pa.firstAp {
			err = g.pivotApertium(ctx, pa, first, second, todo)
		} else {
			err = g.pivotFreeDict(ctx, first, second, todo)
		}
		if err != nil && !errors.Is(err, lang.ErrUnsupported) {
			return err
		}
	}
	return nil
}

// pivotApertium: target → via by Apertium, then via → native by Apertium
// (tags kept) or FreeDict (lemmas).
func (g *Glosser) pivotApertium(ctx context.Context, pa path, first, second lang.Pair, todo []*word) error {
	parts := make([]apertium.Part, len(todo))
	for i, w := range todo {
		parts[i] = *w.part
	}
	mid, err := g.Apertium.BidixParts(ctx, first, parts)
	if err != nil {
		return err
	}
	src := "apertium:" + g.Apertium.Mode(first) + "+"
	if pa.secondAp {
		src += g.Apertium.Mode(second)
		var flat []apertium.Part
		var owner []int
		for i, ps := range mid {
			for _, pt := range ps[:min(len(ps), 2)] {
				flat = append(flat, pt)
				owner = append(owner, i)
			}
		}
		tr, err := g.Apertium.Bidix(ctx, second, flat)
		if err != nil {
			return err
		}
		for k, senses := range tr {
			w := todo[owner[k]]
			for _, s := range senses {
				if len(w.gloss.Senses) < 3 && !containsString(w.gloss.Senses, s) {
					w.gloss.Senses = append(w.gloss.Senses, s)
					w.gloss.Source = src
				}
			}
		}
		return nil
	}
	src += "freedict:" + freedict.Name(second.Target, second.Native)
	for i, ps := range mid {
		var terms []string
		for _, pt := range ps[:min(len(ps), 2)] {
			terms = append(terms, pt.Lemma)
		}
		if err := g.pivotTerms(ctx, second, terms, todo[i], src); err != nil {
			return err
		}
	}
	return nil
}

// pivotFreeDict: target → via → native, both by FreeDict. The first
// dictionary's two best senses give the headwords looked up in the second.
func (g *Glosser) pivotFreeDict(ctx context.Context, first, second lang.Pair, todo []*word) error {
	src := "freedict:" + freedict.Name(first.Target, first.Native) + "+" + freedict.Name(second.Target, second.Native)
	for _, w := range todo {
		mid, lemma, err := g.lookupFreeDict(ctx, first, w.candidates, 2)
		if err != nil || len(mid) == 0 {
			if err != nil {
				return err
			}
			continue
		}
		var terms []string
		for _, s := range mid {
			terms = append(terms, pivotHeadwords(first.Native, s)...)
		}
		if err := g.pivotTerms(ctx, second, terms, w, src); err != nil {
			return err
		}
		if len(w.gloss.Senses) > 0 && (w.gloss.Lemma == "" || w.gloss.Lemma == w.gloss.Word) {
			w.gloss.Lemma = lemma
		}
	}
	return nil
}

// pivotTerms looks terms up in the second dictionary and keeps the first
// sense of each (later ones are often definitions in the pivot language),
// up to three.
func (g *Glosser) pivotTerms(ctx context.Context, second lang.Pair, terms []string, w *word, src string) error {
	for _, t := range terms {
		if len(w.gloss.Senses) >= 3 {
			break
		}
		senses, err := g.FreeDict.Lookup(ctx, second.Target, second.Native, t, 1)
		if err != nil {
			return err
		}
		for _, s := range senses {
			if len(w.gloss.Senses) < 3 && !containsString(w.gloss.Senses, s) {
				w.gloss.Senses = append(w.gloss.Senses, s)
				w.gloss.Source = src
			}
		}
	}
	return nil
}

// pivotHeadwords turns a FreeDict sense ("to live (of humans), to reside")
// into headwords of the next dictionary: the first two comma-separated
// terms of at most three words, without parentheses or the English "to"
// of infinitives.
func pivotHeadwords(l lang.Code, sense string) []string {
	var out []string
	for _, t := range strings.Split(sense, ",") {
		t = strings.Join(strings.Fields(stripParens(t)), " ")
		if l == lang.English {
			t = strings.TrimPrefix(t, "to ")
		}
		if t == "" || len(strings.Fields(t)) > 3 {
			continue
		}
		out = append(out, t)
		if len(out) == 2 {
			break
		}
	}
	return out
}

func stripParens(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func containsString(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
