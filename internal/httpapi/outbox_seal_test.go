package httpapi_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/mail"
)

// Decision 0018: confirmation and reset links are never stored usable. The mail
// (without SMTP: its log line) has a working link; the outbox row and the
// admin's outbox list hold none, and the sealed link opens nothing.
func TestOutboxNeverHoldsAUsableToken(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/auth/register", credentials{Email: "ines@example.com", Password: "Secret-Pass1"})
		mailed := mailLink(t, s, "ines@example.com", "confirm_email")
		row, err := s.App.Mail.LatestTo(ctx, "ines@example.com", "confirm_email")
		if err != nil {
			t.Fatal(err)
		}
		confirmToken := tokenOf(t, mailed)
		wantSealed(t, row, confirmToken)

		// The stored (sealed) link confirms nothing; the mailed one does.
		sealed, _ := url.Parse(row.Link)
		h := b.send("GET", sealed.RequestURI(), nil).Header
		if loc := h.Get("Location"); !strings.Contains(loc, "emailConfirmed=0") {
			t.Errorf("sealed link → %q, want emailConfirmed=0", loc)
		}
		h = b.send("GET", mailed, nil).Header
		if loc := h.Get("Location"); !strings.Contains(loc, "emailConfirmed=1") {
			t.Fatalf("mailed link → %q, want emailConfirmed=1", loc)
		}

		// A reset link: the same.
		b.want(202, "POST", "/api/v1/auth/password-reset", emailBody{Email: "ines@example.com"})
		resetToken := tokenOf(t, mailLink(t, s, "ines@example.com", "reset_password"))
		row, err = s.App.Mail.LatestTo(ctx, "ines@example.com", "reset_password")
		if err != nil {
			t.Fatal(err)
		}
		wantSealed(t, row, resetToken)
		sealed, _ = url.Parse(row.Link)
		if p := expect[problem](b, 400, "POST", "/api/v1/auth/password-reset/confirm", resetConfirm{sealed.Query().Get("token"), "New-Secret-2"}); p.Title != "Invalid Link" {
			t.Errorf("sealed reset token = %+v", p)
		}

		// No row of the outbox holds either token, in any column.
		var n int
		if err := s.App.Store.QueryRow(ctx, `SELECT COUNT(*) FROM mail_outbox WHERE link LIKE ? OR body_text LIKE ? OR body_html LIKE ?
			OR link LIKE ? OR body_text LIKE ? OR body_html LIKE ?`,
			"%"+confirmToken+"%", "%"+confirmToken+"%", "%"+confirmToken+"%",
			"%"+resetToken+"%", "%"+resetToken+"%", "%"+resetToken+"%").Scan(&n); err != nil || n != 0 {
			t.Errorf("outbox rows holding a mailed token: %d (err %v)", n, err)
		}

		// The admin's list: no link with a token, no token anywhere.
		if err := s.App.Auth.GrantAdmin(ctx, "ines@example.com"); err != nil {
			t.Fatal(err)
		}
		b.want(200, "POST", "/api/v1/auth/login", credentials{Email: "ines@example.com", Password: "Secret-Pass1"})
		status, body, _ := b.raw("GET", "/api/v1/admin/outbox")
		raw := string(body)
		if status != 200 {
			t.Fatalf("admin outbox = %d %s", status, raw)
		}
		if strings.Contains(raw, confirmToken) || strings.Contains(raw, resetToken) || strings.Contains(raw, "token=") {
			t.Errorf("admin outbox shows a token: %s", raw)
		}
		if !strings.Contains(raw, "ines@example.com") {
			t.Errorf("admin outbox lacks the mails: %s", raw)
		}

		// The reset link still works once: sealing did not spoil it.
		b.want(204, "POST", "/api/v1/auth/password-reset/confirm", resetConfirm{resetToken, "New-Secret-2"})
	})
}

func tokenOf(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil || u.Query().Get("token") == "" {
		t.Fatalf("link %q has no token (err %v)", link, err)
	}
	return u.Query().Get("token")
}

func wantSealed(t *testing.T, m mail.OutboxMessage, token string) {
	t.Helper()
	if strings.Contains(m.Link+m.Text+m.HTML, token) {
		t.Errorf("outbox row %d holds the mailed token", m.ID)
	}
	if !strings.Contains(m.Link, "token="+mail.SealedPrefix) || !strings.Contains(m.Text, m.Link) {
		t.Errorf("outbox row %d: link %q not sealed in the row and its text", m.ID, m.Link)
	}
}
