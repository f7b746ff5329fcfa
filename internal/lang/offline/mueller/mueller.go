// Package mueller glosses Russian in English by reversing V. K. Müller's
// English–Russian dictionary (7th edition, electronic version by
// S. Starostin and E. S. Cymbalyuk, GNU GPL 2+), which Debian ships in dict
// format as the package mueller7-dict. Every Russian word that an English
// headword's senses translate it by points back to that headword: дом ←
// house, home. It is read on first use and kept as a sorted flat table.
package mueller

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang/offline/idle"
)

// Source names the dictionary on cards (lang.Gloss.Source) and in the doctor.
const Source = "mueller7:eng-rus-reversed"

// Attribution is the licence notice the doctor and the docs show.
// It names FreeDict's everyday list too (BasicAttribution, basic.go),
// which confirms senses where it is installed.
const Attribution = "V. K. Müller English–Russian dictionary, 7th ed., electronic version S. Starostin, E. S. Cymbalyuk, GNU GPL 2+ (Debian mueller7-dict), read in reverse; senses confirmed by " + BasicAttribution

// Package is the Debian package that installs the data.
const Package = "mueller7-dict"

// DefaultPath is where Debian installs the dictionary text.
const DefaultPath = "/usr/share/dictd/mueller7.dict.dz"

// keep is how many English headwords are kept per Russian word.
const keep = 6

// Dict is the reversed dictionary, loaded on first use.
type Dict struct {
	path string
	// Rank, when set before the first lookup, gives the frequency rank of
	// an English word (lower is more common); it orders the headwords that
	// translate a Russian word equally directly.
	Rank func(string) int

	// basicPath is BasicPath when installed; its pairs confirm senses.
	basicPath string
	basic     map[string]bool

	once idle.Once
	keys string   // sorted Russian words, concatenated
	ends []uint32 // ends[i] is the end of key i in keys
	vals []string // vals[i] is key i's tier and English headwords, "|"-separated
}

// New finds the data at path (DefaultPath when empty); nil when it is not
// installed. It reads nothing yet.
func New(path string) *Dict {
	if path == "" {
		path = DefaultPath
	}
	if st, err := os.Stat(path); err != nil || st.IsDir() {
		return nil
	}
	d := &Dict{path: path}
	if path == DefaultPath {
		d.basicPath = BasicPath
	}
	return d
}

// Available reports whether the data is installed.
func (d *Dict) Available() bool { return d != nil && d.path != "" }

// Path is the data file.
func (d *Dict) Path() string {
	if d == nil {
		return ""
	}
	return d.path
}

// Len is the number of Russian words (loading the dictionary).
func (d *Dict) Len() (int, error) {
	release, err := d.load()
	defer release()
	if err != nil {
		return 0, err
	}
	return len(d.ends), nil
}

// Lookup returns up to max English words that translate the Russian word
// (case and ё folded), most direct and most common first; nil when none.
func (d *Dict) Lookup(word string, max int) ([]string, error) {
	out, _, err := d.LookupTier(word, max)
	return out, err
}

// LookupTier is Lookup with the tier of the most direct translation (see
// Link): a word found only in late senses (tier 2) is a weak match.
func (d *Dict) LookupTier(word string, max int) ([]string, int, error) {
	if !d.Available() {
		return nil, 0, errors.New("mueller: not installed")
	}
	release, err := d.load()
	defer release()
	if err != nil {
		return nil, 0, err
	}
	k := Fold(word)
	i := sort.Search(len(d.ends), func(i int) bool { return d.key(i) >= k })
	if i == len(d.ends) || d.key(i) != k {
		return nil, 0, nil
	}
	tier, list, _ := strings.Cut(d.vals[i], "|")
	out := strings.Split(list, "|")
	if len(out) > max {
		out = out[:max]
	}
	return out, int(tier[0] - '0'), nil
}

func (d *Dict) key(i int) string {
	start := uint32(0)
	if i > 0 {
		start = d.ends[i-1]
	}
	return d.keys[start:d.ends[i]]
}

// Fold lower-cases a Russian word and writes ё as е, as the table's keys are.
func Fold(s string) string {
	return strings.ReplaceAll(strings.ToLower(s), "ё", "е")
}

// load holds the dictionary (loading it if it is not loaded); the caller calls
// release when it no longer reads it.
func (d *Dict) load() (release func(), err error) {
	return d.once.HoldErr(func() error {
		f, err := os.Open(d.path)
		if err != nil {
			return fmt.Errorf("mueller: %w", err)
		}
		defer f.Close()
		zr, err := gzip.NewReader(f)
		if err != nil {
			return fmt.Errorf("mueller: %s: %w", d.path, err)
		}
		rev, err := Reverse(bufio.NewReaderSize(zr, 1<<16))
		if err != nil {
			return fmt.Errorf("mueller: %s: %w", d.path, err)
		}
		if d.basicPath != "" {
			d.basic = loadBasic(d.basicPath)
		}
		d.build(rev)
		return nil
	}, func() { d.keys, d.ends, d.vals, d.basic = "", nil, nil, nil })
}

// Sweep drops the dictionary when it has not been used for after
// (idle.Sweepable); the next call loads it again.
func (d *Dict) Sweep(now time.Time, after time.Duration) int {
	if d == nil || !d.once.Sweep(now, after) {
		return 0
	}
	return 1
}

// build turns the reversed entries into the flat table.
func (d *Dict) build(rev map[string][]Link) {
	rank := d.Rank
	if rank == nil {
		rank = func(string) int { return 0 }
	}
	keys := make([]string, 0, len(rev))
	for k := range rev {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	d.ends = make([]uint32, len(keys))
	d.vals = make([]string, len(keys))
	for i, k := range keys {
		b.WriteString(k)
		d.ends[i] = uint32(b.Len())
		links := rev[k]
		confirmed := func(l Link, rank func(string) int) int {
			c := cost(l, rank)
			// Confirmed by the everyday dictionary: a tier earlier, for a
			// common English word (its list has rare ones too: sandbank
			// for банка, which is a jar).
			if d.basic[k+"|"+l.English] && rank(l.English) <= 5000 {
				c -= 2
			}
			return c
		}
		sort.SliceStable(links, func(a, c int) bool {
			x, y := links[a], links[c]
			if cx, cy := confirmed(x, rank), confirmed(y, rank); cx != cy {
				return cx < cy
			}
			if rx, ry := rank(x.English), rank(y.English); rx != ry {
				return rx < ry
			}
			if len(x.English) != len(y.English) {
				return len(x.English) < len(y.English)
			}
			return x.English < y.English
		})
		// Only the most direct: дом is home, house, hearth, dwelling (first
		// senses), not also the late senses of other words.
		var en []string
		best := cost(links[0], rank)
		for _, l := range links {
			best = min(best, cost(l, rank))
		}
		// A rare word as direct as the first stays as a second word (лужа:
		// pool, puddle). A confirmation orders, and keeps no more words.
		for _, l := range links {
			if len(en) == keep {
				break
			}
			if cost(l, rank) > best+1 && (l.Tier > links[0].Tier || !l.Lead || len(en) >= 2) {
				continue
			}
			if !contains(en, l.English) {
				en = append(en, l.English)
			}
		}
		tier := links[0].Tier
		if confirmed(links[0], rank) < cost(links[0], rank) {
			tier = max(0, tier-1)
		}
		d.vals[i] = fmt.Sprint(tier) + "|" + strings.Join(en, "|")
	}
	d.keys = b.String()
}

// cost orders the English words of a Russian word: how directly the
// English headword's entry translates it (Link.Tier, two steps each; one
// more when it is not its sense's first translation), plus two when the
// English word is rare (rankClass). The frequency of known words only
// breaks ties: fresh ("1) свежий") beats good ("2) свежий"), and sock
// ("1) носок") toe ("2) носок"), however much more common good and toe
// are. A common word in a second sense (strange: "2) странный") ties with
// a rare one in a first (queer: "1) странный") and wins on its rank, and
// work ("1) работа") beats make ("производство, работа").
func cost(l Link, rank func(string) int) int {
	c := 2*l.Tier + rankClass(rank(l.English))
	if !l.Lead {
		c++
	}
	// A later homograph's rank is its spelling's, mostly the first
	// homograph's: шум is row _III, after noise. (An unranked word's rank
	// says nothing of either.)
	if l.Later && rank(l.English) <= 5000 {
		c++
	}
	return c
}

// rankClass: 0 for the three thousand most common English words, 2 for
// the rest (tome, dorp, rum), which then need a sense a tier earlier to
// tie with a common word, and 1 between (ranks past 3000: a derived word
// such as impatient or placement), which wins over a common word's later
// sense only as its sense's first translation.
func rankClass(r int) int {
	switch {
	case r <= 3000:
		return 0
	case r <= 5000:
		return 1
	}
	return 2
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// isRussianWord: Cyrillic letters with inner hyphens, two letters or more.
func isRussianWord(s string) bool {
	n := 0
	for i, r := range s {
		switch {
		case unicode.Is(unicode.Cyrillic, r):
			n++
		case r == '-' && i > 0 && i < len(s)-1:
		default:
			return false
		}
	}
	return n >= 2
}
