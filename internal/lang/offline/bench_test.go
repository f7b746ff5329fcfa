package offline_test

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
)

// benchStory is a 300-character Spanish story.
const benchStory = `María entra en un café pequeño del centro. Pide un té con leche porque hace frío. —¿Algo más? —pregunta el camarero. —No, gracias —responde ella. El Sr. López, su vecino, llega a las 9.30 y se sienta a su lado. Hablan de la lluvia, del trabajo y de sus perros. Después pagan 3,50 euros y salen juntos.`

func checkBenchStory(b *testing.B) {
	if n := utf8.RuneCountInString(benchStory); n < 290 || n > 310 {
		b.Fatalf("bench story has %d characters, want about 300", n)
	}
}

// BenchmarkLessonSpanishWarm: the whole lesson content (sentences,
// translations, IPA, MP3 audio, hints, title) of a 300-character Spanish
// story for an English speaker, providers warm (pipelines started), audio
// synthesised every time (the store keeps nothing).
func BenchmarkLessonSpanishWarm(b *testing.B) {
	requireTools(b)
	checkBenchStory(b)
	off := offline.New(offline.Config{})
	defer off.Close()
	eng := lang.NewEngine(lang.EngineConfig{Providers: off.Providers(), Store: blob.Discard{}})
	ctx := context.Background()
	if _, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: lang.Spanish, Native: lang.English, Text: benchStory}); err != nil {
		b.Fatal(err)
	}
	start := cpuTime()
	for b.Loop() {
		lc, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: lang.Spanish, Native: lang.English, Text: benchStory})
		if err != nil {
			b.Fatal(err)
		}
		if len(lc.Cards) != 7 || lc.Cards[0].Audio == nil || lc.Cards[0].Translation == nil {
			b.Fatalf("incomplete lesson: %+v", lc.Cards[0])
		}
	}
	reportCPU(b, start)
}

// BenchmarkLessonSpanishCold: the same from nothing started: Apertium
// pipelines and dictionaries start inside the measured time.
func BenchmarkLessonSpanishCold(b *testing.B) {
	requireTools(b)
	checkBenchStory(b)
	ctx := context.Background()
	for b.Loop() {
		off := offline.New(offline.Config{})
		eng := lang.NewEngine(lang.EngineConfig{Providers: off.Providers(), Store: blob.Discard{}})
		if _, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: lang.Spanish, Native: lang.English, Text: benchStory}); err != nil {
			b.Fatal(err)
		}
		if err := off.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// storyOf300 joins corpus stories of l, sentence by sentence, up to about
// 300 characters.
func storyOf300(b testing.TB, l lang.Code) string {
	var out []string
	n := 0
	for _, story := range corpus(b)[l] {
		for _, s := range lang.SplitSentences(l, story) {
			k := utf8.RuneCountInString(s.Text)
			if n+k > 310 {
				return strings.Join(out, " ")
			}
			out = append(out, s.Text)
			n += k + 1
		}
	}
	return strings.Join(out, " ")
}

// BenchmarkLessonWarm: a lesson of a story of about 300 characters in every
// learning language (native English; Spanish for English), providers warm.
// The figure to keep is ≤ 1 s per lesson (decision 0026).
func BenchmarkLessonWarm(b *testing.B) {
	requireTools(b)
	off := offline.New(offline.Config{})
	defer off.Close()
	eng := lang.NewEngine(lang.EngineConfig{Providers: off.Providers(), Store: blob.Discard{}})
	ctx := context.Background()
	for _, l := range lang.Codes() {
		native := lang.English
		if l == lang.English {
			native = lang.Spanish
		}
		story := storyOf300(b, l)
		b.Run(string(l), func(b *testing.B) {
			if _, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: l, Native: native, Text: story}); err != nil {
				b.Fatal(err)
			}
			start := cpuTime()
			for b.Loop() {
				lc, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: l, Native: native, Text: story})
				if err != nil {
					b.Fatal(err)
				}
				if len(lc.Cards) == 0 || lc.Cards[0].Audio == nil {
					b.Fatalf("%s: incomplete lesson: %+v", l, lc.Cards)
				}
			}
			reportCPU(b, start)
		})
	}
}
