package gloss

import "strings"

// koCounters are the counters (단위 명사) that a number or a numeral
// determiner comes before (다섯 개 "five items", 두 살 "two years old",
// 한 병 "one bottle"), as counters: most are also nouns of another sense
// (개 "dog", 살 "flesh", 병 "illness", 시 "poem", 장 "chief").
var koCounters = map[string]string{
	"개": "(counter: items)", "명": "(counter: people)", "마리": "(counter: animals)", "살": "years old",
	"병": "bottle (counter)", "잔": "cup, glass (counter)", "권": "(counter: books)", "대": "(counter: machines, vehicles)",
	"장": "sheet (counter)", "벌": "(counter: clothes)", "켤레": "pair (counter)", "송이": "(counter: flowers)",
	"그루": "(counter: trees)", "채": "(counter: houses)", "시": "o'clock", "시간": "hours", "분": "minutes",
	"번": "times", "달": "months", "주일": "weeks", "년": "years", "층": "floor (storey)", "곳": "places",
}

// koNumerals are the native numeral determiners that a counter follows.
// Sino-Korean numerals written in hangul (이, 사, 만) are left out: they
// are far more often "this", "four"'s homographs or "only".
var koNumerals = map[string]bool{
	"한": true, "두": true, "세": true, "석": true, "네": true, "넉": true, "다섯": true, "여섯": true, "일곱": true, "여덟": true,
	"아홉": true, "열": true, "스무": true, "서른": true, "마흔": true, "쉰": true, "몇": true, "여러": true,
}

// koCounterAfterNumeral glosses the counters that follow a numeral (or a
// number in digits): the word, or the word without one particle (개의,
// 명이, 살이에요).
func koCounterAfterNumeral(words []*word) {
	for i := 1; i < len(words); i++ {
		prev := words[i-1].gloss.Word
		if !koNumerals[prev] && !isNumber(prev) && !koEndsInNumeral(prev) {
			continue
		}
		w := words[i]
		for _, b := range append([]string{w.gloss.Word}, koBases(w.gloss.Word)...) {
			if c, ok := koCounters[b]; ok {
				w.gloss.POS, w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = "noun", []string{c}, coreSource, b
				break
			}
		}
	}
}

// koEndsInNumeral: a number in digits with a hangul numeral after it
// (3천, 10만).
func koEndsInNumeral(s string) bool {
	return s != "" && strings.ContainsRune("0123456789", rune(s[0])) && (strings.HasSuffix(s, "천") || strings.HasSuffix(s, "만") || strings.HasSuffix(s, "백"))
}
