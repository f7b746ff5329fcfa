package media_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/storyglot/storyglot/internal/media"
)

func TestSniffVideo(t *testing.T) {
	for _, c := range []struct {
		name string
		head []byte
		want string
	}{
		{"mp4", []byte("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00"), "video/mp4"},
		{"mov", []byte("\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00"), "video/quicktime"},
		{"old mov", []byte("\x00\x00\x00\x08wide\x00\x00"), "video/quicktime"},
		{"webm", append([]byte{0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84}, "webm"...), "video/webm"},
		{"matroska", append([]byte{0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88}, "matroska"...), ""},
		{"png named .mp4", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), ""},
		{"text", []byte("hello, this is not a video"), ""},
		{"empty", nil, ""},
	} {
		v, ok := media.SniffVideo(c.head)
		if ok != (c.want != "") || v.ContentType != c.want {
			t.Errorf("%s: %v %v, want %q", c.name, v, ok, c.want)
		}
	}
}

func TestCostIsMBRoundedUp(t *testing.T) {
	for size, want := range map[int64]int{1: 1, 1 << 20: 1, 1<<20 + 1: 2, 5 << 20: 5, 5<<20 + 7: 6} {
		if got := media.Cost(size); got != want {
			t.Errorf("Cost(%d) = %d, want %d", size, got, want)
		}
	}
}

// TestChooseByWeight draws 100 000 times with a fixed seed: each ad comes up
// in proportion to its weight (within 1 percentage point); weight 0 never.
func TestChooseByWeight(t *testing.T) {
	ads := []media.Ad{{ID: 1, Weight: 1}, {ID: 2, Weight: 3}, {ID: 3, Weight: 6}, {ID: 4, Weight: 0}}
	r := rand.New(rand.NewPCG(16, 2026))
	counts := map[int64]int{}
	const n = 100_000
	for range n {
		a, ok := media.Choose(ads, r)
		if !ok {
			t.Fatal("no ad chosen")
		}
		counts[a.ID]++
	}
	for id, want := range map[int64]float64{1: 0.1, 2: 0.3, 3: 0.6, 4: 0} {
		if got := float64(counts[id]) / n; math.Abs(got-want) > 0.01 {
			t.Errorf("ad %d chosen %.3f of the time, want %.2f", id, got, want)
		}
	}
	if _, ok := media.Choose(nil, r); ok {
		t.Error("chose from no ads")
	}
	if _, ok := media.Choose([]media.Ad{{ID: 9, Weight: 0}}, r); ok {
		t.Error("chose an ad of weight 0")
	}
}
