package mueller

import (
	"slices"
	"strings"
	"testing"
)

// senseSample is written in the dictionary's format to show the classes
// of a wrong first sense: a usage label (French, South African, slang), a
// sense said of something ("(о солнце)"), a word that is not its sense's
// first translation, and a common English word whose sense is not first.
const senseSample = `servant
   [↗sɜ:vɘnt] _n. слуга, прислуга
valet
   [↗vælɪt] _n. _фр. слуга, камердинер
kraalish
   [krɑ:lɪʃ] _n. _ю-афр. хутор
farmstead
   [↗fɑ:mstɛd] _n. хутор, ферма
sink
   [sɪŋk] _v.
   1) тонуть; погружаться
   2) опускаться, садиться (о солнце)
drown
   [draʊn] _v. 2) тонуть
weird
   [wɪɘd] _a.
   1) странный, непонятный
uncanny
   [ʌn↗kænɪ] _a. _разг. странный, жуткий
make
   [mɛɪk]
   1. _v. делать
   2. _n. производство, работа
work
   [wɜ:k] _n.
   1) работа, труд
funny
   [↗fʌnɪ] _a.
   1) смешной, забавный
   2) странный; funny thing странная вещь
`

func senseDict(t *testing.T, rank map[string]int) *Dict {
	t.Helper()
	rev, err := Reverse(strings.NewReader(senseSample))
	if err != nil {
		t.Fatal(err)
	}
	d := &Dict{path: "sample", Rank: func(w string) int {
		if r, ok := rank[w]; ok {
			return r
		}
		return 10000
	}}
	d.once.Do(func() { d.build(rev) })
	return d
}

func TestSensesLabelsQualifiersAndLeads(t *testing.T) {
	d := senseDict(t, map[string]int{"servant": 1500, "funny": 900, "make": 45, "work": 150, "sink": 1800, "drown": 4000})
	for _, tt := range []struct {
		ru, first string
		absent    []string
	}{
		// A label (_фр., _ю-афр., _разг.) makes a sense a last resort.
		{"слуга", "servant", []string{"valet"}},
		{"хутор", "farmstead", []string{"kraalish"}},
		// A sense's first translation beats a second one, even of a more
		// common word (make: "производство, работа").
		{"работа", "work", nil},
		// A common word's second sense and a rare word's first tie; the
		// common word wins; a labelled one is left out.
		{"странный", "funny", []string{"uncanny"}},
	} {
		got, err := d.Lookup(tt.ru, 6)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 || got[0] != tt.first {
			t.Errorf("%s = %v, want %s first", tt.ru, got, tt.first)
		}
		for _, a := range tt.absent {
			if slices.Contains(got, a) {
				t.Errorf("%s = %v, want no %s", tt.ru, got, a)
			}
		}
	}
	// A sense said of the sun ("садиться (о солнце)") counts a tier later.
	rev, _ := Reverse(strings.NewReader(senseSample))
	for _, l := range rev["садиться"] {
		if l.English == "sink" && l.Tier != 2 {
			t.Errorf("садиться (о солнце) under sink: tier %d, want 2", l.Tier)
		}
	}
}

// TestEntryLabel: a label before an entry's first part of speech marks
// every sense of the entry.
func TestEntryLabel(t *testing.T) {
	rev, err := Reverse(strings.NewReader("bonnie\n   [↗bɔnɪ] _шотл.\n   1. _a. красивый, миловидный\n   2. _n. красотка\nfair\n   1. _a. 1) красивый\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, ru := range []string{"красивый", "красотка"} {
		for _, l := range rev[ru] {
			if l.English == "bonnie" && l.Tier != Labelled {
				t.Errorf("%s under bonnie: tier %d, want %d (labelled)", ru, l.Tier, Labelled)
			}
		}
	}
	if !slices.ContainsFunc(rev["красивый"], func(l Link) bool { return l.English == "fair" && l.Tier == 0 }) {
		t.Errorf("красивый = %v, want fair tier 0", rev["красивый"])
	}
}

// TestPhraseSubsenses is the class "a phrase's translation taken for the
// headword's": lettered sub-senses after an English phrase ("be about а)
// собираться", "to see the light а) увидеть свет, родиться") translate the
// phrase, up to the next numbered sense; lettered sub-senses of the
// headword itself count.
func TestPhraseSubsenses(t *testing.T) {
	const sample = `light
   [laɪt] _n.
   1) свет; to see the light
      а) увидеть свет, родиться;
      б) выйти из печати
   2) огонь
be
   [bi:] _v.
   1) быть, существовать; be about
      а) собираться;
      б) быть занятым; be up
      а) закончиться
   2) находиться
sound
   [saʊnd] _n.
   1)
      а) звук
      б) шум
`
	rev, err := Reverse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	has := func(ru, en string) bool {
		return slices.ContainsFunc(rev[ru], func(l Link) bool { return l.English == en })
	}
	for _, bad := range [][2]string{{"родиться", "light"}, {"собираться", "be"}, {"закончиться", "be"}} {
		if has(bad[0], bad[1]) {
			t.Errorf("%s → %s: a phrase's translation taken for the headword's", bad[0], bad[1])
		}
	}
	for _, good := range [][2]string{{"свет", "light"}, {"огонь", "light"}, {"находиться", "be"}, {"звук", "sound"}, {"шум", "sound"}} {
		if !has(good[0], good[1]) {
			t.Errorf("%s → %s missing", good[0], good[1])
		}
	}
}
