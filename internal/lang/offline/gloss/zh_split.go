package gloss

import (
	"context"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// zhNegations are the characters that negate the verb after them.
var zhNegations = map[string]bool{"不": true, "沒": true, "没": true, "別": true, "别": true}

// negates: a CC-CEDICT sense that says "not".
func negates(senses []string) bool {
	if len(senses) == 0 {
		return false
	}
	s := " " + strings.ToLower(senses[0]) + " "
	for _, n := range []string{" not ", " no ", "n't", " never ", " cannot ", " without ", " won't "} {
		if strings.Contains(s, n) {
			return true
		}
	}
	return false
}

// zhSplit replaces a word by its pieces where the pieces are the words
// (see analyseChinese); the pieces are segmented again, alone, for their
// part of speech and reading.
func (g *Glosser) zhSplit(ctx context.Context, words []*word) []*word {
	var out []*word
	for _, w := range words {
		pieces := g.zhSplitWord(w)
		if pieces == nil {
			out = append(out, w)
			continue
		}
		for k, p := range pieces {
			toks, err := g.Words[lang.Chinese].Words(ctx, lang.Chinese, p)
			pw := &word{gloss: lang.Gloss{Word: p, Lemma: p}}
			if ws := lang.WordsOnly(toks); err == nil && len(ws) == 1 && ws[0].Text == p {
				pw = zhWord(ws[0])
			}
			if k+1 < len(pieces) && zhLocalisers[pieces[k+1]] && pw.gloss.POS == "verb" {
				pw.gloss.POS = "noun" // 背上: the back, not "to carry on the back"
			}
			out = append(out, pw)
		}
	}
	return out
}

func (g *Glosser) zhSplitWord(w *word) []string {
	text := w.gloss.Word
	r := []rune(text)
	if len(r) < 2 || w.gloss.POS == "num" {
		return nil
	}
	if w.gloss.POS == "propn" {
		return g.zhSplitName(text)
	}
	if _, ok := zhCore(text); ok {
		return nil
	}
	if zhNegations[string(r[0])] {
		rest := string(r[1:])
		if c, ok := zhCore(rest); ok && (c.pos == "verb" || c.pos == "adj") {
			senses, _ := g.Cedict.Lookup(text, "", "", 1)
			if !g.Cedict.Has(text) || !negates(senses) {
				return []string{string(r[0]), rest}
			}
			return nil
		}
	}
	if g.Cedict.Has(text) || zhPotential(r) || zhBackAndForth(r) {
		return nil
	}
	if len(r) >= 3 && g.isMeasureWord(string(r[1])) && g.zhKnown(string(r[2:])) {
		if _, dem := zhDemonstratives[string(r[0])]; dem || zhNumeral(text) {
			return []string{string(r[:2]), string(r[2:])} // 一封信: 一封 + 信
		}
	}
	pieces := g.zhPieces(text)
	if len(pieces) < 2 {
		return nil
	}
	for _, p := range pieces {
		if zhFunction(p) {
			return pieces
		}
	}
	return nil
}

// zhSplitName splits what gse calls a name but CC-CEDICT does not list
// when it is a numeral and a measure word (四樓 "fourth floor") or holds a
// common verb or a function word (買些 "buy some"): names are made of
// other characters. 小王, 老李, 阿明 are names.
func (g *Glosser) zhSplitName(text string) []string {
	r := []rune(text)
	if g.Cedict.Has(text) || strings.ContainsRune("小老阿", r[0]) {
		return nil
	}
	pieces := g.zhPieces(text)
	if len(pieces) < 2 {
		return nil
	}
	if zhNumeral(text) && g.isMeasureWord(string(r[1])) {
		return pieces
	}
	for _, p := range pieces {
		if c, ok := zhCore(p); ok && c.pos != "noun" && c.pos != "adj" {
			return pieces
		}
	}
	return nil
}
