package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// chineseCompound glosses a word the segmenter made that CC-CEDICT does not
// list (看電視, 太晚) by its longest listed pieces, left to right, each
// glossed from the core words when they know it and by CC-CEDICT's first
// sense otherwise: CC-CEDICT's own piecing takes every piece's first
// sense, a rare one for many single characters (看 "to look after", 太
// "highest"). "" when a piece is not listed or there are more than three.
func (g *Glosser) chineseCompound(word string) string {
	r := []rune(word)
	if len(r) < 2 {
		return ""
	}
	var parts []string
	for i := 0; i < len(r); {
		j := len(r)
		for ; j > i; j-- {
			piece := string(r[i:j])
			if j-i == len(r) || (!g.Cedict.Has(piece) && coreWords[lang.Chinese][piece].gloss == "") {
				continue
			}
			if c, ok := coreWords[lang.Chinese][piece]; ok {
				parts = append(parts, firstVariant(c.gloss))
			} else {
				senses, err := g.Cedict.Lookup(piece, "", "", 1)
				if err != nil || len(senses) == 0 {
					return ""
				}
				parts = append(parts, senses[0])
			}
			break
		}
		if j == i || len(parts) > 3 {
			return ""
		}
		i = j
	}
	return strings.Join(parts, " + ")
}

// firstVariant is a core gloss's first meaning: "see, look, watch" → "see";
// a bracketed grammar gloss stays whole.
func firstVariant(g string) string {
	if strings.HasPrefix(g, "(") {
		return g
	}
	if i := strings.IndexAny(g, ",;"); i > 0 {
		return g[:i]
	}
	return g
}
