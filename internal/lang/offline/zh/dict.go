package zh

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// dict is gse's embedded Chinese dictionary (simplified then traditional
// entries, "word freq pos" per line) read into a compact sorted table. gse's
// own loader keeps, per entry, a slice per character, a token struct and its
// search-mode sub-segments, and loads an HMM model this engine never uses:
// ≈ 200 MB and ≈ 1.7 s. This table keeps what the shortest-path segmenter
// needs — the key, its path length (distance) and its part of speech — in
// ≈ 12 MB, and is built in a fraction of the time. The entries, their
// filtering, first-entry-wins deduplication and distances are gse's
// (LoadDictStr, Size, AddToken, CalcToken of gse v0.80.3), so segmentation
// is the same (TestSegmenterMatchesGse).
type dict struct {
	keys     string    // every key, concatenated in sorted order
	starts   []uint32  // keys[starts[i]:starts[i+1]] is key i
	distance []float32 // log2(total frequency) − log2(frequency)
	pos      []uint8   // index into tags
	tags     []string  // parts of speech, in order of first use
	maxUnits int       // the longest key, in units (see splitUnits)
}

type dictItem struct {
	key   string
	freq  float64
	pos   string
	order int // line number: the first entry of a key wins
}

// newDict reads dictionary texts as gse.LoadDictStr(a + b) would.
func newDict(a, b string) *dict {
	items := make([]dictItem, 0, strings.Count(a, "\n")+strings.Count(b, "\n")+2)
	add := func(line string) {
		text, freqText, pos, ok := dictFields(line)
		if !ok {
			return
		}
		freq, err := strconv.ParseFloat(freqText, 64)
		if err != nil || freq < 2 { // gse's MinTokenFreq default
			return
		}
		if utf8.RuneCountInString(text) < 2 {
			freq = 2 // gse gives every one-character word the same frequency
		}
		items = append(items, dictItem{key: lowerASCII(text), freq: freq, pos: pos, order: len(items)})
	}
	// a + b is split at line breaks: a's last line and b's first are one
	// line when a does not end with a line break.
	lastA, restA := "", a
	if i := strings.LastIndexByte(a, '\n'); i >= 0 {
		restA, lastA = a[:i], a[i+1:]
	} else {
		restA, lastA = "", a
	}
	firstB, restB, hasRest := strings.Cut(b, "\n")
	if restA != "" || strings.Contains(a, "\n") {
		for line := range strings.SplitSeq(restA, "\n") {
			add(line)
		}
	}
	add(lastA + firstB)
	if hasRest {
		for line := range strings.SplitSeq(restB, "\n") {
			add(line)
		}
	}

	// First entry of a key wins (gse's AddToken skips keys it has); the
	// total frequency sums the kept entries in file order.
	freqs := make([]float64, len(items))
	for i, it := range items {
		freqs[i] = it.freq
	}
	sort.Slice(items, func(i, j int) bool {
		if items[i].key != items[j].key {
			return items[i].key < items[j].key
		}
		return items[i].order < items[j].order
	})
	kept := items[:0]
	isKept := make([]bool, len(freqs))
	for _, it := range items {
		if it.key == "" || len(kept) > 0 && it.key == kept[len(kept)-1].key {
			continue
		}
		kept = append(kept, it)
		isKept[it.order] = true
	}
	total := 0.0
	for i, f := range freqs {
		if isKept[i] {
			total += f
		}
	}
	logTotal := float32(math.Log2(total))

	d := &dict{starts: make([]uint32, 0, len(kept)+1), distance: make([]float32, len(kept)), pos: make([]uint8, len(kept))}
	tagIndex := map[string]uint8{}
	var sb strings.Builder
	n := 0
	for _, it := range kept {
		n += len(it.key)
	}
	sb.Grow(n)
	for i, it := range kept {
		d.starts = append(d.starts, uint32(sb.Len()))
		sb.WriteString(it.key)
		d.distance[i] = logTotal - float32(math.Log2(it.freq))
		t, ok := tagIndex[it.pos]
		if !ok {
			t = uint8(len(d.tags))
			tagIndex[it.pos] = t
			d.tags = append(d.tags, it.pos)
		}
		d.pos[i] = t
		if u := len(splitUnits(it.key)); u > d.maxUnits {
			d.maxUnits = u
		}
	}
	d.starts = append(d.starts, uint32(sb.Len()))
	d.keys = sb.String()
	return d
}

// dictFields splits a line as gse does (strings.Split on one space): the
// word, its frequency and its part of speech; ok is false for a line with
// fewer than two fields.
func dictFields(line string) (text, freq, pos string, ok bool) {
	first, rest, found := strings.Cut(line, " ")
	if !found {
		return "", "", "", false
	}
	second, rest, found := strings.Cut(rest, " ")
	text, freq = strings.TrimSpace(first), strings.TrimSpace(second)
	if found {
		third, _, _ := strings.Cut(rest, " ")
		pos = strings.TrimSpace(strings.Trim(third, "\n"))
	}
	return text, freq, pos, true
}

func (d *dict) key(i int) string { return d.keys[d.starts[i]:d.starts[i+1]] }

func (d *dict) len() int { return len(d.distance) }

// find returns the entry of key k (ok) and whether any key starts with k
// (more): gse's trie stops looking further when none does.
func (d *dict) find(k string) (i int, ok, more bool) {
	n := d.len()
	i = sort.Search(n, func(i int) bool { return d.key(i) >= k })
	if i == n {
		return i, false, false
	}
	key := d.key(i)
	return i, key == k, strings.HasPrefix(key, k)
}

// lowerASCII lower-cases A–Z, as gse's ToLower does to runs of letters and
// digits (every ASCII letter is in such a run).
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
