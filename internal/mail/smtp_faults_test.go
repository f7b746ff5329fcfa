package mail

import (
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/faultproxy"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A mail server that refuses mail for now, hangs, or answers garbage costs
// a mail only time: each try is bounded, recorded on the outbox row and
// retried, and once the server is back the mail leaves exactly once
// (decision 0042).
func TestMailOutlivesAFaultyServer(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		for _, m := range []faultproxy.Mode{faultproxy.Fail, faultproxy.Hang, faultproxy.Garbage} {
			t.Run(m.String(), func(t *testing.T) {
				srv := startSMTPServer(t, plainText, false)
				p := faultproxy.Start(t, srv.addr, faultproxy.SMTPFailure)
				cfg := srv.config("smtp")
				cfg.SMTPURL = strings.Replace(cfg.SMTPURL, srv.addr, p.Addr, 1)
				p.Set(m)
				h := newHarness(t, st, cfg, func(s *Service) {
					s.smtp.timeout = 500 * time.Millisecond
					s.retryDelay = func(int) time.Duration { return 100 * time.Millisecond }
				})
				id := h.queue(t, Envelope{To: "ana@example.com", Lang: "es", Template: TemplateConfirmEmail,
					Data: map[string]string{"Link": "https://storyglot.example/confirm?token=es_1", "DisplayName": "Ana"}})
				failing := h.waitFor(t, id, 20*time.Second, func(m OutboxMessage) bool { return m.Attempts >= 2 })
				if failing.Status != StatusQueued || failing.LastError == "" || len(srv.mails()) != 0 {
					t.Fatalf("while the server is %s: %+v, %d mails received", m, summary(failing), len(srv.mails()))
				}
				p.Set(faultproxy.Pass)
				sent := h.waitFor(t, id, 20*time.Second, func(m OutboxMessage) bool { return m.Status != StatusQueued })
				if sent.Status != StatusSent || sent.Attempts < 3 {
					t.Fatalf("after the server came back: %+v", summary(sent))
				}
				if got := srv.mails(); len(got) != 1 || got[0].To[0] != "ana@example.com" {
					t.Fatalf("the server received %d mails, want exactly 1", len(got))
				}
			})
		}
	})
}
