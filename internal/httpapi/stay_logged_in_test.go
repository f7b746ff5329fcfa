package httpapi_test

import (
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// stayCredentials is a sign-in or sign-up with the 'Stay logged in' box.
type stayCredentials struct {
	Email        string `json:"email"`
	Password     string `json:"password"`
	StayLoggedIn bool   `json:"stayLoggedIn"`
}

// sessionCookieLine is the Set-Cookie line of sg_session in a response.
func sessionCookieLine(t *testing.T, r response) string {
	t.Helper()
	for _, line := range r.Header.Values("Set-Cookie") {
		if strings.HasPrefix(line, "sg_session=") {
			return line
		}
	}
	t.Fatalf("no sg_session cookie in %v", r.Header.Values("Set-Cookie"))
	return ""
}

// Product §4: 'Stay logged in' keeps the session cookie for the session's 30
// days; unticked, the cookie ends with the browser. A sign-up without it
// carries the choice through the confirmation link to the sign-in it leads to.
func TestStayLoggedInDecidesTheCookiesLife(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/auth/register", stayCredentials{Email: "brief@example.com", Password: "Secret-Pass1"})
		link := mailLink(t, s, "brief@example.com", "confirm_email")
		if !strings.Contains(link, "stay=0") {
			t.Errorf("confirmation link %q does not carry the unticked box", link)
		}
		r := b.send("GET", link, nil)
		if loc := r.Header.Get("Location"); loc != "/?emailConfirmed=1&stayLoggedIn=0#email=brief%40example.com" {
			t.Errorf("confirm redirect %q", loc)
		}

		r = b.send("POST", "/api/v1/auth/login", stayCredentials{Email: "brief@example.com", Password: "Secret-Pass1"})
		if r.Status != 200 {
			t.Fatalf("sign-in: %d %s", r.Status, r.Body)
		}
		if line := sessionCookieLine(t, r); strings.Contains(line, "Max-Age") || strings.Contains(line, "Expires") {
			t.Errorf("unticked sign-in set a lasting cookie: %q", line)
		}

		r = newBrowser(t, s.URL).send("POST", "/api/v1/auth/login", stayCredentials{Email: "brief@example.com", Password: "Secret-Pass1", StayLoggedIn: true})
		if line := sessionCookieLine(t, r); !strings.Contains(line, "Max-Age=2") || !strings.Contains(line, "Expires=") {
			t.Errorf("ticked sign-in: %q, want the session's 30 days", line)
		}
		// Clients that do not send the field (older pages, the CLI) stay logged in.
		r = newBrowser(t, s.URL).send("POST", "/api/v1/auth/login", credentials{Email: "brief@example.com", Password: "Secret-Pass1"})
		if line := sessionCookieLine(t, r); !strings.Contains(line, "Max-Age=") {
			t.Errorf("sign-in without the field: %q", line)
		}
	})
}
