package gloss

import (
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// Sino-Korean words: a Korean form of a character is its Chinese form in
// CC-CEDICT (調査 is 調查); a word written whole is not a core word piece.
func TestGlossKoreanHanjaClasses(t *testing.T) {
	g := newDictGlosser(t)
	ko := lang.Pair{Target: lang.Korean, Native: lang.English}
	checkGlosses(t, g, ko, "위원회는 화재를 조사했다.", []wantGloss{
		{"조사했다", "조사하다", "investigate", HanjaSource},
	})
	checkGlosses(t, g, ko, "주요 도시에 눈이 왔다.", []wantGloss{
		{"주요", "주요", "main", HanjaSource},
	})
}

// A counter after a numeral is the counter, not the noun it looks like.
func TestGlossKoreanCounters(t *testing.T) {
	g := newDictGlosser(t)
	ko := lang.Pair{Target: lang.Korean, Native: lang.English}
	checkGlosses(t, g, ko, "동생은 사과 세 개를 먹었다.", []wantGloss{
		{"개를", "개", "counter", CoreSource},
	})
	checkGlosses(t, g, ko, "우리 할머니는 여든 살이에요.", []wantGloss{
		{"살이에요", "살", "years old", CoreSource},
	})
}

// A compound noun is not split before a bound noun; a part's senses stay
// together; a verb stem is not a pronoun and a particle.
func TestGlossKoreanCompoundsAndStems(t *testing.T) {
	g := newDictGlosser(t)
	ko := lang.Pair{Target: lang.Korean, Native: lang.English}
	checkGlosses(t, g, ko, "아이들이 마당에서 눈사람을 만들었다.", []wantGloss{
		{"눈사람을", "눈사람", "eye/snow + person", CoreSource},
	})
	checkGlosses(t, g, ko, "동생이 밖으로 나가 놀았다.", []wantGloss{
		{"나가", "나가다", "go out", CoreSource},
	})
}

// A stem whose last syllable merged with the ending leads: 쓰러졌다 is
// 쓰러지다 "collapse", not 쓰다 "write".
func TestKoStemLeadsContracted(t *testing.T) {
	for _, tt := range []struct {
		surface, stem string
		want          bool
	}{
		{"쓰러졌다", "쓰러지다", true}, {"쓰러졌다", "쓰다", true}, {"기다렸어요", "기다리다", true},
		{"봤다", "보다", true}, {"줬어", "주다", true}, {"썼다", "쓰다", true}, {"갔다", "가다", true},
		{"주셨어요", "줄다", false}, {"먹었다", "먹다", true}, {"잡혔다", "잡다", true}, {"갔다", "걷다", false},
	} {
		if got := koStemLeads(tt.surface, tt.stem); got != tt.want {
			t.Errorf("koStemLeads(%s, %s) = %v, want %v", tt.surface, tt.stem, got, tt.want)
		}
	}
	g := newDictGlosser(t)
	ko := lang.Pair{Target: lang.Korean, Native: lang.English}
	checkGlosses(t, g, ko, "태풍 때문에 담장이 쓰러졌다.", []wantGloss{
		{"쓰러졌다", "쓰러지다", "collapse", CoreSource},
	})
}
