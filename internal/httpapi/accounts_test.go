package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/mail"
	"github.com/storyglot/storyglot/internal/testproc"
)

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
	var links []string
	testproc.EventuallyValue(t, 10*time.Second, fmt.Sprintf("the %s mail to %s logged", template, to), func() (string, bool) {
		if links = s.MailedLinks(to, template); len(links) >= queued {
			return "", true
		}
		m, _ := s.App.Mail.LatestTo(context.Background(), to, template)
		return fmt.Sprintf("%s after %d attempts (%s)", m.Status, m.Attempts, m.LastError), false
	})
	u, err := url.Parse(links[len(links)-1])
	if err != nil {
		t.Fatal(err)
	}
	return u.RequestURI()
}

func TestAccountJourney(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Mode != "visitor" {
			t.Fatalf("me = %+v", me)
		}
		// Guest: 300 credits, an HttpOnly cookie.
		r := b.send("POST", "/api/v1/guest-sessions", emailBody{Email: "eva@example.com"})
		if m := decode[me](t, r); r.Status != 201 || m.Mode != "guest" || m.Credits != 300 || m.Wishes != 3 {
			t.Fatalf("guest = %d %+v", r.Status, m)
		}
		if c := r.Header.Get("Set-Cookie"); !strings.Contains(c, "sg_guest=") || !strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Lax") {
			t.Errorf("guest cookie %q", c)
		}
		if again := expect[me](b, 201, "POST", "/api/v1/guest-sessions", emailBody{}); again.Credits != 300 {
			t.Errorf("a second start gave %+v", again)
		}
		if c := expect[me](b, 200, "POST", "/api/v1/guest-session/consume", consume{Amount: 50, IdempotencyKey: "k1"}); c.Credits != 250 {
			t.Errorf("consume = %+v", c)
		}
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.CreditsToRestore != 50 {
			t.Errorf("restore banner amount = %v", me.CreditsToRestore)
		}

		// Register: spec messages for bad input, then the confirmation mail.
		p := expect[problem](b, 400, "POST", "/api/v1/auth/register", credentials{Email: "eva@example.com", Password: ""})
		if p.Title != "Missing Information" || p.Detail != "Please fill in both email and password." || p.Code != "invalid" {
			t.Errorf("missing = %+v", p)
		}
		p = expect[problem](b, 400, "POST", "/api/v1/auth/register", credentials{Email: "eva@", Password: "Secret-Pass1"})
		if p.Title != "Invalid Email" {
			t.Errorf("bad email = %+v", p)
		}
		p = expect[problem](b, 400, "POST", "/api/v1/auth/register", credentials{Email: "eva@example.com", Password: "password"})
		if p.Detail != "Password should contain a mix of uppercase, lowercase, numbers, and special characters" {
			t.Errorf("weak = %+v", p)
		}
		reg := expect[struct {
			CreditsToRestore int `json:"creditsToRestore"`
		}](b, 201, "POST", "/api/v1/auth/register", credentials{Email: "eva@example.com", Password: "Secret-Pass1", Lang: "fr"})
		if reg.CreditsToRestore != 50 {
			t.Errorf("register = %+v", reg)
		}
		if p := expect[problem](b, 401, "POST", "/api/v1/auth/login", credentials{Email: "eva@example.com", Password: "Secret-Pass1"}); p.Title != "Login Error" {
			t.Errorf("unconfirmed login = %+v", p)
		}
		r = b.send("GET", mailLink(t, s, "eva@example.com", "confirm_email"), nil)
		if loc := r.Header.Get("Location"); loc != "/?emailConfirmed=1#email=eva%40example.com" { // the address for the sign-in dialog, in the fragment
			t.Errorf("confirm redirect %q", loc)
		}

		// Sign in: session cookie, guest cleared, credits restored.
		r = b.send("POST", "/api/v1/auth/login", credentials{Email: "eva@example.com", Password: "Secret-Pass1"})
		if m := decode[me](t, r); r.Status != 200 || m.Mode != "user" || m.Credits != 350 || m.Wishes != 6 || m.DisplayName != "eva" {
			t.Fatalf("login = %d %+v", r.Status, m)
		}
		if !strings.Contains(strings.Join(r.Header.Values("Set-Cookie"), "\n"), "sg_guest=;") {
			t.Errorf("guest cookie not cleared: %v", r.Header.Values("Set-Cookie"))
		}
		if me := expect[me](b, 200, "PATCH", "/api/v1/me", struct {
			GenieArrowDismissed bool `json:"genieArrowDismissed"`
		}{true}); !me.GenieArrowDismissed {
			t.Errorf("arrow flag not kept: %+v", me)
		}
		if w := expect[me](b, 200, "POST", "/api/v1/wishes/purchase", idempotent{"w1"}); w.Credits != 239 || w.Wishes != 9 {
			t.Errorf("buy wishes = %+v", w)
		}
		b.want(403, "GET", "/api/v1/admin/outbox", nil)
		b.want(204, "POST", "/api/v1/auth/logout", nil)
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Mode != "visitor" {
			t.Errorf("after logout me = %+v", me)
		}
		b.want(401, "POST", "/api/v1/wishes/purchase", idempotent{"w2"})

		// Forgot password: the same answer for anyone; the link works once.
		for _, addr := range []string{"eva@example.com", "nobody@example.com"} {
			if m := expect[struct {
				Message string `json:"message"`
			}](b, 202, "POST", "/api/v1/auth/password-reset", emailBody{Email: addr}); !strings.Contains(m.Message, "If an account exists") {
				t.Errorf("reset answer for %s: %+v", addr, m)
			}
		}
		link, _ := url.Parse(mailLink(t, s, "eva@example.com", "reset_password"))
		token := link.Query().Get("token")
		if link.Path != "/reset-password" || token == "" {
			t.Fatalf("reset link %v", link)
		}
		// The page asks first whether the link works; asking does not use it.
		type tokenBody struct {
			Token string `json:"token"`
		}
		b.want(204, "POST", "/api/v1/auth/password-reset/check", tokenBody{token})
		b.want(204, "POST", "/api/v1/auth/password-reset/check", tokenBody{token})
		if p := expect[problem](b, 400, "POST", "/api/v1/auth/password-reset/check", tokenBody{"bogus"}); p.Title != "Invalid Link" {
			t.Errorf("bogus link check = %+v", p)
		}
		b.want(204, "POST", "/api/v1/auth/password-reset/confirm", resetConfirm{token, "New-Secret-2"})
		if p := expect[problem](b, 400, "POST", "/api/v1/auth/password-reset/confirm", resetConfirm{token, "New-Secret-3"}); p.Title != "Invalid Link" {
			t.Errorf("reused link = %+v", p)
		}
		if p := expect[problem](b, 400, "POST", "/api/v1/auth/password-reset/check", tokenBody{token}); p.Title != "Invalid Link" {
			t.Errorf("used link check = %+v", p)
		}
		b.want(401, "POST", "/api/v1/auth/login", credentials{Email: "eva@example.com", Password: "Secret-Pass1"})
		b.want(200, "POST", "/api/v1/auth/login", credentials{Email: "eva@example.com", Password: "New-Secret-2"})

		// An admin sees the outbox.
		if err := s.App.Auth.GrantAdmin(context.Background(), "eva@example.com"); err != nil {
			t.Fatal(err)
		}
		if out := expect[outbox](b, 200, "GET", "/api/v1/admin/outbox", nil); len(out.Messages) < 2 {
			t.Errorf("outbox = %+v", out)
		}
	})
}

func TestLoginRateLimitOverHTTP(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	b := newBrowser(t, s.URL)
	for range 5 {
		b.want(401, "POST", "/api/v1/auth/login", credentials{Email: "zed@example.com", Password: "Wrong-Pass1"})
	}
	p := expect[problem](b, 429, "POST", "/api/v1/auth/login", credentials{Email: "zed@example.com", Password: "Wrong-Pass1"})
	if p.Title != "Too Many Attempts" || p.Detail != "Please wait before trying again." || p.Code != "rate_limited" {
		t.Errorf("6th attempt = %+v", p)
	}
	// Another address is not affected.
	b.want(401, "POST", "/api/v1/auth/login", credentials{Email: "amy@example.com", Password: "Wrong-Pass1"})
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
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		id := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: "Hola, me llamo Ana y vivo en Madrid.", NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		b.want(201, "POST", "/api/v1/auth/register", credentials{Email: "gus@example.com", Password: "Secret-Pass1"})
		b.send("GET", mailLink(t, s, "gus@example.com", "confirm_email"), nil)
		if me := expect[me](b, 200, "POST", "/api/v1/auth/login", credentials{Email: "gus@example.com", Password: "Secret-Pass1"}); me.Credits != 336 {
			t.Fatalf("credits after sign-up = %v, want 300 + 36 restored", me.Credits)
		}
		if _, err := s.App.Store.Exec(ctx, "UPDATE stories SET deadline_at = ? WHERE id = ?", time.Now().Add(-time.Minute).UTC(), id); err != nil {
			t.Fatal(err)
		}
		if n, err := s.App.Lessons.Sweep(ctx); err != nil || n != 1 {
			t.Fatalf("swept %d (err %v)", n, err)
		}
		if st := expect[story](b, 200, "GET", "/api/v1/stories/"+id+"/status", nil); st.Status != "failed" {
			t.Errorf("story = %+v", st)
		}
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Credits != 336 {
			t.Errorf("credits after the failure = %v, want 336: paid once", me.Credits)
		}
	})
}

// signIn registers, confirms and signs in a new account in b; it returns the
// sign-in answer.
func signIn(t *testing.T, s *apptest.Server, b *browser, email string) me {
	t.Helper()
	b.want(201, "POST", "/api/v1/auth/register", credentials{Email: email, Password: "Secret-Pass1"})
	b.send("GET", mailLink(t, s, email, "confirm_email"), nil)
	return expect[me](b, 200, "POST", "/api/v1/auth/login", credentials{Email: email, Password: "Secret-Pass1"})
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
