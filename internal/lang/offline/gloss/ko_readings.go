package gloss

// Choosing among a Sino-Korean word's hanja spellings: libhangul's table
// lists several for many words (조각: 組閣 "form a cabinet", 彫刻
// "carving"; 감사: 監査 "audit", 感謝 "thanks") and mostly, not always,
// the common one first. Two signs weigh a spelling CC-CEDICT knows: how
// often Chinese writes it (hanja.Freq) and how many Korean compounds in
// the table contain it (Table.Compounds); the table's order wins unless
// both signs say otherwise (koPickReading). When the first is rare in
// Chinese and a later spelling common there and in Korean compounds, the
// gloss names both ("audit; thanks"), the first first: the learner sees
// the ambiguity instead of a confident wrong sense.

import (
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/hanja"
)

// koReading is one hanja spelling of a word and its senses.
type koReading struct {
	hj     string
	senses []string
	freq   int // how often Chinese writes it (hanja.Freq)
	comp   int // how many Korean spellings contain it (Table.Compounds)
}

// koReadingSenses is the senses of a hangul word (two syllables or more)
// through its hanja spellings (see the file's comment); nil when none of
// them is a word CC-CEDICT lists.
func (g *Glosser) koReadingSenses(word, pos string) ([]string, error) {
	all, err := g.Hanja.Readings(word)
	if err != nil || len(all) == 0 {
		return nil, err
	}
	var rs []koReading
	for i, hj := range all {
		senses, err := g.hanjaWhole(word, hj, pos, i == 0)
		if err != nil {
			return nil, err
		}
		if len(senses) > 0 {
			senses = koPlainFirst(senses)
			rs = append(rs, koReading{hj: hj, senses: senses})
		}
	}
	if len(rs) == 0 {
		return nil, nil
	}
	firstComp := 0
	if len(rs) > 1 || rs[0].hj != all[0] {
		firstComp = g.Hanja.Compounds(all[0])
		for i := range rs {
			rs[i].freq, rs[i].comp = koFreq(rs[i].hj), g.Hanja.Compounds(rs[i].hj)
		}
	}
	pick, second := koPickReading(rs, all[0], firstComp)
	if pick < 0 {
		return nil, nil
	}
	out := append([]string(nil), rs[pick].senses...)
	if second >= 0 {
		out[0] = koHeadSense(rs[pick].senses[0]) + "; " + koHeadSense(rs[second].senses[0])
	}
	return out, nil
}

// koPickReading returns the index in rs of the spelling to gloss by and of
// a second spelling to name too (-1 for none); pick is -1 when no spelling
// can be trusted. first is the table's first spelling.
//
// Neither sign is trusted alone: Chinese counts favour Chinese-only words
// (知道 "know" for 지도 "map", 旅遊 for 여유) and miss words written
// otherwise in simplified characters (職場), and compounds favour
// characters in names. So the table's first spelling is kept unless a
// later one beats it on both (製品 "products", not 祭品 "offering", for
// 제품). A later spelling Chinese writes far more often, that Korean
// compounds use too, is named after a first that Chinese hardly writes
// (감사 "audit; thanks").
func koPickReading(rs []koReading, first string, firstComp int) (pick, second int) {
	best := 0
	for i, r := range rs {
		if r.freq > rs[best].freq {
			best = i
		}
	}
	b := rs[best]
	if rs[0].hj != first {
		// The table's first spelling is no CC-CEDICT word (이사 移徙
		// "move house"): a later one only when both signs call it far
		// more common (not 泥沙 "silt").
		if b.freq < koCommon || b.comp < koOverrule*max(firstComp, 1) || (len(rs) > 1 && b.freq < koBoth*rs[0].freq && best != 0) {
			return -1, -1
		}
		return best, -1
	}
	f1, c1 := rs[0].freq, rs[0].comp
	if best == 0 || b.freq < koCommon || b.freq < koBoth*f1 {
		return 0, -1
	}
	if b.comp >= koOverrule*max(c1, 1) {
		return best, -1
	}
	if f1 < koCommon && b.freq >= koBothCount && b.comp >= koOverrule && 3*b.comp >= c1 && koHeadSense(b.senses[0]) != koHeadSense(rs[0].senses[0]) {
		return 0, best
	}
	return 0, -1
}

const (
	// koOverrule: a later spelling beats the first when it is this many
	// times as productive in Korean (and koBoth times as frequent in
	// Chinese).
	koOverrule = 4
	// koCommon: a Chinese count below which a later spelling is not
	// trusted.
	koCommon = 100
	// koBoth, koBothCount: a later spelling this many times as frequent
	// in Chinese as the first, and at least this frequent, is named too.
	koBoth, koBothCount = 8, 1000
)

// koFreq is how often Chinese writes a hanja spelling, as it is or in its
// Chinese form.
func koFreq(hj string) int {
	f := hanja.Freq(hj)
	if cn := hanja.ChineseForm(hj); cn != hj {
		f = max(f, hanja.Freq(cn))
	}
	return f
}

// koHeadSense is a sense's head, as a card shows it under the word.
func koHeadSense(s string) string { return lang.ShortGloss(s) }
