package httpapi_test

import (
	"net/url"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/auth/google/oidctest"
	"github.com/storyglot/storyglot/internal/config"
)

func TestGoogleSignIn(t *testing.T) {
	provider := oidctest.New(t, "storyglot-client", "s3cret")
	defer provider.Close()
	provider.SetIdentity(oidctest.Identity{Subject: "g-123", Email: "Gina@Example.com", EmailVerified: true, Name: "Gina"})
	withGoogle := apptest.Options{Configure: func(c *config.Config) {
		c.GoogleClientID, c.GoogleClientSecret, c.GoogleIssuer = "storyglot-client", "s3cret", provider.URL
	}}
	apptest.ForEachDialect(t, withGoogle, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		if m := expect[meta](b, 200, "GET", "/api/v1/meta", nil); !m.GoogleSignIn {
			t.Errorf("meta googleSignIn = %v", m.GoogleSignIn)
		}
		h := b.send("GET", "/api/v1/auth/google/start?next=stories&publicShare=abc", nil).Header
		authURL := h.Get("Location")
		q, _ := url.Parse(authURL)
		if q.Query().Get("access_type") != "offline" || q.Query().Get("prompt") != "consent" || q.Query().Get("code_challenge_method") != "S256" {
			t.Errorf("authorization URL %s", authURL)
		}
		_, code := provider.Authorize(t, authURL)

		// A forged state is refused.
		h = b.send("GET", "/api/v1/auth/google/callback?state=forged&code="+url.QueryEscape(code), nil).Header
		if h.Get("Location") != "/?authError=google" {
			t.Errorf("forged state landed on %q", h.Get("Location"))
		}
		h = b.send("GET", "/api/v1/auth/google/start?next=stories&publicShare=abc", nil).Header
		state, code := provider.Authorize(t, h.Get("Location"))
		h = b.send("GET", "/api/v1/auth/google/callback?state="+url.QueryEscape(state)+"&code="+url.QueryEscape(code), nil).Header
		if loc := h.Get("Location"); loc != "/stories?autoAccept=true&publicShare=abc" {
			t.Fatalf("landed on %q", loc)
		}
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Mode != "user" || me.Email != "gina@example.com" || me.Credits != 300 {
			t.Errorf("me = %+v", me)
		}

		// From the landing form, a second sign-in lands on the root and finds the same account.
		b2 := newBrowser(t, s.URL)
		h = b2.send("GET", "/api/v1/auth/google/start?next=root", nil).Header
		state, code = provider.Authorize(t, h.Get("Location"))
		h = b2.send("GET", "/api/v1/auth/google/callback?state="+url.QueryEscape(state)+"&code="+url.QueryEscape(code), nil).Header
		if loc := h.Get("Location"); loc != "/" {
			t.Errorf("landing-form sign-in landed on %q", loc)
		}
		if me := expect[me](b2, 200, "GET", "/api/v1/me", nil); me.Credits != 300 {
			t.Errorf("second sign-in got a second grant: %+v", me)
		}
	})
}

func TestGoogleSignInNotConfigured(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	b := newBrowser(t, s.URL)
	p := expect[problem](b, 404, "GET", "/api/v1/auth/google/start", nil)
	if p.Detail != "Google sign-in is not configured on this server. Please use email and password." {
		t.Errorf("problem = %+v", p)
	}
	if m := expect[meta](b, 200, "GET", "/api/v1/meta", nil); m.GoogleSignIn {
		t.Errorf("meta googleSignIn = %v", m.GoogleSignIn)
	}
}
