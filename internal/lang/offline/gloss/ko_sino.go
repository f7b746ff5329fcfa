package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// Sino-Korean words of three characters or more that CC-CEDICT lacks as a
// whole are mostly a word it has with one of the characters that Korean
// uses as a prefix or a suffix (停留場 "stop" is 停留 "stop over" + 場
// "place", 旅客船 旅客 + 船 "ship", 生中繼 生 "live" + 中繼 "relay"), or
// two words it has (4 characters, 2 + 2). koSinoSuffixes and
// koSinoPrefixes are those affixes: the closed class of Sino-Korean
// affixes of Korean grammars (접미사, 접두사), with their English meaning.
var koSinoSuffixes = map[rune]string{
	'場': "place", '船': "ship", '人': "person", '者': "person", '家': "-ist", '所': "office", '館': "hall",
	'室': "room", '店': "shop", '長': "head", '員': "member", '病': "disease", '學': "studies", '語': "language",
	'性': "-ness", '式': "style", '器': "device", '機': "machine", '品': "goods", '物': "thing", '料': "fee",
	'費': "cost", '金': "money", '會': "meeting", '社': "company", '國': "country", '車': "vehicle", '力': "power",
	'化': "-ization", '生': "student", '法': "method", '史': "history", '論': "theory", '界': "world", '率': "rate",
	'表': "table", '證': "certificate", '書': "document", '集': "collection", '團': "group", '官': "official",
	'師': "master", '士': "specialist", '服': "clothes", '院': "institute", '廳': "agency", '局': "bureau",
	'路': "road", '橋': "bridge", '港': "port", '驛': "station", '錄': "record", '權': "right", '制': "system",
	'用': "for use", '中': "during", '後': "after", '前': "before", '內': "inside", '外': "outside",
}

var koSinoPrefixes = map[rune]string{
	'生': "live", '新': "new", '大': "big", '小': "small", '無': "without", '不': "not", '非': "non-",
	'再': "re-", '總': "total", '最': "most", '初': "first", '半': "half", '女': "female", '男': "male",
	'高': "high", '低': "low", '多': "many", '全': "whole", '副': "vice-", '超': "super-", '反': "anti-",
	'前': "former", '現': "current", '未': "not yet", '準': "semi-", '重': "heavy", '輕': "light", '親': "pro-",
}

// hanjaAffixed glosses a word's characters hj (three or more, CC-CEDICT's
// forms) as a CC-CEDICT word with a Sino-Korean affix, or as two CC-CEDICT
// words: "stay somewhere temporarily + place". "" when it does not split so.
func (g *Glosser) hanjaAffixed(hj, pos string) (string, error) {
	r := []rune(hj)
	n := len(r)
	if n < 3 {
		return "", nil
	}
	head := func(s string) (string, error) {
		senses, err := g.Cedict.Lookup(s, "", pos, 6)
		if err != nil {
			return "", err
		}
		for _, x := range senses {
			if strings.Contains(x, "surname") || isCapitalised(x) || strings.Contains(x, " + ") {
				continue
			}
			return strings.TrimPrefix(lang.ShortGloss(x), "to "), nil
		}
		return "", nil
	}
	if suf, ok := koSinoSuffixes[r[n-1]]; ok {
		a, err := head(string(r[:n-1]))
		if err != nil || a != "" {
			return joinParts(a, suf), err
		}
	}
	if pre, ok := koSinoPrefixes[r[0]]; ok {
		b, err := head(string(r[1:]))
		if err != nil || b != "" {
			return joinParts(pre, b), err
		}
	}
	if n == 4 {
		a, err := head(string(r[:2]))
		if err != nil || a == "" {
			return "", err
		}
		b, err := head(string(r[2:]))
		if err != nil || b == "" {
			return "", err
		}
		return a + " + " + b, nil
	}
	return "", nil
}

func joinParts(a, b string) string {
	if a == "" || b == "" {
		return ""
	}
	return a + " + " + b
}
