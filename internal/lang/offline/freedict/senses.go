package freedict

import (
	"regexp"
	"strings"
	"unicode"
)

// parseSenses extracts short meanings from a FreeDict TEI-rendered entry:
// the first line is the headword with pronunciation and grammar; then come
// numbered or plain sense lines, with [domain] labels, <grammar>, notes,
// synonyms and cross-references, which are dropped. Dictionaries made from
// JMdict (japanese) put a cross-reference in braces before a sense
// ("{棲む}to live"), number senses inline ("(1) lachen, (2) auslachen") and
// glue usage labels to the sense that follows ("Note: polite (teineigo)
// languagestomach").
func parseSenses(entry string, japanese bool) []string {
	lines := strings.Split(entry, "\n")
	var out, labelled []string
	for _, line := range lines[1:] {
		s := strings.TrimSpace(line)
		if s == "" {
			continue
		}
		low := strings.ToLower(s)
		if japanese && strings.HasPrefix(s, "Note:") {
			s = stripJMdictLabels(strings.TrimSpace(strings.TrimPrefix(s, "Note:")))
			low = "" // what is left after the labels is a sense
		}
		if strings.HasPrefix(low, "synonym") || strings.HasPrefix(low, "see:") || strings.HasPrefix(low, "note:") ||
			strings.HasPrefix(low, "antonym") || strings.HasPrefix(s, "\"") || strings.HasPrefix(low, "example") ||
			strings.HasPrefix(s, "{") && !japanese {
			continue
		}
		s = stripNumbering(s)
		// Senses with a domain label ([min.], [bot.]) come after plain ones.
		dst := &out
		if strings.HasPrefix(s, "[") {
			dst = &labelled
		}
		s = stripBracketed(s, '[', ']')
		s = stripBracketed(s, '<', '>')
		if japanese {
			s = stripBracketed(s, '{', '}')
		}
		s = strings.TrimSpace(s)
		if s == "" || strings.TrimSpace(stripBracketed(s, '(', ')')) == "" {
			continue // grammar only: "(noun (common) (futsuumeishi))"
		}
		s = strings.ReplaceAll(s, " ,", ",")
		for _, part := range splitSenses(s) {
			part = strings.Trim(strings.TrimSpace(part), ",")
			if hasLetter(part) && !containsFold(out, part) && !containsFold(labelled, part) {
				*dst = append(*dst, part)
			}
		}
	}
	return append(out, labelled...)
}

// splitSenses splits a line at semicolons and at inline numbering "(2)",
// and drops gender marks "(m) Lehrer".
func splitSenses(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ";") {
		for _, p := range inlineNumber.Split(part, -1) {
			p = strings.Join(strings.Fields(genderMark.ReplaceAllString(p, " ")), " ")
			p = trailingNumber.ReplaceAllString(p, "") // "ключ 2." before the next sense
			if p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

var (
	inlineNumber   = regexp.MustCompile(`(?:^|,?\s)\(\d+\)\s*`)
	trailingNumber = regexp.MustCompile(`\s\d+\.$`)
	genderMark     = regexp.MustCompile(`(?:^|\s)\((?:m|f|n|pl)\)\s`)
)

// jmdictLabels are JMdict's usage labels (its "misc" entities) as FreeDict
// renders them, longest first where one is a prefix of another.
var jmdictLabels = []string{
	"honorific or respectful (sonkeigo) language", "humble (kenjougo) language", "polite (teineigo) language",
	"word usually written using kana alone", "word usually written using kanji alone", "usually written using kana alone", "usually written using kanji alone",
	"onomatopoeic or mimetic word", "vulgar expression or word", "female term or language", "male term or language",
	"children's language", "familiar language", "idiomatic expression", "jocular, humorous term", "rude or X-rated term",
	"abbreviation", "archaism", "colloquialism", "derogatory", "obscure term", "obsolete term", "rare term", "dated term",
	"historical term", "poetical term", "formal or literary term", "manga slang", "internet slang", "slang", "sensitive",
	"yojijukugo", "proverb", "quotation",
}

// stripJMdictLabels removes the usage labels at the start of a JMdict note
// and returns the sense glued after them: "" when the note has no label
// (a real note, "Teil einer Kombination") or nothing after its labels.
func stripJMdictLabels(s string) string {
	stripped := false
	for {
		found := false
		for _, l := range jmdictLabels {
			if strings.HasPrefix(s, l) {
				s, found, stripped = strings.TrimSpace(s[len(l):]), true, true
				break
			}
		}
		if !found {
			break
		}
	}
	if !stripped {
		return ""
	}
	return s
}

func hasLetter(s string) bool {
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

func stripNumbering(s string) string {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > 0 && i < len(s) && s[i] == '.' {
		return strings.TrimLeftFunc(s[i+1:], unicode.IsSpace)
	}
	return s
}

func stripBracketed(s string, open, close byte) string {
	var b strings.Builder
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case open:
			depth++
		case close:
			if depth > 0 {
				depth--
				continue
			}
		}
		if depth == 0 {
			b.WriteByte(s[i])
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}
