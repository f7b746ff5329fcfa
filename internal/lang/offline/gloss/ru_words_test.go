package gloss

import (
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// The classes of Russian words whose sense Müller's reversal misses.
func TestGlossRussianCommonClasses(t *testing.T) {
	g := newDictGlosser(t)
	ru := lang.Pair{Target: lang.Russian, Native: lang.English}
	// Phrasal English verbs, both aspects; capitalised English words.
	checkGlosses(t, g, ru, "В понедельник сестра надела тёплый шарф и выяснила, где живёт учитель.", []wantGloss{
		{"понедельник", "понедельник", "Monday", CoreSource},
		{"надела", "надеть", "put on", CoreSource},
		{"выяснила", "выяснить", "find out", CoreSource},
	})
	checkGlosses(t, g, ru, "Мы всегда надеваем сапоги, когда просыпаемся зимой.", []wantGloss{
		{"надеваем", "надевать", "put on", CoreSource},
		{"просыпаемся", "просыпаться", "wake up", CoreSource},
	})
}

// Past forms hunspell-ru leaves alone: идти with a prefix, -расти, -ечь, -очь.
func TestGlossRussianIrregularPast(t *testing.T) {
	g := newDictGlosser(t)
	ru := lang.Pair{Target: lang.Russian, Native: lang.English}
	checkGlosses(t, g, ru, "Кошка вышла из сарая, а сосед испёк булки.", []wantGloss{
		{"вышла", "выйти", "go out", CoreSource},
		{"испёк", "испечь", "bake", CoreSource},
	})
	if got := ruPastIrregular("подошли"); len(got) == 0 || got[0] != "подойти" {
		t.Errorf("подошли: %v", got)
	}
	if got := ruPastIrregular("выросла"); len(got) == 0 || got[0] != "вырасти" {
		t.Errorf("выросла: %v", got)
	}
	if got := ruPastIrregular("помогли"); !containsString(got, "помочь") {
		t.Errorf("помогли: %v", got)
	}
}

// A noun in a plural case is its singular; an adjective's other forms are
// the adjective.
func TestGlossRussianPluralCasesAndAdjectives(t *testing.T) {
	g := newDictGlosser(t)
	ru := lang.Pair{Target: lang.Russian, Native: lang.English}
	checkGlosses(t, g, ru, "Щенок весело бегал по лужам.", []wantGloss{
		{"лужам", "лужа", "puddle", mueller.Source},
	})
	checkGlosses(t, g, ru, "У неё сильное желание жить в новой квартире.", []wantGloss{
		{"сильное", "сильный", "strong", mueller.Source},
		{"новой", "новый", "new", CoreSource},
	})
	if got := ruSingulars("соседям", "соседи"); len(got) == 0 || got[0] != "сосед" {
		t.Errorf("соседям: %v", got)
	}
	if got := ruSingulars("соседи", "соседи"); got != nil {
		t.Errorf("соседи (nominative): %v, want none", got)
	}
}

func TestRuPastDropsNu(t *testing.T) {
	for w, want := range map[string]string{"исчезла": "исчезнуть", "исчез": "исчезнуть", "привыкли": "привыкнуть"} {
		got := ruPastIrregular(w)
		if !containsString(got, want) {
			t.Errorf("ruPastIrregular(%s) = %v, want %s among them", w, got, want)
		}
	}
}
