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
		{"我喜欢喝茶。", "wó xǐhuan hēchá."},
		{"这是我的书。", "zhè shì wǒ de shū."},
		{"我觉得他在银行工作。", "wǒ juéde tā zài yínháng gōngzuò."},
		{"他睡觉了吗？", "tā shuìjiào le ma?"},
	}
	wantPinyin(t, c, tests)
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

// TestErhua is the class "儿 as the erhua suffix joins the syllable before
// it; 儿 as a word (child) keeps its own syllable".
func TestErhua(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the gse dictionary (≈2 s)")
	}
	c := New()
	tests := []struct{ in, want string }{
		{"那儿", "nàr"},
		{"你去哪儿？", "nǐ qù nǎr?"},
		{"这儿很好。", "zhèr hén hǎo."},
		{"我们一起玩儿吧。", "wǒmen yìqǐ wánr ba."},
		{"我的女儿", "wǒ de nǚér"},
	}
	wantPinyin(t, c, tests)
	for word, want := range map[string]string{"那儿": "nar4", "一点儿": "yi4dianr3", "女儿": "nv3er2", "儿": "er2", "花儿": "huar1"} {
		in := map[string]string{"那儿": "na4er2", "一点儿": "yi4dian3er2", "女儿": "nv3er2", "儿": "er2", "花儿": "hua1er5"}[word]
		if got := erhua(word, in); got != want {
			t.Errorf("erhua(%q, %q) = %q, want %q", word, in, got, want)
		}
	}
}

// wantPinyin checks the romanization of each sentence.
func wantPinyin(t *testing.T, c *Chinese, tests []struct{ in, want string }) {
	t.Helper()
	for _, tt := range tests {
		got, err := c.Pronounce(context.Background(), lang.Chinese, tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got.Romanization != tt.want {
			t.Errorf("Pronounce(%q) = %q, want %q", tt.in, got.Romanization, tt.want)
		}
	}
}
