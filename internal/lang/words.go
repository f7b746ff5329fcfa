package lang

import (
	"unicode"

	"github.com/rivo/uniseg"
)

// Token is one piece of a sentence: a word, a number, punctuation or space.
// Start and End are byte offsets in the text that was tokenised.
type Token struct {
	Text  string `json:"text"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	// Word is true for words and numbers, false for punctuation and space.
	Word bool `json:"word"`
	// Lemma, POS and Reading are filled by tokenisers that know them
	// (kagome for Japanese: dictionary form, part of speech, katakana
	// reading; gse + pinyin for Chinese: reading in tone-numbered pinyin).
	Lemma   string `json:"lemma,omitempty"`
	POS     string `json:"pos,omitempty"`
	Reading string `json:"reading,omitempty"`
}

// UnicodeWords splits text at Unicode (UAX #29) word boundaries. It is the
// word segmenter for every language that separates words with spaces; Japanese
// and Chinese need a dictionary (see internal/lang/offline/ja and zh).
func UnicodeWords(text string) []Token {
	var out []Token
	state := -1
	pos := 0
	rest := text
	for len(rest) > 0 {
		var w string
		w, rest, state = uniseg.FirstWordInString(rest, state)
		out = append(out, Token{Text: w, Start: pos, End: pos + len(w), Word: isWordText(w)})
		pos += len(w)
	}
	return out
}

func isWordText(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) {
			return true
		}
	}
	return false
}

// WordsOnly keeps the tokens that are words.
func WordsOnly(tokens []Token) []Token {
	var out []Token
	for _, t := range tokens {
		if t.Word {
			out = append(out, t)
		}
	}
	return out
}
