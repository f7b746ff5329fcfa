package cedict

import "testing"

// BenchmarkLoad: reading the whole dictionary (once per process).
func BenchmarkLoad(b *testing.B) {
	d := New()
	if !d.Available() {
		b.Skip("CC-CEDICT is not installed")
	}
	for range b.N {
		if _, err := Open(d.Path()).Len(); err != nil {
			b.Fatal(err)
		}
	}
}
