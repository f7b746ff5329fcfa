package gloss

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// koFirstSense checks the first sense of each word of a Korean sentence:
// it must begin with want, and a card shows it, so a wrong sense there is
// wrong even when the right one follows.
func koFirstSense(t *testing.T, g *Glosser, sentence string, want map[string]string) {
	t.Helper()
	gl, err := g.Gloss(context.Background(), lang.Pair{Target: lang.Korean, Native: lang.English}, sentence)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range gl {
		w, ok := want[x.Word]
		if !ok {
			continue
		}
		delete(want, x.Word)
		if len(x.Senses) == 0 || !strings.HasPrefix(x.Senses[0], w) {
			t.Errorf("%q: %q = %q (%s), want %q first", sentence, x.Word, x.Senses, x.POS, w)
		}
	}
	for w := range want {
		t.Errorf("%q: no word %q", sentence, w)
	}
}

// A hangul word with several hanja spellings: the table's first is kept
// unless a later one is far more common in Chinese and in Korean
// compounds (彫刻 "carving", not 組閣 "form a cabinet", for 조각; 製品
// "products", not 祭品 "offering", for 제품); the table's first stands
// against Chinese-only words (지도 地圖 "map", not 知道 "know").
func TestKoreanHanjaReadings(t *testing.T) {
	g := newDictGlosser(t)
	koFirstSense(t, g, "삼촌은 돌로 조각을 만드는 예술가이다.", map[string]string{"조각을": "carving"})
	koFirstSense(t, g, "이 공장은 전자 제품을 만든다.", map[string]string{"제품을": "product"})
	koFirstSense(t, g, "우리는 지도를 보면서 길을 찾았다.", map[string]string{"지도를": "map"})
	koFirstSense(t, g, "우리는 기차역 앞에서 만났다.", map[string]string{"기차역": "train + station"})
	koFirstSense(t, g, "형은 직장에서 늦게 돌아왔다.", map[string]string{"직장에서": "workplace"})
	koFirstSense(t, g, "휴일에는 마음의 여유를 가지세요.", map[string]string{"여유를": "ample"})
}

// CC-CEDICT's first sense narrowed by a remark gives way to the plain
// one (開發: "to develop" before "to exploit (a resource)"); a noun with
// only verb senses is glossed by their gerund, never "to ...".
func TestKoreanSinoSenses(t *testing.T) {
	g := newDictGlosser(t)
	koFirstSense(t, g, "그 회사는 새 약을 개발했다.", map[string]string{"개발했다": "to develop"})
	koFirstSense(t, g, "신약 개발은 시간이 오래 걸린다.", map[string]string{"개발은": "developing"})
	for in, want := range map[string]string{
		"to develop": "developing", "to set off": "setting off", "to make": "making", "to die": "dying",
		"to stop": "stopping", "to see": "seeing", "to be": "to be", "river": "river",
	} {
		if got := koGerund(in); got != want {
			t.Errorf("koGerund(%q) = %q, want %q", in, got, want)
		}
	}
}

// A core word with two parts of speech: the noun when a particle follows
// (새를 "bird", not the determiner "new"), the verb after an object (공을
// 찼다 "kick", not the adjective "cold").
func TestKoreanCoreHomographs(t *testing.T) {
	g := newDictGlosser(t)
	koFirstSense(t, g, "아이가 작은 새를 손에 올려놓았다.", map[string]string{"새를": "bird"})
	koFirstSense(t, g, "새 신발을 샀다.", map[string]string{"새": "new"})
	koFirstSense(t, g, "가방 안에는 책이 있었다.", map[string]string{"안에는": "inside"})
	koFirstSense(t, g, "소년이 공을 힘껏 찼다.", map[string]string{"찼다": "kick"})
	koFirstSense(t, g, "겨울 바람이 차다.", map[string]string{"차다": "cold"})
	for w, want := range map[string]bool{"공을": true, "사과를": true, "마을": false, "가을": false, "를": false} {
		if got := koObject(w); got != want {
			t.Errorf("koObject(%s) = %v", w, got)
		}
	}
}

// -아서/-어서 on a stem: 나서 is 나다 + -서 before 나서다 "come forward";
// after a verb's -고 it is "after doing"; -ㄹ 만하다 "worth doing",
// -아도/-면 되다 "may".
func TestKoreanConnectiveSeo(t *testing.T) {
	g := newDictGlosser(t)
	koFirstSense(t, g, "길에서 사고가 나서 차가 멈췄다.", map[string]string{"나서": "come out, occur"})
	koFirstSense(t, g, "숙제를 끝내고 나서 밖에 나갔다.", map[string]string{"나서": "(after doing)"})
	koFirstSense(t, g, "그 박물관은 한번 가 볼 만하다.", map[string]string{"만하다": "worth"})
	koFirstSense(t, g, "여기 앉아도 돼요?", map[string]string{"돼요": "may"})
	koFirstSense(t, g, "표는 역에서 사면 됩니다.", map[string]string{"됩니다": "may"})
	koFirstSense(t, g, "그는 의사가 되었다.", map[string]string{"되었다": "become"})
}

// A noun with a particle is not split as a compound whose last part
// swallows the particle: 구조대가 is not 구조 + 대가 (大家 "everyone").
func TestKoreanCompoundKeepsParticle(t *testing.T) {
	g := newDictGlosser(t)
	gl, err := g.Gloss(context.Background(), lang.Pair{Target: lang.Korean, Native: lang.English}, "구조대가 산에서 등산객을 구했다.")
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range gl {
		if x.Word == "구조대가" && strings.Contains(strings.Join(x.Senses, ";"), "everyone") {
			t.Errorf("구조대가 = %q", x.Senses)
		}
	}
}
