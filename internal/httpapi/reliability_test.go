package httpapi_test

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
)

// The faults of decision 0010, each reproduced on both dialects.

// guestCookie starts a guest session and returns its Cookie header.
func guestCookie(t *testing.T, base string) string {
	t.Helper()
	r := do(t, "POST", base+"/api/v1/guest-sessions", `{}`)
	if r.Status != 201 {
		t.Fatalf("guest: %d %s", r.Status, r.Body)
	}
	for _, c := range r.Header.Values("Set-Cookie") {
		if strings.HasPrefix(c, "sg_guest=") {
			return strings.SplitN(c, ";", 2)[0]
		}
	}
	t.Fatal("no guest cookie")
	return ""
}

func TestBadBytesAreRefusedAtTheEdge(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		g := guestCookie(t, s.URL)
		for _, tt := range []struct{ name, method, path, body string }{
			{"NUL in an error log", "POST", "/api/v1/error-logs", `{"errorType":"javascript_error","errorCategory":"frontend","severity":"low","errorMessage":"a\u0000b"}`},
			{"invalid UTF-8 in an error log", "POST", "/api/v1/error-logs", "{\"errorType\":\"javascript_error\",\"errorCategory\":\"frontend\",\"severity\":\"low\",\"errorMessage\":\"a\xffb\"}"},
			{"NUL in an analytics event", "POST", "/api/v1/analytics/events", `{"eventName":"ad_closed","metadata":{"k\u0000":"v"}}`},
			{"NUL in a reset address", "POST", "/api/v1/auth/password-reset", `{"email":"a\u0000@example.com"}`},
			{"invalid UTF-8 in a sign-in", "POST", "/api/v1/auth/login", "{\"email\":\"a\xc3@example.com\",\"password\":\"x\"}"},
			{"NUL in a story", "POST", "/api/v1/stories", `{"content":"Ana vive en Sevilla.\u0000 Cada mañana compra pan.","nativeLanguage":"en","targetLanguage":"es"}`},
		} {
			t.Run(tt.name, func(t *testing.T) {
				r := do(t, tt.method, s.URL+tt.path, tt.body, "Cookie", g)
				wantProblemResponse(t, r, 422, "invalid")
				// Anywhere in the body, not only the fields a problem has.
				if strings.Contains(string(r.Body), "UTF8") || strings.Contains(string(r.Body), "SQLSTATE") {
					t.Errorf("internals leak: %s", r.Body)
				}
			})
		}
		for _, path := range []string{"/api/v1/stories/a%00b/status", "/api/v1/stories/a%ffb/status", "/api/v1/stories/%c3/flashcards"} {
			t.Run("path "+path, func(t *testing.T) {
				wantProblemResponse(t, do(t, "GET", s.URL+path, "", "Cookie", g), 404, "not_found")
			})
		}
		t.Run("bad bytes in an Idempotency-Key", func(t *testing.T) {
			wantProblemResponse(t, do(t, "POST", s.URL+"/api/v1/stories", `{"content":"Ana vive en Sevilla y compra pan.","nativeLanguage":"en","targetLanguage":"es"}`,
				"Cookie", g, "Idempotency-Key", "k\xff\xfe"), 422, "invalid")
		})
		t.Run("NUL in a query parameter", func(t *testing.T) {
			wantProblemResponse(t, do(t, "GET", s.URL+"/api/v1/auth/confirm?token=a%00b", ""), 422, "invalid")
		})
	})
}

// signUp registers and confirms an account; it returns the address.
func signUp(t *testing.T, s *apptest.Server, email, password string) {
	t.Helper()
	b := newBrowser(t, s.URL)
	b.want(201, "POST", "/api/v1/auth/register", credentials{Email: email, Password: password})
	b.want(303, "GET", mailLink(t, s, email, "confirm_email"), nil)
}

func TestUserAgentIsCutOnACharacterAndCleaned(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		signUp(t, s, "ua@example.com", "Secret-Pass1")
		long := "a" + strings.Repeat("é", 300) // 601 bytes: 512 falls inside an é
		body := `{"email":"ua@example.com","password":"Secret-Pass1"}`
		if r := do(t, "POST", s.URL+"/api/v1/auth/login", body, "User-Agent", long); r.Status != 200 {
			t.Fatalf("sign-in with a long User-Agent: %d %s", r.Status, r.Body)
		}
		bad := "User-Agent: Mozilla\xff\xfe/5.0"
		if st := rawRequest(t, s.URL, postRaw("/api/v1/auth/login", bad, `{"email":"ua@example.com","password":"Wrong-Pass1"}`)); st != 401 {
			t.Fatalf("failed sign-in with a bad User-Agent: %d", st)
		}
		if st := rawRequest(t, s.URL, postRaw("/api/v1/auth/register", bad, `{"email":"ub@example.com","password":"Secret-Pass1"}`)); st != 201 {
			t.Fatalf("sign-up with a bad User-Agent: %d", st)
		}
		events, err := s.App.Telemetry.AuditEvents(context.Background(), 20)
		if err != nil {
			t.Fatal(err)
		}
		var failure, success bool
		for _, e := range events {
			switch {
			case e.Type == "login_failure" && e.UserEmail == "ua@example.com":
				failure = true
				if e.UserAgent != "Mozilla\uFFFD/5.0" {
					t.Errorf("stored User-Agent %q", e.UserAgent)
				}
			case e.Type == "login_success" && e.UserEmail == "ua@example.com":
				success = true
				if len(e.UserAgent) > 512 || !strings.HasPrefix(long, e.UserAgent) || len(e.UserAgent) != 511 {
					t.Errorf("stored User-Agent of %d bytes", len(e.UserAgent))
				}
			}
		}
		if !failure || !success {
			t.Errorf("audit log lacks the sign-ins: failure %v success %v", failure, success)
		}
	})
}

func TestOwnerIsNotLockedOutByOthers(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		signUp(t, s, "own@example.com", "Secret-Pass1")
		owner := newBrowser(t, s.URL)
		owner.want(200, "POST", "/api/v1/auth/login", credentials{Email: "own@example.com", Password: "Secret-Pass1"})
		owner.want(204, "POST", "/api/v1/auth/logout", nil)

		attacker := newBrowser(t, s.URL)
		for range 5 {
			attacker.want(401, "POST", "/api/v1/auth/login", credentials{Email: "own@example.com", Password: "Wrong-Pass1"})
		}
		// The limit against guessing holds for the attacker, even with the right password.
		attacker.want(429, "POST", "/api/v1/auth/login", credentials{Email: "own@example.com", Password: "Secret-Pass1"})
		// A new browser is locked too: it has never signed in.
		newBrowser(t, s.URL).want(429, "POST", "/api/v1/auth/login", credentials{Email: "own@example.com", Password: "Secret-Pass1"})
		// The owner's browser, which signed in before, gets in.
		if me := expect[me](owner, 200, "POST", "/api/v1/auth/login", credentials{Email: "own@example.com", Password: "Secret-Pass1"}); me.Mode != "user" {
			t.Errorf("owner after the attack: %v", me)
		}
		// The owner is told by e-mail.
		m, err := s.App.Mail.LatestTo(context.Background(), "own@example.com", "login_failures")
		if err != nil {
			t.Fatalf("no warning mail: %v", err)
		}
		if u, err := url.Parse(m.Link); err != nil || u.Path != "/" || u.RawQuery != "" {
			t.Errorf("warning mail link %q", m.Link)
		}
		// The device cookie is not a pass for guessing: the owner's browser
		// has its own limit of failures.
		owner.want(204, "POST", "/api/v1/auth/logout", nil)
		for range 5 {
			owner.want(401, "POST", "/api/v1/auth/login", credentials{Email: "own@example.com", Password: "Wrong-Pass1"})
		}
		owner.want(429, "POST", "/api/v1/auth/login", credentials{Email: "own@example.com", Password: "Secret-Pass1"})
	})
}

func TestFilesDirectoryAndDotsAreProblems(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		if err := s.App.Blobs.Put(context.Background(), "audio/abc.mp3", "audio/mpeg", strings.NewReader("ID3")); err != nil {
			t.Fatal(err)
		}
		if r := do(t, "GET", s.URL+"/api/v1/files/audio/abc.mp3", ""); r.Status != 200 || string(r.Body) != "ID3" {
			t.Fatalf("file: %d", r.Status)
		}
		r := wantProblemResponse(t, do(t, "GET", s.URL+"/api/v1/files/audio", ""), 404, "not_found")
		_ = r
		if h := do(t, "GET", s.URL+"/api/v1/files/audio", "").Header.Get("Cache-Control"); strings.Contains(h, "immutable") {
			t.Errorf("a directory is cached: %q", h)
		}
		wantProblemResponse(t, do(t, "GET", s.URL+"/api/v1/files/audio/a..b.mp3", ""), 404, "not_found")
	})
}

func TestCaseVariantAndDuplicateKeysAreRefused(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		g := guestCookie(t, s.URL)
		many := strings.Repeat(`{"cardId":"c","mode":"review","grade":3,"idempotencyKey":"k"},`, 2500)
		many = "[" + strings.TrimSuffix(many, ",") + "]"
		wantProblemResponse(t, do(t, "POST", s.URL+"/api/v1/reviews/import", `{"reviews":[],"REVIEWS":`+many+`}`, "Cookie", g), 422, "invalid")
		wantProblemResponse(t, do(t, "POST", s.URL+"/api/v1/reviews", `{"cardId":"c","mode":"review","MODE":"bogus","grade":3,"idempotencyKey":"k"}`, "Cookie", g), 422, "invalid")
		wantProblemResponse(t, do(t, "POST", s.URL+"/api/v1/reviews", `{"cardId":"c","Mode":"bogus","grade":3,"idempotencyKey":"k"}`, "Cookie", g), 422, "invalid")
		wantProblemResponse(t, do(t, "POST", s.URL+"/api/v1/guest-session/consume", `{"amount":1,"amount":100000,"idempotencyKey":"k"}`, "Cookie", g), 422, "invalid")
	})
}

func TestLogoutEndsEverySessionCookie(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		signUp(t, s, "out@example.com", "Secret-Pass1")
		r := do(t, "POST", s.URL+"/api/v1/auth/login", `{"email":"out@example.com","password":"Secret-Pass1"}`)
		var session string
		for _, c := range r.Header.Values("Set-Cookie") {
			if strings.HasPrefix(c, "sg_session=") {
				session = strings.SplitN(c, ";", 2)[0]
			}
		}
		if session == "" {
			t.Fatalf("no session cookie: %v", r.Header)
		}
		if me := decode[me](t, do(t, "GET", s.URL+"/api/v1/me", "", "Cookie", session)); me.Mode != "user" {
			t.Fatalf("me = %+v", me)
		}
		if r := do(t, "POST", s.URL+"/api/v1/auth/logout", "", "Cookie", "sg_session=junk; "+session); r.Status != 204 {
			t.Fatalf("logout: %d %s", r.Status, r.Body)
		}
		if me := decode[me](t, do(t, "GET", s.URL+"/api/v1/me", "", "Cookie", session)); me.Mode != "visitor" {
			t.Errorf("the real session outlived the logout: %+v", me)
		}
	})
}

func TestIdempotencyKeyReusedForAnotherRequest(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		g := guestCookie(t, s.URL)
		storyA := `{"content":"` + spanishStory + `","nativeLanguage":"en","targetLanguage":"es"}`
		storyB := `{"content":"Luis vende pan y pasteles cada día en Sevilla.","nativeLanguage":"en","targetLanguage":"es"}`
		first := do(t, "POST", s.URL+"/api/v1/stories", storyA, "Cookie", g, "Idempotency-Key", "s1")
		if first.Status != 202 {
			t.Fatalf("story: %d %s", first.Status, first.Body)
		}
		if again := do(t, "POST", s.URL+"/api/v1/stories", storyA, "Cookie", g, "Idempotency-Key", "s1"); again.Status != 202 ||
			decode[storyCreated](t, again).Story.ID != decode[storyCreated](t, first).Story.ID {
			t.Errorf("a retry is not the first story: %d %s", again.Status, again.Body)
		}
		// The whole problem body, not only the fields a problem has.
		noInternals := func(r response) {
			t.Helper()
			wantProblemResponse(t, r, 422, "idempotency_key_reused")
			if s := string(r.Body); strings.Contains(s, "guest_consume") || strings.Contains(s, "story:") || strings.Contains(s, "s1") {
				t.Errorf("internals in %s", s)
			}
		}
		noInternals(do(t, "POST", s.URL+"/api/v1/stories", storyB, "Cookie", g, "Idempotency-Key", "s1"))

		if r := do(t, "POST", s.URL+"/api/v1/guest-session/consume", `{"amount":5,"idempotencyKey":"c1"}`, "Cookie", g); r.Status != 200 {
			t.Fatalf("consume: %d %s", r.Status, r.Body)
		}
		noInternals(do(t, "POST", s.URL+"/api/v1/guest-session/consume", `{"amount":6,"idempotencyKey":"c1"}`, "Cookie", g))
	})
}

func TestStoriesWithoutWordsAndAncientReviewsAreRefused(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		for _, content := range []string{strings.Repeat("\u200b", 40), strings.Repeat("😀", 20), strings.Repeat("\u200d\ufe0f 🎉", 10), strings.Repeat("!?", 10)} {
			p := expect[problem](b, 400, "POST", "/api/v1/stories", newStory{Content: content, NativeLanguage: "en", TargetLanguage: "es"})
			if p.Code != "invalid" || p.Title == "" || p.Detail == "" {
				t.Errorf("story %q: %+v", content, p)
			}
		}
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Credits != 300 {
			t.Errorf("charged for a refused story: %v", me.Credits)
		}

		id := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		readEvents(t, b, "/api/v1/stories/"+id+"/events")
		card := expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil).Flashcards[0].ID
		ancient := time.Date(1900, 1, 1, 0, 0, 0, 0, time.UTC) // sent as 1900-01-01T00:00:00Z
		p := expect[problem](b, 400, "POST", "/api/v1/reviews", review{CardID: card, Mode: "review", Grade: 3, IdempotencyKey: "old", ReviewedAt: &ancient})
		if p.Code != "invalid" || !strings.Contains(p.Detail, "year") {
			t.Errorf("review in 1900: %+v", p)
		}
		// A different grade under a used key is another request.
		b.want(200, "POST", "/api/v1/reviews", review{CardID: card, Mode: "review", Grade: 3, IdempotencyKey: "r1"})
		if r := b.send("POST", "/api/v1/reviews", review{CardID: card, Mode: "review", Grade: 1, IdempotencyKey: "r1"}); r.Status != 422 || problemOf(t, r).Code != "idempotency_key_reused" {
			t.Errorf("review key reused: %d %s", r.Status, r.Body)
		}
	})
}

func TestSecurityHeadersAndProblemShapes(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{Configure: func(c *config.Config) { c.BaseURL = "https://storyglot.example" }}, func(t *testing.T, s *apptest.Server) {
		if h := do(t, "GET", s.URL+"/healthz", "").Header.Get("Strict-Transport-Security"); !strings.Contains(h, "max-age=") {
			t.Errorf("HSTS = %q", h)
		}
		wantProblemResponse(t, do(t, "POST", s.URL+"/api/v1/error-logs", `{}`, "Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example"), http.StatusForbidden, "forbidden")
	})
	s := apptest.Start(t, "sqlite", apptest.Options{})
	if h := do(t, "GET", s.URL+"/healthz", "").Header.Get("Strict-Transport-Security"); h != "" {
		t.Errorf("HSTS over plain http: %q", h)
	}
}

// rawRequest sends bytes Go's client refuses to send (a header that is not
// UTF-8) and returns the status.
func rawRequest(t *testing.T, base, raw string) int {
	t.Helper()
	u, _ := url.Parse(base)
	conn, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.Write([]byte(raw)); err != nil {
		t.Fatal(err)
	}
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	return res.StatusCode
}

func postRaw(path, header, body string) string {
	return "POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n" + header +
		"\r\nContent-Length: " + fmt.Sprint(len(body)) + "\r\n\r\n" + body
}

func TestGuestCookieIsRenewedByUse(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		g := guestCookie(t, s.URL)
		// A fresh session is not renewed on every request (no write per request).
		if c := do(t, "GET", s.URL+"/api/v1/me", "", "Cookie", g).Header.Get("Set-Cookie"); c != "" {
			t.Errorf("fresh guest got %q", c)
		}
		// Two days before it ends, a visit renews it for 30 days.
		soon := time.Now().Add(48 * time.Hour).UTC()
		if _, err := s.App.Store.Exec(context.Background(), "UPDATE guest_sessions SET expires_at = ?", soon); err != nil {
			t.Fatal(err)
		}
		r := do(t, "GET", s.URL+"/api/v1/me", "", "Cookie", g)
		if decode[me](t, r).Mode != "guest" {
			t.Fatalf("me = %s", r.Body)
		}
		c := r.Header.Get("Set-Cookie")
		if !strings.HasPrefix(c, g+";") || !strings.Contains(c, "Max-Age=2591") || !strings.Contains(c, "HttpOnly") {
			t.Errorf("renewed cookie %q", c)
		}
		var exp time.Time
		if err := s.App.Store.QueryRow(context.Background(), "SELECT expires_at FROM guest_sessions").Scan(&exp); err != nil {
			t.Fatal(err)
		}
		if time.Until(exp) < 29*24*time.Hour {
			t.Errorf("session still ends at %v", exp)
		}
	})
}

// With SMTP, mails reach their readers by mail: the admin outbox shows no
// link an admin could follow (a delivered row loses its token, see mail).
func TestAdminOutboxHidesLinksWithSMTP(t *testing.T) {
	smtp := apptest.Options{Configure: func(c *config.Config) { c.SMTPURL = "smtp://127.0.0.1:1" }} // nothing answers: mails stay queued
	apptest.ForEachDialect(t, smtp, func(t *testing.T, s *apptest.Server) {
		// The confirmation mail never leaves (no SMTP server answers), so the
		// address is confirmed as an operator would, in the database.
		newBrowser(t, s.URL).want(201, "POST", "/api/v1/auth/register", credentials{Email: "boss@example.com", Password: "Secret-Pass1"})
		confirmByHand(t, s, "boss@example.com")
		if err := s.App.Auth.GrantAdmin(context.Background(), "boss@example.com"); err != nil {
			t.Fatal(err)
		}
		b := newBrowser(t, s.URL)
		b.want(200, "POST", "/api/v1/auth/login", credentials{Email: "boss@example.com", Password: "Secret-Pass1"})
		msgs := expect[outbox](b, 200, "GET", "/api/v1/admin/outbox", nil).Messages
		if len(msgs) == 0 {
			t.Fatal("empty outbox")
		}
		for _, m := range msgs {
			if m.Link == nil || *m.Link != "" {
				t.Errorf("admin sees link %v", m.Link)
			}
		}
	})
}
