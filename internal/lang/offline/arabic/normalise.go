package arabic

import "strings"

// Normalise writes an Arabic word the way a search does: without short
// vowels, shadda, sukun or tatweel; every alif with hamza or madda (أ إ آ ٱ)
// as a bare alif; final alif maqsura (ى) as ya. Unvocalised text writes the
// same words these ways, and FreeDict mixes them (حِلية, أطفال): compared
// normalised, both sides meet. Ta marbuta (ة) stays: as ه it would make
// أهله "his family" the headword أهلة "crescents".
func Normalise(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r >= 0x064B && r <= 0x065F, r == 0x0670, r == 0x0640: // harakat, superscript alif, tatweel
			continue
		case r == 'أ' || r == 'إ' || r == 'آ' || r == 'ٱ':
			b.WriteRune('ا')
		case r == 'ى':
			b.WriteRune('ي')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
