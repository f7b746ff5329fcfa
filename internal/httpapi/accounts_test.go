package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/mail"
)

// browser is a client with a cookie jar, like a person's browser.
type browser struct {
	t    *testing.T
	base string
	c    *http.Client
}

func newBrowser(t *testing.T, base string) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, base: base, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}}
}

func (b *browser) call(method, path string, body any) (int, map[string]any, http.Header) {
	b.t.Helper()
	var rd io.Reader
	if body != nil {
		j, _ := json.Marshal(body)
		rd = strings.NewReader(string(j))
	}
	req, _ := http.NewRequestWithContext(context.Background(), method, b.base+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	return res.StatusCode, m, res.Header
}

func (b *browser) want(status int, method, path string, body any) map[string]any {
	b.t.Helper()
	got, m, _ := b.call(method, path, body)
	if got != status {
		b.t.Fatalf("%s %s = %d %v, want %d", method, path, got, m, status)
	}
	return m
}

// mailLink returns the path and query of the link of the newest mail of a
// template to an address, as the mail (the server log, without SMTP) has it,
// waiting for the mail job.
func mailLink(t *testing.T, s *apptest.Server, to, template string) string {
	t.Helper()
	all, err := s.App.Mail.Outbox(context.Background(), 1000)
	queued := 0
	for _, m := range all {
		if m.To == to && m.Template == template {
			queued++
			if !s.RunsJobs && m.Status == mail.StatusQueued { // no worker here: send it as one would
				if err := s.App.Mail.Deliver(context.Background(), m.ID); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if err != nil || queued == 0 {
		t.Fatalf("no %s mail to %s (err %v)", template, to, err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if links := s.MailedLinks(to, template); len(links) >= queued {
			u, err := url.Parse(links[len(links)-1])
			if err != nil {
				t.Fatal(err)
			}
			return u.RequestURI()
		}
		if time.Now().After(deadline) {
			m, _ := s.App.Mail.LatestTo(context.Background(), to, template)
			t.Fatalf("the %s mail to %s was not logged: %s after %d attempts (%s)", template, to, m.Status, m.Attempts, m.LastError)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestAccountJourney(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		if me := b.want(200, "GET", "/api/v1/me", nil); me["mode"] != "visitor" {
			t.Fatalf("me = %v", me)
		}
		// Guest: 300 credits, an HttpOnly cookie.
		status, me, h := b.call("POST", "/api/v1/guest-sessions", map[string]any{"email": "eva@example.com"})
		if status != 201 || me["mode"] != "guest" || me["credits"] != float64(300) || me["wishes"] != float64(3) {
			t.Fatalf("guest = %d %v", status, me)
		}
		if c := h.Get("Set-Cookie"); !strings.Contains(c, "sg_guest=") || !strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Lax") {
			t.Errorf("guest cookie %q", c)
		}
		if again := b.want(201, "POST", "/api/v1/guest-sessions", map[string]any{}); again["credits"] != float64(300) {
			t.Errorf("a second start gave %v", again)
		}
		if c := b.want(200, "POST", "/api/v1/guest-session/consume", map[string]any{"amount": 50, "idempotencyKey": "k1"}); c["credits"] != float64(250) {
			t.Errorf("consume = %v", c)
		}
		if me := b.want(200, "GET", "/api/v1/me", nil); me["creditsToRestore"] != float64(50) {
			t.Errorf("restore banner amount = %v", me["creditsToRestore"])
		}

		// Register: spec messages for bad input, then the confirmation mail.
		p := b.want(400, "POST", "/api/v1/auth/register", map[string]any{"email": "eva@example.com", "password": ""})
		if p["title"] != "Missing Information" || p["detail"] != "Please fill in both email and password." || p["code"] != "invalid" {
			t.Errorf("missing = %v", p)
		}
		p = b.want(400, "POST", "/api/v1/auth/register", map[string]any{"email": "eva@", "password": "Secret-Pass1"})
		if p["title"] != "Invalid Email" {
			t.Errorf("bad email = %v", p)
		}
		p = b.want(400, "POST", "/api/v1/auth/register", map[string]any{"email": "eva@example.com", "password": "password"})
		if p["detail"] != "Password should contain a mix of uppercase, lowercase, numbers, and special characters" {
			t.Errorf("weak = %v", p)
		}
		r := b.want(201, "POST", "/api/v1/auth/register", map[string]any{"email": "eva@example.com", "password": "Secret-Pass1", "lang": "fr"})
		if r["creditsToRestore"] != float64(50) {
			t.Errorf("register = %v", r)
		}
		if p := b.want(401, "POST", "/api/v1/auth/login", map[string]any{"email": "eva@example.com", "password": "Secret-Pass1"}); p["title"] != "Login Error" {
			t.Errorf("unconfirmed login = %v", p)
		}
		_, _, h = b.call("GET", mailLink(t, s, "eva@example.com", "confirm_email"), nil)
		if loc := h.Get("Location"); loc != "/?emailConfirmed=1" {
			t.Errorf("confirm redirect %q", loc)
		}

		// Sign in: session cookie, guest cleared, credits restored.
		status, me, h = b.call("POST", "/api/v1/auth/login", map[string]any{"email": "eva@example.com", "password": "Secret-Pass1"})
		if status != 200 || me["mode"] != "user" || me["credits"] != float64(350) || me["wishes"] != float64(6) || me["displayName"] != "eva" {
			t.Fatalf("login = %d %v", status, me)
		}
		if !strings.Contains(strings.Join(h.Values("Set-Cookie"), "\n"), "sg_guest=;") {
			t.Errorf("guest cookie not cleared: %v", h.Values("Set-Cookie"))
		}
		if me := b.want(200, "PATCH", "/api/v1/me", map[string]any{"genieArrowDismissed": true}); me["genieArrowDismissed"] != true {
			t.Errorf("arrow flag not kept: %v", me)
		}
		if w := b.want(200, "POST", "/api/v1/wishes/purchase", map[string]any{"idempotencyKey": "w1"}); w["credits"] != float64(239) || w["wishes"] != float64(9) {
			t.Errorf("buy wishes = %v", w)
		}
		b.want(403, "GET", "/api/v1/admin/outbox", nil)
		b.want(204, "POST", "/api/v1/auth/logout", nil)
		if me := b.want(200, "GET", "/api/v1/me", nil); me["mode"] != "visitor" {
			t.Errorf("after logout me = %v", me)
		}
		b.want(401, "POST", "/api/v1/wishes/purchase", map[string]any{"idempotencyKey": "w2"})

		// Forgot password: the same answer for anyone; the link works once.
		for _, addr := range []string{"eva@example.com", "nobody@example.com"} {
			if m := b.want(202, "POST", "/api/v1/auth/password-reset", map[string]any{"email": addr}); !strings.Contains(m["message"].(string), "If an account exists") {
				t.Errorf("reset answer for %s: %v", addr, m)
			}
		}
		link, _ := url.Parse(mailLink(t, s, "eva@example.com", "reset_password"))
		token := link.Query().Get("token")
		if link.Path != "/reset-password" || token == "" {
			t.Fatalf("reset link %v", link)
		}
		b.want(204, "POST", "/api/v1/auth/password-reset/confirm", map[string]any{"token": token, "password": "New-Secret-2"})
		if p := b.want(400, "POST", "/api/v1/auth/password-reset/confirm", map[string]any{"token": token, "password": "New-Secret-3"}); p["title"] != "Invalid Link" {
			t.Errorf("reused link = %v", p)
		}
		b.want(401, "POST", "/api/v1/auth/login", map[string]any{"email": "eva@example.com", "password": "Secret-Pass1"})
		b.want(200, "POST", "/api/v1/auth/login", map[string]any{"email": "eva@example.com", "password": "New-Secret-2"})

		// An admin sees the outbox.
		if err := s.App.Auth.GrantAdmin(context.Background(), "eva@example.com"); err != nil {
			t.Fatal(err)
		}
		out := b.want(200, "GET", "/api/v1/admin/outbox", nil)
		if msgs, _ := out["messages"].([]any); len(msgs) < 2 {
			t.Errorf("outbox = %v", out)
		}
	})
}

func TestLoginRateLimitOverHTTP(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	b := newBrowser(t, s.URL)
	for range 5 {
		b.want(401, "POST", "/api/v1/auth/login", map[string]any{"email": "zed@example.com", "password": "Wrong-Pass1"})
	}
	p := b.want(429, "POST", "/api/v1/auth/login", map[string]any{"email": "zed@example.com", "password": "Wrong-Pass1"})
	if p["title"] != "Too Many Attempts" || p["detail"] != "Please wait before trying again." || p["code"] != "rate_limited" {
		t.Errorf("6th attempt = %v", p)
	}
	// Another address is not affected.
	b.want(401, "POST", "/api/v1/auth/login", map[string]any{"email": "amy@example.com", "password": "Wrong-Pass1"})
}

func TestCrossSiteLoginIsRefused(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	r := do(t, "POST", s.URL+"/api/v1/auth/login", `{"email":"a@b.co","password":"x"}`, "Sec-Fetch-Site", "cross-site")
	if r.Status != http.StatusForbidden {
		t.Errorf("cross-site login = %d", r.Status)
	}
}

// A guest's story still waiting at sign-up moves to the account, whose
// restored credits already include its charge; when it then fails, the
// account is not paid a second time.
func TestGuestStoryFailingAfterSignUpIsNotPaidTwice(t *testing.T) {
	webOnly := apptest.Options{Configure: func(c *config.Config) { c.Role = config.RoleWeb }} // nothing works the lesson
	apptest.ForEachDialect(t, webOnly, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", map[string]any{})
		story := b.want(202, "POST", "/api/v1/stories", map[string]any{"content": "Hola, me llamo Ana y vivo en Madrid.", "nativeLanguage": "en", "targetLanguage": "es"})
		id := story["story"].(map[string]any)["id"].(string)
		b.want(201, "POST", "/api/v1/auth/register", map[string]any{"email": "gus@example.com", "password": "Secret-Pass1"})
		b.call("GET", mailLink(t, s, "gus@example.com", "confirm_email"), nil)
		if me := b.want(200, "POST", "/api/v1/auth/login", map[string]any{"email": "gus@example.com", "password": "Secret-Pass1"}); me["credits"] != float64(336) {
			t.Fatalf("credits after sign-up = %v, want 300 + 36 restored", me["credits"])
		}
		if _, err := s.App.Store.Exec(ctx, "UPDATE stories SET deadline_at = ? WHERE id = ?", time.Now().Add(-time.Minute).UTC(), id); err != nil {
			t.Fatal(err)
		}
		if n, err := s.App.Lessons.Sweep(ctx); err != nil || n != 1 {
			t.Fatalf("swept %d (err %v)", n, err)
		}
		if st := b.want(200, "GET", "/api/v1/stories/"+id+"/status", nil); st["status"] != "failed" {
			t.Errorf("story = %v", st)
		}
		if me := b.want(200, "GET", "/api/v1/me", nil); me["credits"] != float64(336) {
			t.Errorf("credits after the failure = %v, want 336: paid once", me["credits"])
		}
	})
}

// signIn registers, confirms and signs in a new account in b; it returns the
// sign-in answer.
func signIn(t *testing.T, s *apptest.Server, b *browser, email string) map[string]any {
	t.Helper()
	b.want(201, "POST", "/api/v1/auth/register", map[string]any{"email": email, "password": "Secret-Pass1"})
	b.call("GET", mailLink(t, s, email, "confirm_email"), nil)
	return b.want(200, "POST", "/api/v1/auth/login", map[string]any{"email": email, "password": "Secret-Pass1"})
}

// confirmByHand confirms a registered address in the database, as an
// operator would, for an app whose confirmation mail cannot leave (an SMTP
// server that does not answer): its link is sealed in the outbox.
func confirmByHand(t *testing.T, s *apptest.Server, email string) {
	t.Helper()
	if _, err := s.App.Store.Exec(context.Background(), `UPDATE users SET email_confirmed_at = ?, password_hash =
		(SELECT t.password_hash FROM email_tokens t WHERE t.user_id = users.id AND t.purpose = 'confirm') WHERE email = ?`,
		time.Now().UTC(), email); err != nil {
		t.Fatal(err)
	}
}
