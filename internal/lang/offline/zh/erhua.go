package zh

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// fullEr are words ending in 儿 in which 儿 is its own syllable (ér): a
// child, a person. Everywhere else a final 儿 is the erhua suffix that joins
// the syllable before it (那儿 nàr, 一点儿 yīdiǎnr, 玩儿 wánr).
var fullEr = map[string]bool{
	"女儿": true, "婴儿": true, "幼儿": true, "孤儿": true, "胎儿": true, "健儿": true,
	"男儿": true, "少儿": true, "宠儿": true, "患儿": true, "育儿": true, "孩儿": true,
	"侄儿": true, "混血儿": true, "新生儿": true, "幸运儿": true, "弄潮儿": true, "儿": true,
	"妻儿": true, "乳儿": true, "产儿": true, "病儿": true,
}

// erhua rewrites the tone-numbered pinyin of word when it ends in the erhua
// suffix: "na4er2" → "nar4". Other readings are returned unchanged.
func erhua(word, reading string) string {
	if !strings.HasSuffix(word, "儿") || fullEr[word] || !strings.HasSuffix(reading, "er2") && !strings.HasSuffix(reading, "er5") {
		return reading
	}
	base := strings.TrimSuffix(strings.TrimSuffix(reading, "er2"), "er5")
	if base == "" {
		return reading
	}
	tone := base[len(base)-1]
	if tone < '1' || tone > '5' {
		return reading
	}
	return base[:len(base)-1] + "r" + string(tone)
}

// mergeErhua joins a lone 儿 token to the word written right before it,
// so that the pair reads as one syllable (gse may cut 玩|儿).
func mergeErhua(toks []lang.Token) []lang.Token {
	out := toks[:0]
	for _, t := range toks {
		if n := len(out); n > 0 && t.Text == "儿" && out[n-1].Word && out[n-1].End == t.Start &&
			!fullEr[out[n-1].Text+"儿"] && out[n-1].Reading != "" {
			prev := &out[n-1]
			prev.Text += t.Text
			prev.End = t.End
			prev.Reading = erhua(prev.Text, prev.Reading+"er2")
			continue
		}
		out = append(out, t)
	}
	return out
}
