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
// not reach it), and no internal error is logged. So does a guest's and a
// signed-in user's, the user's under their account: who sent it is read
// after the browser has gone too (a guest's was a 500, "request abandoned by
// the client", seen in the e2e server's log, 2026-11-30).
func TestBeaconsOutliveTheirConnection(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		base, _ := url.Parse(s.URL)
		guest := newBrowser(t, s.URL)
		guest.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		user := signedIn(t, s, "beacon@example.com")
		var userID string
		if err := s.App.Store.QueryRow(context.Background(), "SELECT id FROM users WHERE email = ?", "beacon@example.com").Scan(&userID); err != nil {
			t.Fatal(err)
		}
		senders := []struct {
			name    string
			cookies []*http.Cookie
			userID  string // the row's user_id, "" for none
		}{
			{"a visitor's", nil, ""},
			{"a guest's", guest.c.Jar.Cookies(base), ""},
			{"a user's", user.c.Jar.Cookies(base), userID},
		}
		if len(senders[1].cookies) == 0 || len(senders[2].cookies) == 0 {
			t.Fatal("no cookies after starting a guest session and signing in")
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
			for _, who := range senders {
				t.Run(tt.path+" "+who.name, func(t *testing.T) {
					before := count(t, s, tt.table)
					gone, cancel := context.WithCancel(context.Background())
					cancel() // the browser has gone before the server starts
					req := httptest.NewRequestWithContext(gone, "POST", tt.path, strings.NewReader(tt.body))
					req.Header.Set("Content-Type", "application/json")
					for _, c := range who.cookies {
						req.AddCookie(c)
					}
					rec := httptest.NewRecorder()
					s.App.HTTP.ServeHTTP(rec, req)
					if rec.Code != tt.status {
						t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
					}
					if after := count(t, s, tt.table); after != before+1 {
						t.Errorf("%s rows: %d before, %d after; want one more", tt.table, before, after)
					}
					var got *string
					if err := s.App.Store.QueryRow(context.Background(), "SELECT user_id FROM "+tt.table+" ORDER BY id DESC LIMIT 1").Scan(&got); err != nil {
						t.Fatal(err)
					}
					if (got == nil) != (who.userID == "") || (got != nil && *got != who.userID) {
						t.Errorf("the row's user_id = %v, want %q", got, who.userID)
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
