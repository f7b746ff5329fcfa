package roman

import "strings"

var kanaRoman = map[rune]string{
	'ア': "a", 'イ': "i", 'ウ': "u", 'エ': "e", 'オ': "o",
	'カ': "ka", 'キ': "ki", 'ク': "ku", 'ケ': "ke", 'コ': "ko",
	'ガ': "ga", 'ギ': "gi", 'グ': "gu", 'ゲ': "ge", 'ゴ': "go",
	'サ': "sa", 'シ': "shi", 'ス': "su", 'セ': "se", 'ソ': "so",
	'ザ': "za", 'ジ': "ji", 'ズ': "zu", 'ゼ': "ze", 'ゾ': "zo",
	'タ': "ta", 'チ': "chi", 'ツ': "tsu", 'テ': "te", 'ト': "to",
	'ダ': "da", 'ヂ': "ji", 'ヅ': "zu", 'デ': "de", 'ド': "do",
	'ナ': "na", 'ニ': "ni", 'ヌ': "nu", 'ネ': "ne", 'ノ': "no",
	'ハ': "ha", 'ヒ': "hi", 'フ': "fu", 'ヘ': "he", 'ホ': "ho",
	'バ': "ba", 'ビ': "bi", 'ブ': "bu", 'ベ': "be", 'ボ': "bo",
	'パ': "pa", 'ピ': "pi", 'プ': "pu", 'ペ': "pe", 'ポ': "po",
	'マ': "ma", 'ミ': "mi", 'ム': "mu", 'メ': "me", 'モ': "mo",
	'ヤ': "ya", 'ユ': "yu", 'ヨ': "yo",
	'ラ': "ra", 'リ': "ri", 'ル': "ru", 'レ': "re", 'ロ': "ro",
	'ワ': "wa", 'ヰ': "i", 'ヱ': "e", 'ヲ': "o", 'ン': "n", 'ヴ': "vu",
	'ァ': "a", 'ィ': "i", 'ゥ': "u", 'ェ': "e", 'ォ': "o",
	'ャ': "ya", 'ュ': "yu", 'ョ': "yo", 'ヮ': "wa", 'ヵ': "ka", 'ヶ': "ke",
}

var macron = map[byte]string{'a': "ā", 'i': "ī", 'u': "ū", 'e': "ē", 'o': "ō"}

// toKatakana maps hiragana to katakana; other runes are returned unchanged.
func toKatakana(r rune) rune {
	if r >= 'ぁ' && r <= 'ゖ' {
		return r + ('ァ' - 'ぁ')
	}
	return r
}

func isSmallYoon(r rune) bool { return r == 'ャ' || r == 'ュ' || r == 'ョ' }

func isSmallVowel(r rune) bool {
	return r == 'ァ' || r == 'ィ' || r == 'ゥ' || r == 'ェ' || r == 'ォ'
}

// Hepburn romanizes kana (hiragana or katakana) with modified Hepburn: shi,
// chi, tsu, fu, ji; yōon (kya, sha, cho); sokuon doubles the next consonant
// (kitte, matcha); ン is n, n' before a vowel or y; the long-vowel mark ー
// puts a macron on the vowel before it (tōkyō) and is dropped where there is
// no vowel to lengthen. Feed it a reading in which
// particles are already spelt as spoken (kagome's pronunciation: ワ for は,
// エ for へ, オ for を). Characters that are not kana pass through.
func Hepburn(s string) string {
	rs := []rune(s)
	for i, r := range rs {
		rs[i] = toKatakana(r)
	}
	var b strings.Builder
	b.Grow(len(s))
	geminate := false
	prevKana := false
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == 'ッ' {
			geminate = true
			continue
		}
		if r == 'ー' {
			out := b.String()
			if n := len(out); n > 0 && prevKana {
				if m, ok := macron[out[n-1]]; ok {
					b.Reset()
					b.WriteString(out[:n-1])
					b.WriteString(m)
					continue
				}
			}
			// No vowel to lengthen (after ン, っ or a non-kana): the
			// mark is dropped rather than left raw.
			continue
		}
		syl, ok := kanaRoman[r]
		prevKana = ok
		if !ok {
			geminate = false
			b.WriteRune(r)
			continue
		}
		// Combine with a following small kana.
		if i+1 < len(rs) && len(syl) >= 2 {
			next := rs[i+1]
			switch {
			case isSmallYoon(next) && strings.HasSuffix(syl, "i") && r != 'イ':
				y := kanaRoman[next] // ya yu yo
				base := syl[:len(syl)-1]
				if base == "sh" || base == "ch" || base == "j" {
					syl = base + y[1:]
				} else {
					syl = base + y
				}
				i++
			case isSmallVowel(next):
				v := kanaRoman[next]
				base := syl[:len(syl)-1]
				syl = base + v
				i++
			}
		} else if r == 'ウ' && i+1 < len(rs) && isSmallVowel(rs[i+1]) {
			syl = "w" + kanaRoman[rs[i+1]]
			i++
		}
		if r == 'ン' && i+1 < len(rs) {
			if n, ok := kanaRoman[rs[i+1]]; ok && rs[i+1] != 'ン' && (strings.ContainsRune("aiueo", rune(n[0])) || n[0] == 'y') {
				syl = "n'"
			}
		}
		if geminate {
			geminate = false
			switch {
			case strings.HasPrefix(syl, "ch"):
				b.WriteByte('t')
			case !strings.ContainsRune("aiueon", rune(syl[0])):
				b.WriteByte(syl[0])
			}
		}
		b.WriteString(syl)
	}
	return b.String()
}
