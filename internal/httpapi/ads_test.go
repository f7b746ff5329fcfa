package httpapi_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

func TestAdsAnalyticsAndProfileFlags(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		b := newBrowser(t, s.URL)
		if ad := expect[currentAd](b, 200, "GET", "/api/v1/ads/current", nil); ad.VideoURL != "/ads/default-ad.mp4" || !ad.Default {
			t.Errorf("no ad = %+v", ad)
		}
		now := time.Now().UTC()
		for _, row := range []struct {
			url    string
			active bool
			order  int
		}{{"/files/late.mp4", true, 5}, {"/files/off.mp4", false, 0}, {"/files/first.mp4", true, 1}} {
			if _, err := s.App.Store.Exec(ctx, "INSERT INTO ads (video_url, is_active, display_order, link_url, link_label, created_at) VALUES (?, ?, ?, ?, ?, ?)",
				row.url, row.active, row.order, "https://example.com/comedy", "BOOK NOW", now); err != nil {
				t.Fatal(err)
			}
		}
		// Active ads are chosen by weight (product §17); the inactive one never plays.
		for range 10 {
			if ad := expect[currentAd](b, 200, "GET", "/api/v1/ads/current", nil); (ad.VideoURL != "/files/first.mp4" && ad.VideoURL != "/files/late.mp4") ||
				ad.LinkLabel != "BOOK NOW" || ad.Default {
				t.Errorf("active ad = %+v", ad)
			}
		}

		// Event bodies stay maps: metadata is free-form JSON.
		b.want(204, "POST", "/api/v1/analytics/events", map[string]any{"eventName": "ad_closed", "utm": map[string]string{"source": "newsletter"},
			"metadata": map[string]any{"secondsLeft": 12}})
		b.want(400, "POST", "/api/v1/analytics/events", map[string]any{"eventName": "Bad Name!"})
		if n, err := s.App.Telemetry.CountEvents(ctx, "ad_closed"); err != nil || n != 1 {
			t.Errorf("ad_closed events = %d (err %v)", n, err)
		}

		// Only a signed-in user has a profile flag to change.
		b.want(401, "PATCH", "/api/v1/me", struct {
			GenieArrowDismissed bool `json:"genieArrowDismissed"`
		}{true})
	})
}
