package lang

import "testing"

func TestFitSentencesKeepsWholeSentences(t *testing.T) {
	for _, c := range []struct {
		code Code
		in   string
		max  int
		want string
	}{
		{"es", "Hola. Me llamo Ana. Vivo en Madrid.", 20, "Hola. Me llamo Ana."},
		{"es", "Hola. Me llamo Ana.", 100, "Hola. Me llamo Ana."},
		// Not even the first sentence fits: whole, never cut mid-sentence.
		{"es", "Una frase muy larga sin final", 5, "Una frase muy larga sin final"},
		{"ja", "雨が降った。家にいた。本を読んだ。", 12, "雨が降った。家にいた。"},
	} {
		if got := FitSentences(c.code, c.in, c.max); got != c.want {
			t.Errorf("FitSentences(%s, %q, %d) = %q, want %q", c.code, c.in, c.max, got, c.want)
		}
	}
}

func TestLengthOffCountsCharactersOutside(t *testing.T) {
	for _, c := range []struct {
		s      string
		lo, hi int
		want   int
	}{
		{"abc", 2, 4, 0}, {"a", 3, 5, 2}, {"abcdefg", 2, 4, 3}, {"日本語", 4, 9, 1},
	} {
		if got := LengthOff(c.s, c.lo, c.hi); got != c.want {
			t.Errorf("LengthOff(%q, %d, %d) = %d, want %d", c.s, c.lo, c.hi, got, c.want)
		}
	}
}
