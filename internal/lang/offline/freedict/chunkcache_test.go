package freedict

import (
	"bytes"
	"compress/gzip"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// TestDictzipCachedReads: reads through the chunk cache, in any order,
// repeated, across chunk boundaries and beyond the cache's size, give the
// bytes of the file inflated whole.
func TestDictzipCachedReads(t *testing.T) {
	path := filepath.Join(DefaultDir, "freedict-spa-eng.dict.dz")
	if _, err := os.Stat(path); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("dict-freedict-spa-eng is not installed (run scripts/setup)")
		}
		t.Skip("dict-freedict-spa-eng is not installed (run scripts/setup)")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := io.ReadAll(zr)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	dz, err := openDictzip(path)
	if err != nil {
		t.Fatal(err)
	}
	defer dz.Close()
	if int64(len(whole)) < 3*dz.chunkLen {
		t.Fatalf("file too small for the test: %d bytes", len(whole))
	}
	rng := rand.New(rand.NewPCG(26, 18))
	for i := 0; i < 2000; i++ {
		var off, n int64
		switch i % 4 {
		case 0: // across a chunk boundary
			c := 1 + rng.Int64N(int64(len(whole))/dz.chunkLen-1)
			off, n = c*dz.chunkLen-rng.Int64N(100)-1, 200
		case 1: // a whole chunk and more
			off, n = rng.Int64N(int64(len(whole))-2*dz.chunkLen), dz.chunkLen+rng.Int64N(dz.chunkLen)
		default:
			off, n = rng.Int64N(int64(len(whole))-500), 1+rng.Int64N(500)
		}
		got, err := dz.read(off, n)
		if err != nil {
			t.Fatalf("read %d+%d: %v", off, n, err)
		}
		if !bytes.Equal(got, whole[off:off+n]) {
			t.Fatalf("read %d+%d differs from the inflated file", off, n)
		}
		got[0] ^= 0xff // callers own what they get: the cache must not change
	}
}
