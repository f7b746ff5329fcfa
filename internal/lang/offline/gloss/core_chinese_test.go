package gloss

import (
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
