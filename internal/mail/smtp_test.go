package mail

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	gosmtp "github.com/emersion/go-smtp"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/testproc"
)

// smtpServer is a real SMTP server (go-smtp) on 127.0.0.1 that records what it
// accepts and can refuse recipients.
type smtpServer struct {
	addr       string
	user, pass string
	rejectRcpt bool
	clientTLS  *tls.Config // trusts the server's certificate (TLS modes)

	mu       sync.Mutex
	received []receivedMail
}

type receivedMail struct {
	From string
	To   []string
	Data []byte
}

type serverMode int

const (
	plainText   serverMode = iota // no TLS at all
	startTLS                      // offers STARTTLS
	implicitTLS                   // smtps
)

func startSMTPServer(t *testing.T, mode serverMode, rejectRcpt bool) *smtpServer {
	t.Helper()
	s := &smtpServer{user: "storyglot", pass: "s3cret:pass", rejectRcpt: rejectRcpt}
	srv := gosmtp.NewServer(s)
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if mode != plainText {
		// httptest's certificate is valid for 127.0.0.1; borrow it and its trusting client config.
		ts := httptest.NewUnstartedServer(http.NotFoundHandler())
		ts.StartTLS()
		srv.TLSConfig = ts.TLS.Clone()
		s.clientTLS = ts.Client().Transport.(*http.Transport).TLSClientConfig.Clone()
		s.clientTLS.ServerName = "127.0.0.1"
		ts.Close()
		if mode == implicitTLS {
			ln = tls.NewListener(ln, srv.TLSConfig)
		}
	}
	s.addr = ln.Addr().String()
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return s
}

func (s *smtpServer) NewSession(*gosmtp.Conn) (gosmtp.Session, error) {
	return &smtpSession{srv: s}, nil
}

func (s *smtpServer) mails() []receivedMail {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]receivedMail(nil), s.received...)
}

type smtpSession struct {
	srv    *smtpServer
	authed bool
	from   string
	to     []string
}

func (s *smtpSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *smtpSession) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if user != s.srv.user || pass != s.srv.pass {
			return gosmtp.ErrAuthFailed
		}
		s.authed = true
		return nil
	}), nil
}

func (s *smtpSession) Mail(from string, _ *gosmtp.MailOptions) error {
	if !s.authed {
		return gosmtp.ErrAuthRequired
	}
	s.from = from
	return nil
}

func (s *smtpSession) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	if s.srv.rejectRcpt {
		return &gosmtp.SMTPError{Code: 550, EnhancedCode: gosmtp.EnhancedCode{5, 1, 1}, Message: "mailbox unavailable"}
	}
	s.to = append(s.to, to)
	return nil
}

func (s *smtpSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.srv.mu.Lock()
	defer s.srv.mu.Unlock()
	s.srv.received = append(s.srv.received, receivedMail{From: s.from, To: s.to, Data: b})
	return nil
}

func (s *smtpSession) Reset()        { s.from, s.to = "", nil }
func (s *smtpSession) Logout() error { return nil }

func (s *smtpServer) config(scheme string) Config {
	return Config{
		SMTPURL: fmt.Sprintf("%s://%s:%s@%s", scheme, s.user, "s3cret%3Apass", s.addr),
		From:    "Storyglot Équipe <no-reply@storyglot.example>",
	}
}

func TestDeliverOverSMTP(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		for _, tt := range []struct {
			name   string
			mode   serverMode
			scheme string
		}{
			{"plain auth without TLS", plainText, "smtp"},
			{"STARTTLS", startTLS, "smtp"},
			{"implicit TLS", implicitTLS, "smtps"},
		} {
			t.Run(tt.name, func(t *testing.T) {
				srv := startSMTPServer(t, tt.mode, false)
				h := newHarness(t, st, srv.config(tt.scheme), func(s *Service) { s.smtp.tlsConfig = srv.clientTLS })
				link := "https://storyglot.example/confirm?token=zh_42&x=1"
				id := h.queue(t, Envelope{To: "mei@example.com", Lang: "zh", Template: TemplateConfirmEmail,
					Data: map[string]string{"Link": link, "DisplayName": "美"}})
				m := h.waitFor(t, id, 15*time.Second, func(m OutboxMessage) bool { return m.Status != StatusQueued })
				if m.Status != StatusSent || m.Attempts != 1 || m.SentAt.IsZero() || m.LastError != "" {
					t.Fatalf("outbox row = %+v, want sent after 1 attempt", summary(m))
				}
				got := srv.mails()
				if len(got) != 1 || got[0].From != "no-reply@storyglot.example" || len(got[0].To) != 1 || got[0].To[0] != "mei@example.com" {
					t.Fatalf("server received %+v", got)
				}
				// The mail carries a fresh token; the stored copy never
				// carries a usable one (decision 0018).
				checkMessage(t, got[0].Data, "确认你的 Storyglot 账户", "https://storyglot.example/confirm?token="+h.tokens.last()+"&x=1")
				checkSealed(t, m, "zh_42", h.tokens.last())
			})
		}
	})
}

// checkMessage parses a received message the way a mail client would.
func checkMessage(t *testing.T, raw []byte, wantSubject, link string) {
	t.Helper()
	msg, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("parse message: %v\n%s", err, raw)
	}
	dec := new(mime.WordDecoder)
	subject, err := dec.DecodeHeader(msg.Header.Get("Subject"))
	if err != nil || subject != wantSubject {
		t.Errorf("Subject = %q (err %v), want %q; raw %q", subject, err, wantSubject, msg.Header.Get("Subject"))
	}
	for _, h := range []string{"Subject", "From"} {
		if v := msg.Header.Get(h); v != strings.ToValidUTF8(v, "") || strings.IndexFunc(v, func(r rune) bool { return r > 127 }) >= 0 {
			t.Errorf("%s header %q is not 7-bit (RFC 2047 encoding expected)", h, v)
		}
	}
	from, err := msg.Header.AddressList("From")
	if err != nil || len(from) != 1 || from[0].Name != "Storyglot Équipe" || from[0].Address != "no-reply@storyglot.example" {
		t.Errorf("From = %v (err %v)", from, err)
	}
	if to, err := msg.Header.AddressList("To"); err != nil || len(to) != 1 || to[0].Address != "mei@example.com" {
		t.Errorf("To = %v (err %v)", to, err)
	}
	if d, err := msg.Header.Date(); err != nil || time.Since(d) > time.Minute {
		t.Errorf("Date = %v (err %v)", d, err)
	}
	if id := msg.Header.Get("Message-ID"); !strings.HasPrefix(id, "<storyglot.") || !strings.HasSuffix(id, "@storyglot.example>") {
		t.Errorf("Message-ID = %q", id)
	}
	if msg.Header.Get("MIME-Version") != "1.0" {
		t.Errorf("MIME-Version = %q", msg.Header.Get("MIME-Version"))
	}
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/alternative" {
		t.Fatalf("Content-Type = %q (err %v)", msg.Header.Get("Content-Type"), err)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	var types []string
	for {
		p, err := mr.NextPart() // decodes quoted-printable
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("next part: %v", err)
		}
		ct, cp, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		if cp["charset"] != "utf-8" {
			t.Errorf("part %s charset = %q, want utf-8", ct, cp["charset"])
		}
		types = append(types, ct)
		body, err := io.ReadAll(p)
		if err != nil {
			t.Fatal(err)
		}
		switch ct {
		case "text/plain":
			if !strings.Contains(string(body), link) || !strings.Contains(string(body), "美，你好") {
				t.Errorf("text part lacks the link or the greeting:\n%s", body)
			}
		case "text/html":
			if !strings.Contains(string(body), `href="`+strings.ReplaceAll(link, "&", "&amp;")+`"`) {
				t.Errorf("HTML part lacks the link:\n%s", body)
			}
		}
	}
	if strings.Join(types, ",") != "text/plain,text/html" {
		t.Errorf("parts = %v, want text/plain then text/html", types)
	}
	for _, line := range strings.Split(string(raw), "\r\n") {
		if len(line) > 998 {
			t.Errorf("line of %d octets exceeds RFC 5322's limit", len(line))
		}
	}
}

func TestRejectedRecipientIsRetriedThenFails(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		srv := startSMTPServer(t, plainText, true)
		h := newHarness(t, st, srv.config("smtp"), func(s *Service) {
			s.maxAttempts = 2
			s.retryDelay = func(int) time.Duration { return 10 * time.Millisecond }
		})
		id := h.queue(t, Envelope{To: "gone@example.com", Lang: "de", Template: TemplateResetPassword,
			Data: map[string]string{"Link": "https://storyglot.example/reset?token=x"}})

		m := h.waitFor(t, id, 15*time.Second, func(m OutboxMessage) bool { return m.Attempts >= 1 })
		if m.Attempts == 1 && (m.Status != StatusQueued || !strings.Contains(m.LastError, "550")) {
			t.Errorf("after the first attempt: %+v, want queued with the server's 550 recorded", summary(m))
		}
		// River retries; the last attempt leaves the row failed.
		m = h.waitFor(t, id, 20*time.Second, func(m OutboxMessage) bool { return m.Status == StatusFailed })
		if m.Attempts != 2 || !strings.Contains(m.LastError, "mailbox unavailable") || !m.SentAt.IsZero() {
			t.Errorf("final row = %+v, want failed after 2 attempts", summary(m))
		}
		var state string
		var attempt int
		testproc.EventuallyValue(t, 10*time.Second, "river job discarded", func() (string, bool) {
			if err := st.QueryRow(ctx, "SELECT state, attempt FROM river_job WHERE kind = ?", DeliverArgs{}.Kind()).Scan(&state, &attempt); err != nil {
				t.Fatal(err)
			}
			return fmt.Sprintf("%s attempt %d", state, attempt), state == "discarded"
		})
		if state != "discarded" || attempt != 2 {
			t.Errorf("river job state %s attempt %d, want discarded after 2", state, attempt)
		}
		if len(srv.mails()) != 0 {
			t.Errorf("server accepted %d mails", len(srv.mails()))
		}
	})
}
