package gloss

import (
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/ja"
)

// jaWant checks that a word of each sentence has want in its first sense
// and not bad anywhere in it.
func jaWant(t *testing.T, tests []struct{ sentence, word, want, bad string }) {
	t.Helper()
	g := newGlosser(t)
	g.Words = map[lang.Code]lang.WordSegmenter{lang.Japanese: ja.New()}
	jaEn := lang.Pair{Target: lang.Japanese, Native: lang.English}
	for _, tt := range tests {
		x, ok := glossesOf(t, g, jaEn, tt.sentence)[tt.word]
		if !ok || len(x.Senses) == 0 {
			t.Errorf("%s in %q: no senses (%+v)", tt.word, tt.sentence, x)
			continue
		}
		if !strings.Contains(x.Senses[0], tt.want) || tt.bad != "" && strings.Contains(x.Senses[0], tt.bad) {
			t.Errorf("%s in %q = %q, want %q first and not %q", tt.word, tt.sentence, x.Senses, tt.want, tt.bad)
		}
	}
}

// A word written in kana is the homograph JMdict marks common for that
// part of speech, not the first or longest entry filed under the kana:
// くま "bear" (熊), not 隈 "corner"; つる "to fish", not 弦 "bowstring";
// よく "well", not 翼 "wing".
func TestJaKanaHomographsByFrequency(t *testing.T) {
	jaWant(t, []struct{ sentence, word, want, bad string }{
		{"森の中で大きなくまに会いました。", "くま", "bear", "corner"},
		{"ホテルの部屋から山がよく見えた。", "よく", "well", "wing"},
		{"父は川で魚をつりました。", "つり", "to fish", "bowstring"},
		{"兄は駅の前のパン屋で働いています。", "働いてい", "working", ""},
	})
}

// A loanword's gloss comes without the word it was borrowed from, which
// FreeDict glues to it: コーヒー "coffee", not "coffeekoffiecoffee"; パン
// "bread", not "pãobread".
func TestJaLoanwordGlosses(t *testing.T) {
	jaWant(t, []struct{ sentence, word, want, bad string }{
		{"母は毎朝台所でコーヒーを飲んでいます。", "コーヒー", "coffee", "koffie"},
		{"兄は駅の前のパン屋でアルバイトをしています。", "パン", "bread", "pão"},
		{"兄は駅の前のパン屋でアルバイトをしています。", "アルバイト", "part-time job", "Arbeit"},
		{"祖父は毎晩タバコを一本吸う。", "タバコ", "tobacco", "tabaco"},
	})
}

// The words around a word decide its sense: a -te unit's verb is read by
// the first variant English speakers know (飲んでいる "be drinking", not
// "be taking"); そんな風に "in that way", not "wind"; 寝ている間に
// "while", not "space"; かぜをひく's かぜ is 風邪 "cold", not 風 "wind".
func TestJaSenseByNeighbours(t *testing.T) {
	jaWant(t, []struct{ sentence, word, want, bad string }{
		{"母は毎朝台所でコーヒーを飲んでいます。", "飲んでい", "drinking", "taking"},
		{"私はそんな風には考えなかった。", "風", "way", "wind"},
		{"赤ちゃんが寝ている間に掃除をした。", "間", "while", "space"},
		{"弟はかぜをひいて、学校を休みました。", "かぜ", "cold", "wind"},
		{"お店の前に長い列ができていた。", "できてい", "made", "able"},
	})
}
