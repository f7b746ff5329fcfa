package cedict

import (
	"os"
	"reflect"
	"testing"
)

// TestTableMatchesMap: the packed table answers every headword of the data
// file with the entries, in file order, that a map of headwords to entries
// (the former layout) holds, and nothing for words that are not headwords.
func TestTableMatchesMap(t *testing.T) {
	d := dict(t)
	b, err := os.ReadFile(d.Path())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]entry{}
	if err := scan(b, func(e entry, heads ...string) {
		for _, h := range heads {
			want[h] = append(want[h], e)
		}
	}); err != nil {
		t.Fatal(err)
	}
	tb, err := parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if tb.len() != len(want) {
		t.Fatalf("table has %d headwords, map %d", tb.len(), len(want))
	}
	for k, es := range want {
		if got := tb.find(k); !reflect.DeepEqual(got, es) {
			t.Fatalf("%q: table %+v, map %+v", k, got, es)
		}
	}
	for _, k := range []string{"", "x", "我们我们", "\U0010ffff", "zzz"} {
		if got, ok := want[k]; !ok && tb.find(k) != nil {
			t.Errorf("%q is no headword, table gives %+v", k, tb.find(k))
		} else if ok && !reflect.DeepEqual(tb.find(k), got) {
			t.Errorf("%q: table %+v, map %+v", k, tb.find(k), got)
		}
	}
}

// An empty table and a table of one entry under two headwords.
func TestTableSmall(t *testing.T) {
	var b tableBuilder
	if tb := b.build(); tb.len() != 0 || tb.find("我") != nil {
		t.Fatalf("empty table: %d, %v", tb.len(), tb.find("我"))
	}
	e := entry{pinyin: "wo3men5", senses: []string{"we", "us"}}
	n := entry{pinyin: "li3", name: true, senses: []string{"Li (name)"}}
	b.add(e, "我们", "我們")
	b.add(n, "李")
	b.add(entry{pinyin: "li3", senses: []string{"plum"}}, "李")
	tb := b.build()
	if tb.len() != 3 || !reflect.DeepEqual(tb.find("我們"), []entry{e}) || !reflect.DeepEqual(tb.find("我们"), []entry{e}) {
		t.Fatalf("table: %d headwords, %+v", tb.len(), tb.find("我們"))
	}
	if got := tb.find("李"); len(got) != 2 || !got[0].name || got[1].senses[0] != "plum" {
		t.Fatalf("李: %+v", got)
	}
}
