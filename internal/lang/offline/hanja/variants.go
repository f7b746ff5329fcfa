package hanja

import "strings"

// koreanForms pairs characters as Korean writes them (first) with the form
// CC-CEDICT's traditional headwords use (second): 敎育 is 教育 there, 故鄕
// 故鄉, 飮食 飲食. The pairs are the Z- and semantic variants of Unihan
// (Unicode Character Database, Unicode License v3) that turn a word of the
// hanja table into a CC-CEDICT headword, less the pairs that change a
// word's meaning rather than its spelling (稱 "call" / 秤 "scale", 分 / 份),
// and 飮 / 飲, which Unihan does not pair.
const koreanForms = "敎教絶絕畵畫眞真擧舉巖岩氷冰鑛礦査查豫預沈沉鄕鄉衆眾爲為鬪鬥强強鷄雞戱戲値值啓啟窓窗卽即鎭鎮覇霸" +
	"砲炮絃弦傍旁粘黏歎嘆彫雕澁澀昻昂緖緒晩晚喫吃郞郎裏裡寃冤脣唇孼孽硏研兎兔飜翻慾欲竝並偸偷餠餅隣鄰揷插" +
	"摠總簒篡毁毀鑑鑒倂併塡填抛拋脚腳妬妒凉涼廻迴壻婿癡痴靭韌隷隸呑吞敍敘奬獎悤匆勅敕恒恆飮飲"

var chineseOf = func() map[rune]rune {
	m := map[rune]rune{}
	rs := []rune(koreanForms)
	for i := 0; i+1 < len(rs); i += 2 {
		m[rs[i]] = rs[i+1]
	}
	return m
}()

// ChineseForm rewrites a word's Korean forms of characters as CC-CEDICT
// writes them; a word without such characters is returned as it is.
func ChineseForm(hanja string) string {
	return strings.Map(func(r rune) rune {
		if c, ok := chineseOf[r]; ok {
			return c
		}
		return r
	}, hanja)
}

// VariantsAttribution names the source of koreanForms for the doctor.
const VariantsAttribution = "character variants from Unihan, Unicode License v3"
