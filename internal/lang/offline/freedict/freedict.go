// Package freedict reads FreeDict dictionaries as Debian installs them
// (/usr/share/dictd/freedict-XXX-YYY.index and .dict.dz) directly, without
// dictd: the index is loaded on first use of a dictionary, and entries are
// inflated chunk by chunk from the dictzip file.
package freedict

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/idle"
)

// DefaultDir is where Debian's dict-freedict-* packages install.
const DefaultDir = "/usr/share/dictd"

// Library opens the dictionaries of a directory on demand. It is safe for
// concurrent use; Close releases the open files.
type Library struct {
	dir string

	mu    sync.Mutex
	dicts map[string]*dictionary
}

// NewLibrary returns a library over dir (DefaultDir if empty).
func NewLibrary(dir string) *Library {
	if dir == "" {
		dir = DefaultDir
	}
	return &Library{dir: dir, dicts: map[string]*dictionary{}}
}

// Name is the FreeDict name of the dictionary from one language to another,
// e.g. "spa-eng"; Package is its Debian package.
func Name(from, to lang.Code) string { return from.ISO3() + "-" + to.ISO3() }

// Package returns the Debian package of a dictionary.
func Package(from, to lang.Code) string { return "dict-freedict-" + Name(from, to) }

// Has reports whether the dictionary from → to is installed.
func (l *Library) Has(from, to lang.Code) bool {
	_, err := os.Stat(filepath.Join(l.dir, "freedict-"+Name(from, to)+".index"))
	return err == nil
}

// Lookup returns the senses of headword (matched case-insensitively) in the
// dictionary from → to, best first, at most max (0 = all). A word that is
// not in the dictionary gives no senses and no error.
func (l *Library) Lookup(ctx context.Context, from, to lang.Code, headword string, max int) ([]string, error) {
	d, release, err := l.open(from, to)
	defer release()
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	refs := d.index.find(foldKey(headword))
	entries := make([]string, 0, len(refs))
	for _, r := range refs {
		raw, err := d.dz.read(int64(r.off), int64(r.len))
		if err != nil {
			return nil, fmt.Errorf("freedict %s: %s: %w", d.name, headword, err)
		}
		entries = append(entries, string(raw))
	}
	// Homographs: entries whose first written form is the headword come
	// first (JMdict files 本 "book" under 本, and also under もと "origin"
	// as a variant spelling); then the longest entry (most examples and
	// cross-references) is usually the common word (Hund: dog before the
	// mining cart).
	// Entries written exactly as the headword come first: German writes
	// nouns with a capital, so wissen is "know" and Wissen "knowledge".
	sort.SliceStable(entries, func(i, j int) bool {
		ei, ej := leadsExactly(entries[i], headword), leadsExactly(entries[j], headword)
		if ei != ej {
			return ei
		}
		hi, hj := leadsWith(entries[i], headword), leadsWith(entries[j], headword)
		if hi != hj {
			return hi
		}
		return len(entries[i]) > len(entries[j])
	})
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

// Contains reports whether headword (matched case-insensitively) is a
// headword of the dictionary from → to; a dictionary that is not installed
// contains nothing.
func (l *Library) Contains(from, to lang.Code, headword string) bool {
	d, release, err := l.open(from, to)
	defer release()
	if err != nil {
		return false
	}
	return len(d.index.find(foldKey(headword))) > 0
}

// Size is the size in bytes of the index of the dictionary from → to (0
// when it is not installed): a cheap measure of its coverage that needs no
// loading.
func (l *Library) Size(from, to lang.Code) int64 {
	fi, err := os.Stat(filepath.Join(l.dir, "freedict-"+Name(from, to)+".index"))
	if err != nil {
		return 0
	}
	return fi.Size()
}

// leadsWith reports whether an entry's first written form is headword: its
// first line, after JMdict's [priority] marks, starts with it.
func leadsWith(entry, headword string) bool {
	first, _, _ := strings.Cut(entry, "\n")
	first = strings.TrimSpace(stripBracketed(first, '[', ']'))
	return len(first) >= len(headword) && strings.EqualFold(first[:len(headword)], headword) &&
		(len(first) == len(headword) || first[len(headword)] == ' ' || first[len(headword)] == ',')
}

// leadsExactly is leadsWith with the case of the headword kept.
func leadsExactly(entry, headword string) bool {
	return leadsWith(entry, headword) && strings.HasPrefix(strings.TrimSpace(stripBracketed(entry, '[', ']')), headword)
}

// Close closes every opened dictionary.
func (l *Library) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	var errs []error
	for k, d := range l.dicts {
		if d.dz != nil {
			errs = append(errs, d.dz.Close())
		}
		delete(l.dicts, k)
	}
	return errors.Join(errs...)
}

// ref is an entry's place in the uncompressed .dict text (the largest,
// deu-eng, is 100 MB; 32 bits keep the indexes of deu-eng and jpn-eng, 900k
// headwords, 7 MB smaller; a larger file is refused by readIndex).
type ref struct{ off, len uint32 }

type dictionary struct {
	name  string
	once  idle.Once
	index *index
	dz    *dictzip
}

// open holds the dictionary from → to (opening it if it is not open); the
// caller calls release when it no longer reads d.index or d.dz.
func (l *Library) open(from, to lang.Code) (d *dictionary, release func(), err error) {
	name := Name(from, to)
	l.mu.Lock()
	d, ok := l.dicts[name]
	if !ok {
		d = &dictionary{name: name}
		l.dicts[name] = d
	}
	l.mu.Unlock()
	release, err = d.once.HoldErr(func() error {
		base := filepath.Join(l.dir, "freedict-"+name)
		index, err := readIndex(base + ".index")
		var dz *dictzip
		if err == nil {
			dz, err = openDictzip(base + ".dict.dz")
		}
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("freedict %s: %w", name, lang.ErrUnsupported)
		} else if err != nil {
			return fmt.Errorf("freedict %s: %w", name, err)
		}
		d.index, d.dz = index, dz
		return nil
	}, func() {
		if d.dz != nil {
			_ = d.dz.Close()
		}
		d.index, d.dz = nil, nil
	})
	return d, release, err
}

// Sweep closes the dictionaries that have not been used for after and
// drops their indexes (idle.Sweepable); the next lookup opens them again.
func (l *Library) Sweep(now time.Time, after time.Duration) int {
	l.mu.Lock()
	ds := make([]*dictionary, 0, len(l.dicts))
	for _, d := range l.dicts {
		ds = append(ds, d)
	}
	l.mu.Unlock()
	n := 0
	for _, d := range ds {
		if d.once.Sweep(now, after) {
			n++
		}
	}
	return n
}

func readIndex(path string) (*index, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var items []indexItem
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		head, rest, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(head, "00database") || strings.HasPrefix(head, "00-database") {
			continue
		}
		o, n, ok := strings.Cut(rest, "\t")
		if !ok {
			continue
		}
		off, err1 := decodeB64(o)
		ln, err2 := decodeB64(n)
		if err1 != nil || err2 != nil || off > math.MaxUint32 || ln > math.MaxUint32 {
			return nil, fmt.Errorf("index %s: bad line %q", path, line)
		}
		items = append(items, indexItem{foldKey(head), ref{uint32(off), uint32(ln)}})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("index %s: %w", path, err)
	}
	return newIndex(items), nil
}

const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// decodeB64 decodes dictd's base-64 numbers (most significant digit first).
func decodeB64(s string) (int64, error) {
	if s == "" || len(s) > 10 {
		return 0, errors.New("bad number")
	}
	var n int64
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(b64, s[i])
		if d < 0 {
			return 0, errors.New("bad digit")
		}
		n = n*64 + int64(d)
	}
	return n, nil
}

func foldKey(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

func containsFold(xs []string, x string) bool {
	for _, y := range xs {
		if strings.EqualFold(y, x) {
			return true
		}
	}
	return false
}
