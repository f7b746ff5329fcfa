package gloss

import (
	"context"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
	"github.com/storyglot/storyglot/internal/lang/offline/hanja"
	"github.com/storyglot/storyglot/internal/lang/offline/hunspell"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

func TestKoreanCandidates(t *testing.T) {
	for _, tt := range []struct {
		surface string
		stems   []string
		want    []string
	}{
		// As written, hunspell's stems longest first, then without a particle.
		{"친구들과", []string{"친", "친구"}, []string{"친구들과", "친구", "친"}},
		{"먹었다", []string{"먹다"}, []string{"먹었다", "먹다"}},
		// Without hunspell: one particle off.
		{"학교에서", nil, []string{"학교에서", "학교"}},
		{"도서관을", nil, []string{"도서관을", "도서관"}},
		{"동생에게", nil, []string{"동생에게", "동생"}},
		{"바다로", nil, []string{"바다로", "바다"}},
		// A word that ends like a particle is tried whole first.
		{"나이", nil, []string{"나이", "나"}},
	} {
		if got := koreanCandidates(tt.surface, tt.stems); !slices.Equal(got, tt.want) {
			t.Errorf("%s %v: %v, want %v", tt.surface, tt.stems, got, tt.want)
		}
	}
}

// newDictGlosser has the dictionaries of decisions 0019 and 0025 (CC-CEDICT, the reversed
// Müller, the hanja table) and hunspell.
func newDictGlosser(t *testing.T) *Glosser {
	t.Helper()
	g := &Glosser{Hunspell: hunspell.New(""), Cedict: cedict.New(), Russian: mueller.New(""), Hanja: hanja.New("")}
	_, err := exec.LookPath("hunspell")
	if err != nil || !g.Cedict.Available() || !g.Russian.Available() || !g.Hanja.Available() || !g.Hunspell.CanStem(lang.Korean) || !g.Hunspell.CanStem(lang.Russian) {
		if os.Getenv("CI") == "true" {
			t.Fatal("hunspell-ko, hunspell-ru, mueller7-dict, libhangul-data or CC-CEDICT is not installed (run scripts/setup)")
		}
		t.Skip("hunspell-ko, hunspell-ru, mueller7-dict, libhangul-data or CC-CEDICT is not installed (run scripts/setup)")
	}
	g.Russian.Rank = EnglishRank
	return g
}

type wantGloss struct {
	word, lemma, sense, source string
}

func checkGlosses(t *testing.T, g *Glosser, p lang.Pair, sentence string, want []wantGloss) {
	t.Helper()
	gl, err := g.Gloss(context.Background(), p, sentence)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]lang.Gloss{}
	for _, x := range gl {
		got[x.Word] = x
	}
	for _, w := range want {
		x, ok := got[w.word]
		switch {
		case !ok:
			t.Errorf("%q: no word %q in %+v", sentence, w.word, gl)
		case w.sense == "":
			if len(x.Senses) > 0 || x.POS != "propn" {
				t.Errorf("%q: %q = %+v, want a name without gloss", sentence, w.word, x)
			}
		case x.Lemma != w.lemma || x.Source != w.source || !strings.Contains(strings.Join(x.Senses, "; "), w.sense):
			t.Errorf("%q: %q = %s %q from %s, want %s %q… from %s", sentence, w.word, x.Lemma, x.Senses, x.Source, w.lemma, w.sense, w.source)
		}
	}
}

// Korean words carry particles and endings: the base form is looked up.
func TestGlossKoreanBaseForms(t *testing.T) {
	g := newDictGlosser(t)
	ko := lang.Pair{Target: lang.Korean, Native: lang.English}
	checkGlosses(t, g, ko, "친구들과 학교에서 점심을 먹었다.", []wantGloss{
		{"친구들과", "친구", "friend", CoreSource},
		{"학교에서", "학교", "school", CoreSource},
		{"먹었다", "먹다", "eat", CoreSource},
	})
	// Sino-Korean nouns and X하다 verbs through their characters.
	checkGlosses(t, g, ko, "가족이 도서관을 방문했습니다.", []wantGloss{
		{"가족이", "가족", "family", CoreSource},
		{"도서관을", "도서관", "library", HanjaSource},
		{"방문했습니다", "방문하다", "visit", HanjaSource},
	})
	checkGlosses(t, g, ko, "겨울에는 날씨가 추웠지만 공원은 조용했다.", []wantGloss{
		{"날씨가", "날씨", "weather", CoreSource},
		{"추웠지만", "춥다", "cold", CoreSource},
		{"공원은", "공원", "park", HanjaSource},
	})
	// Honorific -시-: the verb the word starts with, not a look-alike.
	checkGlosses(t, g, ko, "할머니가 선물을 주셨어요. 아버지는 회사에 가셨다.", []wantGloss{
		{"주셨어요", "주다", "give", CoreSource},
		{"가셨다", "가다", "go", CoreSource},
	})
	// A word the core words know as written is not read as its stem
	// (함께 "together", not 하다 "do"), and an inflected verb is not
	// looked up as a Sino-Korean noun (관한 is not 寬限 "extend").
	checkGlosses(t, g, ko, "우리는 함께 역사에 관한 책을 읽었다.", []wantGloss{
		{"함께", "함께", "together", CoreSource},
		{"읽었다", "읽다", "read", CoreSource},
	})
	gl, err := g.Gloss(context.Background(), ko, "우리는 함께 역사에 관한 책을 읽었다.")
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range gl {
		if x.Word == "관한" && strings.Contains(strings.Join(x.Senses, ";"), "extend") {
			t.Errorf("관한 glossed as the noun 寬限: %+v", x)
		}
	}
}

// Russian: hunspell-ru stems, Müller reversed; capitalised words inside a
// sentence are names.
func TestGlossRussian(t *testing.T) {
	g := newDictGlosser(t)
	ru := lang.Pair{Target: lang.Russian, Native: lang.English}
	checkGlosses(t, g, ru, "Вчера Маша и Пётр купили красивую книгу в Москве.", []wantGloss{
		{"Маша", "", "", ""},
		{"Пётр", "", "", ""},
		{"Москве", "", "", ""},
		{"купили", "купить", "buy", CoreSource},
		{"книгу", "книга", "book", mueller.Source},
		{"красивую", "красивый", "beautiful", mueller.Source},
		{"и", "и", "and", CoreSource},
	})
	// A name at the start of a sentence: hunspell-ru stems it to a
	// capitalised form (Анна, not the coin "anna"); Мама stems to мама.
	checkGlosses(t, g, ru, "Анна вернулась домой поздно.", []wantGloss{{"Анна", "", "", ""}})
	checkGlosses(t, g, ru, "Лена открыла окно.", []wantGloss{{"Лена", "", "", ""}, {"окно", "окно", "window", mueller.Source}})
	checkGlosses(t, g, ru, "Мама приготовила суп.", []wantGloss{{"Мама", "мама", "mum", CoreSource}})
	// Perfectives and reflexives by the forms the dictionary lists.
	checkGlosses(t, g, ru, "Дверь открылась, и он рассказал нам всё.", []wantGloss{
		{"открылась", "открыться", "open", CoreSource},
		{"рассказал", "рассказать", "tell", CoreSource},
	})
}

func TestKoMainVerbPiece(t *testing.T) {
	for word, want := range map[string]string{
		"누워있다":   "누워",
		"가르쳐주세요": "가르쳐",
		"해줄거에요":  "해",
		"잊어버렸다":  "잊어",
		"바다가":    "", // sea + subject particle, not 바다 + 가다
		"사과를":    "",
		"학교에서":   "",
	} {
		if got := koMainVerbPiece(word); got != want {
			t.Errorf("koMainVerbPiece(%s) = %q, want %q", word, got, want)
		}
	}
}

// A main verb joined with an auxiliary (-아/어 있다, 주다, 버리다) is
// glossed by the main verb; negation and ability are glossed, not skipped.
func TestGlossKoreanAuxiliariesAndGrammarWords(t *testing.T) {
	g := newDictGlosser(t)
	ko := lang.Pair{Target: lang.Korean, Native: lang.English}
	checkGlosses(t, g, ko, "고양이가 소파에 누워있다.", []wantGloss{
		{"누워있다", "눕다", "lie down", CoreSource},
	})
	checkGlosses(t, g, ko, "선생님, 수학을 가르쳐주세요.", []wantGloss{
		{"가르쳐주세요", "가르치다", "teach", CoreSource},
	})
	checkGlosses(t, g, ko, "동생은 숙제를 하지 않았다. 비 때문에 밖에 나갈 수 없었다.", []wantGloss{
		{"않았다", "않다", "not", CoreSource},
		{"때문에", "때문", "because", CoreSource},
		{"수", "수", "can", CoreSource},
	})
	// 飮食 is found as 飲食, the form CC-CEDICT writes.
	checkGlosses(t, g, ko, "우리는 음식을 준비했다.", []wantGloss{
		{"음식을", "음식", "food", HanjaSource},
	})
}

func TestKoBasesAndOldSpelling(t *testing.T) {
	for word, want := range map[string][]string{
		"공항에서부터": {"공항에서", "공항"},
		"제임스입니다": {"제임스"},
		"도움없이":   {"도움"},
		"집에서부터":  {"집에서", "집"},
		"시야에":    {"시야"},
		"차이는":    {"차이"},
		"효과는":    {"효과"},
		"학교":     nil,
	} {
		if got := koBases(word); !slices.Equal(got, want) {
			t.Errorf("koBases(%s) = %v, want %v", word, got, want)
		}
	}
	if got := koOldSpelling("없읍니다"); got != "없습니다" {
		t.Errorf("koOldSpelling(없읍니다) = %s", got)
	}
	if got := koOldSpelling("먹읍시다"); got != "먹읍시다" {
		t.Errorf("koOldSpelling(먹읍시다) = %s, want it unchanged", got)
	}
}

func TestKoNames(t *testing.T) {
	for _, tt := range []struct {
		word, want string
	}{
		{"톰한테", "Tom"}, {"탐은", "Tom"}, {"메리에게", "Mary"}, {"제임스입니다", "James"},
		{"보스턴에", "Boston"}, {"김씨가", "Kim"}, {"켄씨와", "Ken"}, {"민수씨는", "Minsu"},
		{"마음씨가", ""}, {"학교에서", ""}, {"바다가", ""}, {"짐을", ""},
	} {
		bases := append([]string{tt.word}, koBases(tt.word)...)
		if got := koNameGloss(bases); got != tt.want {
			t.Errorf("koNameGloss(%s) = %q, want %q", tt.word, got, tt.want)
		}
	}
	if got := Romanise("영희"); got != "yeonghui" {
		t.Errorf("Romanise(영희) = %s", got)
	}
	if got := koPersonalName("김민수"); got != "Kim Minsu" {
		t.Errorf("koPersonalName(김민수) = %s", got)
	}
	if !koLooksLikeGivenName("영희") || koLooksLikeGivenName("코트") || koLooksLikeGivenName("민") {
		t.Error("koLooksLikeGivenName: 영희 is a name's shape, 코트 and 민 are not")
	}
}

// Names are glossed as names, not as look-alike words; nouns with two
// particles, X하다 verbs hunspell cannot parse, Sino-Korean words with an
// affix, the old spelling -읍니다 and pronoun forms reach their gloss.
func TestGlossKoreanNamesAndForms(t *testing.T) {
	g := newDictGlosser(t)
	ko := lang.Pair{Target: lang.Korean, Native: lang.English}
	gl := glossesOf(t, g, ko, "탐은 메리에게 영희는 보스턴에 갔다고 말했다.")
	for word, want := range map[string]string{"탐은": "Tom", "메리에게": "Mary", "영희는": "Yeonghui", "보스턴에": "Boston"} {
		if x := gl[word]; x.POS != "name" || len(x.Senses) == 0 || !strings.HasPrefix(x.Senses[0], want) {
			t.Errorf("%s = %+v, want the name %s", word, x, want)
		}
	}
	checkGlosses(t, g, ko, "공항에서부터 호텔까지는 멀다.", []wantGloss{
		{"공항에서부터", "공항", "airport", CoreSource},
	})
	checkGlosses(t, g, ko, "너 결혼한거 몰랐어. 그는 선물을 공개할꺼야.", []wantGloss{
		{"결혼한거", "결혼하다", "marry", CoreSource},
		{"공개할꺼야", "공개하다", "public", HanjaSource},
	})
	checkGlosses(t, g, ko, "버스 정류장과 여객선이 보인다.", []wantGloss{
		{"여객선이", "여객선", "ship", HanjaSource},
	})
	checkGlosses(t, g, ko, "나는 시간이 없읍니다. 내가 내 책을 샀다.", []wantGloss{
		{"없읍니다", "없다", "not", CoreSource},
		{"내가", "내가", "I", CoreSource},
		{"내", "내", "my", CoreSource},
	})
	if x := glossesOf(t, g, ko, "나는 책을 읽는 것을 좋아한다.")["것을"]; x.POS != "part" {
		t.Errorf("것을 = %+v, want the bound noun as grammar (part)", x)
	}
}
