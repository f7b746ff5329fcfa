package zh

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-ego/gse"
)

// TestSegmenterMatchesGse: the compact dictionary segments exactly as gse's
// own Segmenter.Pos(text, false) over the same embedded dictionary — the
// corpus stories, and random text mixing common and rare characters,
// dictionary words, Latin letters in both cases, digits, punctuation,
// spaces, emoji and invalid UTF-8.
func TestSegmenterMatchesGse(t *testing.T) {
	if testing.Short() {
		t.Skip("loads gse's dictionary (≈ 2 s, ≈ 200 MB)")
	}
	ref, err := gse.NewEmbed("zh")
	if err != nil {
		t.Fatal(err)
	}
	d := newDict(gseZhS, gseZhT)
	if d.len() < 500000 {
		t.Fatalf("dictionary has %d entries, want the whole of gse's (≈ 580k)", d.len())
	}
	check := func(text string) {
		t.Helper()
		want := ref.Pos(text, false)
		got := d.segment(text)
		if len(got) != len(want) {
			t.Fatalf("%q: %d words, gse %d:\n%v\n%v", text, len(got), len(want), got, want)
		}
		for i := range got {
			if got[i].Text != want[i].Text || got[i].Pos != want[i].Pos {
				t.Fatalf("%q: word %d is %q/%s, gse %q/%s", text, i, got[i].Text, got[i].Pos, want[i].Text, want[i].Pos)
			}
		}
	}
	files, _ := filepath.Glob("../../testdata/corpus/zh/*.txt")
	if len(files) == 0 {
		t.Fatal("no Chinese corpus stories")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		check(string(b))
		for _, line := range strings.Split(string(b), "\n") {
			check(line)
		}
	}
	for _, s := range []string{"", "我", "Hello世界", "4S店和4s店", "iPhone手机很贵。", "ΑΒΓ好", "😀你好😀", "\xff\xfe中国", "  我们  ", "2024年3月5日", "一点儿", "那儿"} {
		check(s)
	}
	// Random text: pieces of dictionary keys, characters and symbols.
	rng := rand.New(rand.NewPCG(18, 26))
	pieces := []string{"的", "了", "是", "我", "你", "他", "们", "中", "国", "人", "学", "生", "喜欢", "北京", "大学", "研究", "生命", "起源",
		"，", "。", "“", "”", "？", "！", " ", "\n", "A", "b", "Zz", "3", "42", "é", "ж", "😀", "\xff", "々", "〇", "の", "한"}
	for i := 0; i < 3000; i++ {
		var b strings.Builder
		for n := rng.IntN(30); n >= 0; n-- {
			if rng.IntN(3) == 0 {
				b.WriteString(d.key(rng.IntN(d.len())))
			} else {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
		}
		check(b.String())
	}
}

// TestDictFields: lines split as gse splits them.
func TestDictFields(t *testing.T) {
	for _, tt := range []struct {
		line, text, freq, pos string
		ok                    bool
	}{
		{"北京 34488 ns", "北京", "34488", "ns", true},
		{"北京 3", "北京", "3", "", true},
		{"北京", "", "", "", false},
		{"a b c d", "a", "b", "c", true},
		{"北京 3 ns\r", "北京", "3", "ns", true},
	} {
		text, freq, pos, ok := dictFields(tt.line)
		if text != tt.text || freq != tt.freq || pos != tt.pos || ok != tt.ok {
			t.Errorf("dictFields(%q) = %q %q %q %v", tt.line, text, freq, pos, ok)
		}
	}
}
