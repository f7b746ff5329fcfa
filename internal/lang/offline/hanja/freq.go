package hanja

import (
	_ "unsafe" // go:linkname to gse's embedded dictionary texts

	"hash/maphash"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	_ "github.com/go-ego/gse" // the dictionary texts below live in it

	"github.com/storyglot/storyglot/internal/lang/offline/idle"
)

// A hangul word often has several Chinese spellings (조각: 組閣 "form a
// cabinet", 彫刻 "carving"; 입장: 入場 "entrance", 立場 "standpoint"), and
// libhangul's table does not list the common one first every time. How
// often each spelling is written in Chinese is a fair sign of how common
// the word is in Korean too: gse's Chinese dictionary (data/dict/zh, the
// one the Chinese segmenter uses, MIT) gives each word's count in a
// corpus, simplified (s_1) and traditional (t_1).
//
//go:linkname gseZhS github.com/go-ego/gse.zhS
var gseZhS string

//go:linkname gseZhT github.com/go-ego/gse.zhT
var gseZhT string

// FreqAttribution names the source of Freq for the doctor.
const FreqAttribution = "word counts of gse's Chinese dictionary (MIT)"

var freqIndex struct {
	once   idle.Once
	seed   maphash.Seed
	hashes []uint64 // sorted
	counts []uint32 // counts[i] is the count of the word hashed hashes[i]
}

// Freq is how often the word of Chinese characters hj (2 to 4) is written
// in Chinese: the larger of its counts in gse's simplified and traditional
// dictionaries; 0 when neither lists it. The index (a hash and a count per
// word, ≈ 5 MB) is built on first use.
func Freq(hj string) int {
	release := freqIndex.once.Hold(buildFreq, dropFreq)
	defer release()
	h := maphash.String(freqIndex.seed, hj)
	i, ok := slices.BinarySearch(freqIndex.hashes, h)
	if !ok {
		return 0
	}
	return int(freqIndex.counts[i])
}

func dropFreq() { freqIndex.hashes, freqIndex.counts = nil, nil }

// SweepFreq drops Freq's index when it has not been used for after
// (an idle.Func); the next call builds it again.
func SweepFreq(now time.Time, after time.Duration) int {
	if freqIndex.once.Sweep(now, after) {
		return 1
	}
	return 0
}

func buildFreq() {
	type hc struct {
		h uint64
		c uint32
	}
	seed := maphash.MakeSeed()
	var all []hc
	for _, text := range []string{gseZhS, gseZhT} {
		for line := range strings.Lines(text) {
			word, rest, ok := strings.Cut(line, " ")
			if !ok {
				continue
			}
			if n := utf8.RuneCountInString(word); n < 2 || n > 4 || !allHan(word) {
				continue
			}
			count, _, _ := strings.Cut(rest, " ")
			c, err := strconv.ParseFloat(strings.TrimSpace(count), 64)
			if err != nil || c <= 0 {
				continue
			}
			if c > 1<<31 {
				c = 1 << 31
			}
			all = append(all, hc{maphash.String(seed, word), uint32(c)})
		}
	}
	slices.SortFunc(all, func(a, b hc) int {
		switch {
		case a.h < b.h:
			return -1
		case a.h > b.h:
			return 1
		}
		return int(b.c) - int(a.c)
	})
	hashes, counts := make([]uint64, 0, len(all)), make([]uint32, 0, len(all))
	for _, x := range all {
		if n := len(hashes); n > 0 && hashes[n-1] == x.h {
			continue // the same word in both dictionaries: the larger count, sorted first
		}
		hashes, counts = append(hashes, x.h), append(counts, x.c)
	}
	freqIndex.seed, freqIndex.hashes, freqIndex.counts = seed, hashes, counts
}
