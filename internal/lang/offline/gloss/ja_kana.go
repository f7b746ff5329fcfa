package gloss

import (
	"context"
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
	for _, k := range src.CommonKanji(w.gloss.Word, w.reading) {
		senses, err := g.FreeDict.LookupReading(ctx, p.Target, p.Native, k, w.reading, max)
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
