package zh

import (
	"runtime"
	"testing"

	"github.com/go-ego/gse"
)

// BenchmarkLoad: reading gse's Chinese dictionary into the compact table
// against gse's own loader, and the heap each keeps (live-MB).
//
//	go test -run '^$' -bench BenchmarkLoad -benchtime 3x -cpu 1 ./internal/lang/offline/zh/
func BenchmarkLoad(b *testing.B) {
	live := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	b.Run("compact", func(b *testing.B) {
		var keep *dict
		before := live()
		for b.Loop() {
			keep = newDict(gseZhS, gseZhT)
		}
		b.ReportMetric(float64(live()-before)/(1<<20), "live-MB")
		runtime.KeepAlive(keep)
	})
	b.Run("gse", func(b *testing.B) {
		var keep gse.Segmenter
		before := live()
		for b.Loop() {
			var err error
			if keep, err = gse.NewEmbed("zh"); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(live()-before)/(1<<20), "live-MB")
		runtime.KeepAlive(keep)
	})
}
