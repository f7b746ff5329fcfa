package ja

import (
	"testing"

	"github.com/ikawaha/kagome-dict/dict"
	"github.com/ikawaha/kagome-dict/ipa"

	"github.com/storyglot/storyglot/internal/lang/offline/heapbench"
)

// BenchmarkLoad: the IPA dictionary without its contents plus the compact
// table, against kagome's full loading, and the heap each keeps (live-MB).
//
//	go test -run '^$' -bench BenchmarkLoad -benchtime 3x -cpu 1 ./internal/lang/offline/ja/
func BenchmarkLoad(b *testing.B) {
	type compact struct {
		d *dict.Dict
		c *contents
	}
	b.Run("compact", func(b *testing.B) {
		heapbench.Live(b, func() (compact, error) {
			d, c, err := loadIPA()
			return compact{d, c}, err
		})
	})
	b.Run("kagome", func(b *testing.B) {
		// ipa.Dict loads once per process, like the provider did.
		heapbench.Live(b, func() (*dict.Dict, error) { return ipa.Dict(), nil })
	})
}
