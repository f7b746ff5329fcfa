package offline_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
)

// BenchmarkLessonHeap: the heap one engine keeps once it has made a lesson
// in every learning language (all dictionaries and segmenters loaded), as
// live-MB after a collection; heap-sys-MB is the heap memory the runtime
// holds from the system at that point (decisions 0026 and 0030: ≤ 400 MB
// peak RSS with the CJK dictionaries). Run with -benchtime 1x.
func BenchmarkLessonHeap(b *testing.B) {
	requireTools(b)
	ctx := context.Background()
	var live, peak uint64
	for b.Loop() {
		off := offline.New(offline.Config{})
		eng := lang.NewEngine(lang.EngineConfig{Providers: off.Providers(), Store: blob.Discard{}})
		for _, l := range lang.Codes() {
			native := lang.English
			if l == lang.English {
				native = lang.Spanish
			}
			if _, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: l, Native: native, Text: storyOf300(b, l)}); err != nil {
				b.Fatal(err)
			}
		}
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		live, peak = max(live, ms.HeapAlloc), max(peak, ms.HeapSys-ms.HeapReleased)
		runtime.KeepAlive(eng)
		if err := off.Close(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(live)/(1<<20), "live-MB")
	b.ReportMetric(float64(peak)/(1<<20), "heap-sys-MB")
}
