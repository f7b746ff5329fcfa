package gloss

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
	"github.com/storyglot/storyglot/internal/lang/offline/ja"
)

func newJapaneseGlosser(t *testing.T) *Glosser {
	t.Helper()
	g := &Glosser{FreeDict: freedict.NewLibrary(""), Words: map[lang.Code]lang.WordSegmenter{lang.Japanese: ja.New()}}
	if !g.FreeDict.Has(lang.Japanese, lang.English) {
		if os.Getenv("CI") == "true" {
			t.Fatal("dict-freedict-jpn-eng is not installed (run scripts/setup)")
		}
		t.Skip("dict-freedict-jpn-eng is not installed (run scripts/setup)")
	}
	t.Cleanup(func() { g.FreeDict.Close() })
	return g
}

// glossesOf glosses a sentence and returns its words' glosses by word.
func glossesOf(t *testing.T, g *Glosser, p lang.Pair, sentence string) map[string]lang.Gloss {
	t.Helper()
	gl, err := g.Gloss(context.Background(), p, sentence)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]lang.Gloss{}
	for _, x := range gl {
		out[x.Word] = x
	}
	return out
}

// A verb's -te form and いる are one unit glossed as a progressive, or as
// a state for a stative verb; particles and endings are glossed as grammar,
// never as JMdict's homographs (て "hand", は "edge", ます "box").
func TestGlossJapaneseGrammar(t *testing.T) {
	g := newJapaneseGlosser(t)
	jp := lang.Pair{Target: lang.Japanese, Native: lang.English}
	got := glossesOf(t, g, jp, "猫がテーブルの上で寝ている。")
	if x := got["寝ている"]; x.Lemma != "寝る" || x.POS != "verb" || len(x.Senses) == 0 || !strings.HasPrefix(x.Senses[0], "be ") || !strings.Contains(x.Senses[0], "ing") {
		t.Errorf("寝ている = %+v, want the unit 寝る \"be lying down\" or \"be sleeping\"", x)
	}
	if x := got["が"]; len(x.Senses) != 1 || x.Senses[0] != "(subject)" {
		t.Errorf("が = %+v, want (subject)", x)
	}
	got = glossesOf(t, g, jp, "私は彼の名前を知っています。")
	if x := got["知ってい"]; len(x.Senses) == 0 || x.Senses[0] != "know" {
		t.Errorf("知ってい = %+v, want the state \"know\"", x)
	}
	for w, bad := range map[string]string{"は": "edge", "ます": "box"} {
		if x := got[w]; x.POS != "part" || strings.Contains(strings.Join(x.Senses, ";"), bad) {
			t.Errorf("%s = %+v, want a particle without %q", w, x, bad)
		}
	}
	got = glossesOf(t, g, jp, "宿題を忘れてしまった。")
	if x := got["忘れてしまっ"]; len(x.Senses) == 0 || !strings.Contains(x.Senses[0], "forget") || !strings.Contains(x.Senses[0], "completely") {
		t.Errorf("忘れてしまっ = %+v, want \"to forget (completely, ended up)\"", x)
	}
	// ため is "for the sake of", not the slang homograph "peer, same age".
	got = glossesOf(t, g, jp, "健康のために毎日歩きます。")
	if x := got["ため"]; len(x.Senses) == 0 || !strings.HasPrefix(x.Senses[0], "for") || x.POS != "part" {
		t.Errorf("ため = %+v, want \"for (the sake of)\"", x)
	}
	// JMdict lists senses commonest first: 写真 is a photograph before an
	// old word for a film.
	got = glossesOf(t, g, jp, "机の上に古い写真がある。")
	if x := got["写真"]; len(x.Senses) == 0 || !strings.Contains(x.Senses[0], "photo") {
		t.Errorf("写真 = %+v, want \"photograph\" first", x)
	}
	// A godan verb's potential is glossed by its dictionary form.
	got = glossesOf(t, g, jp, "この川では魚が釣れない。")
	if x := got["釣れ"]; len(x.Senses) == 0 || !strings.Contains(x.Senses[0], "fish") {
		t.Errorf("釣れ = %+v, want 釣る \"to fish\"", x)
	}
}

// The grammar glosses are English: a German speaker does not get them.
func TestJapaneseGrammarGlossesAreEnglishOnly(t *testing.T) {
	g := newJapaneseGlosser(t)
	if !g.FreeDict.Has(lang.Japanese, lang.German) {
		t.Skip("dict-freedict-jpn-deu is not installed")
	}
	got := glossesOf(t, g, lang.Pair{Target: lang.Japanese, Native: lang.German}, "私は本を読んでいる。")
	for _, x := range got {
		if x.Source == CoreSource || strings.Contains(strings.Join(x.Senses, ";"), "(topic)") {
			t.Errorf("ja→de %s = %+v, an English grammar gloss", x.Word, x)
		}
	}
}

func TestProgressive(t *testing.T) {
	for in, want := range map[string]string{
		"to sleep (lying down)": "be sleeping (lying down)",
		"to lie down":           "be lying down",
		"to run, to dash":       "be running",
		"to make":               "be making",
		"to be surprised":       "be surprised",
		"rain":                  "",
	} {
		if got := progressive(in); got != want {
			t.Errorf("progressive(%q) = %q, want %q", in, got, want)
		}
	}
	if got := jaPotentialBase("書ける"); got != "書く" {
		t.Errorf("jaPotentialBase(書ける) = %q", got)
	}
}

// Words written in kana that JMdict lists first under a rare homograph take
// their common sense (なる "to become", not "that is in"; これ "this", not
// "hey"; かれ "he", not 枯れる "to wither"); the past だ after a verb's
// sound-changed stem is the past, not the copula; contracted endings (てる,
// ちゃう), すぎる and かもしれない are grammar; a noun of place after の is
// the relation, a counter after a number is the counter (日 "(day)", not
// "Sunday"); a verb in an idiom JMdict lists takes the idiom's sense
// (気を失う "to lose consciousness", not 失う "to lose").
func TestGlossJapaneseKanaAndContext(t *testing.T) {
	g := newJapaneseGlosser(t)
	jp := lang.Pair{Target: lang.Japanese, Native: lang.English}
	for _, tt := range []struct{ sentence, word, pos, want string }{
		{"私は先生になりたい。", "なり", "verb", "to become"},
		{"これは私の本です。", "これ", "pron", "this"},
		{"かれは先生です。", "かれ", "pron", "he"},
		{"私は本を読んだ。", "だ", "part", "(past)"},
		{"弟はテレビを見てる。", "てる", "part", "(-ing"},
		{"全部食べちゃった。", "ちゃっ", "part", "(completely"},
		{"この箱は重すぎる。", "すぎる", "part", "(too"},
		{"明日は雨が降るかもしれない。", "しれ", "part", "(may"},
		{"机の上に本がある。", "上", "part", "(on"},
		{"机の上に本がある。", "ある", "verb", "there is"},
		{"兄は三日休んだ。", "日", "part", "(day)"},
		{"彼は急に気を失った。", "失っ", "verb", "to lose consciousness"},
		{"未熟であることは問題だ。", "で", "part", "(is)"},
		{"ご飯を食べたあとで歯を磨く。", "あと", "part", "(after)"},
	} {
		x := glossesOf(t, g, jp, tt.sentence)[tt.word]
		if x.POS != tt.pos || len(x.Senses) == 0 || !strings.HasPrefix(x.Senses[0], tt.want) {
			t.Errorf("%s in %q = %s %q, want %s %q first", tt.word, tt.sentence, x.POS, x.Senses, tt.pos, tt.want)
		}
	}
}

// あと in kana after a noun and の is "after", not 跡 "trace".
func TestJaAtoAfterNoun(t *testing.T) {
	g := newGlosser(t)
	g.Words = map[lang.Code]lang.WordSegmenter{lang.Japanese: ja.New()}
	x := glossesOf(t, g, lang.Pair{Target: lang.Japanese, Native: lang.English}, "試合のあと、みんなで帰った。")["あと"]
	if s := strings.Join(x.Senses, "; "); !strings.Contains(s, "after") || strings.Contains(s, "trace") {
		t.Errorf("あと = %+v, want after", x)
	}
}
