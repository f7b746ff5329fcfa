package zh

import (
	_ "unsafe" // go:linkname to gse's embedded dictionary texts

	"unicode"
	"unicode/utf8"

	_ "github.com/go-ego/gse" // the dictionary texts below live in it
)

// gse embeds its Chinese dictionary (data/dict/zh/s_1.txt and t_1.txt) in
// unexported strings; reading them in place keeps the texts out of the heap
// and the dictionary the one gse ships.
//
//go:linkname gseZhS github.com/go-ego/gse.zhS
var gseZhS string

//go:linkname gseZhT github.com/go-ego/gse.zhT
var gseZhT string

// segPos is one segmented word and its part of speech (gse.SegPos).
type segPos struct {
	Text, Pos string
}

// segment cuts text into words by the shortest path through the
// dictionary, as gse's Segmenter.Pos(text, false) does: every dictionary
// word starting at each unit is a candidate, a unit no word starts with
// (or only longer words) is a candidate of its own (distance 32, part of
// speech "x"), and among paths of equal length the one found first wins.
// Words are returned as gse returns them: ASCII letters in lower case.
func (d *dict) segment(text string) []segPos {
	if text == "" {
		return nil
	}
	low := lowerASCII(text)
	bounds := unitBounds(low)
	units := len(bounds) - 1
	type jumper struct {
		min   float32
		units int // length of the chosen word in units
		entry int // dictionary entry, -1 for a unit of its own
	}
	jumpers := make([]jumper, units)
	update := func(j *jumper, base, dist float32, n, entry int) {
		if d := base + dist; j.min == 0 || j.min > d {
			j.min, j.units, j.entry = d, n, entry
		}
	}
	for cur := 0; cur < units; cur++ {
		var base float32
		if cur > 0 {
			base = jumpers[cur-1].min
		}
		found, firstUnits := 0, 0
		for n := 1; n <= d.maxUnits && cur+n <= units; n++ {
			i, ok, more := d.find(low[bounds[cur]:bounds[cur+n]])
			if ok {
				if found == 0 {
					firstUnits = n
				}
				found++
				update(&jumpers[cur+n-1], base, d.distance[i], n, i)
			}
			if !more {
				break
			}
		}
		if found == 0 || firstUnits > 1 {
			update(&jumpers[cur], base, 32, 1, -1)
		}
	}
	n := 0
	for i := units - 1; i >= 0; i -= jumpers[i].units {
		n++
	}
	out := make([]segPos, n)
	for i := units - 1; i >= 0; i -= jumpers[i].units {
		n--
		j := jumpers[i]
		out[n].Text = low[bounds[i-j.units+1]:bounds[i+1]]
		out[n].Pos = "x"
		if j.entry >= 0 {
			out[n].Pos = d.tags[d.pos[j.entry]]
		}
	}
	return out
}

// unitBounds returns the byte offsets where gse's units start, and the
// end: a run of letters and digits of at most two bytes each (Latin,
// Greek, Cyrillic…) is one unit, every other character is one
// (gse.SplitTextToWords without AlphaNum).
func unitBounds(s string) []int {
	bounds := make([]int, 0, len(s)/3+2)
	inRun := false
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		alnum := size <= 2 && (unicode.IsLetter(r) || unicode.IsNumber(r))
		if !alnum || !inRun {
			bounds = append(bounds, i)
		}
		inRun = alnum
		i += size
	}
	return append(bounds, len(s))
}

// splitUnits cuts a dictionary key into units (see unitBounds).
func splitUnits(s string) []string {
	b := unitBounds(s)
	out := make([]string, len(b)-1)
	for i := range out {
		out[i] = s[b[i]:b[i+1]]
	}
	return out
}
