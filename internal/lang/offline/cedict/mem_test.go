package cedict

import (
	"runtime"
	"testing"
)

// TestHeapOfTheLoadedDictionary: what CC-CEDICT keeps in memory once read
// (the lesson's peak-RSS budget of decision 0026 includes it).
func TestHeapOfTheLoadedDictionary(t *testing.T) {
	d := dict(t)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if _, err := d.Len(); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	mb := float64(after.HeapAlloc-before.HeapAlloc) / (1 << 20)
	t.Logf("CC-CEDICT in memory: %.1f MB", mb)
	if mb > 16 {
		t.Errorf("CC-CEDICT holds %.1f MB, want ≤ 16", mb)
	}
	runtime.KeepAlive(d)
}
