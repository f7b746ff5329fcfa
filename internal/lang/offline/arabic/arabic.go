// Package arabic finds the headwords of FreeDict's Arabic–English
// dictionary (dict-freedict-ara-eng, GPL-2+, Arabeyes.org) by their
// normalised spelling. Its headwords are written in many ways (some with
// short vowels, حِلية; some with hamza on the alif, أطفال), and a story is
// usually written without vowels and often without hamza: matching the
// headwords as written misses words that the dictionary has. The index is
// read on first use from the dictionary's own .index file and kept as a
// sorted flat table (about 1 MB for its 53,000 headwords).
package arabic

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/lang/offline/idle"
)

// DefaultPath is where Debian's dict-freedict-ara-eng puts its index.
const DefaultPath = "/usr/share/dictd/freedict-ara-eng.index"

// Index maps normalised Arabic headwords to the headwords as the dictionary
// writes them.
type Index struct {
	path string
	once idle.Once
	keys string   // normalised headwords, sorted, concatenated
	kend []uint32 // kend[i] is the end of key i in keys
	orig string   // the headword as written of each key, concatenated
	oend []uint32 // oend[i] is the end of key i's headword in orig
}

// New finds the index at path (DefaultPath when empty); nil when the
// dictionary is not installed. It reads nothing yet.
func New(path string) *Index {
	if path == "" {
		path = DefaultPath
	}
	if st, err := os.Stat(path); err != nil || st.IsDir() {
		return nil
	}
	return &Index{path: path}
}

// InDir is New for the index in a FreeDict directory (DefaultPath's when
// dir is empty).
func InDir(dir string) *Index {
	if dir == "" {
		return New("")
	}
	return New(filepath.Join(dir, "freedict-ara-eng.index"))
}

// Available reports whether the dictionary is installed.
func (x *Index) Available() bool { return x != nil && x.path != "" }

// Headwords returns the dictionary's headwords whose normalised form is
// Normalise(word), in the dictionary's order; nil when there is none.
func (x *Index) Headwords(word string) ([]string, error) {
	if !x.Available() {
		return nil, errors.New("arabic: ara-eng is not installed")
	}
	release, err := x.once.HoldErr(x.load, x.drop)
	defer release()
	if err != nil {
		return nil, err
	}
	k := Normalise(word)
	n := len(x.kend)
	i := sort.Search(n, func(i int) bool { return x.key(i) >= k })
	var out []string
	for ; i < n && x.key(i) == k; i++ {
		if h := x.headword(i); !contains(out, h) {
			out = append(out, h)
		}
	}
	return out, nil
}

// Has reports whether some headword normalises to Normalise(word).
func (x *Index) Has(word string) bool {
	h, err := x.Headwords(word)
	return err == nil && len(h) > 0
}

func (x *Index) key(i int) string {
	var s uint32
	if i > 0 {
		s = x.kend[i-1]
	}
	return x.keys[s:x.kend[i]]
}

func (x *Index) headword(i int) string {
	var s uint32
	if i > 0 {
		s = x.oend[i-1]
	}
	return x.orig[s:x.oend[i]]
}

func (x *Index) drop() { x.keys, x.kend, x.orig, x.oend = "", nil, "", nil }

// Sweep drops the index and the entries read for it when they have not
// been used for after (idle.Sweepable); the next call reads them again.
func (x *Index) Sweep(now time.Time, after time.Duration) int {
	if x == nil {
		return 0
	}
	n := 0
	if x.once.Sweep(now, after) {
		n++
	}
	if v, ok := entryTables.Load(x.path); ok && v.(*entries).once.Sweep(now, after) {
		n++
	}
	return n
}

// load reads the dictd index (lines "headword TAB offset TAB length"),
// keeping the one-word Arabic headwords.
func (x *Index) load() error {
	f, err := os.Open(x.path)
	if err != nil {
		return fmt.Errorf("arabic: %w", err)
	}
	defer f.Close()
	type pair struct{ key, orig string }
	var pairs []pair
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		head, _, ok := strings.Cut(sc.Text(), "\t")
		if !ok || strings.ContainsAny(head, " ،,") || !isArabic(head) {
			continue
		}
		pairs = append(pairs, pair{Normalise(head), head})
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("arabic: %s: %w", x.path, err)
	}
	sort.SliceStable(pairs, func(i, j int) bool { return pairs[i].key < pairs[j].key })
	var k, o strings.Builder
	x.kend = make([]uint32, len(pairs))
	x.oend = make([]uint32, len(pairs))
	for i, p := range pairs {
		k.WriteString(p.key)
		x.kend[i] = uint32(k.Len())
		o.WriteString(p.orig)
		x.oend[i] = uint32(o.Len())
	}
	x.keys, x.orig = k.String(), o.String()
	return nil
}

func isArabic(s string) bool {
	for _, r := range s {
		if r >= 0x0621 && r <= 0x064A {
			return true
		}
	}
	return false
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Attribution is the licence notice the doctor shows.
const Attribution = "FreeDict ara-eng, GPL-2+, Arabeyes.org (Debian dict-freedict-ara-eng), read through a normalised index of its headwords"
