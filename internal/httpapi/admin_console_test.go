package httpapi_test

import (
	"context"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// adminRoutes are the admin console's operations, for the role checks.
var adminRoutes = []struct{ method, path string }{
	{"GET", "/api/v1/admin/users?q=a"},
	{"GET", "/api/v1/admin/users/joe@example.com"},
	{"POST", "/api/v1/admin/users/joe@example.com/credit-adjustments"},
	{"PUT", "/api/v1/admin/users/joe@example.com/role"},
	{"PUT", "/api/v1/admin/users/joe@example.com/disabled"},
	{"GET", "/api/v1/admin/stories"},
	{"GET", "/api/v1/admin/stories/s1"},
	{"DELETE", "/api/v1/admin/stories/s1"},
	{"GET", "/api/v1/admin/error-logs"},
	{"GET", "/api/v1/admin/error-logs/1"},
	{"GET", "/api/v1/admin/audit-events"},
	{"PUT", "/api/v1/admin/public-stories/s1"},
	{"DELETE", "/api/v1/admin/public-stories/s1"},
	{"GET", "/api/v1/admin/outbox"},
	{"GET", "/api/v1/admin/contact-messages"},
}

// auditedBy reports whether the audit log has an event of typ about email
// (any when empty) done by the admin by. It returns the event's details as
// the store keeps them (free-form, so a map), not an HTTP answer.
func auditedBy(t *testing.T, s *apptest.Server, typ, about, by string) map[string]any {
	t.Helper()
	events, err := s.App.Telemetry.Audits(context.Background(), telemetry.AuditFilter{Type: typ, Email: by, Limit: 50})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range events {
		if (about == "" || e.UserEmail == about) && e.Actor == by && e.Details["by"] == by {
			return e.Details
		}
	}
	t.Errorf("no %s audit event about %q by %s", typ, about, by)
	return nil
}

func TestAdminConsoleRoles(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		visitor := newBrowser(t, s.URL)
		joe := newBrowser(t, s.URL)
		signIn(t, s, joe, "joe@example.com")
		body := struct{}{}
		for _, r := range adminRoutes {
			if a := visitor.send(r.method, r.path, body); a.Status != 401 || problemOf(t, a).Code != "unauthorized" {
				t.Errorf("visitor %s %s = %d %s", r.method, r.path, a.Status, a.Body)
			}
			if a := joe.send(r.method, r.path, body); a.Status != 403 || problemOf(t, a).Code != "forbidden" {
				t.Errorf("user %s %s = %d %s", r.method, r.path, a.Status, a.Body)
			}
		}
	})
}

func TestAdminConsoleUsers(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		boss, joe := newBrowser(t, s.URL), newBrowser(t, s.URL)
		signIn(t, s, boss, "boss@example.com")
		if err := s.App.Auth.GrantAdmin(ctx, "boss@example.com"); err != nil {
			t.Fatal(err)
		}
		start := signIn(t, s, joe, "joe@example.com").Credits
		signUp(t, s, "jo_an@example.com", "Secret-Pass1") // never signed in: no balance

		// Search: contains, prefix first, paged; '_' is a letter, not a wildcard.
		found := expect[adminUsers](boss, 200, "GET", "/api/v1/admin/users?q=JO&limit=1", nil)
		if found.Total != 2 || len(found.Users) != 1 {
			t.Errorf("search jo = %+v", found)
		}
		if u := expect[adminUsers](boss, 200, "GET", "/api/v1/admin/users?q=jo_&offset=0", nil).Users; len(u) != 1 ||
			u[0].Email != "jo_an@example.com" || u[0].Credits != nil {
			t.Errorf("search jo_ = %+v", u)
		}
		if f := expect[adminUsers](boss, 200, "GET", "/api/v1/admin/users?q=ex&offset=2", nil); f.Total != 3 || len(f.Users) != 1 {
			t.Errorf("page 2 = %+v", f)
		}

		// Credits: through the ledger, with the reason; the user sees them.
		adj := adjustment{Delta: 40, Reason: "Sorry for the outage", IdempotencyKey: "adjust-0001"}
		d := expect[adminUserDetail](boss, 200, "POST", "/api/v1/admin/users/joe@example.com/credit-adjustments", adj)
		if d.User.Credits == nil || *d.User.Credits != start+40 {
			t.Errorf("after +40: %+v", d.User)
		}
		boss.want(200, "POST", "/api/v1/admin/users/joe@example.com/credit-adjustments", adj) // same key: once
		ledger := expect[adminUserDetail](boss, 200, "GET", "/api/v1/admin/users/joe@example.com", nil).Ledger
		if len(ledger) == 0 {
			t.Fatalf("ledger is empty")
		}
		if top := ledger[0]; top.Delta != 40 || top.Reason != domain.ReasonAdjustment || top.Reference != "Sorry for the outage" || len(ledger) != 2 {
			t.Errorf("ledger = %+v", ledger)
		}
		if me := expect[me](joe, 200, "GET", "/api/v1/me", nil); me.Credits != start+40 {
			t.Errorf("joe sees %v", me.Credits)
		}
		if det := auditedBy(t, s, "credits_adjusted", "joe@example.com", "boss@example.com"); det != nil && det["reason"] != "Sorry for the outage" {
			t.Errorf("audit details %v", det)
		}
		p := expect[problem](boss, 400, "POST", "/api/v1/admin/users/joe@example.com/credit-adjustments", adjustment{Delta: 0, Reason: "x", IdempotencyKey: "adjust-0002"})
		if p.Code != "invalid" {
			t.Errorf("zero = %+v", p)
		}
		p = expect[problem](boss, 402, "POST", "/api/v1/admin/users/joe@example.com/credit-adjustments", adjustment{Delta: -1000000, Reason: "too much", IdempotencyKey: "adjust-0003"})
		if p.Code != "insufficient_credits" {
			t.Errorf("below zero = %+v", p)
		}
		boss.want(404, "POST", "/api/v1/admin/users/jo_an@example.com/credit-adjustments", adjustment{Delta: 5, Reason: "x", IdempotencyKey: "adjust-0004"})
		boss.want(404, "GET", "/api/v1/admin/users/nobody@example.com", nil)

		// The admin role: granted, revoked; never your own, never the last.
		if p := expect[problem](boss, 409, "PUT", "/api/v1/admin/users/boss@example.com/role", roleBody{"user"}); p.Title != "Not Yourself" {
			t.Errorf("own revoke = %+v", p)
		}
		boss.want(200, "PUT", "/api/v1/admin/users/joe@example.com/role", roleBody{"admin"})
		joe.want(200, "GET", "/api/v1/admin/users?q=boss", nil)
		auditedBy(t, s, "admin_granted", "joe@example.com", "boss@example.com")
		boss.want(200, "PUT", "/api/v1/admin/users/joe@example.com/role", roleBody{"user"})
		joe.want(403, "GET", "/api/v1/admin/users?q=boss", nil)
		auditedBy(t, s, "admin_revoked", "joe@example.com", "boss@example.com")
		boss.want(422, "PUT", "/api/v1/admin/users/joe@example.com/role", roleBody{"root"})

		// Disable: the session ends at once, sign-in is refused plainly; enable again.
		d = expect[adminUserDetail](boss, 200, "PUT", "/api/v1/admin/users/joe@example.com/disabled", disabledBody{true})
		if !d.User.Disabled || d.Sessions != 0 {
			t.Errorf("disabled = %+v", d)
		}
		if me := expect[me](joe, 200, "GET", "/api/v1/me", nil); me.Mode != "visitor" {
			t.Errorf("disabled joe still signed in: %+v", me)
		}
		p = expect[problem](joe, 403, "POST", "/api/v1/auth/login", credentials{Email: "joe@example.com", Password: "Secret-Pass1"})
		if p.Title != "Account Disabled" || p.Code != "forbidden" {
			t.Errorf("disabled login = %+v", p)
		}
		joe.want(401, "POST", "/api/v1/auth/login", credentials{Email: "joe@example.com", Password: "Wrong-Pass1"}) // no hint without the password
		if p := expect[problem](boss, 409, "PUT", "/api/v1/admin/users/boss@example.com/disabled", disabledBody{true}); p.Title != "Not Yourself" {
			t.Errorf("own disable = %+v", p)
		}
		if det := auditedBy(t, s, "account_disabled", "joe@example.com", "boss@example.com"); det != nil && det["sessionsEnded"] != float64(1) {
			t.Errorf("disable audit = %v", det)
		}
		boss.want(200, "PUT", "/api/v1/admin/users/joe@example.com/disabled", disabledBody{false})
		auditedBy(t, s, "account_enabled", "joe@example.com", "boss@example.com")
		joe.want(200, "POST", "/api/v1/auth/login", credentials{Email: "joe@example.com", Password: "Secret-Pass1"})

		// The audit log over HTTP: by type, and by the admin who acted.
		ev := expect[struct {
			Events []struct {
				Actor     string `json:"actor"`
				UserEmail string `json:"userEmail"`
			} `json:"events"`
		}](boss, 200, "GET", "/api/v1/admin/audit-events?type=account_disabled&email=boss@example.com", nil)
		if e := ev.Events; len(e) != 1 || e[0].Actor != "boss@example.com" || e[0].UserEmail != "joe@example.com" {
			t.Errorf("audit events = %+v", ev)
		}
	})
}

func TestAdminConsoleStoriesAndLogs(t *testing.T) {
	webOnly := apptest.Options{Configure: func(c *config.Config) { c.Role = config.RoleWeb }}
	apptest.ForEachDialect(t, webOnly, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		boss, joe := newBrowser(t, s.URL), newBrowser(t, s.URL)
		signIn(t, s, boss, "boss@example.com")
		if err := s.App.Auth.GrantAdmin(ctx, "boss@example.com"); err != nil {
			t.Fatal(err)
		}
		signIn(t, s, joe, "joe@example.com")
		var joeID string
		if err := s.App.Store.QueryRow(ctx, "SELECT id FROM users WHERE email = 'joe@example.com'").Scan(&joeID); err != nil {
			t.Fatal(err)
		}
		at := time.Now().UTC().Add(-time.Hour)
		for i, st := range []struct{ id, title, target, native string }{{"s1", "El gato", "es", "en"}, {"s2", "Le chat", "fr", "en"}} {
			if _, err := s.App.Store.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
				language_pair, status, loading_flashcards, credits_charged, cards_total, created_at, updated_at, completed_at, deadline_at)
				VALUES (?, 'user', ?, ?, ?, ?, ?, ?, 'completed', ?, 0, 1, ?, ?, ?, ?)`,
				st.id, joeID, st.title, st.title, st.native, st.target, st.target+"_"+st.native, false, at.Add(time.Duration(i)*time.Minute), at, at, at); err != nil {
				t.Fatal(err)
			}
			if _, err := s.App.Store.Exec(ctx, `INSERT INTO flashcards (id, story_id, position, kind, front, back, created_at)
				VALUES (?, ?, 0, 'sentence', ?, 'the cat', ?)`, "card-"+st.id, st.id, st.title, at); err != nil {
				t.Fatal(err)
			}
		}
		// Search by title, owner and language; open; publish; delete.
		if f := expect[adminStories](boss, 200, "GET", "/api/v1/admin/stories?q=GATO", nil); f.Total != 1 {
			t.Errorf("by title = %+v", f)
		}
		if f := expect[adminStories](boss, 200, "GET", "/api/v1/admin/stories?q=joe@&language=fr", nil).Stories; len(f) != 1 || f[0].ID != "s2" ||
			f[0].OwnerEmail != "joe@example.com" {
			t.Errorf("by owner and language = %+v", f)
		}
		if c := expect[struct {
			Flashcards []flashcard `json:"flashcards"`
		}](boss, 200, "GET", "/api/v1/admin/stories/s1", nil).Flashcards; len(c) != 1 || c[0].Back != "the cat" {
			t.Errorf("cards = %+v", c)
		}
		boss.want(200, "PUT", "/api/v1/admin/public-stories/s2", nil)
		auditedBy(t, s, "story_published", "", "boss@example.com")
		if f := expect[adminStories](boss, 200, "GET", "/api/v1/admin/stories?public=true", nil).Stories; len(f) != 1 || !f[0].Public {
			t.Errorf("public = %+v", f)
		}
		boss.want(204, "DELETE", "/api/v1/admin/public-stories/s2", nil)
		auditedBy(t, s, "story_unpublished", "", "boss@example.com")
		boss.want(204, "DELETE", "/api/v1/admin/stories/s1", nil)
		boss.want(404, "DELETE", "/api/v1/admin/stories/s1", nil)
		joe.want(404, "GET", "/api/v1/stories/s1/status", nil)
		if det := auditedBy(t, s, "story_deleted_by_admin", "", "boss@example.com"); det != nil && det["title"] != "El gato" {
			t.Errorf("delete audit = %v", det)
		}

		// Error log: joe's browser reports; filters by type, account, time; detail.
		joe.want(201, "POST", "/api/v1/error-logs", errorReport{ErrorType: "network_error", ErrorMessage: "fetch failed", ErrorStack: "at x", ErrorCategory: "api", Severity: "high"})
		visitorErr := newBrowser(t, s.URL)
		visitorErr.want(201, "POST", "/api/v1/error-logs", errorReport{ErrorType: "javascript_error", ErrorMessage: "boom", ErrorCategory: "frontend", Severity: "medium"})
		all := expect[adminErrorLogs](boss, 200, "GET", "/api/v1/admin/error-logs", nil)
		if len(all.Errors) < 2 || len(all.Types) < 2 {
			t.Fatalf("error log = %+v", all)
		}
		mine := expect[adminErrorLogs](boss, 200, "GET", "/api/v1/admin/error-logs?email=joe@example.com", nil).Errors
		if len(mine) != 1 || mine[0].Type != "network_error" {
			t.Fatalf("joe's errors = %+v", mine)
		}
		if n := expect[adminErrorLogs](boss, 200, "GET", "/api/v1/admin/error-logs?type=javascript_error", nil).Errors; len(n) != 1 {
			t.Errorf("by type = %+v", n)
		}
		future := url.QueryEscape(time.Now().Add(time.Hour).UTC().Format(time.RFC3339))
		if n := expect[adminErrorLogs](boss, 200, "GET", "/api/v1/admin/error-logs?from="+future, nil).Errors; len(n) != 0 {
			t.Errorf("from the future = %+v", n)
		}
		if n := expect[adminErrorLogs](boss, 200, "GET", "/api/v1/admin/error-logs?email=nobody@example.com", nil).Errors; len(n) != 0 {
			t.Errorf("nobody's = %+v", n)
		}
		det := expect[adminErrorLog](boss, 200, "GET", "/api/v1/admin/error-logs/"+strconv.FormatInt(mine[0].ID, 10), nil)
		if det.Stack != "at x" || det.UserEmail != "joe@example.com" {
			t.Errorf("detail = %+v", det)
		}
		boss.want(404, "GET", "/api/v1/admin/error-logs/999999", nil)
	})
}

// Request bodies of the admin console.

type adjustment struct {
	Delta          int    `json:"delta"`
	Reason         string `json:"reason"`
	IdempotencyKey string `json:"idempotencyKey"`
}

type roleBody struct {
	Role string `json:"role"`
}

type disabledBody struct {
	Disabled bool `json:"disabled"`
}

// errorReport is the body of POST /api/v1/error-logs.
type errorReport struct {
	ErrorType     string `json:"errorType"`
	ErrorCategory string `json:"errorCategory"`
	Severity      string `json:"severity"`
	ErrorMessage  string `json:"errorMessage"`
	ErrorStack    string `json:"errorStack,omitempty"`
}

// Answers of the admin console (adminUser, adminStory... in the server).

type adminUser struct {
	ID        string `json:"id"`
	Email     string `json:"email"`
	Role      string `json:"role"`
	Confirmed bool   `json:"confirmed"`
	Disabled  bool   `json:"disabled"`
	Credits   *int   `json:"credits"` // null: never signed in
	Stories   int    `json:"stories"`
}

type adminUsers struct {
	Users []adminUser `json:"users"`
	Total int         `json:"total"`
}

type adminUserDetail struct {
	User     adminUser `json:"user"`
	Sessions int       `json:"sessions"`
	Ledger   []struct {
		Delta        int    `json:"delta"`
		BalanceAfter int    `json:"balanceAfter"`
		Reason       string `json:"reason"`
		Reference    string `json:"reference"`
	} `json:"ledger"`
}

type adminStories struct {
	Stories []struct {
		ID         string `json:"id"`
		Title      string `json:"title"`
		OwnerEmail string `json:"ownerEmail"`
		Public     bool   `json:"public"`
	} `json:"stories"`
	Total int `json:"total"`
}

type adminErrorLog struct {
	ID        int64  `json:"id"`
	Type      string `json:"type"`
	Stack     string `json:"stack"`
	UserEmail string `json:"userEmail"`
}

type adminErrorLogs struct {
	Errors []adminErrorLog `json:"errors"`
	Types  []string        `json:"types"`
}
