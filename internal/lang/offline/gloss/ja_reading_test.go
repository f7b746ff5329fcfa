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
