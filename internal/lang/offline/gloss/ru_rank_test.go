package gloss

import (
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// The ranking of the reversed Müller dictionary (decision 0025): a sense's
// first translation before a common word's later sense, senses counted
// even when translated only by phrases, derived English words ranked by
// their base, later homographs after their spelling's rank, and a word's
// own late sense before a rare word of another form.
func TestGlossRussianReversedRanking(t *testing.T) {
	g := newDictGlosser(t)
	ru := lang.Pair{Target: lang.Russian, Native: lang.English}
	checkGlosses(t, g, ru, "Бабушка связала внуку шерстяные носки, а дедушка купил свежий хлеб.", []wantGloss{
		{"носки", "носок", "sock", mueller.Source},    // toe: "1) палец на ноге 2) носок"
		{"свежий", "свежий", "fresh", mueller.Source}, // good: "2) свежий"
	})
	checkGlosses(t, g, ru, "Мальчик был нетерпеливый, а в комнате стоял шум.", []wantGloss{
		{"нетерпеливый", "нетерпеливый", "impatient", mueller.Source}, // eager: "2) нетерпеливый"
		{"шум", "шум", "noise", mueller.Source},                       // row _III
	})
	checkGlosses(t, g, ru, "Зимой дети катались на льду.", []wantGloss{
		{"катались", "кататься", "ride", mueller.Source}, // катать: mangle (linen)
	})
	// An English word whose dated sense Müller gives comes last.
	checkGlosses(t, g, ru, "Девочка была весёлая, а старик вёл осла.", []wantGloss{
		{"весёлая", "весёлый", "merry", mueller.Source},
	})
	// A perfective found only in a second sense takes its imperfective's
	// first sense (разбить: crash, разбивать: break).
	checkGlosses(t, g, ru, "Кот разбил вазу.", []wantGloss{
		{"разбил", "разбить", "break", mueller.Source},
	})
}

// A past participle is not as common as its verb: a short adjective
// (закрыт, занят) is close and busy, not covered and concerned.
func TestGlossRussianShortAdjectives(t *testing.T) {
	g := newDictGlosser(t)
	ru := lang.Pair{Target: lang.Russian, Native: lang.English}
	checkGlosses(t, g, ru, "Почта была закрыта, а папа был занят.", []wantGloss{
		{"закрыта", "закрытый", "close", mueller.Source},
	})
	for _, w := range []string{"covered", "booked", "concerned"} {
		if EnglishRank(w) < derivedRank {
			t.Errorf("EnglishRank(%s) = %d, want %d or more", w, EnglishRank(w), derivedRank)
		}
	}
}

func TestEnglishDerivedRank(t *testing.T) {
	for w, known := range map[string]bool{"impatient": true, "unhappy": true, "quietly": true, "kindness": true, "mangle": false, "dorp": false} {
		if got := EnglishRank(w) <= derivedRank; got != known {
			t.Errorf("EnglishRank(%s) = %d, want known %v", w, EnglishRank(w), known)
		}
	}
	if EnglishRank("quiet") >= EnglishRank("quietly") {
		t.Errorf("quiet ranks %d, quietly %d: want the base first", EnglishRank("quiet"), EnglishRank("quietly"))
	}
}
