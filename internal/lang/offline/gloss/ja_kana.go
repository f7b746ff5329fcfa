package gloss

import (
	"context"
	"sort"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
)

// jaKanjiSource is a Japanese analyser that knows, for a pronunciation,
// the likeliest common noun written with kanji (package ja).
type jaKanjiSource interface {
	CommonKanji(kana, pron string) []string
}

// jaHiraganaNoun glosses a common noun written in hiragana (かさ, あめ,
// ふた: a children's story writes many) as the noun written with kanji that
// the analyser's dictionary finds likeliest for its pronunciation (傘
// "umbrella", 雨 "rain", 蓋 "lid"), read as that pronunciation: the first
// of the likeliest few that JMdict lists as written. JMdict files
// a kana spelling under every homograph that has it, in no order of use,
// so the kana alone gives かさ "cone", あめ "sky", ふた "two". Nothing when
// the analyser knows no such noun or JMdict has it not with that reading;
// the words of jaKanaWords and those JMdict lists as written in kana (かい,
// a particle the analyser may take for 階 "floor") keep their gloss.
func (g *Glosser) jaHiraganaNoun(ctx context.Context, p lang.Pair, w *word, max int) ([]string, string, error) {
	if w.gloss.POS != "noun" || !isHiragana(w.gloss.Word) || len([]rune(w.gloss.Word)) < 2 {
		return nil, "", nil
	}
	if _, ok := jaKanaWord(w); ok || g.FreeDict.HasExact(p.Target, p.Native, w.gloss.Word) {
		return nil, "", nil // a kana word in its own right: かい "(question)"
	}
	src, ok := g.Words[lang.Japanese].(jaKanjiSource)
	if !ok {
		return nil, "", nil
	}
	kanji := src.CommonKanji(w.gloss.Word, w.reading)
	// The analyser's likeliest may be a spelling JMdict marks as no common
	// word (くま: 隈 "nook" before 熊 "bear"): the first marked common wins.
	sort.SliceStable(kanji, func(i, j int) bool {
		return g.FreeDict.Priority(p.Target, p.Native, kanji[i], w.reading) >= 100 && g.FreeDict.Priority(p.Target, p.Native, kanji[j], w.reading) < 100
	})
	for _, k := range kanji {
		senses, err := g.lookupKanjiNoun(ctx, p, k, w.reading, max)
		if err != nil || len(senses) > 0 && g.FreeDict.HasExact(p.Target, p.Native, k) {
			return senses, k, err
		}
	}
	return nil, "", nil
}

// isHiragana: hiragana only (ー counts).
func isHiragana(s string) bool {
	for _, r := range s {
		if !unicode.Is(unicode.Hiragana, r) && r != 'ー' {
			return false
		}
	}
	return s != ""
}

// lookupKanjiNoun: JMdict's order for English, LookupReading's for others.
func (g *Glosser) lookupKanjiNoun(ctx context.Context, p lang.Pair, k, reading string, max int) ([]string, error) {
	if p.Native == lang.English {
		return g.FreeDict.LookupJapanese(ctx, p.Target, p.Native, k, reading, "noun", max)
	}
	return g.FreeDict.LookupReading(ctx, p.Target, p.Native, k, reading, max)
}
