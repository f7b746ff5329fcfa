package httpapi_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

func TestAccountExportAndErasure(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		signUp(t, s, "ida@example.com", "Secret-Pass1")
		b := newBrowser(t, s.URL)
		signedIn := expect[me](b, 200, "POST", "/api/v1/auth/login", credentials{Email: "ida@example.com", Password: "Secret-Pass1"})
		storyID := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		readEvents(t, b, "/api/v1/stories/"+storyID+"/events")
		card := expect[flashcards](b, 200, "GET", "/api/v1/stories/"+storyID+"/flashcards", nil).Flashcards[0].ID
		b.want(200, "POST", "/api/v1/reviews", review{CardID: card, Mode: "review", Grade: 3, IdempotencyKey: "r1"})
		b.want(200, "PUT", "/api/v1/study/settings", map[string]float64{"desiredRetention": 0.85})

		// The download: data.json with everything, and the files it names.
		st, body, h := b.raw("GET", "/api/v1/me/export")
		if st != 200 || h.Get("Content-Type") != "application/zip" || !strings.Contains(h.Get("Content-Disposition"), "attachment") {
			t.Fatalf("export: %d %v", st, h)
		}
		zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
		if err != nil {
			t.Fatal(err)
		}
		inZip := map[string]*zip.File{}
		for _, f := range zr.File {
			inZip[f.Name] = f
		}
		rc, err := inZip["data.json"].Open()
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Account struct{ Email string }
			Stories []struct {
				ID         string
				Content    string
				TitleAudio string
				Flashcards []struct{ Front, Audio, Image string }
			}
			Reviews       []struct{ CardID string }
			Credits       []struct{ Delta int }
			StudySettings struct{ DesiredRetention float64 }
		}
		if err := json.NewDecoder(rc).Decode(&doc); err != nil {
			t.Fatal(err)
		}
		sum := 0
		for _, c := range doc.Credits {
			sum += c.Delta
		}
		if doc.Account.Email != "ida@example.com" || len(doc.Stories) != 1 || doc.Stories[0].Content != spanishStory ||
			len(doc.Stories[0].Flashcards) == 0 || len(doc.Reviews) != 1 || doc.Reviews[0].CardID != card || sum != signedIn.Credits-len([]rune(spanishStory)) {
			t.Errorf("export = %+v (ledger sum %d)", doc, sum)
		}
		if doc.StudySettings.DesiredRetention != 0.85 { // product §7
			t.Errorf("the download's study settings = %+v", doc.StudySettings)
		}
		files := 0
		for _, c := range doc.Stories[0].Flashcards {
			for _, ref := range []string{c.Audio, c.Image} {
				if ref == "" {
					continue
				}
				files++
				if inZip[ref] == nil || inZip[ref].UncompressedSize64 == 0 {
					t.Errorf("%s is named but not in the zip", ref)
				}
			}
		}
		t.Logf("export: %d cards, %d files", len(doc.Stories[0].Flashcards), files)

		// Another user cannot export or erase others; a visitor cannot export.
		if st, _, _ := newBrowser(t, s.URL).raw("GET", "/api/v1/me/export"); st != 401 {
			t.Errorf("visitor export: %d", st)
		}
		signUp(t, s, "joe@example.com", "Secret-Pass1")
		joe := newBrowser(t, s.URL)
		joe.want(200, "POST", "/api/v1/auth/login", credentials{Email: "joe@example.com", Password: "Secret-Pass1"})
		if st, _, _ := joe.raw("GET", "/api/v1/me/export?email=ida@example.com"); st != 403 {
			t.Errorf("joe exports ida: %d", st)
		}
		joe.want(403, "POST", "/api/v1/admin/accounts/erase", emailBody{Email: "ida@example.com"})

		// Deletion: confirmed by typing the address; everything of the account goes.
		var ledgerRows int
		if err := s.App.Store.QueryRow(ctx, "SELECT COUNT(*) FROM credit_ledger WHERE account_id = (SELECT id FROM users WHERE email = 'ida@example.com')").Scan(&ledgerRows); err != nil {
			t.Fatal(err)
		}
		if p := expect[problem](b, 400, "DELETE", "/api/v1/me", confirmDelete{"someone@example.com"}); p.Title != "Confirmation Needed" {
			t.Errorf("wrong confirmation: %+v", p)
		}
		b.want(204, "DELETE", "/api/v1/me", confirmDelete{"IDA@example.com"})
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Mode != "visitor" {
			t.Errorf("after deletion me = %+v", me)
		}
		for _, q := range []struct {
			sql  string
			want int
		}{
			{"SELECT COUNT(*) FROM users WHERE email = 'ida@example.com'", 0},
			{"SELECT COUNT(*) FROM stories WHERE id = '" + storyID + "'", 0},
			{"SELECT COUNT(*) FROM flashcards WHERE story_id = '" + storyID + "'", 0},
			{"SELECT COUNT(*) FROM review_log WHERE story_id = '" + storyID + "'", 0},
			{"SELECT COUNT(*) FROM mail_outbox WHERE to_address = 'ida@example.com'", 0},
			{"SELECT COUNT(*) FROM security_audit_events WHERE user_email = 'ida@example.com'", 0},
			{"SELECT COUNT(*) FROM credit_ledger WHERE account_id LIKE 'erased:%'", ledgerRows},
			{"SELECT COUNT(*) FROM security_audit_events WHERE event_type = 'account_erased'", 1},
		} {
			var n int
			if err := s.App.Store.QueryRow(ctx, q.sql).Scan(&n); err != nil || n != q.want {
				t.Errorf("%s = %d (%v), want %d", q.sql, n, err, q.want)
			}
		}

		b.want(401, "POST", "/api/v1/auth/login", credentials{Email: "ida@example.com", Password: "Secret-Pass1"})

		// An admin deletes an account on its owner's request; audit-logged.
		signUp(t, s, "boss@example.com", "Secret-Pass1")
		if err := s.App.Auth.GrantAdmin(ctx, "boss@example.com"); err != nil {
			t.Fatal(err)
		}
		boss := newBrowser(t, s.URL)
		boss.want(200, "POST", "/api/v1/auth/login", credentials{Email: "boss@example.com", Password: "Secret-Pass1"})
		if st, body, _ := boss.raw("GET", "/api/v1/me/export?email=joe@example.com"); st != 200 || len(body) == 0 {
			t.Errorf("admin export: %d", st)
		}
		audited := func(typ, email string) bool {
			events, _ := s.App.Telemetry.AuditEvents(ctx, 50)
			for _, e := range events {
				if e.Type == typ && e.UserEmail == email && e.Details["by"] == "boss@example.com" {
					return true
				}
			}
			return false
		}
		exported := audited("account_exported", "joe@example.com")
		boss.want(204, "POST", "/api/v1/admin/accounts/erase", emailBody{Email: "joe@example.com"})
		boss.want(404, "POST", "/api/v1/admin/accounts/erase", emailBody{Email: "joe@example.com"})
		joe.want(401, "PATCH", "/api/v1/me", struct {
			GenieArrowDismissed bool `json:"genieArrowDismissed"`
		}{true})
		byAdmin := audited("account_erased", "") // the erasure event names no address
		if !byAdmin || !exported {
			t.Errorf("audit log: erased by admin %v, exported by admin %v", byAdmin, exported)
		}
	})
}
