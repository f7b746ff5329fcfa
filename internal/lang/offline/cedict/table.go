package cedict

import (
	"sort"
	"strings"
)

// table is CC-CEDICT packed into a few flat values instead of a map of
// headwords to slices of entries to slices of senses (45 MB of heap for
// 120k entries; this is ≈ 12 MB, decision 0030). An entry is kept once even
// when both its simplified and traditional headwords point to it.
type table struct {
	keys    string   // headwords, sorted, concatenated
	keyEnd  []uint32 // keys[keyEnd[i-1]:keyEnd[i]] is headword i
	listEnd []uint32 // lists[listEnd[i-1]:listEnd[i]] are headword i's entries, in file order
	lists   []uint32 // entry numbers
	ents    string   // entries, encoded (see add), concatenated
	entEnd  []uint32 // ents[entEnd[n-1]:entEnd[n]] is entry n
}

// tableBuilder collects entries in file order and packs them.
type tableBuilder struct {
	ents   strings.Builder
	entEnd []uint32
	heads  []headRef
}

type headRef struct {
	key string
	ent uint32
}

// add appends an entry under its headwords. The encoding is a name flag
// byte ('n' or '-'), the pinyin, then each sense, each after a NUL.
func (b *tableBuilder) add(e entry, heads ...string) {
	n := uint32(len(b.entEnd))
	if e.name {
		b.ents.WriteByte('n')
	} else {
		b.ents.WriteByte('-')
	}
	b.ents.WriteString(e.pinyin)
	for _, s := range e.senses {
		b.ents.WriteByte(0)
		b.ents.WriteString(s)
	}
	b.entEnd = append(b.entEnd, uint32(b.ents.Len()))
	for _, h := range heads {
		b.heads = append(b.heads, headRef{h, n})
	}
}

func (b *tableBuilder) build() *table {
	// Stable: a headword's entries keep the file's order.
	sort.SliceStable(b.heads, func(i, j int) bool { return b.heads[i].key < b.heads[j].key })
	t := &table{ents: b.ents.String(), entEnd: b.entEnd, lists: make([]uint32, len(b.heads))}
	var keys strings.Builder
	for i, h := range b.heads {
		if i == 0 || h.key != b.heads[i-1].key {
			if i > 0 {
				t.listEnd = append(t.listEnd, uint32(i))
			}
			keys.WriteString(h.key)
			t.keyEnd = append(t.keyEnd, uint32(keys.Len()))
		}
		t.lists[i] = h.ent
	}
	if len(b.heads) > 0 {
		t.listEnd = append(t.listEnd, uint32(len(b.heads)))
	}
	t.keys = keys.String()
	b.heads = nil
	return t
}

func (t *table) len() int { return len(t.keyEnd) }

func span(ends []uint32, i int) (uint32, uint32) {
	if i == 0 {
		return 0, ends[0]
	}
	return ends[i-1], ends[i]
}

func (t *table) key(i int) string {
	a, b := span(t.keyEnd, i)
	return t.keys[a:b]
}

// find returns the entries of a headword (nil when it is not one); their
// strings share the table's memory.
func (t *table) find(word string) []entry {
	i := sort.Search(len(t.keyEnd), func(i int) bool { return t.key(i) >= word })
	if i == len(t.keyEnd) || t.key(i) != word {
		return nil
	}
	a, b := span(t.listEnd, i)
	out := make([]entry, 0, b-a)
	for _, n := range t.lists[a:b] {
		s, e := span(t.entEnd, int(n))
		out = append(out, decode(t.ents[s:e]))
	}
	return out
}

func decode(s string) entry {
	parts := strings.Split(s[1:], "\x00")
	return entry{name: s[0] == 'n', pinyin: parts[0], senses: parts[1:]}
}
