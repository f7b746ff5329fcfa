package hanja

import (
	"os"
	"strings"
	"testing"
)

func TestReadKeepsTheFirstReading(t *testing.T) {
	const sample = `# comment
학교:學校:
학교:學敎:
시간:時間:
ㄱ자집:ㄱ字집:
가:家:집 가
생각:生角:
`
	tb := &Table{path: "sample"}
	tb.once.Do(func() {
		if err := tb.read(strings.NewReader(sample)); err != nil {
			t.Fatal(err)
		}
	})
	for hg, want := range map[string]string{
		"학교": "學校", "시간": "時間", "생각": "生角",
		"가":   "", // one syllable: too ambiguous to keep
		"ㄱ자집": "", // not all Chinese characters
		"사람":  "",
	} {
		got, err := tb.Lookup(hg)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s = %q, want %q", hg, got, want)
		}
	}
}

func TestInstalledTable(t *testing.T) {
	tb := New("")
	if !tb.Available() {
		if os.Getenv("CI") == "true" {
			t.Fatal("libhangul-data is not installed (run scripts/setup)")
		}
		t.Skip("libhangul-data is not installed (run scripts/setup)")
	}
	for hg, want := range map[string]string{"학교": "學校", "도서관": "圖書館", "가족": "家族"} {
		got, err := tb.Lookup(hg)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s = %q, want %q", hg, got, want)
		}
	}
}

func TestChineseForm(t *testing.T) {
	for in, want := range map[string]string{"敎育": "教育", "故鄕": "故鄉", "飮食": "飲食", "學校": "學校"} {
		if got := ChineseForm(in); got != want {
			t.Errorf("ChineseForm(%s) = %s, want %s", in, got, want)
		}
	}
}
