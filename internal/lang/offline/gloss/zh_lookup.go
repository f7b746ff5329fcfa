package gloss

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
)

// lookupChinese glosses zh → en: the senses some common words take from
// the words around them (zhContext), then CC-CEDICT, and for a word it does
// not list its pieces' common senses (zh_compound.go).
func (g *Glosser) lookupChinese(p lang.Pair, words []*word) error {
	if !g.chineseEnglish(p) {
		return nil
	}
	g.zhMeasureWords(words)
	zhContext(words)
	for i, w := range words {
		if !needsGloss(w) {
			continue
		}
		senses, err := g.Cedict.LookupGrouped(w.gloss.Word, w.reading, w.gloss.POS, 12)
		if err != nil {
			return err
		}
		if zhAdverbial(words, i) {
			senses = adverbsFirst(senses) // zh_adverbs.go
		}
		if utf8.RuneCountInString(w.gloss.Word) == 1 {
			senses = zhRankSenses(senses)
		}
		if len(senses) > 6 {
			senses = senses[:6]
		}
		if c := g.chineseCompound(w.gloss.Word); c != "" && !g.Cedict.Has(w.gloss.Word) {
			senses = []string{c} // zh_compound.go: its pieces' common senses
		}
		if len(senses) > 0 {
			w.gloss.Senses, w.gloss.Source = senses, cedict.Source
		}
	}
	zhLightVerbs(words)
	return nil
}

// zhLightVerbs gives 看 and 打 the English verb their object takes, from
// the object's English: one watches television, a film or a match and
// reads a book, a newspaper or a letter; one plays a ball game and makes a
// phone call.
func zhLightVerbs(words []*word) {
	for i, w := range words {
		if i+1 >= len(words) || w.gloss.Source != coreSource || len(words[i+1].gloss.Senses) == 0 {
			continue
		}
		obj := strings.ToLower(words[i+1].gloss.Senses[0])
		objWords := map[string]bool{}
		for _, f := range strings.FieldsFunc(obj, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) {
			objWords[f], objWords[strings.TrimSuffix(f, "s")] = true, true
		}
		has := func(xs ...string) bool {
			for _, x := range xs {
				if objWords[x] || strings.HasSuffix(obj, x) && strings.Contains(x, "ball") {
					return true
				}
			}
			return false
		}
		switch w.gloss.Word {
		case "看":
			switch {
			case has("television", "tv", "film", "movie", "match", "game", "show", "programme", "program", "play", "performance", "football", "soccer"):
				w.gloss.Senses = []string{"watch", "see"}
			case has("book", "newspaper", "letter", "magazine", "novel", "paper", "news"):
				w.gloss.Senses = []string{"read", "see"}
			}
		case "打":
			switch {
			case has("ball", "baseball", "basketball", "football", "volleyball", "tennis", "golf", "ping-pong", "badminton", "card", "mahjong"):
				w.gloss.Senses = []string{"play", "hit"}
			case has("telephone", "phone", "call"):
				w.gloss.Senses = []string{"make (a call)", "hit"}
			}
		}
	}
}

// zhContext gives the core words whose sense the next or previous word
// decides the sense it has there, for English speakers:
//
//   - 想 before a verb, a preposition or an adverb is "want to" (我想去),
//     elsewhere "think" (我在想那個問題) or "miss";
//   - 請 after a word is "ask, invite" (我請他等); first in a sentence it is
//     "please";
//   - 等 after a noun closes a list ("etc."); elsewhere it is "wait";
//   - 到 and 給 right after a verb are not verbs but its complement:
//     "(reaching) to" (找到, 牽扯到), "to" (寄給我); 給 before a person
//     and a verb is "for, to" (給我打電話);
//   - 在 before a verb marks it as going on ("-ing");
//   - 上, 裡, 中, 下 after a noun are postpositions, the English
//     prepositions "on", "in", "under" (桌子上 "on the table"), not the
//     nouns "top", "inside", "middle".
func zhContext(words []*word) {
	pos := func(i int) string {
		if i < 0 || i >= len(words) {
			return ""
		}
		return words[i].gloss.POS
	}
	set := func(w *word, p string, senses ...string) {
		w.gloss.POS, w.gloss.Senses, w.gloss.Source = p, senses, coreSource
	}
	for i, w := range words {
		switch w.gloss.Word {
		case "想":
			switch pos(i + 1) {
			case "verb", "prep", "adv":
				set(w, "verb", "want to", "think")
			default:
				set(w, "verb", "think", "miss", "want")
			}
		case "請", "请":
			if i > 0 && pos(i-1) != "punct" {
				set(w, "verb", "ask", "invite", "please")
			}
		case "等":
			switch pos(i - 1) {
			case "noun", "propn", "num":
				set(w, "part", "(etc.)", "and so on")
			default:
				set(w, "verb", "wait", "wait for")
			}
		case "到":
			if pos(i-1) == "verb" {
				set(w, "part", "(reaching) to", "(managed to)")
			}
		case "給", "给":
			switch {
			case pos(i-1) == "verb":
				set(w, "prep", "to", "for")
			case pos(i+2) == "verb" && (pos(i+1) == "pron" || pos(i+1) == "noun" || pos(i+1) == "propn"):
				set(w, "prep", "for, to") // 給我打電話 "phone me"
			}
		case "在":
			if pos(i+1) == "verb" {
				set(w, "part", "(-ing)", "at, in")
			}
		default:
			if l, ok := zhPlaceWords[w.gloss.Word]; ok {
				switch pos(i - 1) {
				case "noun", "pron", "propn":
					set(w, "prep", l...)
				}
			}
		}
	}
}

// zhRankSenses puts first the commonest sense of a single character whose
// first CC-CEDICT sense is a rare English word (店 "inn; old-style hotel" →
// "shop; store", 仅 "barely" → "only"): a character's first sense is often
// its oldest. As rankEnglishSenses does, it moves a sense only when the
// first ranks past the everyday words and the other is three times as
// common. Only a sense of the same kind (a verb for a verb) may move, and
// never one with a label other than "(bound form)" ("(literary)"), one of
// light words only ("to be") or one about
// "one's", "oneself" or "sb" (亲 "one's own", 寄 "to attach oneself to").
func zhRankSenses(senses []string) []string {
	if len(senses) < 2 {
		return senses
	}
	rank := func(s string) int {
		best := unranked
		for _, part := range strings.Split(s, "; ") {
			best = min(best, senseRank(part))
		}
		return best
	}
	first := rank(senses[0])
	if first <= obscure {
		return senses
	}
	verb := isVerbGloss(senses[0])
	best, bestRank := 0, first
	for i, s := range senses[1:] {
		s = strings.TrimPrefix(s, "(bound form) ")
		if isVerbGloss(s) != verb || strings.HasPrefix(s, "(") || itemsLight(s) ||
			strings.Contains(s, "one's") || strings.Contains(s, "oneself") || strings.Contains(s, "sb") {
			continue
		}
		if r := rank(s); r*3 < first && r < bestRank {
			best, bestRank = i+1, r
		}
	}
	if best == 0 {
		return senses
	}
	out := append([]string{senses[best]}, senses[:best]...)
	return append(out, senses[best+1:]...)
}

// itemsLight: a sense of light words only ("to be").
func itemsLight(s string) bool {
	for _, f := range strings.Fields(strings.ToLower(stripParens(s))) {
		if !lightWords[strings.Trim(f, ".,;:!?")] {
			return false
		}
	}
	return true
}

// zhPlaceWords are the localisers that follow a noun as English
// prepositions precede it.
var zhPlaceWords = map[string][]string{
	"上": {"on", "above"}, "下": {"under", "below"}, "裡": {"in", "inside"}, "里": {"in", "inside"},
	"裏": {"in", "inside"}, "中": {"in", "among"}, "內": {"in", "within"}, "内": {"in", "within"},
}

// zhMeasureWords glosses a measure word standing alone after a number, a
// demonstrative, 是 or 有 and before what it counts (是位好老師 "is a good
// teacher", 三隻貓) by what CC-CEDICT says it counts, as grammar: "(measure
// word for people)", not the noun 位 "position".
func (g *Glosser) zhMeasureWords(words []*word) {
	for i, w := range words {
		if i == 0 || i+1 >= len(words) || !needsGloss(w) || utf8.RuneCountInString(w.gloss.Word) != 1 {
			continue
		}
		prev, next := words[i-1], words[i+1]
		_, dem := zhDemonstratives[prev.gloss.Word]
		counted := prev.gloss.POS == "num" || zhNumeral(prev.gloss.Word) || dem ||
			(prev.gloss.Word == "是" || prev.gloss.Word == "有") && (next.gloss.POS == "noun" || next.gloss.POS == "adj")
		if !counted || next.gloss.POS == "punct" || next.gloss.POS == "verb" {
			continue
		}
		for _, s := range g.Cedict.AllSenses(w.gloss.Word) {
			if rest, ok := strings.CutPrefix(s, "classifier for "); ok {
				w.gloss.POS, w.gloss.Senses, w.gloss.Source = "part", []string{"(measure word for " + rest + ")"}, cedict.Source
				break
			}
		}
	}
}
