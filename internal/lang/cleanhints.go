package lang

import (
	"strings"
	"unicode"
)

// Clean cards (decision 0019): the words, lemmas and glosses a learner sees in
// hints, word cards and the options and tiles built from them carry no
// punctuation of any script at their ends ("mar." → "mar", «casa» → casa,
// 「猫」→ 猫, ¿Dónde → Dónde, ؟ and ، and । alike), and a card never says the
// same thing twice.

// TrimPunct removes punctuation, symbols and spaces of every script from
// both ends of a word, keeping those inside it (l'eau, bien-être, 3.5). It
// returns "" when nothing but punctuation was there.
func TrimPunct(s string) string {
	return strings.TrimFunc(s, func(r rune) bool {
		return unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsSpace(r) || unicode.Is(unicode.Cf, r)
	})
}

// trimGloss tidies a gloss: no separators, quotes or full stops at its ends;
// brackets stay when they hold a pair ("(to) live", "live (in)").
func trimGloss(s string) string {
	for {
		s = strings.TrimFunc(s, func(r rune) bool {
			if unicode.Is(unicode.Ps, r) || unicode.Is(unicode.Pe, r) {
				return false
			}
			return unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsSpace(r) || unicode.Is(unicode.Cf, r)
		})
		r := []rune(s)
		switch {
		case len(r) == 0:
			return ""
		case unicode.Is(unicode.Pe, r[0]) || unicode.Is(unicode.Ps, r[0]) && closesAt(r, 0) < 0:
			s = string(r[1:])
		case unicode.Is(unicode.Ps, r[0]) && closesAt(r, 0) == len(r)-1:
			s = string(r[1 : len(r)-1]) // the whole gloss in brackets
		case unicode.Is(unicode.Ps, r[len(r)-1]) || unicode.Is(unicode.Pe, r[len(r)-1]) && opensAt(r, len(r)-1) < 0:
			s = string(r[:len(r)-1])
		case unicode.Is(unicode.Pe, r[len(r)-1]) && !HasWordCharacter(string(r[opensAt(r, len(r)-1):])):
			s = string(r[:opensAt(r, len(r)-1)]) // empty brackets
		case unicode.Is(unicode.Ps, r[0]) && !HasWordCharacter(string(r[:closesAt(r, 0)+1])):
			s = string(r[closesAt(r, 0)+1:])
		default:
			return strings.Join(strings.Fields(s), " ")
		}
	}
}

var bracketPairs = map[rune]rune{'(': ')', '[': ']', '{': '}', '（': '）', '「': '」', '『': '』', '《': '》', '〈': '〉', '【': '】', '〔': '〕'}

// closesAt: where the opening bracket at r[i] is closed by its own
// partner; -1 if nowhere.
func closesAt(r []rune, i int) int {
	want, ok := bracketPairs[r[i]]
	if !ok {
		return -1
	}
	depth := 0
	for j := i; j < len(r); j++ {
		switch r[j] {
		case r[i]:
			depth++
		case want:
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// opensAt: where the closing bracket at r[i] was opened by its partner; -1
// if nowhere.
func opensAt(r []rune, i int) int {
	for open, cl := range bracketPairs {
		if cl != r[i] {
			continue
		}
		depth := 0
		for j := i; j >= 0; j-- {
			switch r[j] {
			case cl:
				depth++
			case open:
				if depth--; depth == 0 {
					return j
				}
			}
		}
	}
	return -1
}

// HasWordCharacter reports whether s holds a letter or a digit.
func HasWordCharacter(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// CleanHints makes a card's hints clean: every word, lemma and gloss without
// punctuation at its ends, no hint for something that is not a word, no hint
// that repeats an earlier one (the same base word with the same gloss, or the
// same base word again without a gloss), and no grammar note that repeats
// the word and base word the hint already shows ("vive — vivir: present, he"
// becomes "present, he"). Every Explain answer, whoever made it, goes
// through it.
func CleanHints(hints []Hint) []Hint {
	if hints == nil {
		return nil
	}
	out := make([]Hint, 0, len(hints))
	said := map[string]bool{} // base word + gloss
	first := map[string]int{} // base word → its first hint in out
	for _, h := range hints {
		rawWord, rawLemma := h.Word, h.Lemma
		h.Word, h.Lemma, h.Gloss = TrimPunct(h.Word), TrimPunct(h.Lemma), trimGloss(h.Gloss)
		if !HasWordCharacter(h.Word) {
			continue
		}
		if !HasWordCharacter(h.Lemma) {
			h.Lemma = ""
		}
		h.Note = noteWithoutHead(h.Note, rawWord, rawLemma, h.Word, h.Lemma)
		base := strings.ToLower(h.Lemma)
		if base == "" {
			base = strings.ToLower(h.Word)
		}
		key := base + "\x00" + strings.ToLower(h.Gloss)
		if i, ok := first[base]; ok && (h.Gloss == "" || out[i].Gloss == "") {
			// The same word again, once without a gloss: one hint says both.
			merged := &out[i]
			if merged.Gloss == "" {
				merged.Gloss, merged.Source = h.Gloss, h.Source
				if merged.POS == "" {
					merged.POS = h.POS
				}
				said[key] = true
			}
			if merged.Note == "" {
				merged.Note = h.Note
			}
			continue
		}
		if said[key] {
			if i := first[base]; out[i].Note == "" {
				out[i].Note = h.Note
			}
			continue
		}
		said[key] = true
		if _, ok := first[base]; !ok {
			first[base] = len(out)
		}
		out = append(out, h)
	}
	return out
}

// noteWithoutHead drops a grammar note's "word — lemma: " or "word: " opening
// when it names the hint's own word, which the hint already shows.
func noteWithoutHead(note string, words ...string) string {
	note = strings.TrimSpace(note)
	head, rest, ok := strings.Cut(note, ": ")
	if !ok || rest == "" {
		return note
	}
	w, l, _ := strings.Cut(head, " — ")
	if !matchesAny(w, words) || (l != "" && !matchesAny(l, words)) {
		return note
	}
	return strings.TrimSpace(rest)
}

func matchesAny(s string, words []string) bool {
	s = TrimPunct(s)
	for _, w := range words {
		if w != "" && strings.EqualFold(s, TrimPunct(w)) {
			return true
		}
	}
	return false
}
