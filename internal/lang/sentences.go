package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentence is one sentence of a text: Text is the input between the byte
// offsets Start and End, with no leading or trailing white space.
type Sentence struct {
	Text  string `json:"text"`
	Start int    `json:"start"`
	End   int    `json:"end"`
}

// SplitSentences cuts text in language l into sentences. Only white space is
// lost between sentences: joining the sentences gives back the input, white
// space aside.
//
// Rules: Western terminators (. ! ? … and Arabic ؟) end a sentence when white
// space and then a word that is not lower case follow (so decimals, "EE.UU.",
// "—¿Vienes? —preguntó" and "p. ej. algo" do not cut); closing quotes and
// brackets stay with their sentence; titles such as "Sr.", "Dr.", initials and
// (in German) ordinals before a month do not end a sentence. Full-width
// terminators (。！？) cut at once unless a closing quote is followed by more
// text (「行こう！」と言った). A blank line always cuts; a single line break
// cuts unless the next line starts in lower case.
func SplitSentences(l Code, text string) []Sentence {
	s := splitter{lang: l, text: text}
	return s.split()
}

type splitter struct {
	lang Code
	text string
	out  []Sentence
}

func (s *splitter) emit(start, end int) {
	seg := s.text[start:end]
	trimmed := strings.TrimLeftFunc(seg, unicode.IsSpace)
	start += len(seg) - len(trimmed)
	trimmed = strings.TrimRightFunc(trimmed, unicode.IsSpace)
	if trimmed == "" {
		return
	}
	s.out = append(s.out, Sentence{Text: trimmed, Start: start, End: start + len(trimmed)})
}

func (s *splitter) split() []Sentence {
	t := s.text
	start := 0
	i := 0
	for i < len(t) {
		r, size := utf8.DecodeRuneInString(t[i:])
		switch {
		case isTerminator(r):
			end, cut := s.atTerminator(i)
			if cut {
				s.emit(start, end)
				start = end
			}
			i = end
		case r == '\n':
			// A line break without a terminator before it.
			j := i
			newlines := 0
			for j < len(t) {
				r2, sz := utf8.DecodeRuneInString(t[j:])
				if !unicode.IsSpace(r2) {
					break
				}
				if r2 == '\n' {
					newlines++
				}
				j += sz
			}
			if newlines >= 2 || j >= len(t) || !startsLower(t[j:]) {
				s.emit(start, i)
				start = i
			}
			i = j
		default:
			i += size
		}
	}
	s.emit(start, len(t))
	return s.out
}

// atTerminator looks at the terminator at byte i and returns where the
// sentence would end (after the run of terminators and closing marks) and
// whether it does end there.
func (s *splitter) atTerminator(i int) (end int, cut bool) {
	t := s.text
	j := i
	fullWidth := false
	dots := 0
	n := 0
	for j < len(t) {
		r, sz := utf8.DecodeRuneInString(t[j:])
		if !isTerminator(r) {
			break
		}
		if isFullWidthTerminator(r) {
			fullWidth = true
		}
		if r == '.' {
			dots++
		}
		n++
		j += sz
	}
	closers := 0
	for j < len(t) {
		r, sz := utf8.DecodeRuneInString(t[j:])
		if k := spacedCloser(t[j:]); k > 0 {
			// French "Bonjour ! »": the closing guillemet after a space.
			closers++
			j += k
			continue
		}
		if !isCloser(r) && !isTerminator(r) {
			break
		}
		if isCloser(r) {
			closers++
		}
		j += sz
	}
	end = j
	if end >= len(t) {
		return end, true
	}
	next, _ := utf8.DecodeRuneInString(t[end:])
	if fullWidth {
		// 「行こう！」と彼は言った。: the quote belongs to the sentence.
		if closers > 0 && !unicode.IsSpace(next) && !isOpener(next) {
			return end, false
		}
		return end, true
	}
	if !unicode.IsSpace(next) {
		return end, false // 3.5, EE.UU., a.m., www.x.com
	}
	rest := t[end:]
	if hasBlankLine(rest) {
		return end, true
	}
	if startsLower(rest) {
		return end, false
	}
	if s.lang == Korean && closers > 0 && startsHangul(rest) {
		// "배고파?" 엄마가 물었어요: Korean puts the speaker after the quote.
		return end, false
	}
	if n == 1 && dots == 1 && closers == 0 && s.abbreviationBefore(i, rest) {
		return end, false
	}
	return end, true
}

// abbreviationBefore reports whether the period at byte i closes a title,
// an initial or (German) an ordinal before a month.
func (s *splitter) abbreviationBefore(i int, rest string) bool {
	t := s.text
	j := i
	for j > 0 {
		r, sz := utf8.DecodeLastRuneInString(t[:j])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.' && r != 'ª' {
			break
		}
		j -= sz
	}
	word := t[j:i]
	if word == "" {
		return false
	}
	if s.lang == German && isDigits(word) {
		return germanMonths[strings.ToLower(firstWord(rest))]
	}
	if utf8.RuneCountInString(word) == 1 {
		r, _ := utf8.DecodeRuneInString(word)
		return unicode.IsUpper(r) // J. K. Rowling
	}
	return titles[strings.ToLower(word)]
}

// titles are abbreviations that precede a name and so never end a sentence.
var titles = map[string]bool{
	// en
	"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "st": true, "jr": true, "sr": true, "mt": true, "gen": true, "capt": true, "lt": true, "col": true, "rev": true, "vs": true,
	// es
	"sra": true, "srta": true, "sres": true, "dra": true, "dña": true, "dª": true, "lic": true, "ing": true, "av": true, "avda": true, "pág": true, "núm": true, "tel": true, "ud": true, "uds": true, "vd": true,
	// fr
	"mme": true, "mlle": true, "mm": true, "me": true, "pr": true, "bd": true,
	// de
	"hr": true, "fr": true, "hrn": true, "str": true, "nr": true, "bzw": true, "z.b": true, "u.a": true, "d.h": true, "ca": true,
	// it
	"sig": true, "sigg": true, "dott": true, "dott.ssa": true, "geom": true, "avv": true, "arch": true,
	// pt
	"exmo": true, "exma": true,
	// ru
	"г": true, "гг": true, "ул": true, "им": true, "т.е": true, "т.д": true, "т.п": true, "др": true, "проф": true,
}

var germanMonths = map[string]bool{
	"januar": true, "februar": true, "märz": true, "april": true, "mai": true, "juni": true,
	"juli": true, "august": true, "september": true, "oktober": true, "november": true, "dezember": true,
}

func isTerminator(r rune) bool {
	switch r {
	case '.', '!', '?', '…', '‼', '⁇', '⁈', '⁉', '؟', '۔':
		return true
	}
	return isFullWidthTerminator(r)
}

func isFullWidthTerminator(r rune) bool {
	switch r {
	case '。', '！', '？', '｡', '．':
		return true
	}
	return false
}

func isCloser(r rune) bool {
	switch r {
	case '"', '\'', '”', '’', '»', '›', ')', ']', '}', '」', '』', '）', '】', '〉', '》', '〕', '］', '＂':
		return true
	}
	return false
}

// spacedCloser returns the length of horizontal space followed by an
// unambiguous closing mark at the start of s, or 0.
func spacedCloser(s string) int {
	i := 0
	for i < len(s) {
		r, sz := utf8.DecodeRuneInString(s[i:])
		if r == ' ' || r == '\u00a0' || r == '\u202f' || r == '\t' {
			i += sz
			continue
		}
		if i > 0 && (r == '»' || r == '”' || r == '›') {
			return i + sz
		}
		return 0
	}
	return 0
}

func isOpener(r rune) bool {
	switch r {
	case '"', '“', '„', '«', '‹', '(', '[', '「', '『', '（', '【', '〈', '《', '〔':
		return true
	}
	return false
}

// startsLower reports whether the first letter after white space, dashes,
// opening quotes and Spanish ¿¡ is lower case.
func startsLower(s string) bool {
	for _, r := range s {
		switch {
		case unicode.IsSpace(r), isOpener(r), r == '¿', r == '¡', r == '—', r == '–', r == '-', r == '―':
			continue
		case unicode.IsLower(r):
			return true
		default:
			return false
		}
	}
	return false
}

func startsHangul(s string) bool {
	for _, r := range s {
		if unicode.IsSpace(r) {
			continue
		}
		return unicode.Is(unicode.Hangul, r)
	}
	return false
}

func hasBlankLine(s string) bool {
	n := 0
	for _, r := range s {
		if !unicode.IsSpace(r) {
			return false
		}
		if r == '\n' {
			n++
			if n == 2 {
				return true
			}
		}
	}
	return false
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

func firstWord(s string) string {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if end < 0 {
		return s
	}
	return s[:end]
}
