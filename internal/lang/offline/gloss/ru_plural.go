package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// ruSingulars guesses the singular of a noun that hunspell-ru stems, in a
// plural case (звёздам, соседям, о дверях), to its nominative plural
// (звёзды, соседи, двери): Müller's reversal lists a plural as a word of
// its own, with the sense of the collective (звёзды "stardom", соседи
// "neighbourhood"), while the noun is the singular (звезда "star", сосед
// "neighbour"). The guesses are the plural's stem with the singular
// endings; those the dictionary does not list are not found.
func ruSingulars(surface, stem string) []string {
	surface, stem = mueller.Fold(surface), mueller.Fold(stem)
	oblique := false
	for _, end := range []string{"ам", "ям", "ами", "ями", "ах", "ях"} {
		if strings.HasSuffix(surface, end) {
			oblique = true
			break
		}
	}
	if !oblique {
		return nil
	}
	base, ok := strings.CutSuffix(stem, "ы")
	if !ok {
		if base, ok = strings.CutSuffix(stem, "и"); !ok {
			return nil
		}
	}
	if len([]rune(base)) < 2 {
		return nil
	}
	var out []string
	for _, end := range []string{"", "а", "я", "ь", "о", "е"} {
		out = append(out, base+end)
	}
	return out
}
