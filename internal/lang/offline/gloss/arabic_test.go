package gloss

import (
	"os"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

func newArabicGlosser(t *testing.T) *Glosser {
	t.Helper()
	g := &Glosser{FreeDict: freedict.NewLibrary(""), Arabic: arabic.New("")}
	if !g.FreeDict.Has(lang.Arabic, lang.English) || !g.Arabic.Available() {
		if os.Getenv("CI") == "true" {
			t.Fatal("dict-freedict-ara-eng is not installed (run scripts/setup)")
		}
		t.Skip("dict-freedict-ara-eng is not installed (run scripts/setup)")
	}
	t.Cleanup(func() { g.FreeDict.Close() })
	return g
}

func TestArabicStems(t *testing.T) {
	for _, tt := range []struct {
		word string
		want []string // each must be a candidate, in this order
	}{
		{"سيارتي", []string{"سيارتي", "سيارة"}},
		{"والكتاب", []string{"والكتاب", "الكتاب", "كتاب"}},
		{"يذهبون", []string{"يذهبون", "يذهب", "ذهب"}},
		{"سيكتب", []string{"سيكتب", "يكتب", "كتب"}},
		{"كتبت", []string{"كتبت", "كتب"}},
		{"للأطفال", []string{"للاطفال", "اطفال"}},
		{"المعلمات", []string{"المعلمات", "معلمة"}},
		{"جديدة", []string{"جديدة", "جديد"}},
		{"نظيفتان", []string{"نظيفتان", "نظيفة", "نظيف"}},
		{"أذهب", []string{"اذهب", "يذهب", "ذهب"}},
		{"أصدقائك", []string{"اصدقائك", "اصدقاء"}},
		{"أخيه", []string{"اخيه", "اخ"}},
		{"يداك", []string{"يداك", "يد"}},
	} {
		got := arabicStems(tt.word)
		at := -1
		for _, w := range tt.want {
			i := indexOf(got, w)
			if i < 0 || i < at {
				t.Errorf("arabicStems(%q) = %q: want %q in this order", tt.word, got, tt.want)
				break
			}
			at = i
		}
	}
}

// A proclitic leaves a stem of three letters or more, and a bare alif is
// not the imperfect's أ "I": كسر is not ك + سر, اتصل not ا + تصل; سأعد
// "I will prepare" is not ساعد "helped".
func TestArabicStemsNotTooShort(t *testing.T) {
	for word, bad := range map[string]string{"كسر": "سر", "اتصل": "تصل", "بلد": "لد", "سأعد": "ساعد"} {
		if i := indexOf(arabicStems(word), bad); i >= 0 {
			t.Errorf("arabicStems(%q) = %q: has %q", word, arabicStems(word), bad)
		}
	}
	if i := indexOf(arabicStems("أبي"), "اب"); i < 0 {
		t.Errorf("arabicStems(أبي) = %q: want اب (a suffix may leave two letters)", arabicStems("أبي"))
	}
}

func TestWithoutPlurals(t *testing.T) {
	got := withoutPlurals([]string{"Coffees", "Coffee", "Kids", "Children", "Pasts", "Past"})
	if strings.Join(got, ",") != "Coffee,Kids,Children,Past" {
		t.Errorf("withoutPlurals = %q", got)
	}
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// Arabic words are found under their clitics and endings through the
// normalised index of ara-eng, with the commonest English sense first; the
// commonest verbs and the prepositions with pronouns come from the core
// words; given names are names, not words.
func TestGlossArabic(t *testing.T) {
	g := newArabicGlosser(t)
	ar := lang.Pair{Target: lang.Arabic, Native: lang.English}
	for _, tt := range []struct{ sentence, word, want, bad string }{
		{"يلعب الأطفال في الحديقة.", "الأطفال", "children", ""},
		{"يلعب الأطفال في الحديقة.", "يلعب", "play", ""},
		{"ذهبنا إلى المدرسة صباحا.", "ذهبنا", "went", "gold"},
		{"ركبت سيارتي الجديدة.", "سيارتي", "car", ""},
		{"ساعدتها أختها في المطبخ.", "ساعدتها", "help", ""},
		{"سيشتري أبي بيتا قرب النهر.", "أبي", "father", ""},
		{"أكلنا الغداء عند الظهر.", "الظهر", "noon", "appeared"},
		{"أريد أن أشرب القهوة معك.", "معك", "with you", ""},
		{"كتبت رسالة طويلة.", "رسالة", "letter", ""},
		// Everyday words whose ara-eng senses are rare ones or missing
		// (ar_frequent.go): رأس only "cape", بارد without "cold".
		{"رفع الرجل رأسه.", "رأسه", "head", "cape"},
		{"كان الماء باردا جدا.", "باردا", "cold", "seek"},
		{"وضعت الطاولة في المطبخ.", "الطاولة", "table", "backgammon"},
		{"مرت سنة كاملة.", "كاملة", "complete", ""},
		// A past verb in the English past, an imperfect in the present.
		{"أخذ الولد الكتاب.", "أخذ", "took", ""},
		{"يأخذ الولد الكتاب.", "يأخذ", "take", "took"},
		{"أكلنا الخبز.", "أكلنا", "ate", ""},
		// After the article a noun, never the verb of the same letters.
		{"العمل في المصنع صعب.", "العمل", "work", "worked"},
		// سأعد is س + أعد, not the verb ساعد "helped" with its hamza lost.
		{"سأعد الغداء.", "سأعد", "", "help"},
		{"اتصلت بأمي.", "اتصلت", "called", "arrive"},
		// Of two readings that cost as much, the core word's: ل + أهل + ه.
		{"أرسل المال لأهله.", "لأهله", "family", "entitle"},
		{"اليوم جميل.", "اليوم", "today", ""},
	} {
		x := glossesOf(t, g, ar, tt.sentence)[tt.word]
		s := strings.Join(x.Senses, "; ")
		if !strings.Contains(s, tt.want) || tt.bad != "" && strings.Contains(s, tt.bad) {
			t.Errorf("%s in %q = %+v, want %q and not %q", tt.word, tt.sentence, x, tt.want, tt.bad)
		}
	}
	if x := glossesOf(t, g, ar, "اشترى سامي كتابا لليلى.")["سامي"]; x.POS != "propn" || len(x.Senses) > 0 {
		t.Errorf("سامي = %+v, want a name without gloss", x)
	}
	if x := glossesOf(t, g, ar, "زار أسامة جدته.")["أسامة"]; x.POS != "propn" || len(x.Senses) > 0 {
		t.Errorf("أسامة = %+v, want a name without gloss", x)
	}
	// A preposition or إن with an attached pronoun is a function word,
	// never ara-eng's "now" (آنك) for إنك.
	for sentence, want := range map[string]string{"إنك متعب.": "indeed you", "سمعت ذلك منك.": "from you", "هذا الكتاب لكم.": "for you"} {
		for w, x := range glossesOf(t, g, ar, sentence) {
			if (w == "إنك" || w == "منك" || w == "لكم") && (len(x.Senses) == 0 || x.Senses[0] != want || IsContent(x.POS)) {
				t.Errorf("%s in %q = %+v, want %q as a function word", w, sentence, x, want)
			}
		}
	}
	if x := glossesOf(t, g, ar, "أنت متعب، أليس كذلك؟")["كذلك"]; x.POS != "part" || strings.Contains(strings.Join(x.Senses, ";"), "also") {
		t.Errorf("كذلك after أليس = %+v, want the tag question", x)
	}
	// هل only asks: glossed as grammar, no hint.
	if x := glossesOf(t, g, ar, "هل أنت جائع؟")["هل"]; x.POS != "part" || IsContent(x.POS) {
		t.Errorf("هل = %+v, want a particle", x)
	}
}
