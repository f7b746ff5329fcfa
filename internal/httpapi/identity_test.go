package httpapi_test

import (
	"context"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// TestUnreadableSessionIsAnErrorNotAVisitor (decision 0028): when the
// sessions cannot be read (here their tables are gone), a request with a
// session or guest cookie is answered 500 problem+json, not served as a
// visitor's (a public page would otherwise show a signed-in learner as
// signed out, and a guest route would ask them to start over).
func TestUnreadableSessionIsAnErrorNotAVisitor(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		guest := guestCookie(t, s.URL)
		// Before: a guest is recognised, a visitor is a visitor.
		if r := do(t, "GET", s.URL+"/api/v1/me", "", "Cookie", guest); r.Status != 200 || decode[me](t, r).Mode != "guest" {
			t.Fatalf("guest me: %d %s", r.Status, r.Body)
		}
		for _, table := range []string{"sessions", "guest_sessions"} {
			if _, err := s.App.Store.Exec(ctx, "ALTER TABLE "+table+" RENAME TO "+table+"_gone"); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []struct{ name, cookie, path string }{
			{"session on a public route", "sg_session=some-session-token", "/api/v1/me"},
			{"guest on a public route", guest, "/api/v1/me"},
			{"guest on a guest route", guest, "/api/v1/study/random"},
			{"session on the lesson events", "sg_session=some-session-token", "/api/v1/stories/x/events"},
		} {
			t.Run(c.name, func(t *testing.T) {
				wantProblemResponse(t, do(t, "GET", s.URL+c.path, "", "Cookie", c.cookie), 500, "internal")
			})
		}
		// Without a cookie nothing needs reading: a visitor.
		if r := do(t, "GET", s.URL+"/api/v1/me", ""); r.Status != 200 || decode[me](t, r).Mode != "visitor" {
			t.Errorf("visitor me: %d %s", r.Status, r.Body)
		}
	})
}
