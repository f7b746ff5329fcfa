package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// deUsageLength is the length of a deu-eng entry without what does not
// show the word in use: its notes, its list of German synonyms
// ("Synonyms: {betrunken}, …") and the cross-references that are not the
// headword's own forms, compounds or phrases ("see: {zusammenschlagend},
// {tickend}": only tickend counts).
//
// The length of an entry stands for how much the word is used in that
// sense (deEntryScore). Synonyms and their forms say instead how many other
// German words there are for the sense, and a colloquial or narrow sense
// has the most (voll "drunk": betrunken, besoffen, stinkbesoffen…; ticken
// "beat up": zusammenschlagen, aufmischen…), so with them counted the
// colloquial sense came before the general one (voll "full", ticken
// "tick"), where the card's gloss is to be "the head of its best sense"
// (product, section 6, Card rules).
//
// A plural entry's cross-references are its singular's words (Männer
// "husbands": Ehemann, Exmann, mein Mann), as for compoundCredit: none
// counts.
func deUsageLength(raw string) int {
	head, _, _ := strings.Cut(raw, " /")
	stem := deFoldStem(head)
	if first, _, _ := strings.Cut(raw, "\n"); strings.Contains(first, "<pl") {
		stem = ""
	}
	n := 0
	for _, line := range strings.SplitAfter(raw, "\n") {
		s := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(s, "Synonym"), strings.HasPrefix(s, "Note:"):
		case strings.HasPrefix(s, "see:"):
			for _, m := range braced.FindAllStringSubmatch(s, -1) {
				if stem != "" && strings.Contains(deFold(m[1]), stem) {
					n += len(m[0]) + 2
				}
			}
		default:
			n += len(line)
		}
	}
	return max(n, 1)
}

// deFold is lower case without umlauts (Männer → manner).
func deFold(s string) string {
	return strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "ß", "ss").Replace(strings.ToLower(s))
}

// deFoldStem is the first four letters of a folded word, "" for a shorter
// one.
func deFoldStem(w string) string {
	r := []rune(deFold(strings.TrimSpace(w)))
	if len(r) < 4 {
		return ""
	}
	return string(r[:4])
}

// deNoteCost is the cost of an entry's notes ("Note: of a place", "Note:
// leisure period between afternoon and bedtime"): a note says where the
// sense holds, so the sense is narrower than the word (Abend "night", the
// leisure hours, after "evening"), as much as a register label is.
const deNoteCost = 1.0

// deCognateCredit is what an entry gains whose first item is the
// headword's stem in English (ticken "tick", Ball "ball", Hand "hand"): a
// word and its cognate share their core sense, which the English
// frequency list may not rank (tick), while the dictionary's other
// entries are the German word's narrower or slang uses (ticken "beat up").
const deCognateCredit = 0.5

// deCognate: the entry's first item is the headword, or the headword
// without its verb or noun ending (-en, -n, -e), in English.
func deCognate(raw string) bool {
	head, _, _ := strings.Cut(raw, " /")
	h := deFold(strings.TrimSpace(head))
	item := deFirstItem(raw)
	if len([]rune(item)) < 3 || strings.ContainsAny(item, " -") {
		return false
	}
	for _, end := range []string{"", "en", "n", "e"} {
		if b, ok := strings.CutSuffix(h, end); ok && b == item {
			return true
		}
	}
	return false
}

// deInterjectionCost is 1 for an entry of the headword used as an
// interjection (Mensch <int> "gosh, golly"; Gewiss! "Sure!"): an exclamation says how the
// speaker feels, not what the word means, and a card glossing the word by
// it misleads wherever the word is not exclaimed.
func deInterjectionCost(head string) float64 {
	word, _, _ := strings.Cut(head, " /")
	if strings.Contains(head, "<int>") || strings.Contains(head, "<interj") || strings.HasSuffix(word, "!") {
		return 1
	}
	return 0
}

// deSharedCredit is what an entry whose first item is one English word
// gains for each other entry of the headword that uses that word too, 0.5
// each, at most 1.5, in place of rankGermanEntries' credit for leading
// several entries (the larger of the two counts, not both): voll "full" is also in "well fed, replete, full" and
// "at full blast", "drunk" in none. The word the entries share is the
// headword's general sense, of which the others are narrower uses.
func deSharedCredit(entries []string) map[string]float64 {
	out := map[string]float64{}
	for i, e := range entries {
		key := deFirstItem(e)
		if key == "" || strings.ContainsAny(key, " -") {
			continue
		}
		n := 0
		for j, o := range entries {
			if j != i && deUsesWord(o, key) {
				n++
			}
		}
		out[e] = 0.5 * float64(min(n, 3))
	}
	return out
}

// deUsesWord: one of the entry's senses has the word as a word of its own.
func deUsesWord(raw, w string) bool {
	for _, s := range freedict.EntrySenses(raw) {
		for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '(' || r == ')' }) {
			if f == w {
				return true
			}
		}
	}
	return false
}
