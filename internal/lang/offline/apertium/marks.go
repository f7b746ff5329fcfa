package apertium

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Apertium marks what it could not translate: *word for a word the
// analyser or the bilingual dictionary did not know (passed through as
// written), @word for a lemma transfer found no translation for, #word for
// a translated lemma the generator could not inflect. A draft that hides
// these passes a French word, or the Spanish left over from a pivot
// ("interpelada", "Sra"), off as English (product §6, machine drafts). The
// marks are taken out of the text; the words marked * and @ are reported
// as Translation.Unknown, so that a card can show them as misses. A #
// word is translated, only not inflected: it is not reported.

// unmark removes superblanks, escapes and the unknown-word marks from
// Apertium output, and returns the text with the words marked * or @, in
// order, as they appear in the text.
func unmark(s string) (string, []string) {
	var b strings.Builder
	var marked []string
	depth := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			if depth == 0 {
				b.WriteByte(s[i])
			}
		case c == '[':
			depth++
		case c == ']' && depth > 0:
			depth--
		case depth > 0:
		case c == '*' || c == '@' || c == '#':
			// A mark: the word after it runs to the first rune that is
			// not a letter, digit or combining mark.
			end := i + 1
			for end < len(s) {
				r, size := utf8.DecodeRuneInString(s[end:])
				if !isWordRune(r) {
					break
				}
				end += size
			}
			word := s[i+1 : end]
			if word == "" {
				b.WriteByte(c) // a bare mark is text
				continue
			}
			if c != '#' {
				marked = append(marked, word)
			}
			b.WriteString(word)
			i = end - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), marked
}

// isWordRune reports whether r belongs to a word: a letter, a digit or a
// combining mark.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r)
}

func notWordRune(r rune) bool { return !isWordRune(r) }

// names are the words written with a capital inside a sentence (not
// first, nor after . ! ? : or an opening quote or dash) anywhere in the
// sentences: names a translator rightly passes through as written.
func names(sentences []string) map[string]bool {
	out := map[string]bool{}
	for _, s := range sentences {
		initial := true
		for _, f := range strings.Fields(s) {
			core := strings.TrimFunc(f, notWordRune)
			if core == "" {
				if strings.ContainsAny(f, ".!?:…«\"“‘—–") {
					initial = true
				}
				continue
			}
			at := strings.Index(f, core)
			lead, trail := f[:at], f[at+len(core):]
			if !initial && !strings.ContainsAny(lead, "«\"“‘'¿¡—–-([") {
				// Each part of l'ONU, Jean-Pierre on its own.
				for _, part := range strings.FieldsFunc(core, notWordRune) {
					if first, _ := utf8.DecodeRuneInString(part); unicode.IsUpper(first) {
						out[part] = true
					}
				}
			}
			initial = strings.ContainsAny(trail, ".!?:…")
		}
	}
	return out
}

// unknownWords gives the words of text the translator passed through: those
// marked in its last stage, and those marked in an earlier stage that are
// still in text as written. Names (see names) are no misses. Each word is
// listed once, in the order of text, as written there.
func unknownWords(text string, marked []string, names map[string]bool) []string {
	want := map[string]bool{}
	for _, w := range marked {
		want[w] = !names[w]
	}
	var out []string
	for _, f := range strings.FieldsFunc(text, notWordRune) {
		if want[f] {
			out = append(out, f)
			want[f] = false
		}
	}
	return out
}
