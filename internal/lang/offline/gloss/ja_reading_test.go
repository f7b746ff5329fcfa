package gloss

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/ja"
)

// TestJapaneseSenseByReading: a kanji word takes the senses of the reading
// the analyser found (朝 read あさ is "morning", not "dynasty"; 生 read
// なま is "raw", not せい "life").
func TestJapaneseSenseByReading(t *testing.T) {
	g := newGlosser(t)
	g.Words = map[lang.Code]lang.WordSegmenter{lang.Japanese: ja.New()}
	p := lang.Pair{Target: lang.Japanese, Native: lang.English}
	for _, tt := range []struct{ sentence, word, want, not string }{
		{"朝は雨でした。", "朝", "morning", "dynasty"},
		{"今日は寒い。", "今日", "today", "\x00"},
		{"生の魚を食べた。", "生", "raw", "life, living"},
	} {
		gl, err := g.Gloss(context.Background(), p, tt.sentence)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, x := range gl {
			if x.Word == tt.word {
				found = true
				all := strings.Join(x.Senses, "; ")
				if !strings.Contains(all, tt.want) || strings.Contains(all, tt.not) {
					t.Errorf("%q: %s = %q, want %q and not %q", tt.sentence, x.Word, x.Senses, tt.want, tt.not)
				}
			}
		}
		if !found {
			t.Errorf("%q: no word %s in %+v", tt.sentence, tt.word, gl)
		}
	}
}

// A noun written in hiragana is the likeliest noun written with kanji of
// its pronunciation (かさ "umbrella", not "cone"; あめ "rain", not "sky");
// a kana word in its own right keeps its gloss.
func TestJaHiraganaNouns(t *testing.T) {
	g := newGlosser(t)
	g.Words = map[lang.Code]lang.WordSegmenter{lang.Japanese: ja.New()}
	jaEn := lang.Pair{Target: lang.Japanese, Native: lang.English}
	for _, tt := range []struct{ sentence, word, want, bad string }{
		{"おとうとは かさを わすれました。", "かさ", "umbrella", "cone"},
		{"そとは あめが ふっています。", "あめ", "rain", "sky"},
		{"びんの ふたが あかない。", "ふた", "lid", "two"},
		{"こどもが いしを ひろった。", "いし", "stone", "boss"},
	} {
		x := glossesOf(t, g, jaEn, tt.sentence)[tt.word]
		s := strings.Join(x.Senses, "; ")
		if !strings.Contains(s, tt.want) || strings.Contains(s, tt.bad) {
			t.Errorf("%s in %q = %+v, want %q and not %q", tt.word, tt.sentence, x, tt.want, tt.bad)
		}
	}
}

// Kanji words the analyser cut that JMdict lists together are glossed as
// the compound on their first word: 誕生 + 日 "birthday", not "birth".
func TestJaCompounds(t *testing.T) {
	g := newGlosser(t)
	g.Words = map[lang.Code]lang.WordSegmenter{lang.Japanese: ja.New()}
	jaEn := lang.Pair{Target: lang.Japanese, Native: lang.English}
	for _, tt := range []struct{ sentence, word, want, bad string }{
		{"来週は妹の誕生日です。", "誕生", "birthday", "creation"},
		{"父は日曜日に丸一日働いた。", "丸", "whole day", "circle"},
	} {
		x := glossesOf(t, g, jaEn, tt.sentence)[tt.word]
		s := strings.Join(x.Senses, "; ")
		if !strings.Contains(s, tt.want) || strings.Contains(s, tt.bad) {
			t.Errorf("%s in %q = %+v, want %q and not %q", tt.word, tt.sentence, x, tt.want, tt.bad)
		}
	}
}
