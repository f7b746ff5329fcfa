package gloss

import (
	"context"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// splitMultiwords replaces each Apertium multiword ("in casa", "twice a
// day") that no dictionary knows by its words, analysed and glossed one by
// one.
func (g *Glosser) splitMultiwords(ctx context.Context, p lang.Pair, words []*word) ([]*word, error) {
	var out []*word
	for _, w := range words {
		pieces := strings.Fields(w.gloss.Word)
		// A closed-class multiword (pt "a sua" = o seu) is right as a
		// whole; its pieces alone are misread (sua → suar, "sweat").
		if w.part == nil || len(pieces) < 2 || !needsGloss(w) || closedClass(w.gloss.POS) {
			out = append(out, w)
			continue
		}
		var sub []*word
		for _, piece := range pieces {
			ws, err := g.analyse(ctx, p.Target, piece)
			if err != nil {
				return nil, err
			}
			for _, x := range ws {
				if x.gloss.POS != "punct" {
					x.initial = w.initial && len(sub) == 0
					sub = append(sub, x)
				}
			}
		}
		if len(sub) < 2 {
			out = append(out, w)
			continue
		}
		if err := g.lookup(ctx, p, sub); err != nil {
			return nil, err
		}
		out = append(out, sub...)
	}
	return out, nil
}
