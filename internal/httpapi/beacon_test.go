package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// A beacon sent as a page closes can lose its connection before the server
// has written it: the write still happens (the request's cancellation does
// not reach it), and no internal error is logged. So does a guest's: who
// sent it is read after the browser has gone too (it was a 500, "request
// abandoned by the client", seen in the e2e server's log, 2026-11-30).
func TestBeaconsOutliveTheirConnection(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		base, _ := url.Parse(s.URL)
		var guestCookie *http.Cookie
		for _, c := range b.c.Jar.Cookies(base) {
			if c.Name == "sg_guest" {
				guestCookie = c
			}
		}
		if guestCookie == nil {
			t.Fatal("no guest cookie after starting a guest session")
		}
		for _, tt := range []struct {
			path, body, table string
			status            int
		}{
			{"/api/v1/analytics/batch", `{"sessionId":"beacon-1","pageViews":[{"path":"/about","firstVisit":true}],
				"events":[{"name":"lesson_completed"}]}`, "analytics_events", 204},
			{"/api/v1/analytics/events", `{"eventName":"ad_impression","sessionId":"beacon-2"}`, "analytics_events", 204},
			{"/api/v1/error-logs", `{"errorType":"javascript_error","errorCategory":"frontend","severity":"low",
				"errorMessage":"thrown as the page closed"}`, "error_logs", 201},
		} {
			for _, who := range []*http.Cookie{nil, guestCookie} {
				name := tt.path + " a visitor's"
				if who != nil {
					name = tt.path + " a guest's"
				}
				t.Run(name, func(t *testing.T) {
					before := count(t, s, tt.table)
					gone, cancel := context.WithCancel(context.Background())
					cancel() // the browser has gone before the server starts
					req := httptest.NewRequestWithContext(gone, "POST", tt.path, strings.NewReader(tt.body))
					req.Header.Set("Content-Type", "application/json")
					if who != nil {
						req.AddCookie(who)
					}
					rec := httptest.NewRecorder()
					s.App.HTTP.ServeHTTP(rec, req)
					if rec.Code != tt.status {
						t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
					}
					if after := count(t, s, tt.table); after != before+1 {
						t.Errorf("%s rows: %d before, %d after; want one more", tt.table, before, after)
					}
				})
			}
		}
	})
}

func count(t *testing.T, s *apptest.Server, table string) int {
	t.Helper()
	var n int
	if err := s.App.Store.QueryRow(context.Background(), "SELECT COUNT(*) FROM "+table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
