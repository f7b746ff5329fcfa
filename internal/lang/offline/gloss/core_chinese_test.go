package gloss

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
	"github.com/storyglot/storyglot/internal/lang/offline/zh"
)

// The commonest Chinese words take their common sense, not CC-CEDICT's
// first (會 "will, can", not "to have the skill"; 錢 "money", not "coin";
// 讓 "let", not "to yield"); grammar words say what they do; a word
// CC-CEDICT does not list is glossed by its pieces' common senses (看電視:
// "see + television", not "to look after + television").
func TestGlossChineseCommonSenses(t *testing.T) {
	g := &Glosser{Cedict: cedict.New(), Words: map[lang.Code]lang.WordSegmenter{lang.Chinese: zh.New()}}
	if !g.Cedict.Available() {
		if os.Getenv("CI") == "true" {
			t.Fatal("CC-CEDICT is not installed (run scripts/setup)")
		}
		t.Skip("CC-CEDICT is not installed (run scripts/setup)")
	}
	cn := lang.Pair{Target: lang.Chinese, Native: lang.English}
	for _, tt := range []struct{ sentence, word, want, bad string }{
		{"你會說中文嗎？", "會", "will", "skill"},
		{"他沒有錢買車。", "錢", "money", "coin"},
		{"媽媽讓我去商店。", "讓", "let", "yield"},
		{"這是我的錯。", "錯", "wrong", "grind"},
		{"他正在寫信。", "正在", "-ing", ""},
		{"你會說中文嗎？", "嗎", "(question)", ""},
	} {
		x := glossesOf(t, g, cn, tt.sentence)[tt.word]
		s := strings.Join(x.Senses, "; ")
		if !strings.Contains(s, tt.want) || tt.bad != "" && strings.Contains(s, tt.bad) {
			t.Errorf("%s in %q = %+v, want %q and not %q", tt.word, tt.sentence, x, tt.want, tt.bad)
		}
	}
	if got := g.chineseCompound("看電視"); got != "see + television" {
		t.Errorf("chineseCompound(看電視) = %q", got)
	}
}

func chineseGlosser(t *testing.T) *Glosser {
	t.Helper()
	g := &Glosser{Cedict: cedict.New(), Words: map[lang.Code]lang.WordSegmenter{lang.Chinese: zh.New()}}
	if !g.Cedict.Available() {
		if os.Getenv("CI") == "true" {
			t.Fatal("CC-CEDICT is not installed (run scripts/setup)")
		}
		t.Skip("CC-CEDICT is not installed (run scripts/setup)")
	}
	return g
}

// chineseWords glosses a sentence and writes each word as
// "word[pos]=first sense", for checking how the sentence was cut.
func chineseWords(t *testing.T, g *Glosser, sentence string) []string {
	t.Helper()
	gl, err := g.Gloss(context.Background(), lang.Pair{Target: lang.Chinese, Native: lang.English}, sentence)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, x := range gl {
		s := ""
		if len(x.Senses) > 0 {
			s = x.Senses[0]
		}
		out = append(out, x.Word+"["+x.POS+"]="+s)
	}
	return out
}

// The words gse's dictionary makes that no dictionary glosses well are
// mended: a run holding a function word is its words (妳是, 是從, 我會: gse
// has them as words), single characters that make a common word are that
// word (這 + 裡), a verb and its potential complement are one (找 + 不到
// "can't find"), a demonstrative and a measure word are one glossed by the
// demonstrative (這 + 本書 → 這本 + 書), a negation the segmenter joined to
// half a verb goes back (不同 + 意 → 不 + 同意), gse's "names" that
// CC-CEDICT knows only as common words are common words (熊 "bear",
// 冰淇淋), and a foreign name cut into characters is a name (貝 + 蒂), not
// "cowrie" and "stem", also around a piece the segmenter did tag a name (納
// + 塔利 + 婭). An adjective before a verb or a negation is an adverb there
// (根本不懂 "simply"), before a noun an adjective ("fundamental").
func TestChineseSegmentationMended(t *testing.T) {
	g := chineseGlosser(t)
	for _, tt := range []struct {
		sentence string
		want     []string // "word[pos]=first sense" prefixes, in order
		not      string   // a word that must not be there
	}{
		{"妳是老師嗎？", []string{"妳[pron]=you", "是[verb]=is", "老師[noun]=teacher"}, "妳是"},
		{"他是從上海來的。", []string{"是[verb]=is", "從[prep]=from"}, "是從"},
		{"我會開車。", []string{"我[pron]=I", "會[verb]=will", "開車[verb]=to drive"}, "我會"},
		{"我在這裡工作。", []string{"這裡[pron]=here"}, "裡"},
		{"我找不到我的鑰匙。", []string{"找不到[verb]=can't find"}, "不到"},
		{"我用不完這些錢。", []string{"用不完[verb]=can't use"}, ""},
		{"我沒看過這本書。", []string{"這本[pron]=this", "書[noun]=book"}, "本書"},
		{"我不同意你的看法。", []string{"不[adv]=not", "同意[verb]=to agree"}, "不同"},
		{"那隻熊很大。", []string{"那隻[pron]=that", "熊[]=bear"}, ""},
		{"熊先生來了。", []string{"熊[propn]=", "先生[noun]=Mr."}, ""},
		{"我喜歡吃冰淇淋。", []string{"冰淇淋[]=ice cream"}, ""},
		{"貝蒂是我的朋友。", []string{"貝[propn]=", "蒂[propn]=", "是[verb]=is"}, ""},
		// A name the segmenter found only in part: its other characters
		// are the name too, not "to receive" and a kinship term.
		{"我和納塔利婭去看電影。", []string{"納[propn]=", "塔利[propn]=", "婭[propn]=", "去[verb]=go"}, ""},
		{"他根本不懂。", []string{"根本[adj]=simply", "不[adv]=not"}, ""},
		{"那是一個根本的問題。", []string{"根本[adj]=fundamental"}, ""},
		{"我不想吃飯。", []string{"不[adv]=not", "想[verb]=want to"}, "不想"},
		{"媽媽寄給我一封信。", []string{"給[prep]=to", "一封[num]=", "信[noun]=letter"}, "一封信"},
		{"她在公園裡走來走去。", []string{"裡[prep]=in", "走來走去[verb]=walk back and forth"}, ""},
	} {
		got := chineseWords(t, g, tt.sentence)
		at := 0
		for _, w := range tt.want {
			for at < len(got) && !strings.HasPrefix(got[at], w) {
				at++
			}
			if at == len(got) {
				t.Errorf("%s = %q, want %q (in this order: %q)", tt.sentence, got, w, tt.want)
				break
			}
		}
		for _, x := range got {
			if tt.not != "" && strings.HasPrefix(x, tt.not+"[") {
				t.Errorf("%s = %q, has %q", tt.sentence, got, tt.not)
			}
		}
	}
}

// Some common words take their sense from the words around them: 想 before
// a verb is "want to", before a person "think"/"miss"; 請 after a word is
// "ask"; 等 after a noun is "etc.", elsewhere "wait"; 到 after a verb is its
// complement; 在 before a verb is "-ing"; a localiser after a noun is a
// preposition, not a hint; 看 a television is "watch", 打 a ball game
// "play". CC-CEDICT's senses keep their synonyms (到達 "to reach; to
// arrive"), and a character's rare first sense gives way to a common one of
// the same kind (店 "inn" → "shop; store"). A measure word after 是 or a
// number says what it counts (位 "(measure word for people …)", not
// "position"); 早点 before a verb is "a bit earlier", not "breakfast".
func TestChineseSensesInContext(t *testing.T) {
	g := chineseGlosser(t)
	for _, tt := range []struct{ sentence, word, pos, want string }{
		{"我想去北京。", "想", "verb", "want to"},
		{"我在想你。", "想", "verb", "think"},
		{"我在想你。", "在", "part", "(-ing)"},
		{"我请他吃饭。", "请", "verb", "ask"},
		{"请坐。", "请", "verb", "please"},
		{"我们等公共汽车吧。", "等", "verb", "wait"},
		{"我买了苹果、香蕉等水果。", "等", "part", "(etc.)"},
		{"他跑到學校。", "到", "part", "(reaching) to"},
		{"我的書在桌子上。", "上", "prep", "on"},
		{"他在看电视。", "看", "verb", "watch"},
		{"我们打篮球吧。", "打", "verb", "play"},
		{"火车到达了北京。", "到达", "verb", "to reach; to arrive"},
		{"这家店很小。", "店", "noun", "(bound form) shop; store"},
		{"他是位好医生。", "位", "part", "(measure word for people"},
		{"请你早点回家。", "早点", "adv", "a bit earlier"},
	} {
		x := glossesOf(t, g, lang.Pair{Target: lang.Chinese, Native: lang.English}, tt.sentence)[tt.word]
		if x.POS != tt.pos || len(x.Senses) == 0 || !strings.HasPrefix(x.Senses[0], tt.want) {
			t.Errorf("%s in %q = %s %q, want %s %q first", tt.word, tt.sentence, x.POS, x.Senses, tt.pos, tt.want)
		}
	}
}

// Quantity words that are not numbers are glossed and hinted (無數
// "countless"); numbers next to digits stay numbers (6月).
func TestChineseQuantityWords(t *testing.T) {
	g := chineseGlosser(t)
	got := glossesOf(t, g, lang.Pair{Target: lang.Chinese, Native: lang.English}, "无数星星在天上闪烁。")
	if x := got["无数"]; x.POS == "num" || len(x.Senses) == 0 || x.Senses[0] != "countless" {
		t.Errorf("无数 = %+v, want a hint \"countless\"", x)
	}
	got = glossesOf(t, g, lang.Pair{Target: lang.Chinese, Native: lang.English}, "今天是6月18号。")
	if x := got["月"]; x.POS != "num" {
		t.Errorf("月 after a digit = %+v, want a number", x)
	}
}
