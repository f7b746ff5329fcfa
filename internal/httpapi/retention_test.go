package httpapi_test

import (
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
)

// The privacy policy reads how long analytics are kept from /api/v1/meta,
// which tells the figure the retention job uses (the settings).
func TestMetaTellsTheRetention(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{Configure: func(c *config.Config) { c.AnalyticsRetentionDays = 60 }},
		func(t *testing.T, s *apptest.Server) {
			if got := s.App.Telemetry.AnalyticsRetentionDays(); got != 60 {
				t.Errorf("the job keeps %d days, want 60", got)
			}
			r := do(t, "GET", s.URL+"/api/v1/meta", "")
			ret := decode[meta](t, r).Retention
			if ret.AnalyticsDays != 60 || ret.ErrorLogDays != 90 {
				t.Errorf("meta retention = %+v", ret)
			}
		})
}
