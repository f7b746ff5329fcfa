package roman

import (
	"strings"
	"unicode"
)

var toneMarks = map[rune][5]rune{
	'a': {'a', 'ā', 'á', 'ǎ', 'à'},
	'e': {'e', 'ē', 'é', 'ě', 'è'},
	'i': {'i', 'ī', 'í', 'ǐ', 'ì'},
	'o': {'o', 'ō', 'ó', 'ǒ', 'ò'},
	'u': {'u', 'ū', 'ú', 'ǔ', 'ù'},
	'ü': {'ü', 'ǖ', 'ǘ', 'ǚ', 'ǜ'},
	'A': {'A', 'Ā', 'Á', 'Ǎ', 'À'},
	'E': {'E', 'Ē', 'É', 'Ě', 'È'},
	'O': {'O', 'Ō', 'Ó', 'Ǒ', 'Ò'},
}

// PinyinMarks converts tone-numbered pinyin ("zhong1 guo2 lv3") into pinyin
// with tone marks ("zhōng guó lǚ"). A syllable's tone number (1–5, 5 or 0 =
// neutral) follows its letters; the mark goes on a or e, on the o of ou,
// otherwise on the last vowel. "v" and "u:" are read as ü. Text that is not
// a numbered syllable passes through.
func PinyinMarks(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	rs := []rune(s)
	start := 0 // start of the current run of letters
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if isASCIILetter(r) || r == 'ü' || r == 'Ü' || (r == ':' && i > 0 && (rs[i-1] == 'u' || rs[i-1] == 'U')) {
			continue
		}
		if r >= '0' && r <= '5' && i > start && isASCIILetter(lastLetter(rs[start:i])) {
			b.WriteString(markSyllable(rs[start:i], int(r-'0')))
			start = i + 1
			continue
		}
		b.WriteString(string(rs[start:i]))
		b.WriteRune(r)
		start = i + 1
	}
	b.WriteString(string(rs[start:]))
	return b.String()
}

func lastLetter(rs []rune) rune {
	if len(rs) == 0 {
		return 0
	}
	r := rs[len(rs)-1]
	if r == ':' && len(rs) > 1 {
		return rs[len(rs)-2]
	}
	return r
}

func isASCIILetter(r rune) bool { return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') }

func markSyllable(syl []rune, tone int) string {
	// Normalise ü spellings.
	var rs []rune
	for i := 0; i < len(syl); i++ {
		r := syl[i]
		switch {
		case (r == 'u' || r == 'U') && i+1 < len(syl) && syl[i+1] == ':':
			rs = append(rs, map[bool]rune{true: 'Ü', false: 'ü'}[r == 'U'])
			i++
		case r == 'v':
			rs = append(rs, 'ü')
		case r == 'V':
			rs = append(rs, 'Ü')
		default:
			rs = append(rs, r)
		}
	}
	if tone < 1 || tone > 4 {
		return string(rs)
	}
	pos := -1
	lower := []rune(strings.ToLower(string(rs)))
	for i, r := range lower {
		if r == 'a' || r == 'e' {
			pos = i
			break
		}
	}
	if pos < 0 {
		for i := 0; i+1 < len(lower); i++ {
			if lower[i] == 'o' && lower[i+1] == 'u' {
				pos = i
				break
			}
		}
	}
	if pos < 0 {
		for i := len(lower) - 1; i >= 0; i-- {
			if strings.ContainsRune("aeiouü", lower[i]) {
				pos = i
				break
			}
		}
	}
	if pos < 0 {
		return string(rs) + string(rune('0'+tone)) // m2, ng4: keep the number
	}
	r := rs[pos]
	marks, ok := toneMarks[r]
	if !ok {
		marks, ok = toneMarks[unicode.ToLower(r)]
		if !ok {
			return string(rs)
		}
		rs[pos] = unicode.ToUpper(marks[tone])
		return string(rs)
	}
	rs[pos] = marks[tone]
	return string(rs)
}
