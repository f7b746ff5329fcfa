package mueller

import (
	"bufio"
	"io"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Link is one English headword that a Russian word translates.
type Link struct {
	English string
	// Tier says how directly: 0 = in the first group of the first sense
	// (house: "1) дом; жилище" gives дом tier 0), 1 = elsewhere in the
	// first two senses, 2 = a later sense, Labelled = a sense with a usage
	// label. A sense qualified by what it is said of ("заходить (о
	// солнце)", of the sun: decline) counts one tier later.
	Tier int
	// Lead is true for the first translation of its sense ("1) работа,
	// труд" under work, not "производство, работа" under make).
	Lead bool
	// Later is true in a homograph after the first (row _I ряд, _II
	// грести, _III шум): a word less common than its spelling's rank says.
	Later bool
}

// Labelled is the tier of a translation in a sense with a usage label:
// slang, regional, dated, figurative or a special field (_разг., _фр.,
// _ю-афр., _уст., _перен., _мор.): dorp (South African) is not the English
// for деревня, nor garcon (French) for официант.
const Labelled = 3

var (
	// senseMark matches a sense number ("1)") or a sub-sense letter ("а)",
	// "б)") standing alone; blockMark a part of speech ("1. _n.", "2. _v.")
	// or a homograph (_I, _II).
	senseMark = regexp.MustCompile(`(?:^|\s)(?:\d+\)|[а-я]\))\s`)
	blockMark = regexp.MustCompile(`(?:^|\s)(?:\d+\.|_I|_II|_III|_IV|_V)\s`)
	// label matches Müller's labels: _n. _v. _a. _воен. _attr.
	label = regexp.MustCompile(`_[^\s]*`)
	// reflexive matches a verb written with its reflexive in brackets:
	// "радовать(ся)" under rejoice is радовать and радоваться.
	reflexive = regexp.MustCompile(`(\p{Cyrillic}+)\((?:ся|сь)\)`)
	// qualifier matches a note on what a sense is said of: "(о солнце)",
	// "(об облаках)".
	qualifier = regexp.MustCompile(`\(\s*(?:о|об|обо)\s[^()]*\)`)
)

// Marks left in an entry's text where a usage label or a qualifier was.
const (
	usageMark     = "\x02"
	qualifierMark = "\x03"
	reflexiveMark = "\x04"
)

// neutralLabels are the Cyrillic labels that do not make a sense rarer:
// American and British usage, collective nouns.
var neutralLabels = map[string]bool{"_ам.": true, "_брит.": true, "_собир.": true, "_канад.": true}

// markLabels replaces Müller's labels by a space, and its usage labels
// (Cyrillic ones: _разг., _фр., _мор., except neutralLabels) by usageMark.
func markLabels(s string) string {
	return label.ReplaceAllStringFunc(s, func(l string) string {
		l = strings.TrimRight(l, ",;:)")
		if !strings.HasSuffix(l, ".") {
			l += "."
		}
		// The label's first letter (after its "_") says whose it is.
		if r, _ := utf8.DecodeRuneInString(l[1:]); unicode.Is(unicode.Cyrillic, r) && !neutralLabels[l] {
			return " " + usageMark + " "
		}
		return " "
	})
}

// Reverse reads the dictionary text (dictd's .dict, uncompressed) and
// returns, for each Russian word that translates an English headword alone
// in its group, the headwords it translates. Examples (groups with Latin
// letters), bracketed notes, labels and multi-word translations are left
// out; headwords with capitals, spaces or digits (names, phrases) too.
func Reverse(r io.Reader) (map[string][]Link, error) {
	out := map[string][]Link{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	var head string
	var body strings.Builder
	flush := func() {
		if head != "" && isEnglishHeadword(head) {
			for _, l := range reverseEntry(body.String()) {
				out[l.ru] = append(out[l.ru], Link{English: head, Tier: l.tier, Lead: l.lead, Later: l.later})
			}
		}
		head = ""
		body.Reset()
	}
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			continue
		}
		if r := rune(line[0]); r != ' ' && r != '\t' {
			flush()
			head = strings.TrimSpace(line)
			continue
		}
		body.WriteString(line)
		body.WriteByte(' ')
	}
	flush()
	return out, sc.Err()
}

type ruLink struct {
	ru          string
	tier        int
	lead, later bool
}

// reverseEntry lists the Russian words of one entry's body with their tier.
func reverseEntry(body string) []ruLink {
	body = strip(body, '[', ']')
	body = qualifier.ReplaceAllString(body, qualifierMark)
	body = reflexive.ReplaceAllString(body, "$1"+reflexiveMark)
	body = strip(body, '(', ')')
	body = strip(body, '{', '}')
	var out []ruLink
	// Each part of speech and homograph counts its senses afresh: train
	// _I (to educate) then _II 1) поезд.
	// A label before the first part of speech ("unco _шотл. 1. _a.")
	// marks the whole entry.
	entryLabelled := false
	homograph := 0
	marks := blockMark.FindAllString(body, -1)
	for i, block := range blockMark.Split(body, -1) {
		if i > 0 && strings.Contains(marks[i-1], "_") {
			homograph++
		}
		links, labelled := reverseBlock(markLabels(block), entryLabelled)
		for k := range links {
			links[k].later = homograph > 1
		}
		out = append(out, links...)
		entryLabelled = entryLabelled || i == 0 && labelled && len(links) == 0
	}
	return out
}

// reverseBlock lists the Russian words of one part of speech of an entry.
// A usage label marks the groups after it in its sense, and every sense
// when it stands before the first ("_II _a. _разг. странный"), or when
// labelled is true. It also reports whether the block has a label before
// its first sense.
func reverseBlock(body string, labelled bool) ([]ruLink, bool) {
	var out []ruLink
	sense := 0
	blockLabelled := labelled
	chunks, letters := splitSenses(body)
	phrase := false
	for c, chunk := range chunks {
		// Lettered sub-senses after an English phrase translate the
		// phrase, not the headword: "be about а) собираться", "to see the
		// light а) увидеть свет, родиться" (be is not собираться, light
		// not родиться). They run to the next numbered sense.
		switch {
		case c == 0 || !letters[c]:
			phrase = false
		case endsInLatin(chunks[c-1]):
			phrase = true
		}
		if phrase {
			continue
		}
		found := false
		translated := false
		labelled := blockLabelled
		for seg, group := range strings.Split(chunk, ";") {
			if strings.Contains(group, usageMark) {
				labelled = true
				group = strings.ReplaceAll(group, usageMark, " ")
			}
			if hasLatin(group) || strings.Contains(group, "=") {
				continue // an example ("to eat well иметь…") or a cross-reference
			}
			translated = translated || hasCyrillic(group)
			// A definition, not a translation: "магазин, где товары
			// продаются в рассрочку" (tally-shop), "магазин, банк,
			// мастерская и т. п." (drive-in). Its words name a wider
			// class than the headword: a late sense at best.
			defined := isDefinition(group)
			for k, item := range strings.Split(group, ",") {
				qualified := strings.Contains(item, qualifierMark)
				item = strings.ReplaceAll(item, qualifierMark, " ")
				both := strings.Contains(item, reflexiveMark)
				item = strings.ReplaceAll(item, reflexiveMark, "")
				w := strings.TrimFunc(item, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) && r != '-' })
				if !isRussianWord(w) {
					continue
				}
				tier := 2
				switch {
				case sense == 0 && seg == 0:
					tier = 0
				case sense <= 1:
					tier = 1
				}
				if qualified {
					tier = min(tier+1, 2)
				}
				if defined {
					tier = 2
				}
				if labelled {
					tier = Labelled
				}
				out = append(out, ruLink{ru: Fold(w), tier: tier, lead: seg == 0 && k == 0})
				if both {
					out = append(out, ruLink{ru: Fold(w) + "ся", tier: tier, lead: seg == 0 && k == 0})
				}
				found = true
			}
		}
		if c == 0 && !found && labelled {
			blockLabelled = true
		}
		// A sense counts even when its translations are all phrases (toe:
		// "1) палец на ноге 2) носок" makes носок toe's second sense, not
		// its first, so носок is sock).
		if found || translated {
			sense++
		}
	}
	return out, blockLabelled
}

// splitSenses splits a block at its sense marks, and tells for each chunk
// whether its mark is a sub-sense letter ("а)") rather than a number.
func splitSenses(body string) (chunks []string, letters []bool) {
	start := 0
	letter := false
	for _, loc := range senseMark.FindAllStringIndex(body, -1) {
		chunks = append(chunks, body[start:loc[0]])
		letters = append(letters, letter)
		mark := strings.TrimSpace(body[loc[0]:loc[1]])
		letter = !unicode.IsDigit([]rune(mark)[0])
		start = loc[1]
	}
	return append(chunks, body[start:]), append(letters, letter)
}

// endsInLatin: the last group of a chunk (after its last ";") has Latin
// letters, an English phrase or example.
func endsInLatin(chunk string) bool {
	if i := strings.LastIndex(chunk, ";"); i >= 0 {
		chunk = chunk[i+1:]
	}
	return hasLatin(chunk)
}

// strip removes what is between open and close (nesting counted).
func strip(s string, open, close rune) string {
	if !strings.ContainsRune(s, open) {
		return s
	}
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == open:
			depth++
		case r == close && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func hasLatin(s string) bool {
	for _, r := range s {
		if r < unicode.MaxASCII && unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// isEnglishHeadword: a lower-case English word (inner hyphens and
// apostrophes allowed), not a name, phrase or abbreviation.
func isEnglishHeadword(s string) bool {
	if len(s) < 2 || strings.HasPrefix(s, "00") {
		return false
	}
	for i, r := range s {
		switch {
		case r >= 'a' && r <= 'z':
		case (r == '-' || r == '\'') && i > 0 && i < len(s)-1:
		default:
			return false
		}
	}
	return true
}

func hasCyrillic(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Cyrillic, r) {
			return true
		}
	}
	return false
}

// definers start the clause of a definition ("магазин, где…", "человек,
// который…"); etcetera ends a list of examples ("…и т. п.").
var (
	definers = map[string]bool{"где": true, "который": true, "которая": true, "которое": true, "которые": true, "когда": true, "куда": true, "откуда": true, "чтобы": true, "если": true}
	etcetera = regexp.MustCompile(`и\s*т\.\s*(?:п|д)\.|и\s+пр\.|и\s+др\.`)
)

// isDefinition: a group that describes the headword rather than
// translating it: a clause after its first word, or a list of examples.
func isDefinition(group string) bool {
	if etcetera.MatchString(group) {
		return true
	}
	items := strings.Split(group, ",")
	for _, item := range items[1:] {
		if f := strings.Fields(item); len(f) > 1 && definers[strings.ToLower(f[0])] {
			return true
		}
	}
	return false
}
