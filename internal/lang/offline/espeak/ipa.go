package espeak

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
)

// switchMark is espeak-ng's language-switch mark: "(en)fˈʊtbɔːl(fr)" when a
// word is read with another language's rules.
var switchMark = regexp.MustCompile(`\([a-z]{2,3}(?:-[a-z0-9]+)*\)`)

// cleanIPA turns espeak-ng's --ipa output into one line of IPA: white space
// folded, language-switch marks removed, and the "-" that joins a clitic to
// the next word ("lə- ʃˈa") dropped.
func cleanIPA(out string) string {
	s := switchMark.ReplaceAllString(out, "")
	fields := strings.Fields(s)
	kept := fields[:0]
	for _, f := range fields {
		f = strings.TrimRight(f, "-")
		if f != "" {
			kept = append(kept, f)
		}
	}
	return strings.Join(kept, " ")
}

// unvowelled reports whether Arabic text is written without its short vowels
// (harakat on fewer than one letter in five), in which case espeak-ng guesses
// the vowels and its IPA is only approximate.
func unvowelled(l lang.Code, text string) bool {
	if l != lang.Arabic {
		return false
	}
	letters, marks := 0, 0
	for _, r := range text {
		switch {
		case r >= 0x064B && r <= 0x0652:
			marks++
		case unicode.Is(unicode.Arabic, r) && unicode.IsLetter(r):
			letters++
		}
	}
	return letters > 0 && marks*5 < letters
}
