package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// quoteStyle says which marks open and close quotations in one text. Most
// languages open with “ « „ and close with ” »; German closes „ with “ and ‚
// with ‘, and often writes »…« (reversed guillemets).
type quoteStyle struct {
	germanLow    bool // „…“: “ and ‘ close
	reversedGuil bool // »…«: » opens, « closes
}

func detectQuoteStyle(l Code, text string) quoteStyle {
	var q quoteStyle
	if l != German {
		return q
	}
	q.germanLow = strings.ContainsAny(text, "„‚")
	// »Komm!« puts the marks against the words inside; « Viens ! » and
	// «Komm!» (Swiss) do not both lean inwards the reversed way.
	inward, outward := 0, 0
	for i, r := range text {
		if r != '»' && r != '«' {
			continue
		}
		next, _ := utf8.DecodeRuneInString(text[i+utf8.RuneLen(r):])
		if r == '»' && unicode.IsLetter(next) {
			inward++
		}
		if r == '«' && unicode.IsLetter(next) {
			outward++
		}
	}
	q.reversedGuil = inward > outward
	return q
}

func (q quoteStyle) closer(r rune) bool {
	switch r {
	case '“', '‘':
		return q.germanLow
	case '«', '‹':
		return q.reversedGuil
	case '»', '›':
		return !q.reversedGuil
	}
	return isCloser(r)
}

func (q quoteStyle) opener(r rune) bool {
	switch r {
	case '“', '‘':
		return !q.germanLow
	case '»', '›':
		return q.reversedGuil
	case '«', '‹':
		return !q.reversedGuil
	}
	return isOpener(r)
}

// isQuoteCloser reports whether r closes a quotation (not a bracket).
func (q quoteStyle) isQuoteCloser(r rune) bool {
	switch r {
	case ')', ']', '}', '）', '】', '〕', '］':
		return false
	}
	return q.closer(r)
}

// quoteSpan is a quotation from its opening mark (Open) to just after its
// closing mark (Close), within one line.
type quoteSpan struct{ Open, Close int }

// quoteSpans finds the quotations of text: paired marks by nesting, the
// straight double quote by alternation, each reset at a line break.
func (q quoteStyle) quoteSpans(text string) []quoteSpan {
	var spans []quoteSpan
	type open struct {
		pos  int
		mark rune
	}
	var stack []open
	straight := -1
	for i, r := range text {
		size := utf8.RuneLen(r)
		switch {
		case r == '\n':
			stack = stack[:0]
			straight = -1
		case r == '"' || r == '＂':
			if straight < 0 {
				straight = i
			} else {
				spans = append(spans, quoteSpan{straight, i + size})
				straight = -1
			}
		case r == '\'' || r == '’' && !q.germanLow:
			// Apostrophes: never quotation marks here.
		case q.opener(r) && r != '(' && r != '[' && r != '（' && r != '【' && r != '〔':
			stack = append(stack, open{i, r})
		case q.isQuoteCloser(r) && len(stack) > 0:
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			spans = append(spans, quoteSpan{top.pos, i + size})
		}
	}
	return spans
}
