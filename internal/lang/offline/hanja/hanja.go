// Package hanja maps Korean words written in hangul to the Chinese
// characters they come from (학교 → 學校), from the hanja table of libhangul
// (BSD-3, © Choe Hwanjin; Debian package libhangul-data). Sino-Korean words
// are most of Korean's nouns, and their characters can be looked up in
// CC-CEDICT for an English meaning. The table lists a word's readings
// roughly by how common they are, but not always (조각 lists 組閣 "form a
// cabinet" before 彫刻 "carving"): every reading is kept, in the table's
// order (Readings), and Freq tells which is written more. It is read on
// first use and kept as a sorted flat table (a few MB).
package hanja

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang/offline/idle"
)

// Attribution is the licence notice the doctor and the docs show.
const Attribution = "libhangul hanja table, BSD-3, Choe Hwanjin (Debian libhangul-data)"

// Package is the Debian package that installs the data.
const Package = "libhangul-data"

// DefaultPath is where Debian installs the table.
const DefaultPath = "/usr/share/libhangul/hanja/hanja.txt"

// Table is the hangul → hanja table, loaded on first use.
type Table struct {
	path string
	once idle.Once
	keys string   // sorted hangul words, concatenated
	ends []uint32 // ends[i] is the end of key i in keys
	vals string   // the readings of each key, joined by readingSep, concatenated
	vend []uint32 // vend[i] is the end of key i's readings in vals
}

// New finds the table at path (DefaultPath when empty); nil when it is not
// installed. It reads nothing yet.
func New(path string) *Table {
	if path == "" {
		path = DefaultPath
	}
	if st, err := os.Stat(path); err != nil || st.IsDir() {
		return nil
	}
	return &Table{path: path}
}

// Available reports whether the table is installed.
func (t *Table) Available() bool { return t != nil && t.path != "" }

// Path is the table file.
func (t *Table) Path() string {
	if t == nil {
		return ""
	}
	return t.path
}

// readingSep separates a word's readings in vals.
const readingSep = "|"

// Lookup returns the table's first hanja of a hangul word of two syllables
// or more ("" when the table does not list it).
func (t *Table) Lookup(word string) (string, error) {
	all, err := t.readings(word)
	if err != nil || all == "" {
		return "", err
	}
	first, _, _ := strings.Cut(all, readingSep)
	return first, nil
}

// Readings returns every hanja spelling of a hangul word of two syllables
// or more, in the table's order (nil when the table does not list it).
func (t *Table) Readings(word string) ([]string, error) {
	all, err := t.readings(word)
	if err != nil || all == "" {
		return nil, err
	}
	return strings.Split(all, readingSep), nil
}

func (t *Table) readings(word string) (string, error) {
	if !t.Available() {
		return "", errors.New("hanja: not installed")
	}
	release, err := t.load()
	defer release()
	if err != nil {
		return "", err
	}
	i := sort.Search(len(t.ends), func(i int) bool { return t.key(i) >= word })
	if i == len(t.ends) || t.key(i) != word {
		return "", nil
	}
	start := uint32(0)
	if i > 0 {
		start = t.vend[i-1]
	}
	return t.vals[start:t.vend[i]], nil
}

func (t *Table) key(i int) string {
	start := uint32(0)
	if i > 0 {
		start = t.ends[i-1]
	}
	return t.keys[start:t.ends[i]]
}

// load holds the table (loading it if it is not loaded); the caller calls
// release when it no longer reads it.
func (t *Table) load() (release func(), err error) {
	return t.once.HoldErr(func() error {
		f, err := os.Open(t.path)
		if err != nil {
			return fmt.Errorf("hanja: %w", err)
		}
		defer f.Close()
		if err := t.read(f); err != nil {
			t.keys, t.ends, t.vals, t.vend = "", nil, "", nil
			return fmt.Errorf("hanja: %s: %w", t.path, err)
		}
		return nil
	}, func() { t.keys, t.ends, t.vals, t.vend = "", nil, "", nil })
}

// Sweep drops the table when it has not been used for after
// (idle.Sweepable); the next call loads it again.
func (t *Table) Sweep(now time.Time, after time.Duration) int {
	if t == nil || !t.once.Sweep(now, after) {
		return 0
	}
	return 1
}

// read parses lines "hangul:hanja:meaning", keeping each word's lines
// whose hanja are all Chinese characters, one per syllable, in order.
func (t *Table) read(r io.Reader) error {
	first := map[string]string{}
	var order []string
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		parts := strings.SplitN(line, ":", 3)
		if len(parts) < 2 {
			continue
		}
		hg, hj := parts[0], parts[1]
		n := utf8.RuneCountInString(hg)
		if n < 2 || utf8.RuneCountInString(hj) != n || !allHan(hj) {
			continue
		}
		switch prev, ok := first[hg]; {
		case !ok:
			first[hg] = hj
			order = append(order, hg)
		case !containsReading(prev, hj):
			first[hg] = prev + readingSep + hj
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	sort.Strings(order)
	var k, v strings.Builder
	t.ends = make([]uint32, len(order))
	t.vend = make([]uint32, len(order))
	for i, hg := range order {
		k.WriteString(hg)
		t.ends[i] = uint32(k.Len())
		v.WriteString(first[hg])
		t.vend[i] = uint32(v.Len())
	}
	t.keys, t.vals = k.String(), v.String()
	return nil
}

func containsReading(all, hj string) bool {
	for r := range strings.SplitSeq(all, readingSep) {
		if r == hj {
			return true
		}
	}
	return false
}

func allHan(s string) bool {
	for _, r := range s {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return s != ""
}

// Compounds counts the table's spellings that contain the characters hj
// (the word's own spellings too): a Sino-Korean word Korean uses much
// makes many compounds (彫刻 in 彫刻家, 彫刻品, 彫刻刀...), a homograph it
// hardly uses few (組閣). 0 when the table is not installed.
func (t *Table) Compounds(hj string) int {
	if hj == "" || !t.Available() {
		return 0
	}
	release, err := t.load()
	defer release()
	if err != nil {
		return 0
	}
	return strings.Count(t.vals, hj)
}
