package freedict

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
)

// JMdict (jpn-eng) files a word written in kana under every homograph that
// has that reading, in no order of use: くま is 隈 "corner, nook" as well
// as 熊 "bear", つる is 弦 "bowstring" as well as 釣る "to fish", よく is 翼
// "wing" as well as 良く "well". Taking the longest entry first (Lookup's
// rule for other dictionaries) chose the rare one. JMdict marks each written
// form and reading with its frequency (news1, ichi1, spec1, gai1: among the
// commonest 24,000 words; news2, ichi2…: less common; nfXX: the XXth 500 of
// the newspapers' word list), and each sense with its part of speech.
// LookupJapanese orders homographs by those.

// LookupJapanese is LookupReading (reading "" for none) for Japanese, with
// the entries ordered by JMdict's own signals: first those written first
// as headword (本 "book" before 元 "origin" that lists 本; かい the question
// particle before 買い "buying"), then those whose part of speech fits pos
// (the analyser's coarse tag: "noun", "verb", "adj", "adv"; "" for any),
// then those in which the form as written is marked
// commonest (for a verb the marks alone, not the newspapers' rank).
// Lookup's longest-first comes last.
func (l *Library) LookupJapanese(ctx context.Context, from, to lang.Code, headword, reading, pos string, max int) ([]string, error) {
	d, release, err := l.open(from, to)
	defer release()
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var entries []string
	for _, r := range d.index.find(foldKey(headword)) {
		raw, err := d.dz.read(int64(r.off), int64(r.len))
		if err != nil {
			return nil, fmt.Errorf("freedict %s: %s: %w", d.name, headword, err)
		}
		entries = append(entries, string(raw))
	}
	if want := normKana(reading); want != "" {
		var kept []string
		for _, e := range entries {
			if readsAs(e, want) {
				kept = append(kept, e)
			}
		}
		if len(kept) > 0 {
			entries = kept
		}
	}
	sortJMdict(entries, headword, pos)
	var senses []string
	for _, raw := range entries {
		for _, s := range l.entrySenses(raw, from, to) {
			if !containsFold(senses, s) {
				senses = append(senses, s)
			}
		}
		if max > 0 && len(senses) >= max {
			return senses[:max], nil
		}
	}
	return senses, nil
}

// sortJMdict orders JMdict entries for headword as LookupJapanese says.
func sortJMdict(entries []string, headword, pos string) {
	type key struct {
		fits, leads bool
		prio        int
	}
	keys := make(map[int]key, len(entries))
	anyFits := false
	for i, e := range entries {
		k := key{fits: jmdictFits(e, pos), leads: leadsExactly(e, headword), prio: jmdictPriority(e, headword)}
		if isKanaWord(headword) && pos != "verb" && strings.Contains(e, "usually written using kana alone") {
			k.prio += 200 // 何時か "someday" is written いつか; 五日 "the fifth" seldom is
		}
		anyFits = anyFits || k.fits
		keys[i] = k
	}
	idx := make([]int, len(entries))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		ka, kb := keys[idx[a]], keys[idx[b]]
		if ka.leads != kb.leads {
			return ka.leads
		}
		if anyFits && ka.fits != kb.fits {
			return ka.fits
		}
		if pos == "verb" && ka.prio/100 != kb.prio/100 || pos != "verb" && ka.prio != kb.prio {
			// The newspapers' rank of a verb's kanji says little of its
			// use in stories (代える before 帰る, 病む before 止む), and
			// JMdict notes "usually kana" on a verb's rarer senses
			// (吐く "to breathe out" before 付く "to stick"): verbs go
			// by the marks alone, then the longest entry.
			return ka.prio > kb.prio
		}
		return len(entries[idx[a]]) > len(entries[idx[b]])
	})
	sorted := make([]string, len(entries))
	for i, j := range idx {
		sorted[i] = entries[j]
	}
	copy(entries, sorted)
}

// isKanaWord: written in kana only.
func isKanaWord(s string) bool {
	for _, r := range s {
		if !isKana(r) {
			return false
		}
	}
	return s != ""
}

// jmdictPriority scores how common an entry marks the form written as
// headword (its kana normalised when headword is kana): 0 unmarked; a
// "…2" mark (news2, ichi2) adds 100, a "…1" mark (news1, ichi1, spec1,
// gai1) 200; an nfXX rank adds 100-XX, so that of two common words the
// likelier in the newspapers wins. (LookupJapanese adds 200 to an entry
// but a verb's that JMdict says is usually written in kana, for a word
// written so.)
func jmdictPriority(entry, headword string) int {
	first, _, _ := strings.Cut(entry, "\n")
	want, kana := headword, isKanaWord(headword)
	if kana {
		want = normKana(headword)
	}
	best := 0
	for _, f := range strings.Split(first, ",") {
		// " [ichi1]  [news1]  [nf13]  熊 /pron/": the marks, then the form.
		marks, _, ok := strings.Cut(f, "/")
		if !ok {
			continue
		}
		form := strings.TrimSpace(stripBracketed(stripBracketed(marks, '[', ']'), '(', ')'))
		if kana {
			form = normKana(form)
		}
		if form == "" || form != want {
			continue
		}
		class, nf := 0, 0
		for _, m := range strings.Split(marks, "[")[1:] {
			m, _, _ = strings.Cut(m, "]")
			switch {
			case strings.HasPrefix(m, "nf"):
				if n, err := strconv.Atoi(m[2:]); err == nil && n < 100 {
					nf = max(nf, 100-n)
				}
			case strings.HasSuffix(m, "1"):
				class = 2
			case strings.HasSuffix(m, "2"):
				class = max(class, 1)
			}
		}
		score := class*100 + nf
		if score > best {
			best = score
		}
	}
	return best
}

// jmdictFits reports whether one of an entry's parts of speech fits the
// analyser's coarse tag pos; any entry fits "" or a tag JMdict does not
// name. A noun fits an adjectival noun (the analyser takes 親切, きれい for
// nouns), a noun taking する and an adverb (いつか, 今日: the analyser's
// nouns that serve as adverbs).
func jmdictFits(entry, pos string) bool {
	var want []string
	switch pos {
	case "noun":
		want = []string{"(noun", "(adjectival nouns", "(nouns which", "(adverb"}
	case "verb":
		want = []string{"Godan verb", "Ichidan verb", "Kuru verb", "suru verb", "Yodan verb", "Nidan verb", "irregular"}
	case "adj":
		want = []string{"(adjective (keiyoushi)", "(adjectival nouns", "(pre-noun adjectival"}
	case "adv":
		want = []string{"(adverb"}
	case "pron":
		want = []string{"(pronoun"}
	case "part", "part-conj":
		want = []string{"(particle", "(conjunction", "(expressions", "(auxiliary"}
	case "aux":
		want = []string{"(auxiliary", "(expressions", "(particle"}
	default:
		return true
	}
	for _, line := range strings.Split(entry, "\n")[1:] {
		line = strings.TrimLeftFunc(stripNumbering(strings.TrimSpace(line)), unicode.IsSpace)
		if !strings.HasPrefix(line, "(") {
			continue
		}
		for _, w := range want {
			if strings.Contains(line, w) {
				return true
			}
		}
	}
	return false
}

// Priority is how common JMdict marks headword written so, among the
// entries that read as reading ("" for any): 0 unmarked, 100 and more for
// a less common word (news2, ichi2…), 200 and more for a common one
// (news1, ichi1, spec1, gai1); the newspapers' rank adds up to 99. Nothing
// installed gives 0.
func (l *Library) Priority(from, to lang.Code, headword, reading string) int {
	d, release, err := l.open(from, to)
	defer release()
	if err != nil {
		return 0
	}
	want, best := normKana(reading), 0
	for _, r := range d.index.find(foldKey(headword)) {
		raw, err := d.dz.read(int64(r.off), int64(r.len))
		if err != nil || want != "" && !readsAs(string(raw), want) {
			continue
		}
		best = max(best, jmdictPriority(string(raw), headword))
	}
	return best
}
