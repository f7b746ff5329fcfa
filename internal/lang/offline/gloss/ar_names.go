package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
)

// arNames are common given names that ara-eng reads as words (سامي
// "exalted"): in a story they are people. Only names that are rarely an
// ordinary word in running text; عمر "age", حسن "good", كريم "generous",
// نور "light", أمل "hope" are left to the dictionary.
var arNames = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`محمد أحمد محمود مصطفى عثمان خالد يوسف إبراهيم موسى عيسى حسين طارق سامي
	زياد وليد ياسر فيصل فهد ماجد رامي هاني منصور مريم فاطمة عائشة زينب خديجة سارة ليلى سلمى ريم رانيا
	ياسمين هند دانية لينا رنا نادية سعاد توم ماري جون بيتر جورج ديفيد مايكل جيمس آنا إيما
	أسامة حمزة بلال عمار معاذ ريان إسماعيل يعقوب سليمان داود هارون زكريا عبدالله عبدالرحمن
	نورة هيفاء شيماء رقية سميرة ديما تالا لارا سوزان فادي شادي مازن
	جاك بوب ليندا مارك بيل فرانك هنري تشارلز ويليام روبرت لوسي إميلي كيت جوليا صوفيا كين`) {
		m[arabic.Normalise(n)] = true
	}
	return m
}()

// markArabicNames tags the common given names as names, with a conjunction
// or preposition before them or not (وسامي, لليلى).
func markArabicNames(words []*word) {
	for _, w := range words {
		if w.gloss.POS != "" || len(w.gloss.Senses) > 0 {
			continue
		}
		n := arabic.Normalise(w.gloss.Word)
		for _, pre := range []string{"", "و", "ل", "ب", "ف", "ول", "وب"} {
			if r, ok := strings.CutPrefix(n, pre); ok && arNames[r] {
				w.gloss.POS = "propn"
				break
			}
		}
	}
}
