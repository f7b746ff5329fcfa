package zh

import (
	"strings"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
)

// Tone sandhi: the pinyin shown and read aloud carries the tones that are
// spoken, not the dictionary's citation tones (product §6, pronunciation).
// Many learner books print citation tones; they then teach the rules apart,
// and a learner who reads "nǐ hǎo" off a card says it wrong. The rules:
//
//   - third tone before third tone becomes second, within a prosodic unit:
//     a word, or a one-syllable word with the word right after it (你好
//     níhǎo, 很好 hén hǎo, 展览馆 zhánlánguǎn; 我很好 wó hén hǎo). Every
//     third tone of a run but the last changes, as in ordinary speech.
//   - 一 (yī) is yí before a fourth (or neutral) tone and yì before the
//     others (一个 yíge, 一天 yìtiān), but stays yī when counted or
//     ordinal: last in a word (统一 tǒngyī), after 第 or a digit (第一,
//     十一), before a digit read one by one (一九九八) and in dates (一月,
//     一号); between a doubled verb it is neutral (看一看 kàn yi kàn).
//   - 不 (bù) is bú before a fourth tone (不是 búshì) and neutral between a
//     doubled word (是不是 shì bu shì).
//
// Erhua (erhua.go) comes first: 一点儿 is yìdiǎnr.

// syllable is one toned syllable of a word's numbered pinyin.
type syllable struct {
	han  rune   // the character read, 0 when unknown
	text string // the letters
	tone byte   // '1'…'5'; 0 for text that is not a syllable
}

// countingDigits are the characters after which 一 is a number's digit
// (十一, 第一), and readDigits those before which it is read digit by
// digit (一九九八).
const (
	countingDigits = "〇零一二三四五六七八九十百千万亿两第"
	readDigits     = "〇零一二三四五六七八九"
	dateUnits      = "月号日"
)

// applySandhi rewrites the Reading of the word tokens of a sentence with
// the spoken tones. Tokens that are not words (punctuation) end units.
func applySandhi(toks []lang.Token) []lang.Token {
	out := append([]lang.Token(nil), toks...)
	type pos struct{ word, syl int }
	var words [][]syllable
	var index []int // token index of each word
	var flat []pos
	var joined []bool // joined[w]: word w runs on into word w+1
	for i, t := range out {
		if !t.Word || t.Reading == "" {
			if n := len(joined); n > 0 {
				joined[n-1] = false
			}
			continue
		}
		if n := len(joined); n > 0 {
			joined[n-1] = out[index[n-1]].End == t.Start
		}
		w := len(words)
		words = append(words, syllables(t.Text, t.Reading))
		index = append(index, i)
		joined = append(joined, false)
		for s := range words[w] {
			flat = append(flat, pos{w, s})
		}
	}
	// Neighbours within the sentence, not across punctuation.
	at := func(k int) *syllable {
		if k < 0 || k >= len(flat) {
			return nil
		}
		return &words[flat[k].word][flat[k].syl]
	}
	near := func(k, d int) *syllable {
		j := k + d
		if j < 0 || j >= len(flat) {
			return nil
		}
		a, b := flat[k], flat[j]
		if a.word != b.word {
			lo := min(a.word, b.word)
			if !joined[lo] {
				return nil
			}
		}
		s := at(j)
		if s.tone == 0 {
			return nil
		}
		return s
	}
	orig := make([]byte, len(flat))
	for k := range flat {
		orig[k] = at(k).tone
	}
	for k, p := range flat {
		s := at(k)
		prev, next := near(k, -1), near(k, 1)
		switch {
		case s.han == '一' && s.tone == '1':
			switch {
			case next == nil, p.syl == len(words[p.word])-1 && len(words[p.word]) > 1,
				prev != nil && strings.ContainsRune(countingDigits, prev.han),
				strings.ContainsRune(readDigits, next.han), strings.ContainsRune(dateUnits, next.han):
			case prev != nil && prev.han != 0 && prev.han == next.han:
				s.tone = '5'
			case orig[k+1] == '4' || orig[k+1] == '5':
				s.tone = '2'
			default:
				s.tone = '4'
			}
		case s.han == '不' && s.tone == '4' && next != nil:
			switch {
			case prev != nil && prev.han != 0 && prev.han == next.han:
				s.tone = '5'
			case orig[k+1] == '4':
				s.tone = '2'
			}
		}
	}
	// Third tones: a unit is a word, and a one-syllable word runs on into
	// the next word.
	for k, p := range flat {
		if orig[k] != '3' || k+1 >= len(flat) || orig[k+1] != '3' {
			continue
		}
		q := flat[k+1]
		if q.word != p.word && !(joined[p.word] && len(words[p.word]) == 1) {
			continue
		}
		at(k).tone = '2'
	}
	for w, syls := range words {
		var b strings.Builder
		for _, s := range syls {
			b.WriteString(s.text)
			if s.tone != 0 {
				b.WriteByte(s.tone)
			}
		}
		out[index[w]].Reading = b.String()
	}
	return out
}

// syllables cuts a word's numbered pinyin ("ni3hao3", "yi4dianr3") into
// syllables and pairs them with the word's characters when they match one
// to one (a final erhua 儿 shares the syllable before it).
func syllables(word, reading string) []syllable {
	var out []syllable
	start := 0
	for i := 0; i < len(reading); i++ {
		if c := reading[i]; c >= '1' && c <= '5' && i > start {
			out = append(out, syllable{text: reading[start:i], tone: c})
			start = i + 1
		}
	}
	if start < len(reading) {
		out = append(out, syllable{text: reading[start:]})
	}
	var han []rune
	for _, r := range word {
		if unicode.Is(unicode.Han, r) {
			han = append(han, r)
		}
	}
	if len(han) == len(out)+1 && han[len(han)-1] == '儿' {
		han = han[:len(han)-1]
	}
	if len(han) == len(out) {
		for i := range out {
			out[i].han = han[i]
		}
	}
	return out
}
