package gloss

import (
	"context"

	"github.com/storyglot/storyglot/internal/lang"
)

// jaReading is the analyser's pronunciation of a word written as its
// dictionary form (a noun, 朝 アサ); "" for an inflected word, whose
// pronunciation is not its headword's reading.
func jaReading(t lang.Token) string {
	if t.Lemma != "" && t.Lemma != t.Text {
		return ""
	}
	return t.Reading
}

// lookupFreeDictWord is lookupFreeDict for one word; a Japanese word read
// as the analyser read it takes the senses of that reading first (朝 asa
// "morning", chō "dynasty").
func (g *Glosser) lookupFreeDictWord(ctx context.Context, p lang.Pair, w *word, max int) ([]string, string, error) {
	if p.Target == lang.Japanese && len(w.gloss.Tags) == 1 && p.Native == lang.English {
		// A -te unit (寝ている): the verb's senses, rewritten for the unit.
		if k, ok := jaKanaWords[w.gloss.Lemma]; ok && k.pos == "verb" && isKana(w.gloss.Lemma) {
			return glossJaUnit(w.gloss.Tags[0], w.gloss.Lemma, []string{k.gloss}), w.gloss.Lemma, nil // なっている: 成る, not "that is in"
		}
		senses, c, err := g.lookupJapanese(ctx, p, w, "verb", max)
		return glossJaUnit(w.gloss.Tags[0], w.gloss.Lemma, senses), c, err
	}
	if p.Target == lang.German && p.Native == lang.English {
		return g.lookupGermanWord(ctx, p, w, max) // de_senses.go: homographs weighed, not taken in order
	}
	if p.Target == lang.Portuguese && p.Native == lang.English {
		return g.lookupPortugueseWord(ctx, p, w, max) // pt_senses.go: numbered senses by how common
	}
	if p.Target != lang.Japanese {
		return g.lookupFreeDict(ctx, p, w.candidates, max)
	}
	if w.reading != "" {
		if senses, k, err := g.jaHiraganaNoun(ctx, p, w, max); err != nil || len(senses) > 0 {
			return senses, k, err
		}
	}
	if p.Native == lang.English {
		if senses, c, err := g.jaPotential(ctx, p, w, max); err != nil || len(senses) > 0 { // ja_potential.go: 行ける "can go"
			return senses, c, err
		}
		return g.lookupJapanese(ctx, p, w, w.gloss.POS, max)
	}
	if w.reading == "" {
		return g.lookupFreeDict(ctx, p, w.candidates, max)
	}
	for _, c := range w.candidates {
		if c == "" {
			continue
		}
		senses, err := g.FreeDict.LookupReading(ctx, p.Target, p.Native, c, w.reading, max)
		if err != nil {
			return nil, "", err
		}
		if len(senses) > 0 {
			return senses, c, nil
		}
	}
	return nil, "", nil
}

// lookupJapanese looks a Japanese word's candidates up in JMdict, read as
// the analyser read it, homographs ordered by JMdict's marks of frequency
// and the part of speech (freedict.LookupJapanese): つる "to fish" before 弦
// "bowstring".
func (g *Glosser) lookupJapanese(ctx context.Context, p lang.Pair, w *word, pos string, max int) ([]string, string, error) {
	for _, c := range w.candidates {
		if c == "" {
			continue
		}
		senses, err := g.FreeDict.LookupJapanese(ctx, p.Target, p.Native, c, w.reading, pos, max)
		if err != nil {
			return nil, "", err
		}
		if len(senses) > 0 {
			return senses, c, nil
		}
	}
	return nil, "", nil
}
