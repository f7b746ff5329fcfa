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
// (any when empty) done by the admin by.
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
		body := map[string]any{}
		for _, r := range adminRoutes {
			if st, p, _ := visitor.call(r.method, r.path, body); st != 401 || p["code"] != "unauthorized" {
				t.Errorf("visitor %s %s = %d %v", r.method, r.path, st, p)
			}
			if st, p, _ := joe.call(r.method, r.path, body); st != 403 || p["code"] != "forbidden" {
				t.Errorf("user %s %s = %d %v", r.method, r.path, st, p)
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
		start := float64(signIn(t, s, joe, "joe@example.com").Credits)
		signUp(t, s, "jo_an@example.com", "Secret-Pass1") // never signed in: no balance

		// Search: contains, prefix first, paged; '_' is a letter, not a wildcard.
		found := boss.want(200, "GET", "/api/v1/admin/users?q=JO&limit=1", nil)
		if found["total"] != float64(2) || len(found["users"].([]any)) != 1 {
			t.Errorf("search jo = %v", found)
		}
		if u := boss.want(200, "GET", "/api/v1/admin/users?q=jo_&offset=0", nil)["users"].([]any); len(u) != 1 ||
			u[0].(map[string]any)["email"] != "jo_an@example.com" || u[0].(map[string]any)["credits"] != nil {
			t.Errorf("search jo_ = %v", u)
		}
		if f := boss.want(200, "GET", "/api/v1/admin/users?q=ex&offset=2", nil); f["total"] != float64(3) || len(f["users"].([]any)) != 1 {
			t.Errorf("page 2 = %v", f)
		}

		// Credits: through the ledger, with the reason; the user sees them.
		adj := map[string]any{"delta": 40, "reason": "Sorry for the outage", "idempotencyKey": "adjust-0001"}
		d := boss.want(200, "POST", "/api/v1/admin/users/joe@example.com/credit-adjustments", adj)
		if d["user"].(map[string]any)["credits"] != start+40 {
			t.Errorf("after +40: %v", d["user"])
		}
		boss.want(200, "POST", "/api/v1/admin/users/joe@example.com/credit-adjustments", adj) // same key: once
		ledger := boss.want(200, "GET", "/api/v1/admin/users/joe@example.com", nil)["ledger"].([]any)
		if top := ledger[0].(map[string]any); top["delta"] != float64(40) || top["reason"] != domain.ReasonAdjustment || top["reference"] != "Sorry for the outage" || len(ledger) != 2 {
			t.Errorf("ledger = %v", ledger)
		}
		if me := joe.want(200, "GET", "/api/v1/me", nil); me["credits"] != start+40 {
			t.Errorf("joe sees %v", me["credits"])
		}
		if det := auditedBy(t, s, "credits_adjusted", "joe@example.com", "boss@example.com"); det != nil && det["reason"] != "Sorry for the outage" {
			t.Errorf("audit details %v", det)
		}
		p := boss.want(400, "POST", "/api/v1/admin/users/joe@example.com/credit-adjustments", map[string]any{"delta": 0, "reason": "x", "idempotencyKey": "adjust-0002"})
		if p["code"] != "invalid" {
			t.Errorf("zero = %v", p)
		}
		p = boss.want(402, "POST", "/api/v1/admin/users/joe@example.com/credit-adjustments", map[string]any{"delta": -1000000, "reason": "too much", "idempotencyKey": "adjust-0003"})
		if p["code"] != "insufficient_credits" {
			t.Errorf("below zero = %v", p)
		}
		boss.want(404, "POST", "/api/v1/admin/users/jo_an@example.com/credit-adjustments", map[string]any{"delta": 5, "reason": "x", "idempotencyKey": "adjust-0004"})
		boss.want(404, "GET", "/api/v1/admin/users/nobody@example.com", nil)

		// The admin role: granted, revoked; never your own, never the last.
		if p := boss.want(409, "PUT", "/api/v1/admin/users/boss@example.com/role", map[string]any{"role": "user"}); p["title"] != "Not Yourself" {
			t.Errorf("own revoke = %v", p)
		}
		boss.want(200, "PUT", "/api/v1/admin/users/joe@example.com/role", map[string]any{"role": "admin"})
		joe.want(200, "GET", "/api/v1/admin/users?q=boss", nil)
		auditedBy(t, s, "admin_granted", "joe@example.com", "boss@example.com")
		boss.want(200, "PUT", "/api/v1/admin/users/joe@example.com/role", map[string]any{"role": "user"})
		joe.want(403, "GET", "/api/v1/admin/users?q=boss", nil)
		auditedBy(t, s, "admin_revoked", "joe@example.com", "boss@example.com")
		boss.want(422, "PUT", "/api/v1/admin/users/joe@example.com/role", map[string]any{"role": "root"})

		// Disable: the session ends at once, sign-in is refused plainly; enable again.
		d = boss.want(200, "PUT", "/api/v1/admin/users/joe@example.com/disabled", map[string]any{"disabled": true})
		if d["user"].(map[string]any)["disabled"] != true || d["sessions"] != float64(0) {
			t.Errorf("disabled = %v", d)
		}
		if me := joe.want(200, "GET", "/api/v1/me", nil); me["mode"] != "visitor" {
			t.Errorf("disabled joe still signed in: %v", me)
		}
		p = joe.want(403, "POST", "/api/v1/auth/login", map[string]any{"email": "joe@example.com", "password": "Secret-Pass1"})
		if p["title"] != "Account Disabled" || p["code"] != "forbidden" {
			t.Errorf("disabled login = %v", p)
		}
		joe.want(401, "POST", "/api/v1/auth/login", map[string]any{"email": "joe@example.com", "password": "Wrong-Pass1"}) // no hint without the password
		if p := boss.want(409, "PUT", "/api/v1/admin/users/boss@example.com/disabled", map[string]any{"disabled": true}); p["title"] != "Not Yourself" {
			t.Errorf("own disable = %v", p)
		}
		if det := auditedBy(t, s, "account_disabled", "joe@example.com", "boss@example.com"); det != nil && det["sessionsEnded"] != float64(1) {
			t.Errorf("disable audit = %v", det)
		}
		boss.want(200, "PUT", "/api/v1/admin/users/joe@example.com/disabled", map[string]any{"disabled": false})
		auditedBy(t, s, "account_enabled", "joe@example.com", "boss@example.com")
		joe.want(200, "POST", "/api/v1/auth/login", map[string]any{"email": "joe@example.com", "password": "Secret-Pass1"})

		// The audit log over HTTP: by type, and by the admin who acted.
		ev := boss.want(200, "GET", "/api/v1/admin/audit-events?type=account_disabled&email=boss@example.com", nil)
		if e := ev["events"].([]any); len(e) != 1 || e[0].(map[string]any)["actor"] != "boss@example.com" || e[0].(map[string]any)["userEmail"] != "joe@example.com" {
			t.Errorf("audit events = %v", ev)
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
		if f := boss.want(200, "GET", "/api/v1/admin/stories?q=GATO", nil); f["total"] != float64(1) {
			t.Errorf("by title = %v", f)
		}
		if f := boss.want(200, "GET", "/api/v1/admin/stories?q=joe@&language=fr", nil)["stories"].([]any); len(f) != 1 || f[0].(map[string]any)["id"] != "s2" ||
			f[0].(map[string]any)["ownerEmail"] != "joe@example.com" {
			t.Errorf("by owner and language = %v", f)
		}
		if c := boss.want(200, "GET", "/api/v1/admin/stories/s1", nil)["flashcards"].([]any); len(c) != 1 || c[0].(map[string]any)["back"] != "the cat" {
			t.Errorf("cards = %v", c)
		}
		boss.want(200, "PUT", "/api/v1/admin/public-stories/s2", nil)
		auditedBy(t, s, "story_published", "", "boss@example.com")
		if f := boss.want(200, "GET", "/api/v1/admin/stories?public=true", nil)["stories"].([]any); len(f) != 1 || f[0].(map[string]any)["public"] != true {
			t.Errorf("public = %v", f)
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
		joe.want(201, "POST", "/api/v1/error-logs", map[string]any{"errorType": "network_error", "errorMessage": "fetch failed", "errorStack": "at x", "errorCategory": "api", "severity": "high"})
		visitorErr := newBrowser(t, s.URL)
		visitorErr.want(201, "POST", "/api/v1/error-logs", map[string]any{"errorType": "javascript_error", "errorMessage": "boom", "errorCategory": "frontend", "severity": "medium"})
		all := boss.want(200, "GET", "/api/v1/admin/error-logs", nil)
		if len(all["errors"].([]any)) < 2 || len(all["types"].([]any)) < 2 {
			t.Fatalf("error log = %v", all)
		}
		mine := boss.want(200, "GET", "/api/v1/admin/error-logs?email=joe@example.com", nil)["errors"].([]any)
		if len(mine) != 1 || mine[0].(map[string]any)["type"] != "network_error" {
			t.Errorf("joe's errors = %v", mine)
		}
		if n := boss.want(200, "GET", "/api/v1/admin/error-logs?type=javascript_error", nil)["errors"].([]any); len(n) != 1 {
			t.Errorf("by type = %v", n)
		}
		future := url.QueryEscape(time.Now().Add(time.Hour).UTC().Format(time.RFC3339))
		if n := boss.want(200, "GET", "/api/v1/admin/error-logs?from="+future, nil)["errors"].([]any); len(n) != 0 {
			t.Errorf("from the future = %v", n)
		}
		if n := boss.want(200, "GET", "/api/v1/admin/error-logs?email=nobody@example.com", nil)["errors"].([]any); len(n) != 0 {
			t.Errorf("nobody's = %v", n)
		}
		id := mine[0].(map[string]any)["id"].(float64)
		det := boss.want(200, "GET", "/api/v1/admin/error-logs/"+strconv.Itoa(int(id)), nil)
		if det["stack"] != "at x" || det["userEmail"] != "joe@example.com" {
			t.Errorf("detail = %v", det)
		}
		boss.want(404, "GET", "/api/v1/admin/error-logs/999999", nil)
	})
}
