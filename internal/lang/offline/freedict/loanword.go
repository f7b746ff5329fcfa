package freedict

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/roman"
)

// JMdict gives a loanword the word it was borrowed from (コーヒー: Dutch
// koffie; パン: Portuguese pão; アルバイト: German Arbeit), and FreeDict's
// rendering glues that word to the English gloss after it: "pãobread",
// "Arbeitpart-time job", "coffeekoffiecoffee". japaneseSenses takes it off:
// when a sense of an entry written in katakana starts with a run of letters
// that is no English word, ends with one, and whose beginning is nearer the
// katakana's sound than the whole run is, the run is cut to that English
// word. English words are the headwords of the installed FreeDict
// dictionaries from English.

// englishLexicons are the dictionaries whose headwords tell an English
// word, smallest to load first (eng-deu, half a million headwords, is
// left out: loading it would cost more than the rare words it adds).
var englishLexicons = []lang.Code{lang.Japanese, lang.French, lang.Portuguese, lang.Arabic, lang.Spanish, lang.Italian}

// englishWord reports whether w (any case) is a headword of one of the
// installed dictionaries from English.
func (l *Library) englishWord(w string) bool {
	for _, to := range englishLexicons {
		if l.Contains(lang.English, to, w) {
			return true
		}
	}
	return false
}

// englishEndings are endings that make an English word of an English stem
// (a gloss "bulking", "vocalist" is no glued loanword).
var englishEndings = []string{"ing", "ed", "ian", "ism", "ist", "ness", "ous", "tion", "sion", "ity", "ics", "ic", "er", "ers", "es", "s", "ly", "al", "able", "ful", "less", "ment"}

func (l *Library) englishLike(w string) bool {
	if l.englishWord(w) {
		return true
	}
	lw := strings.ToLower(w)
	for _, e := range englishEndings {
		if strings.HasSuffix(lw, e) && len(lw)-len(e) >= 3 {
			return true
		}
	}
	return false
}

// entrySenses is parseSenses for an entry of the dictionary from → to.
func (l *Library) entrySenses(raw string, from, to lang.Code) []string {
	if from == lang.Japanese && to == lang.English {
		return l.japaneseSenses(raw)
	}
	return parseSenses(raw, from == lang.Japanese)
}

// japaneseSenses is parseSenses for a JMdict entry, with a loanword's
// source word taken off its glosses.
func (l *Library) japaneseSenses(raw string) []string {
	senses := parseSenses(raw, true)
	first, _, _ := strings.Cut(raw, "\n")
	kata := katakanaForms(first)
	if len(kata) == 0 {
		return senses
	}
	var out []string
	for _, s := range senses {
		s = l.unglue(s, kata)
		if !containsFold(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// katakanaForms are the romanised katakana forms (two kana or more) of an
// entry's first line.
func katakanaForms(first string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(first, func(r rune) bool { return !unicode.Is(unicode.Katakana, r) && r != 'ー' }) {
		if len([]rune(f)) >= 2 {
			out = append(out, foldLatin(roman.Hepburn(f)))
		}
	}
	return out
}

// unglue cuts the source word off the start of sense (see above).
func (l *Library) unglue(sense string, kata []string) string {
	sense = strings.TrimLeft(sense, " ,")
	end := strings.IndexFunc(sense, func(r rune) bool { return !unicode.IsLetter(r) })
	if end < 0 {
		end = len(sense)
	}
	run := sense[:end]
	rs := []rune(run)
	if len(rs) < 5 || l.englishLike(run) {
		return sense
	}
	for i := 2; i < len(rs)-1; i++ {
		head, tail := string(rs[:i]), string(rs[i:])
		// A two-letter word only after a change of case: HerrMr.
		if len(rs)-i < 3 && !(unicode.IsUpper(rs[i]) && unicode.IsLower(rs[i-1])) || !l.englishWord(tail) {
			continue
		}
		for _, k := range kata {
			h, whole := nearest(k, foldLatin(head)), editDistance(k, foldLatin(run))
			if h < whole && 2*h <= max(len(k), len(head)) {
				return tail + sense[end:]
			}
		}
		return sense // the longest English ending decides
	}
	return sense
}

// nearest is the edit distance from k to the nearest beginning or ending
// (three letters or more) of s: the source word may follow another
// ("coffeekoffie").
func nearest(k, s string) int {
	best := len(k) + len(s)
	for i := 0; i+3 <= len(s); i++ {
		best = min(best, editDistance(k, s[i:]))
	}
	for j := 3; j <= len(s); j++ {
		best = min(best, editDistance(k, s[:j]))
	}
	return best
}

// foldLatin lowercases s and drops its accents (pão → pao, ō → o).
func foldLatin(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// editDistance is Levenshtein's distance between a and b, in bytes (both
// are folded to ASCII letters).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}
