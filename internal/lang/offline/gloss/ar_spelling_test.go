package gloss

import (
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// The text's spelling tells homographs apart: the shadda and hamza it
// writes and a final ى; the article never goes with an attached pronoun, so a
// word in -ي after it is an adjective of relation (nisba), and one in -ية
// after a feminine noun is that adjective's feminine.
func TestArabicSpellingAndNisba(t *testing.T) {
	g := newArabicGlosser(t)
	ar := lang.Pair{Target: lang.Arabic, Native: lang.English}
	for _, tt := range []struct{ sentence, word, want, bad string }{
		// Nisba with the article: not "my" + the noun.
		{"اشترت البنت خاتما من المحل الذهبي القديم.", "الذهبي", "", "went"},
		{"زارنا الطبيب المصري أمس.", "المصري", "egyptian", "insist"},
		{"تحدث الكاتب عن الفن الإسلامي.", "الإسلامي", "islamic", ""},
		{"يحب الناس الطعام الغذائي الجيد.", "الغذائي", "", "food"},
		// Its feminine after a feminine noun: the adjective, not the
		// abstract noun ara-eng lists (naturalism, finality).
		{"نحب المناظر في الحياة الطبيعية.", "الطبيعية", "natural", "naturalism"},
		{"خسر الفريق المباراة النهائية.", "النهائية", "final", "finality"},
		{"تعمل الشركات العالمية في كل بلد.", "العالمية", "", "universalness"},
		{"وصل الجنود إلى الحدود الشمالية.", "الشمالية", "northern", "northerner"},
		// A written hamza: الإعلام "the media", not الأعلام "the flags".
		{"يتابع الشباب الإعلام كل يوم.", "الإعلام", "", "flags"},
		// A final ى is the stem's: أغلى "dearer", not أغل "boil" + ي.
		{"هذا القميص أغلى من ذاك.", "أغلى", "", "boil"},
		// ... though a text that writes "my" as ى keeps a core noun.
		{"عمى طبيب.", "عمى", "uncle", ""},
		{"سافرنا إلى مصر في الشتاء.", "مصر", "egypt", ""},
		{"أمي في البيت.", "أمي", "mother", ""},
	} {
		x := glossesOf(t, g, ar, tt.sentence)[tt.word]
		s := strings.ToLower(strings.Join(x.Senses, "; "))
		if !strings.Contains(s, tt.want) || tt.bad != "" && strings.Contains(s, tt.bad) || len(x.Senses) == 0 {
			t.Errorf("%s in %q = %+v, want %q and not %q", tt.word, tt.sentence, x, tt.want, tt.bad)
		}
	}
}

// A hamza the text writes that no entry writes: another word, left
// without a gloss rather than glossed as آلم "ached".
func TestArabicOtherHamza(t *testing.T) {
	g := newArabicGlosser(t)
	ar := lang.Pair{Target: lang.Arabic, Native: lang.English}
	x := glossesOf(t, g, ar, "ألم تسمع الخبر؟")["ألم"]
	if s := strings.ToLower(strings.Join(x.Senses, "; ")); strings.Contains(s, "ache") || strings.Contains(s, "pain") {
		t.Errorf("ألم = %+v, want the question, not ache or pain", x)
	}
	if x := glossesOf(t, g, ar, "كان الألم شديدا.")["الألم"]; !strings.Contains(strings.Join(x.Senses, ";"), "pain") {
		t.Errorf("الألم = %+v, want pain", x)
	}
}

func TestArSpellingMatch(t *testing.T) {
	st := func(spelt string, shadda bool) arStem { return arStem{spelt: spelt, shadda: shadda} }
	for _, tt := range []struct {
		st   arStem
		head string
		want bool
	}{
		{st("ذهب", false), "ذهب", true},
		{st("ذهب", false), "ذهّب", true},
		{st("قدم", true), "قدم", false},
		{st("قدم", true), "قدّم", true},
		{st("الإعلام", false), "الأعلام", false},
		{st("الإعلام", false), "الإعلام", true},
		{st("الاعلام", false), "الأعلام", true},
		{st("أغلى", false), "أغلي", false},
		{st("طبيعي", false), "الطبيعي", true},
	} {
		if got := arSpellingMatch(tt.st, tt.head); got != tt.want {
			t.Errorf("arSpellingMatch(%q, %q) = %v, want %v", tt.st.spelt, tt.head, got, tt.want)
		}
	}
}

func TestArWritesShadda(t *testing.T) {
	for w, want := range map[string]bool{"مدرّب": true, "قدّم": true, "بندقيّة": false, "عربيّ": false, "كتاب": false, "الشّرطة": false, "المدرّب": true} {
		if got := arWritesShadda(w); got != want {
			t.Errorf("arWritesShadda(%s) = %v, want %v", w, got, want)
		}
	}
}

// Frequent words of news and stories that ara-eng glosses by a rare sense
// or a homograph take their common sense (ar_news.go).
func TestArabicNewsWords(t *testing.T) {
	g := newArabicGlosser(t)
	ar := lang.Pair{Target: lang.Arabic, Native: lang.English}
	for _, tt := range []struct{ sentence, word, want, bad string }{
		{"زار المحافظ السوق القديم.", "المحافظ", "governor", "purse"},
		{"تحدث الوزير للصحفيين في العاصمة.", "العاصمة", "capital", "metropolis"},
		{"أكل الأرنب جزرة طازجة.", "جزرة", "carrot", "island"},
	} {
		x := glossesOf(t, g, ar, tt.sentence)[tt.word]
		s := strings.ToLower(strings.Join(x.Senses, "; "))
		if !strings.Contains(s, tt.want) || strings.Contains(s, tt.bad) {
			t.Errorf("%s in %q = %+v, want %q and not %q", tt.word, tt.sentence, x, tt.want, tt.bad)
		}
	}
}
