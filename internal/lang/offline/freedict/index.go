package freedict

import (
	"sort"
	"strings"
)

// index maps folded headwords to their entries in the .dict.dz file. It is
// a sorted table in three flat slices rather than a Go map: jpn-eng has
// 376k headwords and deu-eng 519k, and a map of strings to slices costs
// about 200 bytes a headword where this costs about 30 (decision 0026: a lesson
// with the CJK dictionaries must stay under 400 MB).
type index struct {
	keys   string   // every key, concatenated in sorted order
	starts []uint32 // keys[starts[i]:starts[i+1]] is key i (one more start than keys)
	refs   []ref    // the entry of key i; equal keys are adjacent, in file order
}

type indexItem struct {
	key string
	ref ref
}

// newIndex sorts the items (stably: a headword's entries keep the file's
// order) and packs them.
func newIndex(items []indexItem) *index {
	less := func(i, j int) bool { return items[i].key < items[j].key }
	if !sort.SliceIsSorted(items, less) { // dictd indexes mostly come sorted
		sort.SliceStable(items, less)
	}
	var b strings.Builder
	n := 0
	for _, it := range items {
		n += len(it.key)
	}
	b.Grow(n)
	ix := &index{starts: make([]uint32, 0, len(items)+1), refs: make([]ref, 0, len(items))}
	for _, it := range items {
		ix.starts = append(ix.starts, uint32(b.Len()))
		b.WriteString(it.key)
		ix.refs = append(ix.refs, it.ref)
	}
	ix.starts = append(ix.starts, uint32(b.Len()))
	ix.keys = b.String()
	return ix
}

func (ix *index) key(i int) string { return ix.keys[ix.starts[i]:ix.starts[i+1]] }

// find returns the entries of a folded key, nil when it is not a headword.
func (ix *index) find(k string) []ref {
	if ix == nil {
		return nil
	}
	n := len(ix.refs)
	i := sort.Search(n, func(i int) bool { return ix.key(i) >= k })
	j := i
	for j < n && ix.key(j) == k {
		j++
	}
	if i == j {
		return nil
	}
	return ix.refs[i:j]
}
