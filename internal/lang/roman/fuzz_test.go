package roman

import (
	"testing"
	"unicode"
	"unicode/utf8"
)

// keepsOthers checks that every rune of in outside the romanizer's script
// appears in out, in order: a romanizer may rewrite its script, never lose or
// reorder the rest of the text.
func keepsOthers(t *testing.T, name, in, out string, inScript func(rune) bool) {
	t.Helper()
	if !utf8.ValidString(out) {
		t.Fatalf("%s(%q) gave invalid UTF-8 %q", name, in, out)
	}
	rest := []rune(out)
	for _, r := range in {
		if inScript(r) || r == utf8.RuneError {
			continue
		}
		found := false
		for len(rest) > 0 {
			c := rest[0]
			rest = rest[1:]
			if c == r {
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("%s(%q) = %q lost %q", name, in, out, r)
		}
	}
}

func addSeeds(f *testing.F) {
	for _, s := range []string{"", "한국어 공부", "каждое утро ём", "zhong1guo2 lv3 nu:3", "トーキョーッ", "きゃっ!", "ンア", "abc 123", "ㄱㅏ", "u:", "ッチ", "ーア"} {
		f.Add(s)
	}
}

func FuzzKorean(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		keepsOthers(t, "Korean", s, Korean(s), func(r rune) bool { return r >= hangulBase && r <= hangulLast })
	})
}

func FuzzRussian(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		keepsOthers(t, "Russian", s, Russian(s), func(r rune) bool { _, ok := ruLatin[unicode.ToLower(r)]; return ok })
	})
}

func FuzzHepburn(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		keepsOthers(t, "Hepburn", s, Hepburn(s), func(r rune) bool {
			_, ok := kanaRoman[toKatakana(r)]
			return ok || r == 'ッ' || r == 'っ' || r == 'ー'
		})
	})
}

func FuzzPinyinMarks(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		keepsOthers(t, "PinyinMarks", s, PinyinMarks(s), func(r rune) bool {
			return r < utf8.RuneSelf && (isASCIILetter(r) || (r >= '0' && r <= '5') || r == ':')
		})
	})
}
