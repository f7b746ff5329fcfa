package auth

import (
	"context"
	"errors"
	"log/slog"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/auth/google"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// sentMail records mails queued by the service under test; the real outbox is
// exercised by internal/mail and the HTTP tests.
type sentMail struct {
	mu   sync.Mutex
	msgs []mailMsg
}

type mailMsg struct{ To, Lang, Template, Link string }

func (m *sentMail) QueueMail(_ context.Context, _ store.Tx, to, lang, template string, data map[string]string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.msgs = append(m.msgs, mailMsg{to, lang, template, data["Link"]})
	return nil
}

func (m *sentMail) last(t *testing.T, to, template string) string {
	t.Helper()
	m.mu.Lock()
	defer m.mu.Unlock()
	for i := len(m.msgs) - 1; i >= 0; i-- {
		if m.msgs[i].To == to && m.msgs[i].Template == template {
			u, err := url.Parse(m.msgs[i].Link)
			if err != nil {
				t.Fatal(err)
			}
			return u.Query().Get("token")
		}
	}
	t.Fatalf("no %s mail to %s", template, to)
	return ""
}

func (m *sentMail) count() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.msgs)
}

// guestWork records the moves of a guest's work.
type guestWork struct{ calls [][2]string }

func (g *guestWork) MoveGuestWork(_ context.Context, _ store.Tx, guestID, userID string) error {
	g.calls = append(g.calls, [2]string{guestID, userID})
	return nil
}

func newService(t *testing.T, st *store.Store) (*Service, *sentMail) {
	t.Helper()
	mail := &sentMail{}
	log := slog.New(slog.DiscardHandler)
	s := New(DefaultConfig("http://localhost:8080"), st, credits.NewLedger(st), mail, telemetry.New(st, log), log)
	s.delay = func(context.Context) {}
	s.cfg.MinEmailCheck = 0
	return s, mail
}

var client = Client{IP: "192.0.2.1", UserAgent: "test"}

func wantTitle(t *testing.T, err error, title string) {
	t.Helper()
	var de *domain.Error
	if !errors.As(err, &de) || de.Title != title {
		t.Fatalf("err = %v, want %q", err, title)
	}
}

func TestRegisterConfirmLogin(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s, mail := newService(t, st)

		_, err := s.Register(ctx, client, RegisterInput{Email: "", Password: "x"})
		wantTitle(t, err, "Missing Information")
		_, err = s.Register(ctx, client, RegisterInput{Email: "ana@example.com", Password: "password"})
		if err == nil || !strings.Contains(err.Error(), MsgPasswordMix) {
			t.Fatalf("weak password: %v", err)
		}
		if _, err := s.Register(ctx, client, RegisterInput{Email: " Ana@Example.com", Password: "Secret-Pass1", Lang: "es"}); err != nil {
			t.Fatal(err)
		}
		token := mail.last(t, "ana@example.com", "confirm_email")
		if mail.msgs[0].Lang != "es" {
			t.Errorf("mail language %q, want es", mail.msgs[0].Lang)
		}

		_, err = s.Login(ctx, client, "ana@example.com", "Secret-Pass1")
		wantTitle(t, err, "Login Error") // not confirmed yet

		if _, err := s.ConfirmEmail(ctx, token); err != nil {
			t.Fatal(err)
		}
		_, err = s.ConfirmEmail(ctx, token)
		wantTitle(t, err, "Invalid Link") // single use

		sess, err := s.Login(ctx, client, "ANA@example.com", "Secret-Pass1")
		if err != nil {
			t.Fatal(err)
		}
		u, err := s.UserBySession(ctx, sess.Token)
		if err != nil || u.Email != "ana@example.com" || u.Role != "user" {
			t.Fatalf("session user = %+v, %v", u, err)
		}
		p, err := s.Profile(ctx, u)
		if err != nil || p.Credits != 300 || p.Wishes.Total() != 6 || p.DisplayName != "ana" {
			t.Fatalf("profile = %+v, %v", p, err)
		}

		// Signing up again with the same address changes nothing and sends nothing.
		before := mail.count()
		if _, err := s.Register(ctx, client, RegisterInput{Email: "ana@example.com", Password: "Other-Pass2"}); err != nil {
			t.Fatal(err)
		}
		if mail.count() != before {
			t.Error("a sign-up for a confirmed account sent mail")
		}
		if _, err := s.Login(ctx, client, "ana@example.com", "Secret-Pass1"); err != nil {
			t.Errorf("old password stopped working: %v", err)
		}

		if err := s.Logout(ctx, sess.Token, client); err != nil {
			t.Fatal(err)
		}
		if _, err := s.UserBySession(ctx, sess.Token); !errors.Is(err, domain.ErrUnauthorized) {
			t.Errorf("session survived logout: %v", err)
		}

		events, _ := s.audit.AuditEvents(ctx, 50)
		seen := map[string]int{}
		for _, e := range events {
			seen[e.Type]++
		}
		for _, typ := range []string{"registration", "registration_failure", "login_failure", "email_confirmed", "login_success", "logout"} {
			if seen[typ] == 0 {
				t.Errorf("no %s in the audit log (%v)", typ, seen)
			}
		}
	})
}

func TestLoginRateLimitAcrossProcesses(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		a, mail := newService(t, st)
		if _, err := a.Register(ctx, client, RegisterInput{Email: "bo@example.com", Password: "Secret-Pass1"}); err != nil {
			t.Fatal(err)
		}
		if _, err := a.ConfirmEmail(ctx, mail.last(t, "bo@example.com", "confirm_email")); err != nil {
			t.Fatal(err)
		}
		// A second "process": its own connections to the same database.
		st2, err := store.Open(ctx, storetest.ReopenOptions(t, st))
		if err != nil {
			t.Fatal(err)
		}
		defer st2.Close()
		b, _ := newService(t, st2)
		for i := range 5 {
			svc := []*Service{a, b}[i%2]
			_, err := svc.Login(ctx, client, "bo@example.com", "wrong-Pass1")
			wantTitle(t, err, "Login Error")
		}
		_, err = b.Login(ctx, client, "bo@example.com", "Secret-Pass1")
		wantTitle(t, err, "Too Many Attempts")
		_, err = a.Login(ctx, client, "bo@example.com", "Secret-Pass1")
		wantTitle(t, err, "Too Many Attempts")

		// Fifteen minutes later the address may try again.
		later := time.Now().Add(16 * time.Minute)
		a.now = func() time.Time { return later }
		if _, err := a.Login(ctx, client, "bo@example.com", "Secret-Pass1"); err != nil {
			t.Errorf("after the window: %v", err)
		}
	})
}

func TestPasswordReset(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s, mail := newService(t, st)
		if _, err := s.Register(ctx, client, RegisterInput{Email: "cy@example.com", Password: "Secret-Pass1"}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ConfirmEmail(ctx, mail.last(t, "cy@example.com", "confirm_email")); err != nil {
			t.Fatal(err)
		}
		old, err := s.Login(ctx, client, "cy@example.com", "Secret-Pass1")
		if err != nil {
			t.Fatal(err)
		}

		wantTitle(t, s.RequestReset(ctx, client, "  ", "en"), "Email Required")
		before := mail.count()
		if err := s.RequestReset(ctx, client, "nobody@example.com", "en"); err != nil {
			t.Fatalf("unknown address: %v (must answer like a known one)", err)
		}
		if mail.count() != before {
			t.Error("mail sent to an address without an account")
		}
		if err := s.RequestReset(ctx, client, "cy@example.com", "de"); err != nil {
			t.Fatal(err)
		}
		token := mail.last(t, "cy@example.com", "reset_password")
		if err := s.ConfirmReset(ctx, client, token, "short"); err == nil {
			t.Fatal("weak new password accepted")
		}
		if err := s.ConfirmReset(ctx, client, token, "New-Secret-2"); err != nil {
			t.Fatal(err)
		}
		wantTitle(t, s.ConfirmReset(ctx, client, token, "Another-Pass3"), "Invalid Link")
		if _, err := s.UserBySession(ctx, old.Token); !errors.Is(err, domain.ErrUnauthorized) {
			t.Error("the old session survived a password reset")
		}
		_, err = s.Login(ctx, client, "cy@example.com", "Secret-Pass1")
		wantTitle(t, err, "Login Error")
		if _, err := s.Login(ctx, client, "cy@example.com", "New-Secret-2"); err != nil {
			t.Errorf("new password: %v", err)
		}

		// A link older than an hour no longer works.
		if err := s.RequestReset(ctx, client, "cy@example.com", ""); err != nil {
			t.Fatal(err)
		}
		token = mail.last(t, "cy@example.com", "reset_password")
		later := time.Now().Add(61 * time.Minute)
		s.now = func() time.Time { return later }
		wantTitle(t, s.ConfirmReset(ctx, client, token, "New-Secret-3"), "Invalid Link")
	})
}

func TestGuestCreditsComeBackAtSignUp(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s, mail := newService(t, st)
		g, token, err := s.StartGuest(ctx, client, "dee@example.com")
		if err != nil || g.Credits != 300 || g.Wishes != 3 {
			t.Fatalf("guest = %+v, %v", g, err)
		}
		left, err := s.ConsumeGuestCredits(ctx, g, 120, "story-1")
		if err != nil || left != 180 {
			t.Fatalf("consume = %d, %v", left, err)
		}
		if again, _ := s.ConsumeGuestCredits(ctx, g, 120, "story-1"); again != 180 {
			t.Errorf("replayed consume left %d, want 180", again)
		}
		moved := &guestWork{}
		s.cfg.GuestWork = []GuestWork{moved}
		res, err := s.Register(ctx, client, RegisterInput{Email: "dee@example.com", Password: "Secret-Pass1", GuestToken: token})
		if err != nil || res.CreditsToRestore != 120 {
			t.Fatalf("register = %+v, %v", res, err)
		}
		if _, err := s.ConfirmEmail(ctx, mail.last(t, "dee@example.com", "confirm_email")); err != nil {
			t.Fatal(err)
		}
		sess, err := s.Login(ctx, client, "dee@example.com", "Secret-Pass1")
		if err != nil {
			t.Fatal(err)
		}
		p, _ := s.Profile(ctx, sess.User)
		if p.Credits != 420 {
			t.Errorf("credits after sign-up = %d, want 300 + 120 restored", p.Credits)
		}
		if _, err := s.GuestByToken(ctx, token); !errors.Is(err, domain.ErrUnauthorized) {
			t.Error("the claimed guest session still works")
		}
		// The guest's work moved once, to the new account (the packages that
		// own it move it: lessons and study, tested through the app).
		if want := [][2]string{{g.ID, sess.User.ID}}; !slices.Equal(moved.calls, want) {
			t.Errorf("guest work moved %v, want %v", moved.calls, want)
		}
		sum, _ := credits.NewLedger(st).Sum(ctx, domain.Account{Kind: domain.AccountUser, ID: sess.User.ID})
		if sum != p.Credits {
			t.Errorf("ledger sums to %d, balance is %d", sum, p.Credits)
		}
	})
}

func TestGuestRateLimitAndEmailCheck(t *testing.T) {
	st := storetest.New(t, store.SQLite)
	ctx := context.Background()
	s, _ := newService(t, st)
	s.cfg.GuestsPerIP = 2
	for range 2 {
		if _, _, err := s.StartGuest(ctx, client, ""); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := s.StartGuest(ctx, client, ""); !errors.Is(err, ErrGuestRateLimited) {
		t.Errorf("third guest from one address: %v", err)
	}
	if _, _, err := s.StartGuest(ctx, Client{IP: "198.51.100.7"}, ""); err != nil {
		t.Errorf("another address was limited too: %v", err)
	}

	s.cfg.MinEmailCheck = 80 * time.Millisecond
	start := time.Now()
	exists, err := s.EmailHasStories(ctx, client, "nobody@example.com")
	if err != nil || exists {
		t.Errorf("exists = %v, %v", exists, err)
	}
	if took := time.Since(start); took < 80*time.Millisecond {
		t.Errorf("answered in %v, want at least the minimum", took)
	}
}

func TestPrune(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s, mail := newService(t, st)
		if _, err := s.Register(ctx, client, RegisterInput{Email: "pru@example.com", Password: "Secret-Pass1"}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ConfirmEmail(ctx, mail.last(t, "pru@example.com", "confirm_email")); err != nil {
			t.Fatal(err)
		}
		sess, err := s.Login(ctx, client, "pru@example.com", "Secret-Pass1")
		if err != nil {
			t.Fatal(err)
		}
		_, _ = s.Login(ctx, client, "pru@example.com", "Wrong-Pass1") // leaves a rate-limit event
		if n, err := s.Prune(ctx); err != nil || n != 0 {
			t.Fatalf("pruned %d fresh rows (err %v)", n, err)
		}
		later := time.Now().Add(60 * 24 * time.Hour)
		s.now = func() time.Time { return later }
		n, err := s.Prune(ctx)
		if err != nil || n < 3 { // the event, the session, the used confirmation link
			t.Errorf("pruned %d rows (err %v), want at least 3", n, err)
		}
		s.now = time.Now
		if _, err := s.UserBySession(ctx, sess.Token); !errors.Is(err, domain.ErrUnauthorized) {
			t.Error("pruned session still works")
		}
	})
}

func TestPreRegistrationCannotHijack(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s, mail := newService(t, st)

		// The owner signs up; then someone else signs up with the same address.
		if _, err := s.Register(ctx, client, RegisterInput{Email: "vic@example.com", Password: "Owner-Pass1"}); err != nil {
			t.Fatal(err)
		}
		ownersLink := mail.last(t, "vic@example.com", "confirm_email")
		if _, err := s.Register(ctx, client, RegisterInput{Email: "vic@example.com", Password: "Attacker-Pass1"}); err != nil {
			t.Fatal(err)
		}
		attackersLink := mail.last(t, "vic@example.com", "confirm_email")
		// The owner confirms with their own mail: their password is the one set.
		if _, err := s.ConfirmEmail(ctx, ownersLink); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Login(ctx, client, "vic@example.com", "Attacker-Pass1"); err == nil {
			t.Error("the later sign-up's password works")
		}
		if _, err := s.Login(ctx, client, "vic@example.com", "Owner-Pass1"); err != nil {
			t.Errorf("the owner's password: %v", err)
		}
		if _, err := s.ConfirmEmail(ctx, attackersLink); err == nil {
			t.Error("another sign-up's link still works after confirmation")
		}
		if _, err := s.Login(ctx, client, "vic@example.com", "Attacker-Pass1"); err == nil {
			t.Error("the other link set its password")
		}

		// Someone pre-registers an address; its owner then signs in with Google.
		if _, err := s.Register(ctx, client, RegisterInput{Email: "gail@example.com", Password: "Attacker-Pass1"}); err != nil {
			t.Fatal(err)
		}
		pending := mail.last(t, "gail@example.com", "confirm_email")
		if _, err := s.SignInWithGoogle(ctx, client, google.Identity{Subject: "g-gail", Email: "gail@example.com", EmailVerified: true}, ""); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Login(ctx, client, "gail@example.com", "Attacker-Pass1"); err == nil {
			t.Error("the pre-registered password works on the Google owner's account")
		}
		if _, err := s.ConfirmEmail(ctx, pending); err == nil {
			t.Error("the pre-registration's link still works")
		}
	})
}

func TestNetworkLimits(t *testing.T) {
	for in, want := range map[string]string{
		"192.0.2.7": "192.0.2.7", "::ffff:192.0.2.7": "192.0.2.7",
		"2001:db8:1:2:aaaa::1": "2001:db8:1:2::/64", "2001:db8:1:2:bbbb::9": "2001:db8:1:2::/64",
	} {
		if got := ipKey(in); got != want {
			t.Errorf("ipKey(%s) = %s, want %s", in, got, want)
		}
	}

	st := storetest.New(t, store.SQLite)
	ctx := context.Background()
	s, mail := newService(t, st)
	if _, err := s.Register(ctx, client, RegisterInput{Email: "pat@example.com", Password: "Secret-Pass1"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ConfirmEmail(ctx, mail.last(t, "pat@example.com", "confirm_email")); err != nil {
		t.Fatal(err)
	}
	s.cfg.LoginPerIP = 3
	for _, who := range []string{"a@example.com", "b@example.com", "c@example.com"} {
		_, _ = s.Login(ctx, client, who, "Wrong-Pass1") // three failures fill the network's limit
	}
	_, err := s.Login(ctx, client, "pat@example.com", "Wrong-Pass9")
	wantTitle(t, err, "Too Many Attempts")
	if _, err := s.Login(ctx, client, "pat@example.com", "Secret-Pass1"); err != nil {
		t.Errorf("a correct password behind a busy address was refused: %v", err)
	}

	s.cfg.SignupsPerIP = 1
	if _, err := s.Register(ctx, Client{IP: "198.51.100.9"}, RegisterInput{Email: "q1@example.com", Password: "Secret-Pass1"}); err != nil {
		t.Fatal(err)
	}
	_, err = s.Register(ctx, Client{IP: "198.51.100.9"}, RegisterInput{Email: "q2@example.com", Password: "Secret-Pass1"})
	wantTitle(t, err, "Too Many Attempts")
}
