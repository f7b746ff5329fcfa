package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/store"
)

// textColumns lists every column of every table of the database, learnt
// from the database itself, so that a table added later is searched too.
func textColumns(t *testing.T, s *apptest.Server) map[string][]string {
	t.Helper()
	ctx := context.Background()
	st := s.App.Store
	cols := map[string][]string{}
	if st.Dialect() == store.Postgres {
		rows, err := st.Query(ctx, `SELECT table_name, column_name FROM information_schema.columns
			WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb', 'json')`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var tb, c string
			if err := rows.Scan(&tb, &c); err != nil {
				t.Fatal(err)
			}
			cols[tb] = append(cols[tb], c)
		}
		return cols
	}
	rows, err := st.Query(ctx, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, n)
	}
	rows.Close()
	for _, tb := range tables {
		rows, err := st.Query(ctx, "SELECT name FROM pragma_table_info('"+tb+"')")
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var c string
			if err := rows.Scan(&c); err != nil {
				t.Fatal(err)
			}
			cols[tb] = append(cols[tb], c)
		}
		rows.Close()
	}
	return cols
}

// traces finds needle in any column of any table.
func traces(t *testing.T, s *apptest.Server, cols map[string][]string, needle string) []string {
	t.Helper()
	var found []string
	for tb, cs := range cols {
		for _, c := range cs {
			var n int
			q := fmt.Sprintf(`SELECT COUNT(*) FROM %s WHERE LOWER(CAST(%s AS TEXT)) LIKE ?`, tb, c)
			if err := s.App.Store.QueryRow(context.Background(), q, "%"+strings.ToLower(needle)+"%").Scan(&n); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			if n > 0 {
				found = append(found, fmt.Sprintf("%s.%s (%d)", tb, c, n))
			}
		}
	}
	return found
}

// TestErasureLeavesNoTrace makes an account with every kind of data a
// learner leaves — a guest's lesson claimed at sign-up, lessons, reviews,
// study points, a contact message (and the admins' mail about it), error
// reports, analytics, an upload — deletes it, and then searches every column
// of every table for its id, its e-mail address and its guest id.
func TestErasureLeavesNoTrace(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{Configure: smallUploads}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		const email = "zoe.erased@example.com"
		signUp(t, s, "admin.erase@example.com", "Secret-Pass1")
		if err := s.App.Auth.GrantAdmin(ctx, "admin.erase@example.com"); err != nil {
			t.Fatal(err)
		}
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: email})
		guestStory := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		readEvents(t, b, "/api/v1/stories/"+guestStory+"/events")
		b.want(201, "POST", "/api/v1/auth/register", credentials{Email: email, Password: "Secret-Pass1"})
		b.want(303, "GET", mailLink(t, s, email, "confirm_email"), nil)
		b.want(200, "POST", "/api/v1/auth/login", credentials{Email: email, Password: "Secret-Pass1"})
		var userID, guestID string
		if err := s.App.Store.QueryRow(ctx, "SELECT id, COALESCE(signup_guest_session_id, '') FROM users WHERE email = ?", email).Scan(&userID, &guestID); err != nil {
			t.Fatal(err)
		}
		if guestID == "" {
			if err := s.App.Store.QueryRow(ctx, "SELECT id FROM guest_sessions WHERE email = ?", email).Scan(&guestID); err != nil {
				t.Fatal(err)
			}
		}

		storyID := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory + " Vuelve a casa.", NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		readEvents(t, b, "/api/v1/stories/"+storyID+"/events")
		for i, c := range expect[flashcards](b, 200, "GET", "/api/v1/stories/"+storyID+"/flashcards", nil).Flashcards {
			b.want(200, "POST", "/api/v1/reviews", review{CardID: c.ID, Mode: "review", Grade: 3, IdempotencyKey: fmt.Sprintf("erase-%d", i)})
		}
		msg := contactBody("Please delete me")
		msg.Email = email
		b.want(201, "POST", "/api/v1/contact", msg)
		b.want(201, "POST", "/api/v1/error-logs", map[string]any{"errorType": "javascript_error", "errorCategory": "frontend",
			"severity": "low", "errorMessage": "a broken button"})
		b.want(204, "POST", "/api/v1/analytics/events", map[string]any{"eventName": "lesson_completed", "sessionId": "erase-session"})
		if r := b.upload("erase-upload", "me.mp4", fakeMP4(1000)); r.Status != 201 {
			t.Fatalf("upload: %d %s", r.Status, r.Body)
		}

		cols := textColumns(t, s)
		if len(traces(t, s, cols, userID)) == 0 || len(traces(t, s, cols, email)) == 0 {
			t.Fatal("the search finds nothing even before the erasure")
		}
		b.want(204, "DELETE", "/api/v1/me", confirmDelete{email})
		for what, needle := range map[string]string{"id": userID, "e-mail": email, "guest id": guestID} {
			if found := traces(t, s, cols, needle); len(found) > 0 {
				t.Errorf("after the erasure its %s (%s) is still in %v", what, needle, found)
			}
		}
	})
}
