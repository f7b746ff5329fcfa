package gloss

import "strings"

// The reversed Müller dictionary orders a Russian word's English words by
// how directly they translate it, then by how common they are, and counts
// a word englishRank does not list as rare (tome, dorp, rum): it needs a
// sense a tier earlier to tie with a common one. englishRank lists base
// forms only, so without englishDerivedRank every derived word was rare
// too, and a common word's later sense won over it: нетерпеливый came out
// "eager" (2) нетерпеливый) rather than "impatient" (1) нетерпеливый),
// возможно "perhaps" rather than "possibly".

// derivedRank ranks a derived English word whose base is ranked (impatient
// ← patient, unhappy ← happy, quietly ← quiet, kindness ← kind, traveller
// ← travel, covered ← cover) after every word the list ranks but among the known ones; other
// words stay unranked.
const derivedRank = 4000

// englishDerivedRank is derivedRank for a word the list does not rank that
// is a past form of a ranked verb (englishFormRank: covered, booked — as
// common as their verb they are not: закрытый is close before covered) or
// is made of a ranked base with a common prefix or suffix; else unranked.
func englishDerivedRank(w string) int {
	if englishFormRank(w) != unranked {
		return derivedRank
	}
	for _, pre := range []string{"un", "im", "in", "ir", "il", "dis", "non"} {
		if b, ok := strings.CutPrefix(w, pre); ok && len(b) >= 4 && wordRank(b) != unranked {
			return derivedRank
		}
	}
	for _, suf := range [][2]string{{"ily", "y"}, {"ly", ""}, {"ly", "le"}, {"iness", "y"}, {"ness", ""}, {"ful", ""}, {"less", ""}, {"ment", ""}, {"ler", ""}, {"er", ""}, {"r", ""}} {
		if b, ok := strings.CutSuffix(w, suf[0]); ok && len(b) >= 3 && (len(b) >= 4 || !strings.HasSuffix(suf[0], "r")) && wordRank(b+suf[1]) != unranked {
			return derivedRank
		}
	}
	return unranked
}

// englishDated are English words whose sense in Müller (1960s) is no
// longer their main one, so that a learner would misread them: gay
// "весёлый" (merry), ass "осёл" (donkey), cock "петух" (rooster),
// intercourse "общение", communion "общение". They rank after every other
// word, rare ones included.
var englishDated = map[string]bool{"gay": true, "ass": true, "cock": true, "intercourse": true, "communion": true}
