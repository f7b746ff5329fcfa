package zh

import (
	"context"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

func TestChinese(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the gse dictionary (≈2 s)")
	}
	c := New()
	ctx := context.Background()
	tests := []struct{ in, want string }{
		{"我喜欢喝茶。", "wǒ xǐhuan hēchá."},
		{"这是我的书。", "zhè shì wǒ de shū."},
		{"我觉得他在银行工作。", "wǒ juéde tā zài yínháng gōngzuò."},
		{"他睡觉了吗？", "tā shuìjiào le ma?"},
	}
	for _, tt := range tests {
		got, err := c.Pronounce(ctx, lang.Chinese, tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got.Romanization != tt.want {
			t.Errorf("Pronounce(%q) = %q, want %q", tt.in, got.Romanization, tt.want)
		}
	}
	toks, err := c.Words(ctx, lang.Chinese, "小明去北京。")
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, tk := range lang.WordsOnly(toks) {
		words = append(words, tk.Text+"/"+tk.Reading)
	}
	t.Logf("words: %q", words)
	if len(words) < 3 {
		t.Errorf("want at least 3 words, got %q", words)
	}
	if _, err := c.Words(ctx, lang.Japanese, "x"); err == nil {
		t.Error("want ErrUnsupported for Japanese")
	}
}
