package arabic

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/storyglot/storyglot/internal/lang/offline/idle"
)

// Entry is one entry of ara-eng as it is written: its headword with the
// shadda and hamza the entry gives it, and its English lines.
type Entry struct {
	Head   string
	Senses []string
}

// entries holds ara-eng's text and where each normalised headword's
// entries are in it, read on the first call to Entries.
type entries struct {
	once  idle.Once
	text  []byte
	spans map[string][][2]uint32 // normalised headword → offset, length
}

var entryTables sync.Map // index path → *entries

// Entries returns the entries of the headwords whose normalised form is
// Normalise(word), each with its headword as the entry writes it. The
// index keys drop the shadda (ذهب is the key of both ذهب "went" and ذهّب
// "gild", مصر of مصر "Egypt" and مصرّ "insistent"); the entries keep it,
// so that the word as a text writes it can choose between them.
func (x *Index) Entries(word string) ([]Entry, error) {
	if !x.Available() {
		return nil, fmt.Errorf("arabic: ara-eng is not installed")
	}
	v, _ := entryTables.LoadOrStore(x.path, &entries{})
	e := v.(*entries)
	release, err := e.once.HoldErr(func() error { return e.load(x.path) }, func() { e.text, e.spans = nil, nil })
	defer release()
	if err != nil {
		return nil, err
	}
	var out []Entry
	for _, sp := range e.spans[Normalise(word)] {
		if int(sp[0]+sp[1]) > len(e.text) {
			continue
		}
		out = append(out, parseEntry(string(e.text[sp[0]:sp[0]+sp[1]])))
	}
	return out, nil
}

// parseEntry reads "ذهّب /ðhhb/\nGild\n" or numbered lines "1. Betook".
func parseEntry(raw string) Entry {
	lines := strings.Split(strings.TrimSpace(raw), "\n")
	head, _, _ := strings.Cut(lines[0], " /")
	e := Entry{Head: strings.TrimSpace(head)}
	for _, l := range lines[1:] {
		l = strings.TrimSpace(l)
		if i := strings.Index(l, ". "); i > 0 && i <= 3 && strings.Trim(l[:i], "0123456789") == "" {
			l = l[i+2:]
		}
		if l != "" {
			e.Senses = append(e.Senses, l)
		}
	}
	return e
}

func (e *entries) load(indexPath string) error {
	base := strings.TrimSuffix(indexPath, ".index")
	text, err := readDict(base)
	if err != nil {
		return err
	}
	f, err := os.Open(indexPath)
	if err != nil {
		return fmt.Errorf("arabic: %w", err)
	}
	defer f.Close()
	e.text, e.spans = text, map[string][][2]uint32{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		if len(parts) < 3 || strings.ContainsAny(parts[0], " ،,") || !isArabic(parts[0]) {
			continue
		}
		off, ok1 := decodeB64(parts[1])
		n, ok2 := decodeB64(parts[2])
		if !ok1 || !ok2 {
			continue
		}
		k := Normalise(parts[0])
		e.spans[k] = append(e.spans[k], [2]uint32{off, n})
	}
	return sc.Err()
}

// readDict reads the dictionary's text: .dict.dz (dictzip, a gzip file)
// or .dict.
func readDict(base string) ([]byte, error) {
	if f, err := os.Open(base + ".dict.dz"); err == nil {
		defer f.Close()
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("arabic: %s.dict.dz: %w", base, err)
		}
		return io.ReadAll(zr)
	}
	b, err := os.ReadFile(base + ".dict")
	if err != nil {
		return nil, fmt.Errorf("arabic: %w", err)
	}
	return b, nil
}

// decodeB64 reads dictd's base-64 numbers.
func decodeB64(s string) (uint32, bool) {
	const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	var n uint64
	for _, c := range s {
		i := strings.IndexRune(digits, c)
		if i < 0 {
			return 0, false
		}
		n = n*64 + uint64(i)
	}
	return uint32(n), n < 1<<32
}
