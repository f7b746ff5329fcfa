// Package heapbench measures what a loader keeps on the heap, for the load
// benchmarks of the offline dictionaries (ja, zh): one way to count for all.
package heapbench

import (
	"runtime"
	"testing"
)

// Live runs load b.N times and reports, as live-MB, the heap that is still
// in use after a collection while the last result is kept alive.
func Live[T any](b *testing.B, load func() (T, error)) {
	b.Helper()
	var keep T
	before := live()
	for b.Loop() {
		var err error
		if keep, err = load(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(live()-before)/(1<<20), "live-MB")
	runtime.KeepAlive(keep)
}

// live is the heap in use after a full collection.
func live() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
