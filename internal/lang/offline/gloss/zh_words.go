package gloss

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
)

// analyseChinese segments a sentence with gse's dictionary (package zh) and,
// when CC-CEDICT is there to gloss the words, mends the words that
// dictionary makes which no Chinese–English dictionary glosses well:
//
//   - a word CC-CEDICT does not list that holds a function word is those
//     words (我會 "I + will", 妳是, 是從, 寄給, 太晚: gse's dictionary lists
//     such runs, and its shortest path prefers one long word to two short
//     ones), and 不/沒 + a common verb that CC-CEDICT lists with a sense that
//     is not a negation is the negation and the verb (不想 "not want", not
//     CC-CEDICT's "unexpectedly");
//   - single characters that together make a common word are that word
//     (這 + 裡 "here", 因 + 為 "because"), and a verb followed by a potential
//     complement is one word (找 + 不到 "can't find");
//   - a demonstrative or a number with a measure word is one word glossed
//     by the demonstrative (這間 "this", 這 + 本書 → 這本 "this" + 書,
//     一封信 → 一封 + 信);
//   - gse's names that CC-CEDICT knows only as common words are common words
//     (冰淇淋 "ice cream"; 熊 "bear" is no surname Xiong unless a title or
//     小/老 goes with it), a foreign name gse cut into characters is a name
//     (貝 + 蒂, Betty), and its quantity words that are not numbers (無數
//     "countless", 好久 "a long time") are glossed.
func (g *Glosser) analyseChinese(ctx context.Context, sentence string) ([]*word, error) {
	toks, err := g.Words[lang.Chinese].Words(ctx, lang.Chinese, sentence)
	if err != nil {
		return nil, err
	}
	var out []*word
	for _, t := range lang.WordsOnly(toks) {
		out = append(out, zhWord(t))
	}
	if !g.Cedict.Available() {
		return out, nil
	}
	out = g.zhSplit(ctx, out)
	out = g.zhJoin(out)
	g.zhNamesAndNumbers(out)
	return out, nil
}

func zhWord(t lang.Token) *word {
	pos := t.POS
	switch {
	case isNumber(t.Text):
		pos = "num"
	case pos == "other":
		pos = "" // gse has no tag (很, 高兴): unknown, glossed and hinted when CC-CEDICT knows it
	}
	return &word{gloss: lang.Gloss{Word: t.Text, Lemma: t.Text, POS: pos}, reading: t.Reading}
}

// zhCore is the core entry of a Chinese word (core_chinese.go).
func zhCore(w string) (coreWord, bool) {
	c, ok := coreWords[lang.Chinese][w]
	return c, ok
}

// zhKnown: CC-CEDICT or the core words list the word.
func (g *Glosser) zhKnown(w string) bool {
	_, ok := zhCore(w)
	return ok || g.Cedict.Has(w)
}

// zhFunction: a piece that is a word of its own in any compound gse makes
// of it: a core pronoun, preposition, conjunction, particle or adverb, or a
// one-character core verb (是, 會, 給).
func zhFunction(piece string) bool {
	c, ok := zhCore(piece)
	if !ok {
		return false
	}
	switch c.pos {
	case "pron", "prep", "conj", "part", "adv":
		return true
	case "verb":
		return utf8.RuneCountInString(piece) == 1
	}
	return zhLocalisers[piece]
}

// zhLocalisers follow a noun to say where: 背上 "on the back", 屋子裡 "in the
// room".
var zhLocalisers = map[string]bool{
	"上": true, "下": true, "裡": true, "里": true, "裏": true, "中": true, "內": true, "内": true, "外": true,
	"前": true, "後": true, "后": true,
}

// zhPieces cuts a word into the longest words CC-CEDICT or the core list
// knows, left to right (never the whole word); nil when a character is
// unknown.
func (g *Glosser) zhPieces(word string) []string {
	r := []rune(word)
	var out []string
	for i := 0; i < len(r); {
		j := len(r)
		for ; j > i; j-- {
			if j-i < len(r) && g.zhKnown(string(r[i:j])) {
				break
			}
		}
		if j == i {
			return nil
		}
		out = append(out, string(r[i:j]))
		i = j
	}
	return out
}

// zhKnownCore: a core word.
func (g *Glosser) zhKnownCore(w string) bool {
	_, ok := zhCore(w)
	return ok
}

// zhCoreVerb: a core verb.
func zhCoreVerb(w string) bool {
	c, ok := zhCore(w)
	return ok && c.pos == "verb"
}

// zhVerb is a verb's English without "to" ("find", "use up"): from the
// core words, else CC-CEDICT's first verb sense; "" when it has none.
func (g *Glosser) zhVerb(v string) string {
	if c, ok := zhCore(v); ok {
		if c.pos != "verb" {
			return ""
		}
		return firstVariant(c.gloss)
	}
	if !g.Cedict.Has(v) {
		return ""
	}
	if s, _ := g.Cedict.Lookup(v, "", "verb", 1); len(s) > 0 && isVerbGloss(s[0]) {
		return strings.TrimPrefix(s[0], "to ")
	}
	return ""
}

// isVerbGloss: a CC-CEDICT sense that is a verb ("to eat").
func isVerbGloss(s string) bool { return strings.HasPrefix(s, "to ") }
