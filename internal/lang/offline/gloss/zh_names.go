package gloss

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
)

// zhTitles follow a surname: 熊先生 is Mr Xiong, not a bear.
var zhTitles = map[string]bool{
	"先生": true, "小姐": true, "太太": true, "女士": true, "老師": true, "老师": true, "同學": true, "同学": true,
	"醫生": true, "医生": true, "教授": true, "經理": true, "经理": true, "師傅": true, "师傅": true, "阿姨": true,
	"叔叔": true, "總統": true, "总统": true, "主席": true, "校長": true, "校长": true, "博士": true, "夫人": true,
}

// zhNamesAndNumbers fixes gse's names and quantity words (see
// analyseChinese).
func (g *Glosser) zhNamesAndNumbers(words []*word) {
	named := g.zhUnknownNames(words)
	for i, w := range words {
		text := w.gloss.Word
		switch w.gloss.POS {
		case "propn":
			if named[i] {
				continue
			}
			common, name := g.Cedict.Kinds(text)
			titled := i+1 < len(words) && zhTitles[words[i+1].gloss.Word] ||
				i > 0 && (words[i-1].gloss.Word == "小" || words[i-1].gloss.Word == "老" || words[i-1].gloss.Word == "阿")
			switch {
			case common && !titled && (utf8.RuneCountInString(text) == 1 || !name):
				w.gloss.POS = ""
			}
		case "num":
			if isNumber(text) || !g.Cedict.Has(text) || i > 0 && isNumber(words[i-1].gloss.Word) {
				continue
			}
			senses, _ := g.Cedict.Lookup(text, w.reading, "", 3)
			if len(senses) == 0 {
				continue
			}
			if !zhNumeral(text) {
				w.gloss.POS = "" // 無數, 好久: glossed and hinted
				continue
			}
			w.gloss.Senses, w.gloss.Source = senses, cedict.Source // 一些, 一下: glossed, not hinted
		}
	}
}

// zhNumeral: the word starts with a numeral (一些, 二手, 第一).
func zhNumeral(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return strings.ContainsRune("〇零一二三四五六七八九十百千萬万億亿兩两幾几半第", r)
}

// zhUnknownNames marks as one name's characters a run of two or more
// single characters that gse's dictionary has no word for or reads as
// surnames, or names CC-CEDICT does not list as words, one of them at
// least a surname or such a name (貝 + 蒂, Betty): a foreign name
// written by its sounds, which no dictionary lists, is cut into its
// characters, each glossed by a meaning it does not have there ("cowrie",
// "stem"). A core word (是, 很) or a measure word (隻) ends the run. It
// returns the words marked.
func (g *Glosser) zhUnknownNames(words []*word) map[int]bool {
	odd := func(w *word) bool {
		if w.gloss.POS == "propn" && utf8.RuneCountInString(w.gloss.Word) > 1 {
			// A piece of the name the segmenter did find (納 + 塔利 + 婭,
			// Natalia), unless CC-CEDICT knows it as a word.
			common, _ := g.Cedict.Kinds(w.gloss.Word)
			return !common
		}
		if utf8.RuneCountInString(w.gloss.Word) != 1 || w.gloss.POS != "" && w.gloss.POS != "propn" || isNumber(w.gloss.Word) {
			return false
		}
		_, core := zhCore(w.gloss.Word)
		return !core && !g.isMeasureWord(w.gloss.Word)
	}
	named := map[int]bool{}
	for i := 0; i < len(words); {
		j, surname := i, false
		for j < len(words) && odd(words[j]) {
			surname = surname || words[j].gloss.POS == "propn"
			j++
		}
		if j-i >= 2 && surname {
			for k := i; k < j; k++ {
				words[k].gloss.POS, named[k] = "propn", true
			}
		}
		i = max(j, i+1)
	}
	return named
}
