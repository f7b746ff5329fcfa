package mueller

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// sample is written in the dictionary's format (a headword at the margin,
// its body indented): numbered senses, labels, transcriptions, examples
// with English words, notes in brackets, a name and a phrase as headwords.
const sample = `00-database-short
     Test dictionary
house
   1. _n. [haʊs]
      1) дом; жилище, здание
      2) семья, род; to keep house вести хозяйство
   2. _v. [haʊz] поселять
home
   [hɘʊm] _n.
   1) дом, жилище
   2) родина (о стране)
dwelling
   [↗dwɛlɪŋ] _n. жилище, жильё, дом
train
   _I  [trɛɪn] _v.
      1) учить, воспитывать
      2) тренировать(ся)
   _II  [trɛɪn] _n.
      1) поезд, состав
      2) шлейф
eat
   [i:t] _v. (ate - eaten)
   1) есть; поедать, поглощать; to eat well иметь хороший аппетит
   2) разъедать, разрушать; eat away съедать
London
   _n. Лондон
keep house
   вести хозяйство
`

func reversed(t *testing.T) map[string][]Link {
	t.Helper()
	rev, err := Reverse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	return rev
}

func TestReverseTiers(t *testing.T) {
	rev := reversed(t)
	for _, tt := range []struct {
		ru, en string
		tier   int
	}{
		{"дом", "house", 0}, {"дом", "home", 0}, {"дом", "dwelling", 0},
		{"жилище", "house", 1}, {"здание", "house", 1}, {"жилище", "home", 0},
		{"семья", "house", 1}, {"поселять", "house", 0},
		{"поезд", "train", 0}, {"учить", "train", 0},
		{"есть", "eat", 0}, {"поедать", "eat", 1}, {"разъедать", "eat", 1},
		{"родина", "home", 2}, {"жилье", "dwelling", 0}, // "2) родина (о стране)": said of a country, a tier later
	} {
		if !slices.ContainsFunc(rev[tt.ru], func(l Link) bool { return l.English == tt.en && l.Tier == tt.tier }) {
			t.Errorf("%s: %v, want %s tier %d", tt.ru, rev[tt.ru], tt.en, tt.tier)
		}
	}
}

func TestReverseLeavesOutExamplesNotesNamesAndPhrases(t *testing.T) {
	rev := reversed(t)
	for _, ru := range []string{
		"вести", "хозяйство", // in an example with English words, and a phrase headword
		"иметь", "хороший", "аппетит", // an example
		"стране", "о", // a note in brackets, and one letter
		"лондон",  // a capitalised headword: a name
		"съедать", // after a phrase with English words
		"ate",
	} {
		if links, ok := rev[ru]; ok {
			t.Errorf("%s reversed: %v", ru, links)
		}
	}
}

func TestLookupRanksDirectThenCommon(t *testing.T) {
	d := &Dict{path: "sample", Rank: func(w string) int {
		return map[string]int{"house": 400, "home": 270}[w] + 10000*btoi(w == "dwelling")
	}}
	d.once.Do(func() { d.build(reversed(t)) })
	got, err := d.Lookup("Дом", 6)
	if err != nil {
		t.Fatal(err)
	}
	// dwelling ("жилище, жильё, дом") is rare and lists дом last: left out.
	if want := []string{"home", "house"}; !slices.Equal(got, want) {
		t.Errorf("дом = %v, want %v", got, want)
	}
	if got, _ := d.Lookup("жильё", 6); !slices.Equal(got, []string{"dwelling"}) {
		t.Errorf("жильё (ё folded) = %v", got)
	}
	if got, _ := d.Lookup("кот", 6); got != nil {
		t.Errorf("кот = %v, want nothing", got)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestInstalledDictionary reads the Debian package's data: everyday words
// get their everyday English first.
func TestInstalledDictionary(t *testing.T) {
	d := New("")
	if !d.Available() {
		if os.Getenv("CI") == "true" {
			t.Fatal("mueller7-dict is not installed (run scripts/setup)")
		}
		t.Skip("mueller7-dict is not installed (run scripts/setup)")
	}
	d.Rank = func(w string) int {
		return map[string]int{"house": 1, "home": 1, "girl": 1, "beautiful": 1, "go": 1, "book": 1}[w]*-1 + 2
	}
	n, err := d.Len()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d Russian words", n)
	for ru, en := range map[string]string{"дом": "house", "девочка": "girl", "красивый": "beautiful", "идти": "go", "книга": "book"} {
		got, err := d.Lookup(ru, 3)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(got, en) {
			t.Errorf("%s = %v, want %s among the first three", ru, got, en)
		}
	}
}
