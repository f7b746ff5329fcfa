package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/builtin"
)

// batchJSON marshals an analytics batch. The batches are maps on purpose:
// several are shapes the schema must refuse (unknown names, too many items,
// out-of-range numbers), which a typed body could not all express.
func batchJSON(t *testing.T, b map[string]any) string {
	t.Helper()
	j, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(j)
}

// sameJSON compares a JSON value with the JSON text want, exactly: the same
// keys, no more (so it decodes both into untyped values).
func sameJSON(t *testing.T, what string, raw json.RawMessage, want string) {
	t.Helper()
	var got, w any
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, w) {
		g, _ := json.Marshal(got)
		t.Errorf("%s = %s, want %s", what, g, want)
	}
}

// countRows runs a COUNT query on the app's database.
func countRows(t *testing.T, s *apptest.Server, q string, args ...any) int {
	t.Helper()
	var n int
	if err := s.App.Store.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}

func TestAnalyticsBatchIngest(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		url := s.URL + "/api/v1/analytics/batch"
		full := map[string]any{
			"sessionId": "0b9f6c1e-1111-4a4a-9c9c-123456789abc",
			"utm":       map[string]any{"source": "newsletter", "medium": "email", "campaign": "spring"},
			"lastUtm":   map[string]any{"source": "mastodon"},
			"pageViews": []any{map[string]any{"path": "/reset-password?token=secret&email=a@b.c#x", "firstVisit": true,
				"referrer": "https://news.example.org/issue/12?u=ana@example.com"}},
			"visits": []any{map[string]any{"durationMs": 4500, "pageViews": 3}},
			"events": []any{map[string]any{"name": "guest_started"}},
		}
		if r := do(t, "POST", url, batchJSON(t, full)); r.Status != 204 {
			t.Fatalf("batch: %d %s", r.Status, r.Body)
		}
		var path, ref, src, last string
		var first bool
		if err := s.App.Store.QueryRow(context.Background(), `SELECT path, referrer_host, utm_source, last_utm_source, first_visit
			FROM page_views WHERE session_id = ?`, full["sessionId"]).Scan(&path, &ref, &src, &last, &first); err != nil {
			t.Fatal(err)
		}
		if path != "/reset-password" || ref != "news.example.org" || src != "newsletter" || last != "mastodon" || !first {
			t.Errorf("page view kept %q %q %q %q %v", path, ref, src, last, first)
		}
		if n := countRows(t, s, "SELECT COUNT(*) FROM visits WHERE session_id = ? AND duration_ms = 4500 AND page_views = 3", full["sessionId"]); n != 1 {
			t.Errorf("visits = %d", n)
		}
		if n := countRows(t, s, "SELECT COUNT(*) FROM analytics_events WHERE event_name = 'guest_started' AND session_id = ? AND utm_source = 'newsletter'", full["sessionId"]); n != 1 {
			t.Errorf("events = %d", n)
		}

		// Do-Not-Track and Global Privacy Control: the page view counts, no identifier stays.
		for _, h := range [][]string{{"DNT", "1"}, {"Sec-GPC", "1"}} {
			if r := do(t, "POST", url, batchJSON(t, full), h...); r.Status != 204 {
				t.Fatalf("%s batch: %d %s", h[0], r.Status, r.Body)
			}
		}
		if n := countRows(t, s, `SELECT COUNT(*) FROM page_views WHERE session_id IS NULL AND utm_source IS NULL
			AND last_utm_source IS NULL AND first_visit = ? AND path = '/reset-password'`, false); n != 2 {
			t.Errorf("private page views = %d, want 2 without identifiers", n)
		}
		if n := countRows(t, s, "SELECT COUNT(*) FROM visits"); n != 1 {
			t.Errorf("visits after private batches = %d, want 1", n)
		}
		if n := countRows(t, s, "SELECT COUNT(*) FROM analytics_events WHERE session_id IS NULL AND utm_source IS NULL AND user_id IS NULL"); n != 2 {
			t.Errorf("private events = %d, want 2 without identifiers", n)
		}

		// Bounds: the schema refuses, nothing is stored.
		many := make([]any, 51)
		for i := range many {
			many[i] = map[string]any{"path": "/"}
		}
		for name, body := range map[string]map[string]any{
			"51 page views":    {"pageViews": many},
			"a 2 s visit":      {"sessionId": "abc", "visits": []any{map[string]any{"durationMs": 2000, "pageViews": 1}}},
			"unknown event":    {"events": []any{map[string]any{"name": "made_up"}}},
			"odd session id":   {"sessionId": "a b<script>", "pageViews": []any{map[string]any{"path": "/"}}},
			"long path":        {"pageViews": []any{map[string]any{"path": "/" + strings.Repeat("a", 2000)}}},
			"long utm source":  {"utm": map[string]any{"source": strings.Repeat("s", 201)}},
			"11 visits":        {"visits": make([]any, 11)},
			"empty page path":  {"pageViews": []any{map[string]any{"path": ""}}},
			"too much to tell": {"events": []any{map[string]any{"name": "sign_up", "metadata": map[string]any{"x": strings.Repeat("m", 9000)}}}},
		} {
			r := do(t, "POST", url, batchJSON(t, body))
			if r.Status != 422 && r.Status != 400 {
				t.Errorf("%s: %d %s", name, r.Status, r.Body)
				continue
			}
			if p := problemOf(t, r); p.Code != "invalid" {
				t.Errorf("%s: problem %+v", name, p)
			}
		}
		if n := countRows(t, s, "SELECT COUNT(*) FROM page_views"); n != 3 {
			t.Errorf("page views after bad batches = %d, want 3", n)
		}
	})
}

func TestAnalyticsBatchIsRateLimited(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	body := `{"pageViews":[{"path":"/"}]}`
	for i := range 60 {
		if r := do(t, "POST", s.URL+"/api/v1/analytics/batch", body); r.Status != 204 {
			t.Fatalf("batch %d: %d %s", i, r.Status, r.Body)
		}
	}
	if r := do(t, "POST", s.URL+"/api/v1/analytics/batch", body); r.Status != 429 || problemOf(t, r).Code != "rate_limited" {
		t.Errorf("61st batch in a minute: %d %s", r.Status, r.Body)
	}
}

// TestInsightDashboard seeds visits, events, lessons, orders and errors and
// checks the dashboard's exact numbers, its periods and who may see it.
func TestInsightDashboard(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		st := s.App.Store
		post := func(b map[string]any) {
			t.Helper()
			if r := do(t, "POST", s.URL+"/api/v1/analytics/batch", batchJSON(t, b)); r.Status != 204 {
				t.Fatalf("batch: %d %s", r.Status, r.Body)
			}
		}
		pv := func(paths ...string) []any {
			var out []any
			for _, p := range paths {
				out = append(out, map[string]any{"path": p})
			}
			return out
		}
		ev := func(names ...string) []any {
			var out []any
			for _, n := range names {
				out = append(out, map[string]any{"name": n})
			}
			return out
		}
		news := map[string]any{"source": "newsletter"}
		post(map[string]any{"sessionId": "a1", "utm": news, "pageViews": pv("/", "/stories"),
			"events": ev("guest_started", "story_submitted", "lesson_completed"), "visits": []any{map[string]any{"durationMs": 61000, "pageViews": 2}}})
		post(map[string]any{"sessionId": "a2", "utm": news, "pageViews": pv("/")})
		post(map[string]any{"sessionId": "b1", "pageViews": pv("/"), "events": ev("guest_started", "lesson_completed", "sign_up", "purchase")})
		post(map[string]any{"sessionId": "b1", "pageViews": pv("/flashcards"), "events": ev("lesson_completed")}) // counted once
		post(map[string]any{"events": ev("sign_up")})                                                             // no id: not in the funnel
		if r := do(t, "POST", s.URL+"/api/v1/analytics/batch", batchJSON(t, map[string]any{"sessionId": "x", "pageViews": pv("/")}), "DNT", "1"); r.Status != 204 {
			t.Fatal(r.Status)
		}
		// Older page views: 3 days ago (in 7 and 30 days, not today) and 40 days ago (in none).
		for _, ago := range []int{3, 40} {
			at := time.Now().UTC().AddDate(0, 0, -ago)
			if _, err := st.Exec(ctx, `INSERT INTO page_views (session_id, path, first_visit, utm_source, day, created_at)
				VALUES (?, '/', ?, 'ads', ?, ?)`, fmt.Sprintf("old%d", ago), true, at.Format(time.DateOnly), at); err != nil {
				t.Fatal(err)
			}
		}

		admin := newBrowser(t, s.URL)
		signIn(t, s, admin, "boss@example.com")
		if err := s.App.Auth.GrantAdmin(ctx, "boss@example.com"); err != nil {
			t.Fatal(err)
		}
		var uid string
		if err := st.QueryRow(ctx, "SELECT id FROM users WHERE email = ?", "boss@example.com").Scan(&uid); err != nil {
			t.Fatal(err)
		}
		now := time.Now().UTC()
		for i, status := range []string{"completed", "completed", "failed", "processing"} {
			if _, err := st.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
				language_pair, status, loading_flashcards, credits_charged, created_at, updated_at, deadline_at)
				VALUES (?, 'user', ?, 't', 'Hola amigo, buenos días.', 'en', 'es', 'en-es', ?, ?, 25, ?, ?, ?)`,
				fmt.Sprintf("s%d", i), uid, status, false, now, now, now.Add(time.Hour)); err != nil {
				t.Fatal(err)
			}
		}
		for i, o := range []struct {
			status          string
			cents, refunded int
			paid            *time.Time
		}{{"paid", 499, 0, &now}, {"partially_refunded", 499, 100, &now}, {"pending", 99, 0, nil}} {
			if _, err := st.Exec(ctx, `INSERT INTO orders (id, user_id, package, credits, amount_cents, currency, status,
				amount_refunded_cents, created_at, updated_at, paid_at) VALUES (?, ?, 'large', 300, ?, 'usd', ?, ?, ?, ?, ?)`,
				fmt.Sprintf("o%d", i), uid, o.cents, o.status, o.refunded, now, now, o.paid); err != nil {
				t.Fatal(err)
			}
		}
		for range 2 {
			if r := do(t, "POST", s.URL+"/api/v1/error-logs", `{"errorType":"javascript_error","errorCategory":"frontend","severity":"medium","errorMessage":"boom"}`); r.Status != 201 {
				t.Fatal(r.Status)
			}
		}
		guestCookie(t, s.URL) // one guest session
		// The built-in library's account and its seeded lesson are not learners' (decision 0039).
		if _, err := st.Exec(ctx, `INSERT INTO users (id, email, role, interface_lang, created_at, updated_at)
			VALUES (?, 'library@storyglot.invalid', 'user', 'en', ?, ?) ON CONFLICT DO NOTHING`, builtin.LibraryUserID, now, now); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
			language_pair, status, loading_flashcards, credits_charged, created_at, updated_at, deadline_at)
			VALUES ('seeded', 'user', ?, 't', 'Hola amigo, buenos días.', 'en', 'es', 'en-es', 'completed', ?, 0, ?, ?, ?)`,
			builtin.LibraryUserID, false, now, now, now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}

		today := expect[insight](admin, 200, "GET", "/api/v1/admin/insight?days=1", nil)
		want := insightCounts{Days: 1, Visitors: 3, PageViews: 6, PrivatePageViews: 1, Visits: 1, VisitSeconds: 61,
			Guests: 1, SignUps: 1, LessonsMade: 2, LessonsFailed: 1, Reviews: 0, Orders: 2, RevenueCents: 898, Errors: 2}
		if today.insightCounts != want {
			t.Errorf("today = %+v, want %+v", today.insightCounts, want)
		}
		if today.Currency != "usd" {
			t.Errorf("currency = %v", today.Currency)
		}
		sameJSON(t, "funnel", today.Funnel, `{"visitors":3,"guests":2,"firstLesson":2,"signUps":1,"purchases":1}`)
		sameJSON(t, "sources", today.Sources, `[{"source":"newsletter","visitors":2,"guests":1,"firstLesson":1,"signUps":0,"purchases":0},
			{"source":"","visitors":1,"guests":1,"firstLesson":1,"signUps":1,"purchases":1}]`)
		sameJSON(t, "error types", today.ErrorTypes, `[{"type":"javascript_error","count":2}]`)

		week := expect[insight](admin, 200, "GET", "/api/v1/admin/insight?days=7", nil)
		month := expect[insight](admin, 200, "GET", "/api/v1/admin/insight?days=30", nil)
		if week.Visitors != 4 || month.Visitors != 4 || month.PageViews != 7 {
			t.Errorf("visitors week %v month %v, page views month %v", week.Visitors, month.Visitors, month.PageViews)
		}
		days := week.Daily
		if len(days) != 7 {
			t.Fatalf("daily = %+v", week.Daily)
		}
		if d := days[6]; d.Day != now.Format(time.DateOnly) || d.Visitors != 3 || d.PageViews != 6 {
			t.Errorf("today's row = %+v", d)
		}
		if d := days[3]; d.Visitors != 1 {
			t.Errorf("3 days ago = %+v", d)
		}

		// Who may look: an admin only; the period is one of three.
		admin.want(422, "GET", "/api/v1/admin/insight?days=2", nil)
		newBrowser(t, s.URL).want(401, "GET", "/api/v1/admin/insight", nil)
		joe := newBrowser(t, s.URL)
		signIn(t, s, joe, "joe@example.com")
		joe.want(403, "GET", "/api/v1/admin/insight?days=7", nil)
	})
}

// insightCounts are the dashboard's top-level numbers.
type insightCounts struct {
	Days             int   `json:"days"`
	Visitors         int   `json:"visitors"`
	PageViews        int   `json:"pageViews"`
	PrivatePageViews int   `json:"privatePageViews"`
	Visits           int   `json:"visits"`
	VisitSeconds     int64 `json:"visitSeconds"`
	Guests           int   `json:"guests"`
	SignUps          int   `json:"signUps"`
	LessonsMade      int   `json:"lessonsMade"`
	LessonsFailed    int   `json:"lessonsFailed"`
	Reviews          int   `json:"reviews"`
	Orders           int   `json:"orders"`
	RevenueCents     int   `json:"revenueCents"`
	Errors           int   `json:"errors"`
}

// insight is GET /api/v1/admin/insight. The funnel, sources and error types
// stay raw JSON: sameJSON checks them key for key.
type insight struct {
	insightCounts
	Currency   string          `json:"currency"`
	Funnel     json.RawMessage `json:"funnel"`
	Sources    json.RawMessage `json:"sources"`
	ErrorTypes json.RawMessage `json:"errorTypes"`
	Daily      []struct {
		Day       string `json:"day"`
		Visitors  int    `json:"visitors"`
		PageViews int    `json:"pageViews"`
	} `json:"daily"`
}
