package gloss

import (
	"context"
	"strings"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// jaKanaWords are the most frequent Japanese words that are written in kana
// and whose kana form JMdict (jpn-eng) lists first under a rare homograph:
// なる "that is in" (也) before 成る "to become", これ "hey, oi" before 此れ
// "this", それ "there!", どの "Mr." (殿), かれ read as 枯れる "to wither".
// They are the closed classes (demonstratives, pronouns, question words)
// and the basic verbs; written from general knowledge of Japanese.
var jaKanaWords = map[string]coreWord{
	"これ": {"pron", "this"}, "それ": {"pron", "that, it"}, "あれ": {"pron", "that (over there)"}, "どれ": {"pron", "which"},
	"この": {"det", "this"}, "その": {"det", "that, the"}, "あの": {"det", "that (over there)"}, "どの": {"det", "which"},
	"ここ": {"pron", "here"}, "そこ": {"pron", "there"}, "あそこ": {"pron", "over there"}, "どこ": {"pron", "where"},
	"こちら": {"pron", "this way, this one"}, "そちら": {"pron", "that way, you"}, "あちら": {"pron", "that way, over there"}, "どちら": {"pron", "which way, which one"},
	"こっち": {"pron", "this way, here"}, "そっち": {"pron", "that way, there"}, "あっち": {"pron", "over there"}, "どっち": {"pron", "which one"},
	"こんな": {"det", "such, like this"}, "そんな": {"det", "such, like that"}, "あんな": {"det", "such, like that"}, "どんな": {"det", "what kind of"},
	"こう": {"adv", "like this, so"}, "そう": {"adv", "so, like that"}, "ああ": {"adv", "like that"}, "どう": {"adv", "how"},
	"かれ": {"pron", "he, him"}, "かのじょ": {"pron", "she, her"}, "わたし": {"pron", "I, me"}, "あたし": {"pron", "I, me"},
	"ぼく": {"pron", "I, me"}, "おれ": {"pron", "I, me"}, "きみ": {"pron", "you"}, "だれ": {"pron", "who"},
	"なに": {"pron", "what"}, "なん": {"pron", "what"}, "いつ": {"pron", "when"}, "なぜ": {"adv", "why"},
	"なる": {"verb", "to become"}, "ある": {"verb", "there is, to have (things)"}, "いる": {"verb", "to be (somewhere), there is (people, animals)"},
	"ください": {"verb", "please (give me)"}, "もう": {"adv", "already; (not) any more; another"},
	"できる": {"verb", "to be able to, can; to be made"}, "いう": {"verb", "to say"}, "いく": {"verb", "to go"}, "くる": {"verb", "to come"},
	"みる": {"verb", "to see, to look"}, "やる": {"verb", "to do; to give"}, "もらう": {"verb", "to receive, to get"},
	"とこ": {"noun", "place, point (ところ)"}, "あと": {"noun", "after, later; the rest"},
	"くれる": {"verb", "to give (to me)"}, "あげる": {"verb", "to give; to raise"}, "わかる": {"verb", "to understand"},
}

// jaKanaWord is the entry of a word written in kana (word or lemma) in
// jaKanaWords.
func jaKanaWord(w *word) (coreWord, bool) {
	for _, k := range []string{w.gloss.Word, w.gloss.Lemma} {
		if c, ok := jaKanaWords[k]; ok && isKana(k) {
			return c, true
		}
	}
	return coreWord{}, false
}

// isKana: hiragana or katakana only.
func isKana(s string) bool {
	for _, r := range s {
		if !unicode.In(r, unicode.Hiragana, unicode.Katakana) && r != 'ー' {
			return false
		}
	}
	return s != ""
}

// jaRelational are the nouns of place that follow a noun and の as an
// English preposition precedes it (机の上に "on the desk", 家の前で "in front
// of the house"): glossed as that relation, not as JMdict's 上 "above, up,
// over, elder (e.g. daughter)".
var jaRelational = map[string]string{
	"上": "(on, above)", "下": "(under, below)", "中": "(in, inside)", "前": "(in front of, before)",
	"後ろ": "(behind)", "うしろ": "(behind)", "横": "(beside)", "隣": "(next to)", "となり": "(next to)",
	"外": "(outside)", "そば": "(near, beside)", "側": "(side, beside)", "近く": "(near)", "間": "(between, during)",
	"奥": "(at the back of)", "向こう": "(across, beyond)", "周り": "(around)", "まわり": "(around)",
}

// jaDemonstrative are the words before 風 "way, manner" (こんな風に "like
// this").
var jaDemonstrative = map[string]bool{"こんな": true, "そんな": true, "あんな": true, "どんな": true, "この": true, "その": true, "あの": true, "どの": true}

// jaCounters are counters after a number (一日 "one day", not 日
// "Sunday"; 三回 "three times").
var jaCounters = map[string]string{
	"日": "(day)", "時": "(o'clock)", "分": "(minutes)", "秒": "(seconds)", "回": "(times)", "度": "(times; degrees)",
	"人": "(people)", "歳": "(years old)", "才": "(years old)", "年": "(year)", "月": "(month)", "週間": "(weeks)",
	"時間": "(hours)", "分間": "(minutes)", "日間": "(days)", "年間": "(years)", "か月": "(months)", "ヶ月": "(months)",
	"円": "(yen)", "階": "(floor)", "番": "(number)", "つ": "(things)", "個": "(pieces)", "本": "(long things)",
	"枚": "(flat things)", "冊": "(books)", "匹": "(animals)", "台": "(machines)", "杯": "(cups)", "着": "(clothes; place)",
}

// jaContext glosses, for English speakers, what only the word before
// says: the past ending だ after a verb's sound-changed stem (飲んだ
// "drank", not the copula "is"), the copula's で (である), not "at/by", a
// noun of place after の, a counter after a number, しれない after かも
// ("may"), 方 in の方が ("rather"), あと after a past ("after", not
// "behind, rear"), 風 after そんな ("way", not "wind"), 間 after a verb
// ("while", not "space").
func jaContext(words []*word) {
	for i, w := range words {
		if i == 0 {
			continue
		}
		prev := words[i-1]
		switch {
		case w.gloss.POS == "part" && (w.gloss.Word == "だ" || w.gloss.Word == "だら" || w.gloss.Word == "だり") &&
			prev.gloss.POS == "verb" && len(prev.gloss.Tags) == 0 && (strings.HasSuffix(prev.gloss.Word, "ん") || strings.HasSuffix(prev.gloss.Word, "い")):
			g := "(past)"
			if w.gloss.Word != "だ" {
				g = jaGrammar["た"+strings.TrimPrefix(w.gloss.Word, "だ")]
				if g == "" {
					g = "(past)"
				}
			}
			w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = []string{g}, coreSource, "た"
		case w.gloss.Word == "で" && w.gloss.Lemma == "だ" && w.gloss.POS == "part":
			w.gloss.Senses = []string{"(is)"} // である, ではない: the copula, not "at/by"
		case (prev.gloss.Word == "た" || prev.gloss.Lemma == "た") && (w.gloss.Word == "あと" || w.gloss.Word == "後"):
			w.gloss.POS, w.gloss.Senses, w.gloss.Source = "part", []string{"(after)"}, coreSource // 洗ったあと "after washing"
		case prev.gloss.Word == "かも" && (w.gloss.Lemma == "しれる" || w.gloss.Lemma == "知れる"):
			w.gloss.POS, w.gloss.Senses, w.gloss.Source = "part", []string{"(may, might: かもしれない)"}, coreSource
		case prev.gloss.Word == "の" && (w.gloss.Word == "方" || w.gloss.Word == "ほう") && i+1 < len(words) && words[i+1].gloss.Word == "が":
			w.gloss.POS, w.gloss.Senses, w.gloss.Source = "part", []string{"(more, rather: the side of)"}, coreSource
		case (w.gloss.Word == "風" || w.gloss.Word == "ふう") && jaDemonstrative[prev.gloss.Word]:
			w.gloss.POS, w.gloss.Senses, w.gloss.Source = "part", []string{"(way, manner)"}, coreSource // そんな風に "like that", not "wind"
		case (w.gloss.Word == "間" || w.gloss.Word == "あいだ") && (prev.gloss.POS == "verb" || prev.gloss.POS == "adj" || prev.gloss.Lemma == "ない" || prev.gloss.Lemma == "た"):
			w.gloss.POS, w.gloss.Senses, w.gloss.Source = "part", []string{"(while)"}, coreSource // 寝ている間に "while sleeping"
		case prev.gloss.Word == "の" && jaRelational[w.gloss.Word] != "" && (w.gloss.POS == "noun" || w.gloss.POS == "part"):
			w.gloss.POS, w.gloss.Senses, w.gloss.Source = "part", []string{jaRelational[w.gloss.Word]}, coreSource
		case prev.gloss.POS == "num" && jaCounters[w.gloss.Word] != "" && (w.gloss.POS == "part" || w.gloss.POS == "noun"):
			w.gloss.POS, w.gloss.Senses, w.gloss.Source = "part", []string{jaCounters[w.gloss.Word]}, coreSource
		}
	}
}

// jaIdioms glosses a verb that makes an idiom with the noun and the
// particle before it by the idiom, when JMdict lists it (気にする "to
// mind, to worry about", 気を失う "to faint", 腹を立てる "to get angry"),
// not by the verb alone (失う "to lose", 立てる "to stand up"). The noun and
// the particle are glossed as before.
func (g *Glosser) jaIdioms(ctx context.Context, p lang.Pair, words []*word) error {
	if g.FreeDict == nil || !g.FreeDict.Has(p.Target, p.Native) {
		return nil
	}
	for i := 2; i < len(words); i++ {
		w, part, noun := words[i], words[i-1], words[i-2]
		if w.gloss.POS != "verb" || noun.gloss.POS != "noun" || !jaIdiomParticles[part.gloss.Word] {
			continue
		}
		idiom := noun.gloss.Word + part.gloss.Word + w.gloss.Lemma
		senses, err := g.FreeDict.Lookup(ctx, p.Target, p.Native, idiom, 6)
		if err != nil {
			return err
		}
		if len(senses) == 0 {
			continue
		}
		if len(w.gloss.Tags) == 1 {
			senses = glossJaUnit(w.gloss.Tags[0], idiom, senses)
		}
		w.gloss.Senses, w.gloss.Source = senses, "freedict:"+freedict.Name(p.Target, p.Native)
		if err := g.jaIdiomNoun(ctx, p, noun, idiom, part.gloss.Word); err != nil {
			return err
		}
	}
	return nil
}

// jaIdiomParticles join a noun to the verb of an idiom.
var jaIdiomParticles = map[string]bool{"に": true, "を": true, "が": true}
