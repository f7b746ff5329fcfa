package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// abbreviationBefore reports whether the period at byte i closes an
// abbreviation rather than a sentence (rest is the text after the period and
// its white space): a title before a name ("Sr. García"), an initial
// ("J. K. Rowling"), the first letter of a spaced abbreviation ("z. B.",
// "т. е."), a word that stands before a number ("No. 12", "S. 45",
// "Hauptstr. 5"), a multi-part abbreviation ("p. ex.", "z. B.") or, in
// German, an ordinal before a month ("am 3. Mai").
func (s *splitter) abbreviationBefore(i int, rest string) bool {
	t := s.text
	rest = strings.TrimLeftFunc(rest, unicode.IsSpace)
	word := abbreviationWord(t[:i])
	if word == "" {
		return false
	}
	lower := strings.ToLower(word)
	if isDigits(word) {
		// "1. Buy bread": a number alone at the start of a line numbers a
		// list item.
		if lineStartBefore(t, i-len(word)) {
			return true
		}
		return s.lang == German && germanMonths[strings.ToLower(firstWord(rest))]
	}
	next, _ := utf8.DecodeRuneInString(rest)
	if unicode.IsDigit(next) && beforeNumber(s.lang, lower) {
		return true
	}
	if strings.ContainsRune(word, ' ') {
		return multiPart[strings.ReplaceAll(lower, " ", "")]
	}
	if utf8.RuneCountInString(word) == 1 {
		r, _ := utf8.DecodeRuneInString(word)
		switch {
		case unicode.IsUpper(r):
			return true // J. K. Rowling
		case s.lang == Arabic:
			return arabicLetterAbbreviations[r] // د. أحمد
		case s.lang == Russian && (r == 'г' || r == 'в') && numberBefore(t, i-len(word)):
			return false // "в 1990 г. Потом": the year ends the sentence
		}
		// z. B., т. е., p. ex.: a lone letter followed by another
		// abbreviated word.
		return spacedAbbreviationNext(rest) || isTitle(s.lang, lower)
	}
	return isTitle(s.lang, lower)
}

// abbreviationWord returns the abbreviation candidate that ends at the end
// of before: letters, digits and inner periods, with single spaces after a
// period ("p. ex", "z. B") when the part before the space is a single
// letter that starts one of the multi-part abbreviations.
func abbreviationWord(before string) string {
	j := len(before)
	for j > 0 {
		r, sz := utf8.DecodeLastRuneInString(before[:j])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == 'ª' || r == 'º' {
			j -= sz
			continue
		}
		if r == ' ' && j-sz > 0 && before[j-sz-1] == '.' {
			// "p. ex": look at the part before the space.
			k := j - sz - 1
			m := k
			for m > 0 {
				r2, sz2 := utf8.DecodeLastRuneInString(before[:m])
				if !unicode.IsLetter(r2) {
					break
				}
				m -= sz2
			}
			if part := before[m:k]; utf8.RuneCountInString(part) == 1 && multiPartStart(before[m:j]) {
				j = m
				continue
			}
		}
		break
	}
	return before[j:]
}

// multiPartStart reports whether "x. " begins one of the multi-part
// abbreviations.
func multiPartStart(prefix string) bool {
	p := strings.ToLower(strings.ReplaceAll(prefix, " ", ""))
	for k := range multiPart {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// spacedAbbreviationNext reports whether rest starts with a single letter
// and a period ("B. auf", "е. холодный"), the second half of a spaced
// abbreviation.
func spacedAbbreviationNext(rest string) bool {
	r, sz := utf8.DecodeRuneInString(rest)
	if !unicode.IsLetter(r) {
		return false
	}
	return strings.HasPrefix(rest[sz:], ".")
}

// lineStartBefore reports whether only horizontal space lies between the
// start of the line and byte i.
func lineStartBefore(t string, i int) bool {
	line := t[strings.LastIndexByte(t[:i], '\n')+1 : i]
	return strings.TrimLeft(line, " \t\u00a0") == ""
}

// numberBefore reports whether a number ends just before byte i, white
// space aside.
func numberBefore(t string, i int) bool {
	before := strings.TrimRight(t[:i], " \u00a0")
	r, _ := utf8.DecodeLastRuneInString(before)
	return unicode.IsDigit(r)
}

// beforeNumber: abbreviations that stand before a number (a page, a house,
// an issue), so that "No. 12" and "p. 45" do not end a sentence.
func beforeNumber(l Code, w string) bool {
	switch w {
	case "no", "nos", "nr", "nº", "n", "p", "pp", "s", "pág", "págs", "núm", "art", "vol", "bd", "cap", "fig", "ch", "tel", "с", "стр", "рис", "ул", "д", "str", "av", "avda":
		return true
	}
	// German street names: "Hauptstr. 5".
	return l == German && strings.HasSuffix(w, "str")
}

// multiPart are abbreviations written in two parts, compared without their
// spaces: "z. B." and "z.B." alike.
var multiPart = map[string]bool{
	"z.b": true, "d.h": true, "u.a": true, "o.ä": true, "u.u": true, "v.a": true, "z.t": true,
	"e.g": true, "i.e": true, "p.ex": true, "т.е": true, "т.д": true, "т.п": true, "т.к": true,
}

// isTitle reports whether w (lower case) is an abbreviation of language l,
// or of every language, that never ends a sentence because a name or a noun
// follows it. Titles are kept per language: "me." ends an English sentence
// ("Help me.") but is Maître in French.
func isTitle(l Code, w string) bool {
	return commonTitles[w] || titles[l][w]
}

var commonTitles = wordSet("dr prof mr mrs ms sr sra jr vs z.b u.a d.h e.g i.e p.ex т.е т.д т.п")

var titles = map[Code]map[string]bool{
	English:    wordSet("dr prof mr mrs ms st jr sr mt gen capt lt col rev vs e.g i.e"),
	Spanish:    wordSet("dr dra prof sr sra srta sres dña dª lic ing av avda pág núm tel ud uds vd vds"),
	French:     wordSet("dr prof mme mlle mm me pr bd st ste p.ex"),
	German:     wordSet("dr prof hr fr hrn str nr bzw z.b u.a d.h o.ä u.u v.a z.t ca vgl sog inkl ggf evtl geb"),
	Italian:    wordSet("dr prof sig sigg sig.ra sig.na dott dott.ssa geom avv arch ing"),
	Portuguese: wordSet("dr dra prof profa sr sra srta exmo exma av"),
	Russian:    wordSet("г гг ул им т.е т.д т.п т.к др проф"),
}

// arabicLetterAbbreviations are single letters that abbreviate a title or
// word in Arabic: د. (doctor), أ. (professor), ص. (page).
var arabicLetterAbbreviations = map[rune]bool{'د': true, 'أ': true, 'ص': true}

var germanMonths = map[string]bool{
	"januar": true, "februar": true, "märz": true, "april": true, "mai": true, "juni": true,
	"juli": true, "august": true, "september": true, "oktober": true, "november": true, "dezember": true,
}
