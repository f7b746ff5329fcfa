package domain_test

import (
	"testing"

	"github.com/storyglot/storyglot/internal/domain"
)

func TestStoryTimeouts(t *testing.T) {
	tests := []struct {
		n          int
		soft, hard int
	}{
		{13, 300, 780}, {249, 300, 780}, {250, 480, 1320}, {500, 480, 1320},
		{501, 780, 2400}, {1000, 780, 2400}, {1001, 1320, 5400},
	}
	for _, tt := range tests {
		if got := domain.StoryTimeouts(tt.n); got.Soft != tt.soft || got.Hard != tt.hard {
			t.Errorf("StoryTimeouts(%d) = %+v, want %d/%d", tt.n, got, tt.soft, tt.hard)
		}
	}
}

func TestUsableImageURL(t *testing.T) {
	for u, want := range map[string]bool{
		"": false, "https://x/storage/v1/object/": false, "https://x/a.mp3": false,
		"/api/v1/files/image/ab.png": true, "https://x/a.mp3.png": true,
	} {
		if got := domain.UsableImageURL(u); got != want {
			t.Errorf("UsableImageURL(%q) = %v, want %v", u, got, want)
		}
	}
}
