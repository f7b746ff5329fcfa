package gloss

import (
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
)

// mergeKatakana joins runs of adjacent katakana tokens into one word
// (decision 0019): the analyser cuts a name or a loanword it does not
// know (アンナ → アン|ナ, ミケランジェロ → ミケ|ランジェロ) into pieces that
// each find some unrelated gloss. The joined word is looked up as a whole
// and, when no dictionary knows it, stays without a gloss as a name does.
func mergeKatakana(toks []lang.Token) []lang.Token {
	var out []lang.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		j := i + 1
		for j < len(toks) && isKatakana(t.Text) && isKatakana(toks[j].Text) && toks[j].Start == toks[j-1].End {
			j++
		}
		if j-i < 2 {
			out = append(out, t)
			continue
		}
		run := lang.Token{Start: t.Start, End: toks[j-1].End, Word: true, POS: katakanaRun}
		for _, x := range toks[i:j] {
			run.Text += x.Text
			run.Reading += x.Reading
		}
		run.Lemma = run.Text
		out = append(out, run)
		i = j - 1
	}
	return out
}

// katakanaRun marks a joined run in Token.POS until analyse reads it.
const katakanaRun = "katakana-run"

func isKatakana(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.Is(unicode.Katakana, r) && r != 'ー' && r != '・' {
			return false
		}
	}
	return true
}
