package ja

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
)

// A counter (助数詞) after a number changes the sound where the two meet,
// and kagome, which reads 三|本 word by word, says "sanhon" for sanbon.
// The changes follow from the counter's first consonant and from how the
// number ends (product §6, pronunciation):
//
//   - gemination: a number ending in ichi, hachi or jū doubles into a
//     counter in k, s, t or h, one ending in roku or hyaku into k or h
//     (ikko, issatsu, ittō, ippon; rokkai, roppon, hyakkai; but rokusatsu,
//     hyakusatsu); an h so doubled becomes p (ippon, juppun).
//   - after n (san, yon, sen, man, nan), some counters voice their first
//     consonant (三本 sanbon, 三階 sangai, 三足 sanzoku; not after yon: 四本
//     yonhon) and others turn h into p (三分 sanpun, 四分 yonpun).
//   - some counters read 4, 7 and 9 their own way (四時 yoji, 七時 shichiji,
//     九時 kuji, 四人 yonin, 四月 shigatsu), a few take native numbers for one
//     and two (一切れ hitokire) or are whole words (一人 hitori, 二日 futsuka,
//     二十歳 hatachi).
//
// Loanword counters (キロ, ページ) and counters missing from the table
// keep kagome's reading: a sound change is never guessed.

// counter is how one counter joins the number before it.
type counter struct {
	reading string // kagome's reading of the counter; another reading is another word
	// afterN is the change after a number ending in n: 'v' voices the
	// first consonant (not after yon), 'p' turns h into p (after yon too).
	afterN byte
	// four, seven, nine replace ヨン, ナナ, キュー as the units digit.
	four, seven, nine string
	// whole are readings of number and counter together, by value.
	whole map[uint64]string
	// native counters take hito- and futa- for 1 and 2 and change nothing
	// else (一箱 hitohako, 三箱 sanhako).
	native bool
	// span counters measure time: 中 after them is jū (一日中 ichinichijū).
	span bool
}

var counters = func() map[string]counter {
	m := map[string]counter{
		"本": {reading: "ホン", afterN: 'v'}, "匹": {reading: "ヒキ", afterN: 'v'}, "杯": {reading: "ハイ", afterN: 'v'},
		"階": {reading: "カイ", afterN: 'v'}, "軒": {reading: "ケン", afterN: 'v'}, "足": {reading: "ソク", afterN: 'v'},
		"分": {reading: "フン", afterN: 'p'}, "泊": {reading: "ハク", afterN: 'p'}, "発": {reading: "ハツ", afterN: 'p'},
		"編": {reading: "ヘン", afterN: 'p'}, "遍": {reading: "ヘン", afterN: 'p'}, "品": {reading: "ヒン", afterN: 'p'},
		"票": {reading: "ヒョー", afterN: 'p'}, "版": {reading: "ハン", afterN: 'p'}, "班": {reading: "ハン", afterN: 'p'},
		"歩": {reading: "ホ", afterN: 'p'}, "敗": {reading: "ハイ", afterN: 'p'}, "拍": {reading: "ハク", afterN: 'p'},
		"人": {reading: "ニン", four: "ヨ", whole: map[uint64]string{1: "ヒトリ", 2: "フタリ"}},
		"日": {reading: "ニチ", seven: "シチ", nine: "ク", span: true, whole: map[uint64]string{
			1: "イチニチ", 2: "フツカ", 3: "ミッカ", 4: "ヨッカ", 5: "イツカ", 6: "ムイカ", 7: "ナノカ", 8: "ヨーカ",
			9: "ココノカ", 10: "トーカ", 14: "ジューヨッカ", 20: "ハツカ", 24: "ニジューヨッカ"}},
		"時":  {reading: "ジ", four: "ヨ", seven: "シチ", nine: "ク"},
		"時間": {reading: "ジカン", four: "ヨ", nine: "ク"},
		"年":  {reading: "ネン", four: "ヨ", span: true},
		"円":  {reading: "エン", four: "ヨ"},
		"月":  {reading: "ガツ", four: "シ", seven: "シチ", nine: "ク"},
		"歳":  {reading: "サイ", whole: map[uint64]string{20: "ハタチ"}},
		"晩":  {reading: "バン", native: true, span: true},
		"週間": {reading: "シューカン", span: true},
	}
	m["才"] = m["歳"]
	plain := map[string]string{
		"個": "コ", "回": "カイ", "曲": "キョク", "件": "ケン", "巻": "カン", "課": "カ", "缶": "カン", "機": "キ",
		"校": "コー", "客": "キャク", "脚": "キャク", "句": "ク", "区": "ク", "戸": "コ", "期": "キ", "箇所": "カショ",
		"冊": "サツ", "週": "シュー", "周": "シュー", "種": "シュ", "種類": "シュルイ", "章": "ショー", "隻": "セキ",
		"席": "セキ", "節": "セツ", "世紀": "セイキ", "社": "シャ", "勝": "ショー", "首": "シュ", "試合": "シアイ",
		"頭": "トー", "通": "ツー", "着": "チャク", "丁": "チョー", "点": "テン", "滴": "テキ", "等": "トー", "棟": "トー",
	}
	for w, r := range plain {
		m[w] = counter{reading: r}
	}
	for _, w := range []string{"か月", "ヶ月", "カ月", "ヵ月", "箇月"} {
		m[w] = counter{reading: "カゲツ", span: true}
	}
	for _, w := range []string{"か所", "ヶ所", "カ所", "ヵ所"} {
		m[w] = counter{reading: "カショ"}
	}
	native := map[string]string{
		"切れ": "キレ", "箱": "ハコ", "組": "クミ", "皿": "サラ", "口": "クチ", "袋": "フクロ", "粒": "ツブ",
		"束": "タバ", "間": "マ", "部屋": "ヘヤ", "言": "コト",
	}
	for w, r := range native {
		m[w] = counter{reading: r, native: true}
	}
	return m
}()

// say reads a number and this counter as one word; date is set when the
// number follows a month (四月一日: tsuitachi, the first).
func (c counter) say(n numeral, date bool) string {
	v, known := n.value()
	if known && v == 1 && c.reading == "ニチ" && date {
		return "ツイタチ"
	}
	if w, ok := c.whole[v]; ok && known {
		return w
	}
	if c.native && known && (v == 1 || v == 2) {
		return [...]string{"ヒト", "フタ"}[v-1] + c.reading
	}
	ps := n.pieces()
	last := &ps[len(ps)-1]
	reading := c.reading
	switch {
	case c.native:
	case last.ends == "4" && c.four != "":
		last.kana = c.four
	case last.ends == "7" && c.seven != "":
		last.kana = c.seven
	case last.ends == "9" && c.nine != "":
		last.kana = c.nine
	default:
		cons := consonant(reading)
		if g := geminate(*last, cons); g != last.kana {
			last.kana = g
			if cons == 'h' {
				reading = shiftFirst(reading, 2)
			}
		} else if strings.HasSuffix(last.kana, "ン") {
			switch {
			case c.afterN == 'v' && last.ends != "4":
				reading = shiftFirst(reading, 1)
			case c.afterN == 'p' && cons == 'h':
				reading = shiftFirst(reading, 2)
			}
		}
	}
	var b strings.Builder
	for _, p := range ps {
		b.WriteString(p.kana)
	}
	b.WriteString(reading)
	return b.String()
}

// consonant is the consonant class of a katakana reading's first mora:
// 'k', 's', 't', 'h', or 0 for any other.
func consonant(kana string) byte {
	r, _ := utf8.DecodeRuneInString(kana) // the first mora's kana
	for _, row := range []struct {
		c     byte
		runes string
	}{{'k', "カキクケコ"}, {'s', "サシスセソ"}, {'t', "タチツテト"}, {'h', "ハヒフヘホ"}} {
		if strings.ContainsRune(row.runes, r) {
			return row.c
		}
	}
	return 0
}

// shiftFirst moves the first kana of an unvoiced k, s, t or h mora by
// one (voiced: カ → ガ, ハ → バ) or two (half-voiced: ハ → パ) code points,
// which is how Unicode orders them.
func shiftFirst(kana string, by rune) string {
	rs := []rune(kana)
	if len(rs) == 0 || consonant(kana) == 0 || by == 2 && consonant(kana) != 'h' {
		return kana
	}
	rs[0] += by
	return string(rs)
}

// sayNumbers returns toks with each written number read as a whole (三千
// sanzen, 2024 nisen nijūyon) and joined with the counter after it into one
// word (三本 sanbon, 二十日 hatsuka). Words keeps kagome's tokens, which the
// glosser looks up; only what is said changes.
func sayNumbers(toks []lang.Token) []lang.Token {
	out := make([]lang.Token, 0, len(toks))
	for i := 0; i < len(toks); {
		end := numberEnd(toks, i)
		if end == i {
			out = append(out, toks[i])
			i++
			continue
		}
		var text strings.Builder
		for _, t := range toks[i:end] {
			text.WriteString(t.Text)
		}
		n, ok := parseNumeral(strings.ReplaceAll(text.String(), ",", ""))
		var c counter
		hasCounter := false
		if end < len(toks) && toks[end].POS == "suffix" && toks[end].Start == toks[end-1].End {
			c, hasCounter = counters[toks[end].Text]
			hasCounter = hasCounter && c.reading == toks[end].Reading
		}
		// 何 is "what" unless a counter follows; 〇 alone is a circle.
		if !ok || decimal(toks, i, end) || text.String() == "何" && !hasCounter || strings.Trim(text.String(), "〇") == "" {
			out = append(out, toks[i:end]...)
			i = end
			continue
		}
		t := lang.Token{Text: text.String(), Start: toks[i].Start, End: toks[end-1].End, Word: true, POS: "num", Lemma: text.String()}
		if !hasCounter {
			for _, p := range n.pieces() {
				t.Reading += p.kana
			}
			out = append(out, t)
			i = end
			continue
		}
		date := len(out) > 0 && strings.HasSuffix(out[len(out)-1].Reading, "ガツ")
		t.Reading = c.say(n, date)
		t.Text += toks[end].Text
		t.Lemma = t.Text
		t.End = toks[end].End
		out = append(out, t)
		i = end + 1
		if c.span && i < len(toks) && toks[i].Text == "中" && toks[i].Reading == "チュー" {
			jū := toks[i]
			jū.Reading = "ジュー"
			out = append(out, jū)
			i++
		}
	}
	return out
}

// numberEnd returns the end of the written number that starts at toks[i]
// (i when none does): number tokens next to each other, 〇 among them, and
// thousands separators between digits (1,000).
func numberEnd(toks []lang.Token, i int) int {
	j := i
	for j < len(toks) {
		t := toks[j]
		if j > i && t.Start != toks[j-1].End {
			break
		}
		if (t.POS == "num" || t.Text == "〇") && allNumeral(t.Text) {
			j++
			continue
		}
		if t.Text == "," && j > i && j+1 < len(toks) && isDigits(toks[j-1].Text) && isDigits(toks[j+1].Text) &&
			len(toks[j+1].Text) == 3 && toks[j+1].Start == t.End {
			j++
			continue
		}
		break
	}
	for j > i && toks[j-1].Text == "," {
		j--
	}
	return j
}

// decimal reports whether the number toks[i:end] is part of a decimal
// (3.5): such numbers keep kagome's reading.
func decimal(toks []lang.Token, i, end int) bool {
	point := func(t lang.Token) bool { return t.Text == "." || t.Text == "．" }
	return i >= 2 && point(toks[i-1]) && isDigits(toks[i-2].Text) ||
		end+1 < len(toks) && point(toks[end]) && isDigits(toks[end+1].Text)
}

func allNumeral(s string) bool {
	for _, r := range s {
		if !isNumeralRune(r) {
			return false
		}
	}
	return s != ""
}

func isDigits(s string) bool {
	for _, r := range s {
		if asciiDigit(r) < 0 {
			return false
		}
	}
	return s != ""
}
