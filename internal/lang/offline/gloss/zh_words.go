package gloss

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
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

// zhNegations are the characters that negate the verb after them.
var zhNegations = map[string]bool{"不": true, "沒": true, "没": true, "別": true, "别": true}

// negates: a CC-CEDICT sense that says "not".
func negates(senses []string) bool {
	if len(senses) == 0 {
		return false
	}
	s := " " + strings.ToLower(senses[0]) + " "
	for _, n := range []string{" not ", " no ", "n't", " never ", " cannot ", " without ", " won't "} {
		if strings.Contains(s, n) {
			return true
		}
	}
	return false
}

// zhSplit replaces a word by its pieces where the pieces are the words
// (see analyseChinese); the pieces are segmented again, alone, for their
// part of speech and reading.
func (g *Glosser) zhSplit(ctx context.Context, words []*word) []*word {
	var out []*word
	for _, w := range words {
		pieces := g.zhSplitWord(w)
		if pieces == nil {
			out = append(out, w)
			continue
		}
		for k, p := range pieces {
			toks, err := g.Words[lang.Chinese].Words(ctx, lang.Chinese, p)
			pw := &word{gloss: lang.Gloss{Word: p, Lemma: p}}
			if ws := lang.WordsOnly(toks); err == nil && len(ws) == 1 && ws[0].Text == p {
				pw = zhWord(ws[0])
			}
			if k+1 < len(pieces) && zhLocalisers[pieces[k+1]] && pw.gloss.POS == "verb" {
				pw.gloss.POS = "noun" // 背上: the back, not "to carry on the back"
			}
			out = append(out, pw)
		}
	}
	return out
}

func (g *Glosser) zhSplitWord(w *word) []string {
	text := w.gloss.Word
	r := []rune(text)
	if len(r) < 2 || w.gloss.POS == "num" {
		return nil
	}
	if w.gloss.POS == "propn" {
		return g.zhSplitName(text)
	}
	if _, ok := zhCore(text); ok {
		return nil
	}
	if zhNegations[string(r[0])] {
		rest := string(r[1:])
		if c, ok := zhCore(rest); ok && (c.pos == "verb" || c.pos == "adj") {
			senses, _ := g.Cedict.Lookup(text, "", "", 1)
			if !g.Cedict.Has(text) || !negates(senses) {
				return []string{string(r[0]), rest}
			}
			return nil
		}
	}
	if g.Cedict.Has(text) || zhPotential(r) || zhBackAndForth(r) {
		return nil
	}
	if len(r) >= 3 && g.isMeasureWord(string(r[1])) && g.zhKnown(string(r[2:])) {
		if _, dem := zhDemonstratives[string(r[0])]; dem || zhNumeral(text) {
			return []string{string(r[:2]), string(r[2:])} // 一封信: 一封 + 信
		}
	}
	pieces := g.zhPieces(text)
	if len(pieces) < 2 {
		return nil
	}
	for _, p := range pieces {
		if zhFunction(p) {
			return pieces
		}
	}
	return nil
}

// zhSplitName splits what gse calls a name but CC-CEDICT does not list
// when it is a numeral and a measure word (四樓 "fourth floor") or holds a
// common verb or a function word (買些 "buy some"): names are made of
// other characters. 小王, 老李, 阿明 are names.
func (g *Glosser) zhSplitName(text string) []string {
	r := []rune(text)
	if g.Cedict.Has(text) || strings.ContainsRune("小老阿", r[0]) {
		return nil
	}
	pieces := g.zhPieces(text)
	if len(pieces) < 2 {
		return nil
	}
	if zhNumeral(text) && g.isMeasureWord(string(r[1])) {
		return pieces
	}
	for _, p := range pieces {
		if c, ok := zhCore(p); ok && c.pos != "noun" && c.pos != "adj" {
			return pieces
		}
	}
	return nil
}

// zhComplements are the characters that follow 不 or 得 after a verb to say
// whether its action can reach its result (找不到 "can't find", 吃得完).
var zhComplements = map[rune]bool{
	'到': true, '完': true, '懂': true, '見': true, '见': true, '了': true, '起': true, '動': true, '动': true,
	'下': true, '出': true, '開': true, '开': true, '住': true, '清': true, '走': true, '來': true, '来': true,
	'去': true, '上': true, '透': true, '成': true, '掉': true, '好': true, '著': true, '着': true, '過': true, '过': true,
}

// zhPotential: verb + 不/得 + complement (用不完, 看得見).
func zhPotential(r []rune) bool {
	return len(r) == 3 && (r[1] == '不' || r[1] == '得') && zhComplements[r[2]]
}

// zhBackAndForth: V來V去 (走來走去 "walk back and forth").
func zhBackAndForth(r []rune) bool {
	return len(r) == 4 && r[0] == r[2] && (r[1] == '來' || r[1] == '来') && r[3] == '去'
}

// zhDemonstratives are the words a measure word follows to make "this
// one", "which one" (這本書 "this book").
var zhDemonstratives = map[string]string{
	"這": "this", "这": "this", "那": "that", "哪": "which", "每": "every", "某": "some", "幾": "how many, a few", "几": "how many, a few",
	"上": "last", "下": "next", "另": "another", "各": "each",
}

// isMeasureWord: CC-CEDICT lists a classifier sense for the character.
func (g *Glosser) isMeasureWord(ch string) bool {
	if utf8.RuneCountInString(ch) != 1 {
		return false
	}
	for _, s := range g.Cedict.AllSenses(ch) {
		if strings.HasPrefix(s, "classifier for") || strings.HasPrefix(s, "classifier indicating") || strings.HasPrefix(s, "measure word") {
			return true
		}
	}
	return false
}

// zhJoin joins what the segmenter cut apart (see analyseChinese).
func (g *Glosser) zhJoin(words []*word) []*word {
	var out []*word
	for i := 0; i < len(words); i++ {
		w := words[i]
		if i+1 < len(words) {
			a, b := w.gloss.Word, words[i+1].gloss.Word
			ar, br := []rune(a), []rune(b)
			// 這 + 裡, 因 + 為: single characters that make a core
			// pronoun, conjunction, adverb or preposition.
			if len(ar) == 1 && len(br) == 1 {
				if c, ok := zhCore(a + b); ok && (c.pos == "pron" || c.pos == "conj" || c.pos == "adv" || c.pos == "prep") {
					out = append(out, &word{gloss: lang.Gloss{Word: a + b, Lemma: a + b}})
					i++
					continue
				}
			}
			// 不同 + 意 → 不 + 同意: a negation the segmenter joined to the
			// first half of the verb after it.
			if len(ar) == 2 && len(br) == 1 && zhNegations[string(ar[0])] && !g.zhKnownCore(b) {
				if vb := string(ar[1]) + b; g.Cedict.Has(vb) && g.zhVerb(vb) != "" {
					out = append(out, &word{gloss: lang.Gloss{Word: string(ar[0]), Lemma: string(ar[0]), POS: "adv"}}, &word{gloss: lang.Gloss{Word: vb, Lemma: vb, POS: "verb"}})
					i++
					continue
				}
			}
			// 找 + 不到: a verb and its potential complement.
			if len(ar) == 1 && zhPotential(append(ar, br...)) && (w.gloss.POS == "verb" || zhCoreVerb(a)) {
				out = append(out, &word{gloss: lang.Gloss{Word: a + b, Lemma: a + b, POS: "verb"}})
				i++
				continue
			}
			// 這 + 本書: a demonstrative and a word the segmenter made of a
			// measure word and a noun.
			if _, dem := zhDemonstratives[a]; dem && len(br) >= 2 && !g.zhKnown(b) && g.isMeasureWord(string(br[0])) && g.zhKnown(string(br[1:])) {
				out = append(out, &word{gloss: lang.Gloss{Word: a + string(br[0]), Lemma: a + string(br[0])}}, &word{gloss: lang.Gloss{Word: string(br[1:]), Lemma: string(br[1:]), POS: "noun"}})
				i++
				continue
			}
			// 這 + 本: a demonstrative and a measure word apart.
			if _, dem := zhDemonstratives[a]; dem && len(br) == 1 && g.isMeasureWord(b) && !g.Cedict.Has(a+b) && i+2 < len(words) && (words[i+2].gloss.POS == "noun" || words[i+2].gloss.POS == "propn" || words[i+2].gloss.POS == "") {
				out = append(out, &word{gloss: lang.Gloss{Word: a + b, Lemma: a + b}})
				i++
				continue
			}
		}
		out = append(out, w)
	}
	for _, w := range out {
		g.zhMeasured(w)
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

// zhMeasured glosses a demonstrative + measure word (這間, 那本, 每條) by
// the demonstrative, an adjective + 点 used as an adverb (早点告诉我) as "a
// bit earlier", and a verb + potential complement CC-CEDICT does not list
// (用不完) by the verb and its result: "can't use up".
func (g *Glosser) zhMeasured(w *word) {
	r := []rune(w.gloss.Word)
	if len(r) < 2 || len(r) > 4 || g.zhKnown(w.gloss.Word) && !(len(r) == 2 && (r[1] == '点' || r[1] == '點')) {
		return
	}
	if zhBackAndForth(r) {
		if v := g.zhVerb(string(r[0])); v != "" {
			w.gloss.POS, w.gloss.Senses, w.gloss.Source = "verb", []string{v + " back and forth"}, cedict.Source
		}
		return
	}
	if d, ok := zhDemonstratives[string(r[0])]; ok && len(r) == 2 && g.isMeasureWord(string(r[1])) {
		w.gloss.POS, w.gloss.Senses, w.gloss.Source = "pron", []string{d + " (+ measure word)"}, coreSource
		return
	}
	if len(r) == 2 && (r[1] == '点' || r[1] == '點') && w.gloss.POS == "adv" {
		// 早点, 快点 before a verb: "a bit earlier", not CC-CEDICT's 早点
		// "breakfast".
		if c, ok := zhCore(string(r[0])); ok && c.pos == "adj" {
			w.gloss.Senses, w.gloss.Source = []string{"a bit " + comparative(firstVariant(c.gloss))}, coreSource
		}
		return
	}
	if zhPotential(r) {
		res := g.zhVerb(string(r[0]) + string(r[2]))
		if res == "" {
			res = g.zhVerb(string(r[0]))
		}
		if res == "" {
			return
		}
		can := "can't "
		if r[1] == '得' {
			can = "can "
		}
		w.gloss.POS, w.gloss.Senses, w.gloss.Source = "verb", []string{can + res}, cedict.Source
	}
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
// surnames, one of them at least a surname (貝 + 蒂, Betty): a foreign name
// written by its sounds, which no dictionary lists, is cut into its
// characters, each glossed by a meaning it does not have there ("cowrie",
// "stem"). A core word (是, 很) or a measure word (隻) ends the run. It
// returns the words marked.
func (g *Glosser) zhUnknownNames(words []*word) map[int]bool {
	odd := func(w *word) bool {
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

// comparative is an English adjective's comparative: early → earlier, big
// → bigger, fast → faster, slow → slower; "more X" for a phrase.
func comparative(adj string) string {
	switch {
	case strings.Contains(adj, " ") || len(adj) > 7:
		return "more " + adj
	case strings.HasSuffix(adj, "y"):
		return strings.TrimSuffix(adj, "y") + "ier"
	case strings.HasSuffix(adj, "e"):
		return adj + "r"
	case doubles(adj):
		return adj + adj[len(adj)-1:] + "er"
	}
	return adj + "er"
}
