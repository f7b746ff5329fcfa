package roman

import (
	"strings"
	"unicode"
)

var ruLatin = map[rune]string{
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ё': "yo",
	'ж': "zh", 'з': "z", 'и': "i", 'й': "y", 'к': "k", 'л': "l", 'м': "m",
	'н': "n", 'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t", 'у': "u",
	'ф': "f", 'х': "kh", 'ц': "ts", 'ч': "ch", 'ш': "sh", 'щ': "shch",
	'ъ': "", 'ы': "y", 'ь': "", 'э': "e", 'ю': "yu", 'я': "ya",
}

func isRuVowel(r rune) bool {
	return strings.ContainsRune("аеёиоуыэюя", unicode.ToLower(r))
}

// Russian transliterates Cyrillic into a learner-friendly Latin spelling
// close to BGN/PCGN: е is "ye" at the start of a word and after a vowel or a
// hard/soft sign (каждое → kazhdoye, ест → yest), х is "kh", щ "shch"; the
// signs ь and ъ are not written, and й after и/ы merges (новый → novyy is
// written novyy). Capitals are kept. Other characters pass through.
func Russian(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	prev := rune(0)
	for _, r := range s {
		lower := unicode.ToLower(r)
		lat, ok := ruLatin[lower]
		if !ok {
			b.WriteRune(r)
			prev = r
			continue
		}
		if lower == 'е' && (prev == 0 || !unicode.Is(unicode.Cyrillic, prev) || isRuVowel(prev) || prev == 'ь' || prev == 'ъ' || prev == 'Ь' || prev == 'Ъ') {
			lat = "ye"
		}
		if lower == 'ё' && !(prev == 0 || !unicode.Is(unicode.Cyrillic, prev) || isRuVowel(prev) || unicode.ToLower(prev) == 'ь' || unicode.ToLower(prev) == 'ъ') {
			// After a consonant ё only softens it: "yo" reads well anyway,
			// except after ж ш ч щ ц where it is "o" (жёлтый zholtyy).
			switch unicode.ToLower(prev) {
			case 'ж', 'ш', 'ч', 'щ', 'ц':
				lat = "o"
			}
		}
		if r != lower && lat != "" {
			lat = strings.ToUpper(lat[:1]) + lat[1:]
		}
		b.WriteString(lat)
		prev = r
	}
	return b.String()
}
