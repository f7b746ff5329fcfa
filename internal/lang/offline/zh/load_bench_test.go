package zh

import (
	"testing"

	"github.com/go-ego/gse"

	"github.com/storyglot/storyglot/internal/lang/offline/heapbench"
)

// BenchmarkLoad: reading gse's Chinese dictionary into the compact table
// against gse's own loader, and the heap each keeps (live-MB).
//
//	go test -run '^$' -bench BenchmarkLoad -benchtime 3x -cpu 1 ./internal/lang/offline/zh/
func BenchmarkLoad(b *testing.B) {
	b.Run("compact", func(b *testing.B) {
		heapbench.Live(b, func() (*dict, error) { return newDict(gseZhS, gseZhT), nil })
	})
	b.Run("gse", func(b *testing.B) {
		heapbench.Live(b, func() (gse.Segmenter, error) { return gse.NewEmbed("zh") })
	})
}
