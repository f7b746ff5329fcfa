package lang

import (
	"strings"
	"unicode/utf8"
)

// FitSentences keeps the whole sentences of s that fit in max characters;
// when even the first does not fit, s is returned whole rather than broken
// mid-sentence.
func FitSentences(l Code, s string, max int) string {
	end := 0
	for _, sent := range SplitSentences(l, s) {
		if utf8.RuneCountInString(s[:sent.End]) > max {
			break
		}
		end = sent.End
	}
	if end == 0 {
		return s
	}
	return strings.TrimSpace(s[:end])
}

// LengthOff is how many characters s lies outside [lo, hi]: 0 inside.
func LengthOff(s string, lo, hi int) int {
	n := utf8.RuneCountInString(s)
	switch {
	case n < lo:
		return lo - n
	case n > hi:
		return n - hi
	}
	return 0
}
