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

// unvowelled reports whether Arabic text leaves any word without its short
// vowels, in which case espeak-ng guesses them and its IPA is only
// approximate (product §6, pronunciation: the card shows "≈"). A word of
// two letters or more is vowelled when it carries a haraka: fatha, damma,
// kasra, a tanwin, sukun or the dagger alif. Shadda alone doubles a
// consonant and says nothing of the vowels, so it does not count. Text vowelled only here and
// there, as learner texts often are, is still approximate: espeak-ng
// guesses the words left bare.
func unvowelled(l lang.Code, text string) bool {
	if l != lang.Arabic {
		return false
	}
	letters, vowelled := 0, false
	bare := func() bool { return letters >= 2 && !vowelled }
	for _, r := range text {
		switch {
		case isHaraka(r):
			vowelled = true
		case r == 0x0651 || unicode.Is(unicode.Mn, r):
			// shadda and other marks inside a word
		case unicode.Is(unicode.Arabic, r) && unicode.IsLetter(r):
			letters++
		default:
			if bare() {
				return true
			}
			letters, vowelled = 0, false
		}
	}
	return bare()
}

// isHaraka reports whether r is a short-vowel mark: the tanwin, fatha,
// damma, kasra, sukun (U+064B–U+0650, U+0652) or the dagger alif (U+0670).
func isHaraka(r rune) bool {
	return r >= 0x064B && r <= 0x0650 || r == 0x0652 || r == 0x0670
}
