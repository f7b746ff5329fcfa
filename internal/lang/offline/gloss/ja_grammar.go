package gloss

import (
	"context"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// Japanese particles and endings are grammar, not words: looked up in
// JMdict they find homographs (て "hand", は "edge of a blade", ます "box
// seat", た "rice field"), which a learner would read as the meaning. They
// are glossed here with what they do, in brackets, before any dictionary is
// asked; the content words around them keep the dictionary's senses.

// jaGrammar maps a particle's or ending's dictionary form to its gloss.
// Written from general knowledge of Japanese grammar.
var jaGrammar = map[string]string{
	"は": "(topic)", "が": "(subject)", "を": "(object)", "に": "(to, at, in)", "へ": "(to, towards)",
	"で": "(at, by, with)", "と": "(and, with)", "の": "('s, of)", "も": "(also, too)", "や": "(and)",
	"か": "(question, or)", "よ": "(emphasis)", "ね": "(isn't it)", "な": "(don't; emphasis)", "わ": "(emphasis)",
	"まで": "(until, as far as)", "から": "(from, because)", "より": "(than, from)", "だけ": "(only)",
	"しか": "(only, with a negative)", "など": "(and so on)", "ばかり": "(only, just)", "ほど": "(about, as much as)",
	"くらい": "(about)", "ぐらい": "(about)", "でも": "(even, or something)", "って": "(quoting: that)",
	"ので": "(because)", "のに": "(although)", "けど": "(but)", "けれど": "(but)", "けれども": "(but)",
	"し": "(and also)", "ながら": "(while)", "たり": "(doing things like)", "ば": "(if)", "て": "(and; -te form)",
	"ても": "(even if)", "とも": "(even if)", "こそ": "(precisely)", "さえ": "(even)", "ずつ": "(each)",
	"た": "(past)", "だ": "(is)", "です": "(is, polite)", "ます": "(polite)", "ない": "(not)", "ぬ": "(not)", "ん": "(not)",
	"ず": "(not, without)", "たい": "(want to)", "たがる": "(want to)", "う": "(let's, will)", "よう": "(let's; seems)",
	"まい": "(will not)", "れる": "(passive, can)", "られる": "(passive, can)", "せる": "(make, let)", "させる": "(make, let)",
	"らしい": "(seems)", "そう": "(looks like; I hear)", "みたい": "(seems like)", "べし": "(should)", "き": "(past)",
	"さん": "(Mr., Ms.)", "様": "(honourable Mr., Ms.)", "さま": "(honourable Mr., Ms.)", "ちゃん": "(endearing name ending)",
	"君": "(Mr., for boys)", "くん": "(Mr., for boys)", "たち": "(plural)", "達": "(plural)", "ら": "(plural)", "方": "(way of; person)",
	"的": "(-ic, -al)", "中": "(during, in)", "頃": "(about, around)", "ごろ": "(about, around)", "目": "(-th)", "屋": "(shop, dealer)",
	"お": "(polite)", "ご": "(polite)", "御": "(polite)",
	// contracted and helper forms after a verb or an adjective
	"てる": "(-ing, is doing)", "でる": "(-ing, is doing)", "ちゃう": "(completely, ended up)", "じゃう": "(completely, ended up)",
	"とく": "(in advance)", "どく": "(in advance)", "すぎる": "(too, too much)", "過ぎる": "(too, too much)",
	"いける": "(can go on)", "ある": "(is, there is)", "くださる": "(please)", "下さる": "(please)", "なさる": "(do: polite command)",
}

// jaFormalNouns are the nouns written in kana that serve grammar (ため "for
// the sake of", こと "the fact that, -ing", はず "should"): JMdict lists kana
// homographs of them first (ため "peer, same age", slang; の "possessive"),
// and kagome reads いい "good" after と as 言う "say". Glossed here with
// their grammatical meaning and, but for いい, kept out of the hints as
// grammar.
var jaFormalNouns = map[string]coreWord{
	"ため": {"part", "for (the sake of), because of"}, "こと": {"part", "(the act of, the fact that; -ing)"}, "もの": {"part", "(thing; the fact that)"},
	"よう": {"part", "(like, as if; so that)"}, "わけ": {"part", "(reason; it means that)"}, "はず": {"part", "(should, expected to)"},
	"つもり": {"part", "(intend to)"}, "ところ": {"part", "(place; about to, just)"}, "とき": {"part", "(time, when)"},
	"まま": {"part", "(as it is, still)"}, "ほう": {"part", "(side; rather)"}, "うち": {"part", "(while, within)"},
	"の": {"part", "(the one, the fact that)"}, "ん": {"part", "(explanatory: it is that)"},
	"いい": {"adj", "good"},
}

// jaAuxAfterTe are the verbs that follow a verb's -te form and make one
// unit with it, and what they add: 寝ている "is sleeping", 食べてしまった
// "ate it all".
var jaAuxAfterTe = map[string]string{
	"いる": "prog", "ある": "done", "しまう": "compl", "おく": "ahead", "みる": "try",
	"くる": "come", "いく": "go", "くださる": "please", "もらう": "favour", "くれる": "favour", "あげる": "favour",
	"居る": "prog", "有る": "done", "仕舞う": "compl", "置く": "ahead", "見る": "try", "来る": "come", "行く": "go",
	"下さる": "please", "貰う": "favour", "呉れる": "favour", "上げる": "favour",
}

// jaAspectNote is what each unit adds, after the verb's sense.
var jaAspectNote = map[string]string{
	"done": "(has been done)", "compl": "(completely, ended up)", "ahead": "(in advance)", "try": "(try)",
	"come": "(and come; begin to)", "go": "(and go; go on)", "please": "(please)", "favour": "(for someone)",
}

// jaStative are verbs whose -te iru form is a state, not an action in
// progress (知っている "know", not "be knowing"; 結婚している "be married").
var jaStative = map[string]string{
	"知る": "know", "住む": "live", "持つ": "have", "似る": "resemble", "結婚する": "be married", "覚える": "remember",
	"死ぬ": "be dead", "疲れる": "be tired", "着る": "wear", "太る": "be fat", "痩せる": "be thin", "分かる": "understand",
	"開く": "be open", "閉まる": "be closed", "壊れる": "be broken", "残る": "remain", "座る": "be sitting", "立つ": "be standing",
	"なる": "have become", "成る": "have become", "できる": "be made, be ready", "出来る": "be made, be ready",
}

// mergeJaTe joins a verb or adjective, its -te particle (て, で) and a
// following auxiliary verb (いる, しまう, みる…) into one word, glossed as a
// unit (glossJaUnit): a learner reads 寝ている as "is sleeping", not as 寝る
// "sleep", て "hand" and いる "exist". The unit's POS names its aspect
// until analyse reads it.
func mergeJaTe(toks []lang.Token) []lang.Token {
	var out []lang.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if i+2 < len(toks) && (t.POS == "verb" || t.POS == "adj") && isTe(toks[i+1]) && toks[i+2].Start == toks[i+1].End && toks[i+1].Start == t.End {
			if aspect, ok := jaAuxAfterTe[toks[i+2].Lemma]; ok && (toks[i+2].POS == "aux" || toks[i+2].POS == "verb") {
				lemma := t.Lemma
				if lemma == "" {
					lemma = t.Text
				}
				out = append(out, lang.Token{Text: t.Text + toks[i+1].Text + toks[i+2].Text, Start: t.Start, End: toks[i+2].End, Word: true, POS: jaUnitPOS + aspect, Lemma: lemma})
				i += 2
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// jaUnitPOS prefixes the aspect of a joined unit in Token.POS.
const jaUnitPOS = "te-unit:"

func isTe(t lang.Token) bool {
	return (t.Text == "て" || t.Text == "で") && (t.POS == "part-conj" || t.POS == "part")
}

// jaUnitAspect is the aspect of a unit made by mergeJaTe ("" for another
// token).
func jaUnitAspect(t lang.Token) (string, bool) {
	a, ok := strings.CutPrefix(t.POS, jaUnitPOS)
	return a, ok
}

// glossJaUnit rewrites the senses of a -te unit's verb: "to sleep" → "be
// sleeping" for a progressive, the state for a stative verb (知っている
// "know"), the verb's sense and what the auxiliary adds for the others.
// Every sense is rewritten, so that whichever the glosser ranks first says
// what the unit does.
func glossJaUnit(aspect, lemma string, senses []string) []string {
	if len(senses) == 0 {
		return senses
	}
	if s, ok := jaStative[lemma]; ok && aspect == "prog" {
		return []string{s}
	}
	var out []string
	for _, sense := range senses {
		switch {
		case aspect == "prog":
			if p := progressive(sense); p != "" {
				sense = p
			}
		case jaAspectNote[aspect] != "":
			sense = firstSense(sense) + " " + jaAspectNote[aspect]
		}
		if !containsFold(out, sense) {
			out = append(out, sense)
		}
	}
	return out
}

// firstSense is the first of a dictionary sense's comma-separated variants
// that English speakers know (JMdict puts the main one first: 飲む "to
// drink, to gulp, to swallow, to take (medicine)" is "to drink", not the
// commoner "to take"); when the first is a rare word, the most frequent
// ("to precipitate, to fall" → "to fall"); the first when none is ranked.
func firstSense(s string) string {
	best, rank := "", unranked+1
	for i, v := range splitTopLevel(s) {
		v = strings.TrimSpace(v)
		r := inflectedRank(v)
		if i == 0 && v != "" && r < unranked {
			return v
		}
		if v != "" && r < rank {
			best, rank = v, r
		}
	}
	return best
}

// progressive turns an English verb sense into its progressive: "to sleep"
// → "be sleeping", "to lie down" → "be lying down"; "" when the sense is
// not a verb ("to …").
func progressive(sense string) string {
	s, ok := strings.CutPrefix(firstSense(sense), "to ")
	if !ok || s == "" {
		return ""
	}
	if strings.HasPrefix(s, "be ") {
		return s // to be surprised → be surprised
	}
	head, rest, _ := strings.Cut(s, " ")
	out := "be " + ingForm(head)
	if rest != "" {
		out += " " + rest
	}
	return out
}

// ingForm is an English verb's -ing form: lie → lying, make → making,
// run → running, read → reading.
func ingForm(v string) string {
	switch {
	case strings.HasSuffix(v, "ie"):
		return strings.TrimSuffix(v, "ie") + "ying"
	case strings.HasSuffix(v, "e") && !strings.HasSuffix(v, "ee") && !strings.HasSuffix(v, "ye") && !strings.HasSuffix(v, "oe") && len(v) > 2:
		return strings.TrimSuffix(v, "e") + "ing"
	case doubles(v):
		return v + v[len(v)-1:] + "ing"
	}
	return v + "ing"
}

// doubles: a one-syllable verb ending consonant-vowel-consonant doubles its
// last letter (run, sit, stop, swim), as do a few longer ones.
func doubles(v string) bool {
	switch v {
	case "begin", "forget", "swim", "stop", "shop", "plan", "drop", "chat", "skip", "jog", "travel", "admit", "prefer", "regret", "permit":
		return true
	}
	if len(v) != 3 {
		return false
	}
	vowel := func(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }
	return !vowel(v[0]) && vowel(v[1]) && !vowel(v[2]) && strings.IndexByte("wxy", v[2]) < 0
}

// analyseJaGrammar marks a -te unit as a verb with its aspect in Tags (the
// dictionary lookup then rewrites its senses, glossJaUnit), and glosses a
// particle or an ending from jaGrammar.
func analyseJaGrammar(t lang.Token, w *word) {
	if g, ok := jaFormalNouns[w.gloss.Word]; ok && (w.gloss.POS == "noun" || w.gloss.POS == "part" && g.pos == "part" && jaGrammar[w.gloss.Lemma] == "" || w.gloss.Word == "いい") {
		w.gloss.Senses, w.gloss.Source = []string{g.gloss}, coreSource
		w.gloss.POS, w.gloss.Lemma = g.pos, w.gloss.Word
		return
	}
	if aspect, ok := jaUnitAspect(t); ok {
		w.gloss.POS, w.gloss.Tags, w.reading = "verb", []string{aspect}, ""
		w.candidates = []string{w.gloss.Lemma}
		return
	}
	if c, ok := jaKanaWord(w); ok && w.gloss.POS != "part" && (c.pos != "verb" || w.gloss.POS == "verb") {
		// ja_words.go: なる "to become", not JMdict's first なる "that is in"
		if c.pos != "verb" {
			w.gloss.POS = c.pos
		}
		w.gloss.Senses, w.gloss.Source = []string{c.gloss}, coreSource
		return
	}
	if w.gloss.POS == "verb" {
		if b := jaPotentialBase(w.gloss.Lemma); b != "" {
			w.candidates = append(w.candidates, b) // tried after the lemma itself
		}
	}
	if w.gloss.POS != "part" {
		return
	}
	g := jaGrammar[w.gloss.Lemma]
	if cp, ok := jaCompoundParticle(w.gloss.Lemma, w.gloss.Word); ok {
		g = cp // ja_compound_particle.go: 文脈による "depending on"
	}
	switch {
	case t.POS == "part-conj" && (w.gloss.Lemma == "が" || w.gloss.Lemma == "けど"):
		g = "(but)"
	case t.POS == "part-conj" && (w.gloss.Word == "て" || w.gloss.Word == "で"):
		g = jaGrammar["て"] // しないで: the -te form, not "at"
	case t.POS == "aux" && jaAuxAfterTe[w.gloss.Lemma] == "prog":
		g = "(-ing, is doing)" // after a form mergeJaTe does not join
	case g == "":
		g = jaGrammar[w.gloss.Word]
	}
	if c, ok := jaKanaWords[w.gloss.Lemma]; ok && g == "" && c.pos == "verb" {
		g = c.gloss // なければならない's なる "to become", not JMdict's 生る "to bear fruit"
	}
	if g != "" {
		w.gloss.Senses, w.gloss.Source = []string{g}, coreSource
	}
}

// splitTopLevel splits a sense at the commas outside brackets: "to mess
// about (with alcohol, gambling), to idle" has two variants.
func splitTopLevel(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// jaPotentialBase is the dictionary form of a godan verb's potential
// (釣れる → 釣る, 書ける → 書く, 読める → 読む), which JMdict does not list
// as a headword; "" for a verb not ending so. The lemma itself is looked up
// first: 入れる "put in" is a verb of its own.
func jaPotentialBase(lemma string) string {
	r := []rune(lemma)
	if len(r) < 3 || r[len(r)-1] != 'る' {
		return ""
	}
	u, ok := map[rune]rune{'え': 'う', 'け': 'く', 'げ': 'ぐ', 'せ': 'す', 'て': 'つ', 'ね': 'ぬ', 'べ': 'ぶ', 'め': 'む', 'れ': 'る'}[r[len(r)-2]]
	if !ok {
		return ""
	}
	return string(r[:len(r)-2]) + string(u)
}

// jaGrammarNative leaves out the English grammar glosses that analyse gave
// Japanese particles (analyse does not know the native language) when the
// learner's language is not English: the dictionaries gloss them as before.
// For English speakers it glosses instead what the words around a word
// decide (ja_words.go: 飲んだ's だ, の上, 一日, 気にする; ja_compound.go:
// 誕生 + 日).
func (g *Glosser) jaGrammarNative(ctx context.Context, p lang.Pair, words []*word) error {
	if p.Target == lang.Japanese && p.Native == lang.English {
		jaContext(words)
		if err := g.jaCompounds(ctx, p, words); err != nil {
			return err
		}
		return g.jaIdioms(ctx, p, words)
	}
	if p.Target != lang.Japanese {
		return nil
	}
	for _, w := range words {
		if w.gloss.Source == coreSource {
			w.gloss.Senses, w.gloss.Source = nil, ""
		}
	}
	return nil
}
