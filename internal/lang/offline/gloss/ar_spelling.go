package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
)

// arShadda doubles the consonant it sits on.
const arShadda = '\u0651'

// arWritesShadda: the word is written with a shadda on a consonant of its
// stem. One on the ي of a nisba (بندقيّة, عربيّ) says nothing: ara-eng
// writes that ending with it or without it; nor does one on the sun letter
// after the article (الشّمس).
func arWritesShadda(word string) bool {
	r := []rune(word)
	for i, c := range r {
		if c != arShadda {
			continue
		}
		j := i - 1
		for j >= 0 && r[j] >= 0x064B && r[j] <= 0x065F {
			j-- // a vowel written before the shadda
		}
		if j >= 2 && string(r[j-2:j]) == "ال" {
			continue // the article's sun letter (الشّمس)
		}
		if j < 0 || r[j] != 'ي' {
			return true
		}
	}
	return false
}

// arSpelt is an Arabic word as the text spells its letters: without short
// vowels, tanween, sukun, shadda and tatweel, but with its hamza (أ إ آ)
// and its final alif maqsura (ى), which arabic.Normalise writes as ا and
// ي.
func arSpelt(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 0x064B && r <= 0x065F || r == 0x0670 || r == 0x0640 {
			return -1
		}
		return r
	}, s)
}

// arSpellingMatch reports whether a headword of ara-eng is spelt as the
// text spells the stem, where the text's spelling tells homographs apart
// that normalise alike:
//
//   - shadda: a word the text writes with one is a headword written with
//     one (مدرّب "trainer", not مدرب "coached"); most text leaves it out,
//     and ara-eng writes it on some words (أمّ "mother") and not on others,
//     so a word without it may be either;
//   - hamza: a text that writes a hamza on the alif (الإعلام "the media")
//     means that one, not the word with another (الأعلام "the flags", آلم
//     "hurt" for ألم); a bare alif in the text says nothing, as texts
//     often leave hamza out;
//   - final ى: it is not ي (أغلى "dearer", not أغلي).
func arSpellingMatch(st arStem, head string) bool {
	return arSpelling(st, head) == arSpeltAlike
}

// How a headword's spelling compares with the text's (arSpellingMatch).
const (
	arSpeltAlike    = iota
	arShaddaDiffers // the text writes a shadda the headword has not
	arLettersDiffer // another hamza or final ى: another word
)

func arSpelling(st arStem, head string) int {
	hr, sr := []rune(arSpelt(head)), []rune(st.spelt)
	if len(hr) == len(sr)+2 && strings.HasPrefix(string(hr), "ال") {
		hr = hr[2:] // the headword with the article
	}
	if len(hr) == len(sr) {
		for i, r := range sr {
			switch {
			case r == 'أ' || r == 'إ' || r == 'آ':
				if hr[i] != r && hr[i] != 'ا' {
					return arLettersDiffer
				}
			case r == 'ى' && hr[i] != 'ى':
				return arLettersDiffer
			}
		}
	}
	if st.shadda && !strings.ContainsRune(head, arShadda) {
		return arShaddaDiffers
	}
	return arSpeltAlike
}

// arSpeltSenses keeps of senses (the stem's, from its headwords) those of
// the entries spelt as the text spells the stem; none when every entry
// writes another hamza or final letter (another word), all of them when
// no entry is spelt so only for the text's shadda, or when those entries
// give none of the senses.
func (g *Glosser) arSpeltSenses(st arStem, heads, senses []string) ([]string, error) {
	keep := map[string]bool{}
	other, shaddaOnly := false, false
	seen := map[string]bool{}
	for _, h := range heads {
		k := arabic.Normalise(h)
		if seen[k] {
			continue
		}
		seen[k] = true
		es, err := g.arabicIndex().Entries(h)
		if err != nil {
			return nil, err
		}
		for _, e := range es {
			switch arSpelling(st, e.Head) {
			case arShaddaDiffers:
				other, shaddaOnly = true, true
				continue
			case arLettersDiffer:
				other = true
				continue
			}
			for _, s := range e.Senses {
				keep[strings.ToLower(s)] = true
			}
		}
	}
	switch {
	case !other:
		return senses, nil
	case len(keep) == 0 && !shaddaOnly:
		return nil, nil // only other words: ألم "didn't?" is not آلم "hurt"
	case len(keep) == 0:
		return senses, nil // the dictionary left the shadda out
	}
	var out []string
	for _, s := range senses {
		if keep[strings.ToLower(s)] {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return senses, nil
	}
	return out, nil
}

// arAskedNegation glosses ألم and ألن before an imperfect verb: the
// question's أ with لم (past) or لن (future).
func arAskedNegation(word string, words []*word, i int) (string, bool) {
	var q string
	switch arSpelt(word) {
	case "ألم":
		q = "(didn't ...?)"
	case "ألن":
		q = "(won't ...?)"
	default:
		return "", false
	}
	if i+1 >= len(words) || !startsImperfect(arabic.Normalise(words[i+1].gloss.Word)) && !startsImperfect(arSpelt(words[i+1].gloss.Word)) {
		return "", false
	}
	return q, true
}
