package telemetry

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// The daily job deletes page views, visits and product events past the
// configured retention and keeps the newer ones, on both databases.
func TestAnalyticsRetention(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s := New(st, slog.New(slog.DiscardHandler))
		if s.AnalyticsRetentionDays() != DefaultAnalyticsRetentionDays {
			t.Fatalf("default retention = %d days", s.AnalyticsRetentionDays())
		}
		s.SetAnalyticsRetention(40 * 24 * time.Hour)
		s.SetAnalyticsRetention(time.Hour) // below a day: ignored
		if s.AnalyticsRetentionDays() != 40 {
			t.Fatalf("retention = %d days, want 40", s.AnalyticsRetentionDays())
		}
		clock := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
		s.now = func() time.Time { return clock }
		batch := func(id string) Batch {
			return Batch{SessionID: id, FirstUTM: map[string]string{"source": "newsletter"},
				PageViews: []PageView{{Path: "/", FirstVisit: true}, {Path: "/about"}},
				Visits:    []Visit{{Duration: 10 * time.Second, PageViews: 2}},
				Events:    []AnalyticsEvent{{Name: "guest_started"}}}
		}
		if err := s.Ingest(ctx, batch("old-browser")); err != nil {
			t.Fatal(err)
		}
		clock = clock.Add(30 * 24 * time.Hour)
		if err := s.Ingest(ctx, batch("new-browser")); err != nil {
			t.Fatal(err)
		}
		clock = clock.Add(11 * 24 * time.Hour) // the first batch is 41 days old, the second 11

		if err := (&PruneWorker{Service: s}).Work(ctx, nil); err != nil {
			t.Fatal(err)
		}
		for _, at := range analyticsTables {
			table := at.name
			var total, old int
			if err := st.QueryRow(ctx, "SELECT COUNT(*), COALESCE(SUM(CASE WHEN session_id = 'old-browser' THEN 1 ELSE 0 END), 0) FROM "+table).
				Scan(&total, &old); err != nil {
				t.Fatal(err)
			}
			want := map[string]int{"page_views": 2, "visits": 1, "analytics_events": 1}[table]
			if total != want || old != 0 {
				t.Errorf("%s: %d rows (%d of the old browser), want %d of the new one only", table, total, old, want)
			}
		}
		// Nothing more is old enough: a second run deletes nothing.
		if n, err := s.PruneAnalytics(ctx, clock.Add(-40*24*time.Hour)); err != nil || n != 0 {
			t.Errorf("second prune deleted %d (err %v)", n, err)
		}
	})
}
