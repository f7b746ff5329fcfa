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

// TestPhraseSensesCount is the class "a sense translated only by phrases
// is not counted": thumb's "1) большой палец руки 2) ..." must make a word
// of its second sense tier 1, or a common headword's late sense (toe's
// "2) носок") ties with another's first (sock's "1) носок").
func TestPhraseSensesCount(t *testing.T) {
	rev, err := Reverse(strings.NewReader("toe\n   [tɜʊ]\n   1. _n.\n      1) палец на ноге\n      2) носок (ноги, башмака)\nsock\n   _I  [sɘk] _n.\n      1) носок\n      2) стелька\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rev["носок"] {
		if want := map[string]int{"sock": 0, "toe": 1}[l.English]; l.Tier != want {
			t.Errorf("носок under %s: tier %d, want %d", l.English, l.Tier, want)
		}
	}
	d := &Dict{path: "sample", Rank: func(w string) int { return map[string]int{"toe": 2500, "sock": 3000}[w] }}
	d.once.Do(func() { d.build(rev) })
	if got, _ := d.Lookup("носок", 6); len(got) == 0 || got[0] != "sock" {
		t.Errorf("носок = %v, want sock first", got)
	}
}

// TestDefinitionsAreLate is the class "a definition read as a
// translation": "ларёк, где продают газеты" or "ларёк, киоск и т. п."
// names the class the headword belongs to; its words are a late sense.
func TestDefinitionsAreLate(t *testing.T) {
	rev, err := Reverse(strings.NewReader("newsstand\n   [↗nju:zstænd] _n. ларёк, где продают газеты\nstall\n   [stɔ:l] _n.\n   1) ларёк, палатка\nbooth\n   [bu:ð] _n. ларёк, киоск и т. п.\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"newsstand": 2, "stall": 0, "booth": 2}
	for _, l := range rev["ларек"] {
		if l.Tier != want[l.English] {
			t.Errorf("ларёк under %s: tier %d, want %d", l.English, l.Tier, want[l.English])
		}
	}
	if len(rev["ларек"]) != 3 {
		t.Errorf("ларёк = %v, want three links", rev["ларек"])
	}
}

// TestCommonWordsOrderOnlyWithinATier: a far more common English word in
// a later sense (good: "2) свежий") does not beat the first sense of a
// less common one (fresh: "1) свежий"); a rare word's first sense still
// ties with a common word's second (funny, in TestSensesLabelsQualifiersAndLeads).
func TestCommonWordsOrderOnlyWithinATier(t *testing.T) {
	rev, err := Reverse(strings.NewReader("fresh\n   [frɛʃ] _a.\n   1) свежий\n   2) новый\ngood\n   [gʊd] _a.\n   1) хороший\n   2) свежий, неиспорченный\n"))
	if err != nil {
		t.Fatal(err)
	}
	d := &Dict{path: "sample", Rank: func(w string) int { return map[string]int{"good": 100, "fresh": 3000}[w] }}
	d.once.Do(func() { d.build(rev) })
	if got, _ := d.Lookup("свежий", 6); len(got) == 0 || got[0] != "fresh" {
		t.Errorf("свежий = %v, want fresh first", got)
	}
}

// TestOptionalReflexive is the class "a verb written with its reflexive in
// brackets": "радовать(ся)" under rejoice translates both радовать and
// радоваться, so радоваться is not left to a rare word (exult).
func TestOptionalReflexive(t *testing.T) {
	rev, err := Reverse(strings.NewReader("rejoice\n   [rɪ↗dʒɘɪs] _v.\n   1) радовать(ся), веселиться\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, ru := range []string{"радовать", "радоваться", "веселиться"} {
		if !slices.ContainsFunc(rev[ru], func(l Link) bool { return l.English == "rejoice" && l.Tier == 0 }) {
			t.Errorf("%s = %v, want rejoice tier 0", ru, rev[ru])
		}
	}
}

// TestLaterHomographs is the class "a later homograph ranked by its
// spelling": row is common as _I (ряд), not as _III (шум), so шум is
// noise; the frequency list cannot tell the homographs apart.
func TestLaterHomographs(t *testing.T) {
	rev, err := Reverse(strings.NewReader("row\n   _I  [rɜʊ] _n.\n      1) ряд\n   _II [rɜʊ]\n      1. _n. прогулка на лодке\n   _III[raʊ]\n      1. _n. шум, гвалт\nnoise\n   [nɘɪz]\n   1. _n.\n      1) шум, гам\n"))
	if err != nil {
		t.Fatal(err)
	}
	for ru, later := range map[string]bool{"ряд": false, "шум": true} {
		for _, l := range rev[ru] {
			if l.English == "row" && l.Later != later {
				t.Errorf("%s under row: later %v, want %v", ru, l.Later, later)
			}
		}
	}
	d := &Dict{path: "sample", Rank: func(w string) int { return map[string]int{"row": 2900, "noise": 3000}[w] }}
	d.once.Do(func() { d.build(rev) })
	if got, _ := d.Lookup("шум", 6); len(got) == 0 || got[0] != "noise" {
		t.Errorf("шум = %v, want noise first", got)
	}
}
