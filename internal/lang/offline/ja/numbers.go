package ja

import "strings"

// kagome reads a written number digit by digit: 三千 is 三|千, "san sen",
// and 2024 has no reading at all. A number is read here as a whole, with
// the sound changes of its own parts (三百 sanbyaku, 六百 roppyaku, 八千
// hassen) and, through counters.go, those at the counter after it (product
// §6, pronunciation).

// numeral is a number as it is said: up to four groups (units, 万, 億, 兆)
// of four places (一, 十, 百, 千). A place holds its digit, 0 when empty,
// or what (何: nan, "how many").
type numeral struct {
	groups [4][4]int8
	zero   bool // the number 0
}

const what = -1

// digitKana is the reading of a digit on its own, long vowels written with
// ー as kagome writes its pronunciations (so that romaji gets macrons).
var digitKana = [...]string{"", "イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュー"}

var kanjiDigits = map[rune]int8{
	'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9, '何': what,
}

var kanjiPlaces = map[rune]int{'十': 1, '百': 2, '千': 3}
var kanjiGroups = map[rune]int{'万': 1, '億': 2, '兆': 3}

// isNumeralRune reports whether r can be part of a written number.
func isNumeralRune(r rune) bool {
	_, d := kanjiDigits[r]
	_, p := kanjiPlaces[r]
	_, g := kanjiGroups[r]
	return d || p || g || asciiDigit(r) >= 0
}

// asciiDigit is the value of an ASCII or full-width digit, or -1.
func asciiDigit(r rune) int {
	switch {
	case r >= '0' && r <= '9':
		return int(r - '0')
	case r >= '０' && r <= '９':
		return int(r - '０')
	}
	return -1
}

// parseNumeral reads a number written in digits (2024, ２０２４), in kanji
// with places (二千二十四, 三百万, 何百) or in kanji digit by digit with a
// zero (二〇二四). It fails on anything else, such as 二三 ("two or three").
func parseNumeral(s string) (numeral, bool) {
	rs := []rune(s)
	if len(rs) == 0 {
		return numeral{}, false
	}
	if asciiDigit(rs[0]) >= 0 {
		var v uint64
		for _, r := range rs {
			d := asciiDigit(r)
			if d < 0 || v >= 1e15 {
				return numeral{}, false
			}
			v = v*10 + uint64(d)
		}
		return fromValue(v), true
	}
	if strings.ContainsAny(s, "〇零") {
		var v uint64
		for _, r := range rs {
			d, ok := kanjiDigits[r]
			if !ok || d == what || v >= 1e15 {
				return numeral{}, false
			}
			v = v*10 + uint64(d)
		}
		return fromValue(v), true
	}
	var n numeral
	var section [4]int8
	pending := int8(0)
	havePending := false
	lastPlace, lastGroup := 4, 4
	for _, r := range rs {
		if d, ok := kanjiDigits[r]; ok {
			if havePending {
				return numeral{}, false
			}
			pending, havePending = d, true
			continue
		}
		if p, ok := kanjiPlaces[r]; ok {
			if p >= lastPlace {
				return numeral{}, false
			}
			section[p] = 1
			if havePending {
				section[p] = pending
			}
			havePending, lastPlace = false, p
			continue
		}
		g, ok := kanjiGroups[r]
		if !ok || g >= lastGroup {
			return numeral{}, false
		}
		if havePending {
			if lastPlace == 0 {
				return numeral{}, false
			}
			section[0] = pending
		}
		if section == ([4]int8{}) {
			return numeral{}, false
		}
		n.groups[g] = section
		section, havePending, lastPlace, lastGroup = [4]int8{}, false, 4, g
	}
	if havePending {
		section[0] = pending
	}
	n.groups[0] = section
	if n.groups == ([4][4]int8{}) {
		n.zero = true
	}
	return n, true
}

func fromValue(v uint64) numeral {
	var n numeral
	n.zero = v == 0
	for g := 0; g < 4 && v > 0; g++ {
		for p := 0; p < 4; p++ {
			n.groups[g][p] = int8(v % 10)
			v /= 10
		}
	}
	return n
}

// value is the number, and false for one with 何.
func (n numeral) value() (uint64, bool) {
	var v uint64
	for g := 3; g >= 0; g-- {
		for p := 3; p >= 0; p-- {
			d := n.groups[g][p]
			if d == what {
				return 0, false
			}
			v = v*10 + uint64(d)
		}
	}
	return v, true
}

// piece is one spoken part of a number: its kana and what it ends in, the
// key counters.go's sound changes look at: "1"…"9" for the units digit,
// "10", "100", "1000", "万", "億", "兆", or "何".
type piece struct {
	kana, ends string
}

// pieces says the number: 二千二十四 → ニセン ニジュー ヨン.
func (n numeral) pieces() []piece {
	if n.zero {
		return []piece{{"ゼロ", "0"}}
	}
	var out []piece
	for g := 3; g >= 0; g-- {
		if n.groups[g] == ([4]int8{}) {
			continue
		}
		for p := 3; p >= 0; p-- {
			if d := n.groups[g][p]; d != 0 {
				out = append(out, placePiece(d, p))
			}
		}
		switch g {
		case 1:
			out = append(out, piece{"マン", "万"})
		case 2:
			out = append(out, piece{"オク", "億"})
		case 3:
			// 兆 starts with t: the number before it doubles its
			// consonant as before a counter (一兆 itchō, 十兆 jutchō).
			last := &out[len(out)-1]
			last.kana = geminate(*last, 't')
			out = append(out, piece{"チョー", "兆"})
		}
	}
	return out
}

// placePiece says digit d at place p, with the sound changes of 百 and 千.
func placePiece(d int8, p int) piece {
	unit := func(d int8) string {
		if d == what {
			return "ナン"
		}
		return digitKana[d]
	}
	switch p {
	case 0:
		if d == what {
			return piece{"ナン", "何"}
		}
		return piece{digitKana[d], string(rune('0' + d))}
	case 1:
		if d == 1 {
			return piece{"ジュー", "10"}
		}
		return piece{unit(d) + "ジュー", "10"}
	case 2:
		switch d {
		case 1:
			return piece{"ヒャク", "100"}
		case 3, what:
			return piece{unit(d) + "ビャク", "100"}
		case 6:
			return piece{"ロッピャク", "100"}
		case 8:
			return piece{"ハッピャク", "100"}
		}
		return piece{unit(d) + "ヒャク", "100"}
	}
	switch d {
	case 1:
		return piece{"セン", "1000"}
	case 3, what:
		return piece{unit(d) + "ゼン", "1000"}
	case 8:
		return piece{"ハッセン", "1000"}
	}
	return piece{unit(d) + "セン", "1000"}
}

// geminate gives the kana of p with its last mora doubled into the
// consonant class c ('k', 's', 't' or 'h'), when that number ending does so
// before c: ichi, hachi and jū before k, s, t and h; roku and hyaku before
// k and h only (ikko, issatsu, roppon, hyakusatsu). Otherwise p is unchanged.
func geminate(p piece, c byte) string {
	var from, to string
	all := c == 'k' || c == 's' || c == 't' || c == 'h'
	switch p.ends {
	case "1":
		from, to = "イチ", "イッ"
	case "8":
		from, to = "ハチ", "ハッ"
	case "10":
		from, to = "ジュー", "ジュッ"
	case "6":
		from, to, all = "ロク", "ロッ", c == 'k' || c == 'h'
	case "100":
		from, to, all = "ャク", "ャッ", c == 'k' || c == 'h'
	default:
		return p.kana
	}
	if !all || !strings.HasSuffix(p.kana, from) {
		return p.kana
	}
	return strings.TrimSuffix(p.kana, from) + to
}
