package mail

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

func TestQueueInRolledBackTransactionLeavesNothing(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := newHarness(t, st, Config{}, nil)
		rollback := errors.New("rollback")
		err := st.InTx(ctx, func(tx store.Tx) error {
			if _, err := h.svc.Queue(ctx, tx, Envelope{To: "ana@example.com", Lang: "es", Template: TemplateConfirmEmail,
				Data: map[string]string{"Link": "http://localhost:8080/confirm?token=ghost", "DisplayName": "Ana"}}); err != nil {
				return err
			}
			return rollback
		})
		if !errors.Is(err, rollback) {
			t.Fatalf("InTx = %v, want the rollback error", err)
		}
		if n := countRows(t, st, "SELECT COUNT(*) FROM mail_outbox"); n != 0 {
			t.Errorf("outbox rows = %d, want 0", n)
		}
		if n := countRows(t, st, "SELECT COUNT(*) FROM river_job"); n != 0 {
			t.Errorf("river jobs = %d, want 0", n)
		}
	})
}

func TestWithoutSMTPTheMailIsLoggedWithItsLink(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := newHarness(t, st, Config{}, nil)
		if h.svc.Mode() != "log" {
			t.Errorf("Mode = %q, want log", h.svc.Mode())
		}
		link := "http://localhost:8080/reset?token=tok_8f3a"
		id := h.queue(t, Envelope{To: "Bo <bo@example.com>", Lang: "fr-CA", Template: TemplateResetPassword,
			Data: map[string]string{"Link": link, "DisplayName": "Bo"}})

		m := h.waitFor(t, id, 10*time.Second, func(m OutboxMessage) bool { return m.Status != StatusQueued })
		if m.Status != StatusLogged || m.Attempts != 1 || m.SentAt.IsZero() {
			t.Errorf("outbox row = %+v, want logged after 1 attempt with sent_at", summary(m))
		}
		if m.To != "bo@example.com" || m.Lang != "fr" || m.Subject != "Réinitialisez votre mot de passe Storyglot" {
			t.Errorf("row to=%q lang=%q subject=%q", m.To, m.Lang, m.Subject)
		}
		// The log line stands for the mail: it holds the link with a fresh
		// token; the row holds no token that works (decision 0018).
		fresh := "http://localhost:8080/reset?token=" + h.tokens.last()
		checkSealed(t, m, "tok_8f3a", h.tokens.last())
		logs := h.logs.String()
		var line string
		for _, l := range strings.Split(logs, "\n") {
			if strings.Contains(l, "mail logged") {
				line = l
			}
		}
		if h.tokens.last() == "" || !strings.Contains(line, "level=INFO") || !strings.Contains(line, fresh) || !strings.Contains(line, "bo@example.com") {
			t.Errorf("log line %q should be at info level and hold the fresh link %q and the recipient; logs:\n%s", line, fresh, logs)
		}

		// The admin list and LatestTo see it; an address with no mail is not_found.
		second := h.queue(t, Envelope{To: "bo@example.com", Template: TemplateResetPassword,
			Data: map[string]string{"Link": link + "2"}})
		h.queue(t, Envelope{To: "bo@example.com", Template: TemplateConfirmEmail, Data: map[string]string{"Link": link + "c"}})
		list, err := h.svc.Outbox(ctx, 2)
		if err != nil || len(list) != 2 || list[0].ID <= list[1].ID || list[1].ID != second {
			t.Fatalf("Outbox(2) = %d messages (err %v), want the 2 newest, newest first", len(list), err)
		}
		latest, err := h.svc.LatestTo(ctx, "bo@example.com", TemplateResetPassword)
		if err != nil || latest.ID != second || !strings.HasPrefix(latest.Link, "http://localhost:8080/reset?token="+SealedPrefix) || latest.Lang != "en" {
			t.Errorf("LatestTo = id %d link %q lang %q (err %v), want id %d", latest.ID, latest.Link, latest.Lang, err, second)
		}
		_, err = h.svc.LatestTo(ctx, "nobody@example.com", TemplateResetPassword)
		if !errors.Is(err, domain.ErrNotFound) || !errors.Is(err, store.ErrNoRows) {
			t.Errorf("LatestTo(nobody) = %v, want not_found wrapping ErrNoRows", err)
		}
	})
}

func TestQueueRejectsBadEnvelopes(t *testing.T) {
	st := storetest.New(t, store.SQLite)
	h := newHarness(t, st, Config{}, nil)
	ok := map[string]string{"Link": "https://storyglot.example/confirm?t=1"}
	tests := []struct {
		name string
		e    Envelope
		code domain.Code
	}{
		{"bad address", Envelope{To: "not an address", Template: TemplateConfirmEmail, Data: ok}, domain.CodeInvalid},
		{"header injection", Envelope{To: "a@example.com\r\nBcc: b@example.com", Template: TemplateConfirmEmail, Data: ok}, domain.CodeInvalid},
		{"relative link", Envelope{To: "a@example.com", Template: TemplateConfirmEmail, Data: map[string]string{"Link": "/confirm"}}, domain.CodeInternal},
		{"javascript link", Envelope{To: "a@example.com", Template: TemplateConfirmEmail, Data: map[string]string{"Link": "javascript:alert(1)"}}, domain.CodeInternal},
		{"unknown template", Envelope{To: "a@example.com", Template: "welcome", Data: ok}, domain.CodeInternal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := st.InTx(context.Background(), func(tx store.Tx) error {
				_, err := h.svc.Queue(context.Background(), tx, tt.e)
				return err
			})
			if err == nil || domain.CodeOf(err) != tt.code {
				t.Errorf("Queue = %v, want a %s error", err, tt.code)
			}
		})
	}
	if n := countRows(t, st, "SELECT COUNT(*) FROM mail_outbox"); n != 0 {
		t.Errorf("outbox rows = %d, want 0", n)
	}
}

// checkSealed fails unless the stored row m holds none of the tokens, and
// its link (in the row and both bodies) is sealed.
func checkSealed(t *testing.T, m OutboxMessage, tokens ...string) {
	t.Helper()
	for _, tok := range tokens {
		if tok == "" {
			continue
		}
		if strings.Contains(m.Link+m.Text+m.HTML, "token="+tok) {
			t.Errorf("outbox row %d holds the usable token %q: link %q", m.ID, tok, m.Link)
		}
	}
	if !strings.Contains(m.Link, "token="+SealedPrefix) || !strings.Contains(m.Text, m.Link) || !strings.Contains(m.HTML, "token="+SealedPrefix) {
		t.Errorf("outbox row %d: link %q is not sealed in the row and both bodies", m.ID, m.Link)
	}
}

func TestALinkUsedBeforeItsMailLeftIsNotSent(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		h := newHarness(t, st, Config{}, nil)
		h.tokens.revoke("used")
		id := h.queue(t, Envelope{To: "cy@example.com", Template: TemplateResetPassword,
			Data: map[string]string{"Link": "http://localhost:8080/reset?token=used"}})
		m := h.waitFor(t, id, 10*time.Second, func(m OutboxMessage) bool { return m.Status != StatusQueued })
		if m.Status != StatusFailed || !strings.Contains(m.LastError, "used or expired") || strings.Contains(h.logs.String(), "mail logged") {
			t.Errorf("row %+v, want failed with its reason and no mail logged", summary(m))
		}
	})
}
