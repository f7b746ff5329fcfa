package httpapi_test

import (
	"net/http"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/store"
)

// The privacy policy lists every cookie the server sets, with how long it
// lasts, from the server's own table (decision 0038): a journey through guest
// mode, sign-up, sign-in and sign-out sets only cookies /meta names.
func TestMetaListsEveryCookieTheServerSets(t *testing.T) {
	s := apptest.Start(t, store.SQLite, apptest.Options{})
	b := newBrowser(t, s.URL)
	m := expect[struct {
		Cookies []struct {
			Name    string `json:"name"`
			Purpose string `json:"purpose"`
			Seconds int    `json:"seconds"`
		} `json:"cookies"`
	}](b, 200, "GET", "/api/v1/meta", nil)
	listed := map[string]int{}
	for _, c := range m.Cookies {
		listed[c.Name] = c.Seconds
	}
	const day = 24 * 60 * 60
	for name, seconds := range map[string]int{"sg_session": 30 * day, "sg_guest": 30 * day, "sg_device": 365 * day, "sg_oauth": 600} {
		if listed[name] != seconds {
			t.Errorf("meta says %s lasts %d s, want %d", name, listed[name], seconds)
		}
	}

	set := map[string]bool{}
	note := func(r response) {
		for _, line := range r.Header.Values("Set-Cookie") {
			if c, err := http.ParseSetCookie(line); err == nil {
				set[c.Name] = true
			}
		}
	}
	note(b.send("POST", "/api/v1/guest-sessions", emailBody{Email: "pia@example.com"}))
	b.want(201, "POST", "/api/v1/auth/register", credentials{Email: "pia@example.com", Password: "Secret-Pass1"})
	b.send("GET", mailLink(t, s, "pia@example.com", "confirm_email"), nil)
	note(b.send("POST", "/api/v1/auth/login", credentials{Email: "pia@example.com", Password: "Secret-Pass1"}))
	note(b.send("POST", "/api/v1/auth/logout", nil))
	if len(set) < 3 {
		t.Fatalf("the journey set only %v", set)
	}
	for name := range set {
		if _, ok := listed[name]; !ok {
			t.Errorf("the server set cookie %s, which the privacy policy does not list", name)
		}
	}
}
