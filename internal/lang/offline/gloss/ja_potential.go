package gloss

import (
	"context"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// A godan verb's potential (行ける "can go", 読める "can read") is written
// like an ichidan verb, and JMdict lists some such spellings as verbs of
// their own in a sense the potential has taken on in slang or in a trade
// (行ける "to be good (at), to go well", colloquial). The analyser gives
// the potential as its lemma, so the lookup found that rare entry. JMdict
// marks the lexicalised verbs that are common words (切れる "to break, to
// run out", 売れる "to sell well", 続ける "to continue", all ichi1): those
// keep their own senses. A potential-shaped lemma without such a mark is
// read as the potential of its godan verb: "can" and the verb's sense.

// jaPotential glosses a verb whose lemma is a godan verb's potential and
// no common word of its own as "can" and the base verb's senses; nil when
// it is not one.
func (g *Glosser) jaPotential(ctx context.Context, p lang.Pair, w *word, max int) ([]string, string, error) {
	base := jaPotentialBase(w.gloss.Lemma)
	if base == "" || w.gloss.POS != "verb" || len(w.gloss.Tags) > 0 || g.FreeDict.Priority(p.Target, p.Native, w.gloss.Lemma, "") >= 100 {
		return nil, "", nil
	}
	senses, err := g.FreeDict.LookupJapanese(ctx, p.Target, p.Native, base, "", "verb", max)
	if err != nil || len(senses) == 0 {
		return nil, "", err
	}
	var out []string
	for _, s := range senses {
		if c := canForm(s); c != "" && !containsFold(out, c) {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return nil, "", nil
	}
	return out, base, nil
}

// canForm turns an English verb sense into its potential: "to go, to
// move" → "can go"; "" when the sense is not a verb ("to …").
func canForm(sense string) string {
	s, ok := strings.CutPrefix(firstSense(sense), "to ")
	if !ok || s == "" {
		return ""
	}
	if b, ok := strings.CutPrefix(s, "be "); ok {
		return "can be " + b
	}
	return "can " + s
}
