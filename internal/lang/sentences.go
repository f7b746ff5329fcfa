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
// Rules: Western terminators (. ! ? … and Arabic ؟ ۔) end a sentence when
// white space and then a word that is not lower case follow (so decimals,
// "EE.UU.", "—¿Vienes? —preguntó" and "p. ej. algo" do not cut); closing
// quotes and brackets stay with their sentence; abbreviations (titles such as
// "Sr." and "Dr.", initials, "z. B.", "No. 12", list numbers, German ordinals
// before a month) do not end a sentence; a sentence glued to the next one
// ("casa.\"Vamos", "casa.Vamos", "…」彼は") is cut. Full-width terminators
// (。！？, and ! ? in Chinese and Japanese) cut at once unless a closing
// quote is followed by its speech tag.
//
// Quotations follow product §6's card rule: a card per sentence, inside a
// quotation too, and a speech tag stays with the quotation's last sentence
// ("¿Dónde estás? | Te busqué», dijo." / “你去哪儿了？| 我找了你一天。”他说。).
// What counts as a speech tag depends on how the language ties it to the
// quote: a lower-case word, or a short clause with a verb of saying ("Where?"
// Mary asked; «…؟» سأل الأب) in Western languages and Arabic; a dash-led tag
// in dash dialogue ("— Onde? — Rita perguntou."); a clause ending in a verb
// of saying in Chinese (“好！”她说) and Korean ("배고파?" 엄마가 물었어요, or
// 라고/하고); in Japanese only a particle (「行こう！」と言った), so that
// 「行こう！」彼は言った。 is two sentences. Quote marks follow the language:
// German „…“ and »…«.
//
// A blank line always cuts; a single line break cuts unless the next line
// starts in lower case or the line before is long running text (hard wrap);
// a line starting with a bullet or dash is always its own.
func SplitSentences(l Code, text string) []Sentence {
	q := detectQuoteStyle(l, text)
	s := splitter{lang: l, text: text, quotes: q, spans: q.quoteSpans(text)}
	return s.split()
}

type splitter struct {
	lang   Code
	text   string
	quotes quoteStyle
	spans  []quoteSpan
	out    []Sentence
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
		case r == '．' && s.digitAround(i, size):
			i += size // １．２メートル: a full-width decimal point
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
			if newlines >= 2 || j >= len(t) || startsItem(t[j:]) || !startsLower(t[j:]) && !s.hardWrapped(i, j) {
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

// hardWrapped reports whether the single line break between bytes i and j
// wraps a long line of running text (a line of at least 50 columns, or 40
// with CJK characters, which count two, that ends in a letter, digit or comma and is
// followed by a line starting with a letter), rather than ending a title or
// a verse line.
func (s *splitter) hardWrapped(i, j int) bool {
	t := s.text
	lineStart := strings.LastIndexByte(t[:i], '\n') + 1
	line := strings.TrimRightFunc(t[lineStart:i], unicode.IsSpace)
	last, _ := utf8.DecodeLastRuneInString(line)
	if !unicode.IsLetter(last) && !unicode.IsDigit(last) && last != ',' && last != '，' && last != '、' {
		return false
	}
	next, _ := utf8.DecodeRuneInString(t[j:])
	if !unicode.IsLetter(next) {
		return false
	}
	cols, wide := 0, false
	for _, r := range line {
		cols++
		if r >= 0x2E80 {
			cols++
			wide = true
		}
	}
	return cols >= 50 || wide && cols >= 40
}

// atTerminator looks at the terminator at byte i and returns where the
// sentence would end (after the run of terminators and closing marks) and
// whether it does end there.
func (s *splitter) atTerminator(i int) (end int, cut bool) {
	t := s.text
	j := i
	fullWidth := false
	dots, ellipses := 0, 0
	n := 0
	for j < len(t) {
		r, sz := utf8.DecodeRuneInString(t[j:])
		if !isTerminator(r) {
			break
		}
		if isFullWidthTerminator(r) || (r == '!' || r == '?') && s.cjk() {
			// Chinese and Japanese texts also use half-width ! and ?
			// without a space after them.
			fullWidth = true
		}
		if r == '.' {
			dots++
		}
		if r == '…' {
			ellipses++
		}
		n++
		j += sz
	}
	if s.cjk() && ellipses >= 2 && ellipses == n && s.clauseRunes(i) >= 4 {
		// 他把故事讲给同学听……大家都笑了。: a full ellipsis after a clause
		// ends it; after a stammered word (我……我不知道) it does not.
		fullWidth = true
	}
	closers := 0
	lastCloser := rune(0)
	for j < len(t) {
		r, sz := utf8.DecodeRuneInString(t[j:])
		if k := s.spacedCloser(t[j:]); k > 0 {
			// French "Bonjour ! »": the closing guillemet after a space.
			closers++
			lastCloser = '»'
			j += k
			continue
		}
		if !s.quotes.closer(r) && !isTerminator(r) {
			break
		}
		if s.quotes.closer(r) {
			if r == '"' && s.opensSpan(j) || r == '\'' && closers > 0 && s.letterAfter(j+sz) {
				break // casa."Vamos: the mark opens the next quote.
			}
			closers++
			lastCloser = r
		}
		j += sz
	}
	end = j
	if end >= len(t) {
		return end, true
	}
	// A terminator inside a quotation cuts as it would in running prose,
	// even when a speech tag follows the quotation: "Come here. | Now!" she
	// said. (product §6, card rules).
	next, _ := utf8.DecodeRuneInString(t[end:])
	if fullWidth {
		if closers > 0 && !unicode.IsSpace(next) && !s.quotes.opener(next) {
			if !s.quotes.isQuoteCloser(lastCloser) {
				return end, false // （笑）and other brackets stay with the text
			}
			// 「行こう！」と彼は言った。 belongs together; “…吗？”我们走吧。 does not.
			return end, !s.continuesQuote(t[end:])
		}
		return end, true
	}
	if !unicode.IsSpace(next) {
		// …casa."Vamos / casa.Vamos: a sentence glued to the next one.
		return end, s.gluedStart(i, end, closers)
	}
	rest := t[end:]
	if hasBlankLine(rest) {
		return end, true
	}
	if startsLower(rest) {
		return end, false
	}
	if s.lang == Korean && closers > 0 && startsHangul(rest) {
		// "배고파?" 엄마가 물었어요: Korean puts the speaker after the quote,
		// but "배고파?" 우리는 밥을 먹었다 is a new sentence.
		return end, !koreanAttribution(rest)
	}
	if dashAttribution(s.lang, rest) {
		return end, false // "— Onde está? — Rita perguntou."
	}
	if closers > 0 && s.quotes.isQuoteCloser(lastCloser) && quoteAttribution(s.lang, rest) {
		return end, false // "Where?" Mary asked.
	}
	if n == 1 && dots == 1 && closers == 0 && s.abbreviationBefore(i, rest) {
		return end, false
	}
	return end, true
}

func (s *splitter) cjk() bool { return s.lang == Chinese || s.lang == Japanese }

// clauseRunes counts the letters of the clause before byte i: back to the
// last space or punctuation mark other than the enumeration comma 、
// (一天、两天、三天 is one clause).
func (s *splitter) clauseRunes(i int) int {
	n := 0
	for k := i; k > 0; {
		r, size := utf8.DecodeLastRuneInString(s.text[:k])
		if r == '、' {
			k -= size
			continue
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break
		}
		n++
		k -= size
	}
	return n
}

// digitAround reports whether the rune of size bytes at i stands between two
// digits.
func (s *splitter) digitAround(i, size int) bool {
	before, _ := utf8.DecodeLastRuneInString(s.text[:i])
	after, _ := utf8.DecodeRuneInString(s.text[i+size:])
	return unicode.IsDigit(before) && unicode.IsDigit(after)
}

// opensSpan reports whether a quotation starts at byte i.
func (s *splitter) opensSpan(i int) bool {
	for _, sp := range s.spans {
		if sp.Open == i {
			return true
		}
	}
	return false
}

func (s *splitter) letterAfter(i int) bool {
	r, _ := utf8.DecodeRuneInString(s.text[i:])
	return unicode.IsLetter(r)
}

// gluedStart reports whether a terminator run from i to end, with no space
// after it, is glued to a new sentence: after a closing quote a capital or an
// opening mark ("casa."Vamos", "casa.»«Oui", Arabic «…».»ثم); with no
// quote, an opening mark or ¿¡ before a capital ("casa."Vamos",
// "mercado.¡Había", "sourit.« Les") or a capitalised word after a word of
// two letters or more, lower case or (German nouns) capitalised
// ("casa.Vamos", "Kinder.Das", but not "EE.UU.", "3.5", "a.m." or
// "www.x.com").
func (s *splitter) gluedStart(i, end, closers int) bool {
	if s.lang == Korean || s.cjk() {
		return false
	}
	t := s.text
	next, sz := utf8.DecodeRuneInString(t[end:])
	if s.lang == Arabic {
		// Arabic has no capitals: a letter right after a closing quote or
		// after an Arabic word starts a sentence; digits (3.5) do not.
		prev, _ := utf8.DecodeLastRuneInString(t[:i])
		return unicode.Is(unicode.Arabic, next) && unicode.IsLetter(next) &&
			(closers > 0 || unicode.Is(unicode.Arabic, prev) && unicode.IsLetter(prev))
	}
	if closers > 0 {
		return unicode.IsUpper(next) || s.quotes.opener(next) || next == '¿' || next == '¡' || next == '—'
	}
	if s.quotes.opener(next) || next == '"' && s.opensSpan(end) || next == '¿' || next == '¡' {
		// casa."Vamos: the next sentence starts with a quote.
		rest := strings.TrimLeft(t[end+sz:], " \u00a0\u202f¿¡")
		after, _ := utf8.DecodeRuneInString(rest)
		return unicode.IsUpper(after)
	}
	if !unicode.IsUpper(next) {
		return false
	}
	word := t[end:]
	if k := strings.IndexFunc(word, func(r rune) bool { return !unicode.IsLetter(r) }); k >= 0 {
		if r, _ := utf8.DecodeRuneInString(word[k:]); r == '.' && s.letterAfter(end+k+1) {
			return false // www.Example.com
		}
	}
	after, _ := utf8.DecodeRuneInString(t[end+sz:])
	if !unicode.IsLower(after) {
		return false
	}
	letters, upper := 0, 0
	for k := i; k > 0; {
		r, size := utf8.DecodeLastRuneInString(t[:k])
		if !unicode.IsLetter(r) {
			break
		}
		if !unicode.IsLower(r) {
			upper++
			if letters == 0 {
				return false // "U.S.Army": the last letter is a capital
			}
		}
		letters++
		k -= size
	}
	// "Kinder.Das": one capital, first, in a word of three letters or more.
	return letters >= 2 && upper == 0 || letters >= 3 && upper == 1 && s.titleCaseBefore(i, letters)
}

// titleCaseBefore reports whether the word of n letters before byte i
// starts with its only capital.
func (s *splitter) titleCaseBefore(i, n int) bool {
	k := i
	for ; n > 0; n-- {
		_, size := utf8.DecodeLastRuneInString(s.text[:k])
		k -= size
	}
	r, _ := utf8.DecodeRuneInString(s.text[k:])
	return unicode.IsUpper(r)
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
func (sp *splitter) spacedCloser(s string) int {
	if sp.quotes.reversedGuil {
		return 0
	}
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

// startsItem reports whether a line starts with a list bullet or a dialogue
// dash ("- eggs", "• milk", "— Vamos?"): a line of its own, whatever case
// follows.
func startsItem(line string) bool {
	r, _ := utf8.DecodeRuneInString(line)
	return strings.ContainsRune("-•*·▪◦‣–—―", r)
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
