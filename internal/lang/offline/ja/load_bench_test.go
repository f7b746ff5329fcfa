package ja

import (
	"runtime"
	"testing"

	"github.com/ikawaha/kagome-dict/dict"
	"github.com/ikawaha/kagome-dict/ipa"
)

// BenchmarkLoad: the IPA dictionary without its contents plus the compact
// table, against kagome's full loading, and the heap each keeps (live-MB).
//
//	go test -run '^$' -bench BenchmarkLoad -benchtime 3x -cpu 1 ./internal/lang/offline/ja/
func BenchmarkLoad(b *testing.B) {
	live := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	b.Run("compact", func(b *testing.B) {
		var d *dict.Dict
		var c *contents
		before := live()
		for b.Loop() {
			var err error
			if d, c, err = loadIPA(); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(live()-before)/(1<<20), "live-MB")
		runtime.KeepAlive(d)
		runtime.KeepAlive(c)
	})
	b.Run("kagome", func(b *testing.B) {
		var d *dict.Dict
		before := live()
		for b.Loop() {
			d = ipa.Dict() // loads once per process, like the provider did
		}
		b.ReportMetric(float64(live()-before)/(1<<20), "live-MB")
		runtime.KeepAlive(d)
	})
}
