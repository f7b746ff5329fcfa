package gloss

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
)

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
