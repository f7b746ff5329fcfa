package gloss

import "strings"

// Some German nouns are two words told apart by their gender (der See
// "lake", die See "sea"; der Leiter "leader", die Leiter "ladder"; das
// Steuer "helm", die Steuer "tax"), and deu-eng tags each entry with its
// gender. The article before a noun, across its adjectives, narrows the
// genders it can have.

// deArticleGenders are the genders (m, f, n; p for plural, which no entry
// has: see deEntryGender) a noun can have after an article or a contracted
// preposition.
var deArticleGenders = map[string]string{
	"der": "mfp", "die": "fp", "das": "n", "den": "mp", "dem": "mn", "des": "mn",
	"ein": "mn", "eine": "f", "einen": "m", "einem": "mn", "eines": "mn", "einer": "f",
	"im": "mn", "am": "mn", "zum": "mn", "vom": "mn", "beim": "mn", "zur": "f", "ins": "n", "ans": "n",
}

// germanGenders sets the genders of each capitalised word inside a
// sentence that follows an article, with at most two lower-case words
// between (am kleinen See).
func germanGenders(words []*word) {
	for i, w := range words {
		if i == 0 || !isCapitalised(w.gloss.Word) || w.gloss.POS != "" {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			low := strings.ToLower(words[j].gloss.Word)
			if gs, ok := deArticleGenders[low]; ok {
				w.genders = gs
				break
			}
			if isCapitalised(words[j].gloss.Word) || deClosed[low] != "" {
				break
			}
		}
	}
}

// deGenderEntries keeps the entries whose gender the article allows, and
// those without a gender; all of them when it would keep none that has one.
func deGenderEntries(entries []string, genders string) []string {
	if genders == "" {
		return entries
	}
	var out []string
	tagged := false
	for _, e := range entries {
		g := deEntryGender(e)
		if g != 0 && strings.ContainsRune(genders, g) {
			tagged = true
		}
		if g == 0 || strings.ContainsRune(genders, g) {
			out = append(out, e)
		}
	}
	if !tagged {
		return entries
	}
	return out
}

// deEntryGender is m, f or n from the tags of an entry's head line
// (<masc, n, sg>, <fem, n, sg>, <neut, n, sg>), 0 otherwise.
func deEntryGender(raw string) rune {
	head, _, _ := strings.Cut(raw, "\n")
	_, tags, ok := strings.Cut(head, "<")
	if !ok {
		return 0
	}
	switch {
	case strings.HasPrefix(tags, "masc"):
		return 'm'
	case strings.HasPrefix(tags, "fem"):
		return 'f'
	case strings.HasPrefix(tags, "neut"):
		return 'n'
	}
	return 0 // untagged, or a plural (Alter <pl> "ages"), whose sense is the singular's too
}
