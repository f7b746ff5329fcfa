package offline_test

import (
	"context"
	"os"
	"slices"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
	"github.com/storyglot/storyglot/internal/lang/offline/gloss"
	"github.com/storyglot/storyglot/internal/lang/offline/hanja"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// Stories written for the coverage of the dictionaries added by decision 0019
// (not the corpus the other tests read, so that the figure is not fitted).
var coverageStories = map[lang.Code][]string{
	lang.Chinese: {
		"今天下雨了。妈妈给我一把红色的伞。我走路去学校，路上看见一只小狗。小狗很冷，我把它带回家。妈妈说我们可以养它。",
		"我的哥哥喜欢做饭。每个星期六，他在厨房里做面条和饺子。我们一家人坐在桌子旁边一起吃饭，大家都很高兴。",
		"火车站里人很多。老人买了一张去上海的票。他在椅子上等火车，读一本旧书。火车来了，他慢慢地站起来。",
	},
	lang.Russian: {
		"Вчера вечером Анна вернулась домой поздно. На улице шёл сильный дождь, и её зонт сломался. Мама приготовила горячий чай и спросила, почему она так устала. Анна рассказала, что весь день работала в библиотеке и писала длинный доклад.",
		"Мой дедушка живёт в маленькой деревне у реки. Летом мы ездим к нему на поезде. Он показывает нам старый сад, где растут яблоки и груши. По утрам мы ловим рыбу, а вечером сидим у костра и слушаем его истории о войне и о молодости.",
		"В нашем городе открылся новый музей. В субботу учительница повела туда весь класс. Дети смотрели на картины известных художников и задавали много вопросов. Больше всего им понравилась огромная карта мира на стене.",
	},
	lang.Korean: {
		"어제 저녁에 비가 많이 왔어요. 지수는 우산이 없어서 버스 정류장에서 오래 기다렸어요. 집에 도착했을 때 옷이 다 젖었어요. 어머니가 따뜻한 차를 만들어 주셨어요.",
		"우리 할아버지는 바닷가 작은 마을에 사세요. 여름 방학에 가족이 함께 기차를 타고 할아버지 댁에 갔습니다. 아침마다 우리는 해변을 산책하고 조개를 주웠습니다. 저녁에는 마당에서 맛있는 생선을 구워 먹었습니다.",
		"새 도서관이 학교 옆에 문을 열었다. 토요일에 선생님이 학생들을 데리고 도서관을 구경했다. 아이들은 재미있는 책을 빌리고 조용히 읽었다. 민호는 우주에 관한 두꺼운 책을 골랐다.",
		"내 동생은 요즘 기타를 배우고 있어요. 매일 저녁 방에서 연습하지만 아직 잘 치지 못해요. 어제는 손가락이 아파서 연습을 하지 않았어요. 그래도 다음 달 학교 축제에서 노래를 부르고 싶대요.",
		"아침에 일어나니 창밖에 눈이 쌓여 있었다. 나는 따뜻한 옷을 입고 공원으로 나갔다. 아이들이 눈사람을 만들고 있었고 개들은 신나게 뛰어다녔다. 집에 돌아와서 엄마가 끓여 주신 라면을 먹었다.",
	},
	lang.Japanese: {
		"朝、窓を開けると、庭に小さな鳥がいた。鳥は木の枝で歌っていた。私はコーヒーを飲みながら、しばらくその声を聞いていた。",
		"兄は駅の近くの本屋で働いています。毎週土曜日、新しい本が届くので、とても忙しいそうです。昨日は子供たちに絵本を読んであげました。",
		"夏休みに家族で海へ行った。妹は砂で大きな城を作り、父は魚を釣ろうとしたが、一匹も釣れなかった。夜は皆で花火を見て、遅くまで話していた。",
	},
	lang.Arabic: {
		"ذهبت سارة إلى السوق صباح يوم الجمعة. اشترت خبزا وجبنا وبرتقالا، ثم عادت إلى البيت بسرعة لأن السماء كانت تمطر. ساعدتها أمها في تحضير الفطور.",
		"يعمل أخي في مستشفى كبير في المدينة. يستيقظ كل يوم في الساعة السادسة ويركب الحافلة إلى عمله. يحب مساعدة المرضى، لكنه يشعر بالتعب في المساء.",
		"في الصيف سافرنا إلى قرية جدي في الجبال. كانت الأشجار خضراء والهواء باردا. لعب الأطفال قرب النهر، وجلس الكبار تحت شجرة قديمة يشربون الشاي ويتحدثون.",
	},
}

// coverageSources are the gloss sources each language's words may come from.
var coverageSources = map[lang.Code][]string{
	lang.Russian:  {mueller.Source, gloss.CoreSource},
	lang.Korean:   {gloss.HanjaSource, gloss.CoreSource},
	lang.Chinese:  {cedict.Source, gloss.CoreSource},
	lang.Japanese: {"freedict:jpn-eng", gloss.CoreSource},
	lang.Arabic:   {"freedict:ara-eng", gloss.CoreSource},
}

// TestGlossCoverageNewDictionaries: the share of content words (nouns,
// verbs, adjectives, adverbs; not names or numbers) that get a gloss, for
// the pairs that had no dictionary before decision 0019 and for ja→en and
// ar→en. Korean, Japanese, Chinese and Arabic must reach 90 %: the stories
// are ordinary prose, written for this test, not taken from an evaluation
// set.
func TestGlossCoverageNewDictionaries(t *testing.T) {
	if !cedict.New().Available() || !mueller.New("").Available() || !hanja.New("").Available() {
		if os.Getenv("CI") == "true" {
			t.Fatal("CC-CEDICT, mueller7-dict or libhangul-data is not installed (run scripts/setup)")
		}
		t.Skip("CC-CEDICT, mueller7-dict or libhangul-data is not installed (run scripts/setup)")
	}
	f := newFixture(t)
	ctx := context.Background()
	for _, l := range []lang.Code{lang.Chinese, lang.Russian, lang.Korean, lang.Japanese, lang.Arabic} {
		p := lang.Pair{Target: l, Native: lang.English}
		if f.eng.Provider(lang.CapGloss, p) == "" {
			t.Errorf("%s: no glosser although its dictionaries are installed", p)
			continue
		}
		content, glossed := 0, 0
		for _, story := range coverageStories[l] {
			for _, s := range lang.SplitSentences(l, story) {
				gl, err := f.eng.Gloss(ctx, p, s.Text)
				if err != nil {
					t.Fatalf("%s %q: %v", p, s.Text, err)
				}
				for _, g := range gl {
					if !isContent(g) {
						continue
					}
					content++
					if len(g.Senses) > 0 {
						glossed++
						if os.Getenv("SHOW_GLOSSES") != "" {
							t.Logf("%s: %s → %s %q (%s)", p, g.Word, g.Lemma, g.Senses, g.Source)
						}
						if !slices.Contains(coverageSources[l], g.Source) {
							t.Errorf("%s %q: source %q", p, g.Word, g.Source)
						}
					} else {
						t.Logf("%s: no gloss for %q [%s]", p, g.Word, g.POS)
					}
				}
			}
		}
		cov := 100 * float64(glossed) / float64(max(content, 1))
		t.Logf("%s: %d/%d content words glossed (%.0f%%)", p, glossed, content, cov)
		want := 90.0
		if l == lang.Russian {
			want = 80 // not this test's work: Müller reversed, no Russian list of senses
		}
		if content == 0 || cov < want {
			t.Errorf("%s: %.0f%% of %d content words glossed, want ≥ %.0f%%", p, cov, content, want)
		}
	}
}
