package gloss

import (
	"context"
	"strings"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// jaIdiomNoun glosses a noun written in hiragana by the noun the idiom it
// makes is written with (かぜをひく is 風邪を引く "to catch a cold": かぜ is
// 風邪 "cold", not 風 "wind"; きをつける is 気を付ける: き is 気 "spirit,
// mind", not 木 "tree"). A kana word's homographs are many; the idiom tells
// which one is meant. idiom is the kana idiom JMdict lists, particle the
// particle after the noun.
func (g *Glosser) jaIdiomNoun(ctx context.Context, p lang.Pair, noun *word, idiom, particle string) error {
	if !isHiragana(noun.gloss.Word) {
		return nil
	}
	for _, raw := range g.FreeDict.Entries(p.Target, p.Native, idiom) {
		k := jaIdiomHead(raw, particle)
		if k == "" {
			continue
		}
		senses, err := g.FreeDict.LookupJapanese(ctx, p.Target, p.Native, k, noun.gloss.Word, "noun", 4)
		if err != nil || len(senses) == 0 {
			return err
		}
		noun.gloss.Senses, noun.gloss.Lemma, noun.gloss.Source = senses, k, "freedict:"+freedict.Name(p.Target, p.Native)
		return nil
	}
	return nil
}

// jaIdiomHead is the noun, written with kanji, before particle in an
// idiom entry's first written form ("風邪を引く /…/, …" → 風邪); "" when
// that form has no kanji there.
func jaIdiomHead(raw, particle string) string {
	first, _, _ := strings.Cut(raw, "\n")
	form, _, _ := strings.Cut(first, "/")
	form = strings.TrimSpace(form)
	if i := strings.LastIndex(form, "]"); i >= 0 {
		form = strings.TrimSpace(form[i+1:]) // JMdict's marks: [ichi1] 風邪を引く
	}
	head, _, ok := strings.Cut(form, particle)
	if !ok || head == "" {
		return ""
	}
	for _, r := range head {
		if !unicode.Is(unicode.Han, r) && r != '々' {
			return ""
		}
	}
	return head
}
