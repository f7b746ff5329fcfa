package gloss

import "strings"

// zhAdverbial reports whether words[i], which the segmenter tags an
// adjective, stands before a verb or a negation: Chinese uses such a word
// as an adverb there (根本不知道 "simply doesn't know", 完全同意 "fully
// agree"), and its adjective sense ("fundamental", "complete") misleads.
func zhAdverbial(words []*word, i int) bool {
	if words[i].gloss.POS != "adj" || i+1 >= len(words) {
		return false
	}
	next := words[i+1].gloss
	return next.POS == "verb" || zhNegations[next.Word] // zh_split.go
}

// adverbsFirst puts first the senses that read as English adverbs (one of
// their synonyms ends in -ly or is "(not) at all"), keeping the order
// within each group; senses without one stay as they were.
func adverbsFirst(senses []string) []string {
	var adv, rest []string
	for _, s := range senses {
		if isAdverbSense(s) {
			adv = append(adv, s)
		} else {
			rest = append(rest, s)
		}
	}
	if len(adv) == 0 {
		return senses
	}
	return append(adv, rest...)
}

func isAdverbSense(s string) bool {
	for _, syn := range strings.Split(s, ";") {
		syn = strings.TrimSpace(syn)
		if strings.Contains(syn, "at all") {
			return true
		}
		if f := strings.Fields(syn); len(f) > 0 && len(f[len(f)-1]) > 4 && strings.HasSuffix(f[len(f)-1], "ly") {
			return true
		}
	}
	return false
}
