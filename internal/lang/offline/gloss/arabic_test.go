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
		{"ذهبنا إلى المدرسة صباحا.", "ذهبنا", "go", "gold"},
		{"ركبت سيارتي الجديدة.", "سيارتي", "car", ""},
		{"ساعدتها أختها في المطبخ.", "ساعدتها", "help", ""},
		{"سيشتري أبي بيتا قرب النهر.", "أبي", "father", ""},
		{"أكلنا الغداء عند الظهر.", "الظهر", "noon", "appeared"},
		{"أريد أن أشرب القهوة معك.", "معك", "with you", ""},
		{"كتبت رسالة طويلة.", "رسالة", "letter", ""},
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
}
