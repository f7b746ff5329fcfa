package offline_test

import (
	"context"
	"os"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
)

// Stories written for the coverage of the dictionaries added for issue 18
// (not the corpus the other tests read, so that the figure is not fitted).
var coverageStories = map[lang.Code][]string{
	lang.Chinese: {
		"今天下雨了。妈妈给我一把红色的伞。我走路去学校，路上看见一只小狗。小狗很冷，我把它带回家。妈妈说我们可以养它。",
		"我的哥哥喜欢做饭。每个星期六，他在厨房里做面条和饺子。我们一家人坐在桌子旁边一起吃饭，大家都很高兴。",
		"火车站里人很多。老人买了一张去上海的票。他在椅子上等火车，读一本旧书。火车来了，他慢慢地站起来。",
	},
}

// TestGlossCoverageNewDictionaries: the share of content words (nouns,
// verbs, adjectives, adverbs; not names or numbers) that get a gloss, for
// the pairs that had no dictionary before issue 18. zh→en reads CC-CEDICT;
// ru→en and ko→en are reported (still no dictionary).
func TestGlossCoverageNewDictionaries(t *testing.T) {
	if !cedict.New().Available() {
		if os.Getenv("CI") == "true" {
			t.Fatal("CC-CEDICT is not installed (run scripts/setup)")
		}
		t.Skip("CC-CEDICT is not installed (run scripts/setup)")
	}
	f := newFixture(t)
	ctx := context.Background()
	for _, l := range []lang.Code{lang.Chinese, lang.Russian, lang.Korean} {
		p := lang.Pair{Target: l, Native: lang.English}
		if f.eng.Provider(lang.CapGloss, p) == "" {
			t.Logf("%s: no dictionary, no glosses", p)
			if l == lang.Chinese {
				t.Errorf("%s: no glosser although CC-CEDICT is installed", p)
			}
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
						if g.Source != cedict.Source {
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
		if content == 0 || cov < 80 {
			t.Errorf("%s: %.0f%% of %d content words glossed, want ≥ 80%%", p, cov, content)
		}
	}
}
