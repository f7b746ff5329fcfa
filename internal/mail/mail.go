// Package mail sends Storyglot's mails (email confirmation, password reset)
// through an outbox: Queue renders the mail in the reader's language and writes
// it to the mail_outbox table in the caller's transaction, together with a River
// job that delivers it. Delivery goes over SMTP when STORYGLOT_SMTP_URL is set;
// otherwise the mail, link included, is written to the server log. A link's
// token is never stored usable: see seal.go.
package mail

import (
	"fmt"
	"log/slog"
	netmail "net/mail"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/store"
)

// DefaultFrom is the sender when STORYGLOT_MAIL_FROM is not set.
const DefaultFrom = "Storyglot <no-reply@localhost>"

// MaxAttempts is how many times a mail is tried before it stays failed. With
// River's backoff (attempt⁴ seconds) the last try comes about 2½ hours after the first.
const MaxAttempts = 8

// Config says how mail leaves the server.
type Config struct {
	// SMTPURL (STORYGLOT_SMTP_URL) is smtp://[user:pass@]host[:port] (STARTTLS
	// when the server offers it, port 587 by default) or smtps://… (implicit
	// TLS, port 465). Empty: mails are logged, not sent.
	SMTPURL string
	// From (STORYGLOT_MAIL_FROM) is the sender, e.g. "Storyglot <no-reply@example.com>".
	From string
}

// Service queues and delivers mails.
type Service struct {
	st      *store.Store
	q       *jobs.Queue
	log     *slog.Logger
	from    *netmail.Address
	smtp    *smtpSender // nil: log only
	catalog *catalog
	tokens  Tokens // issuer of link tokens (seal.go); nil: links with a token cannot be queued
	now     func() time.Time

	maxAttempts int
	// retryDelay overrides River's backoff (tests); nil keeps River's.
	retryDelay func(attempt int) time.Duration
}

// New checks the configuration and builds the Service. It does not connect to
// the SMTP server.
func New(st *store.Store, q *jobs.Queue, cfg Config, log *slog.Logger) (*Service, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if strings.TrimSpace(cfg.From) == "" {
		cfg.From = DefaultFrom
	}
	from, err := netmail.ParseAddress(cfg.From)
	if err != nil {
		return nil, fmt.Errorf("mail: STORYGLOT_MAIL_FROM %q is not an address: %w", cfg.From, err)
	}
	s := &Service{st: st, q: q, log: log, from: from, now: time.Now, maxAttempts: MaxAttempts}
	if cfg.SMTPURL != "" {
		if s.smtp, err = parseSMTPURL(cfg.SMTPURL); err != nil {
			return nil, err
		}
	}
	if s.catalog, err = loadCatalog(); err != nil {
		return nil, err
	}
	return s, nil
}

// Mode tells how mails leave: "smtp://host:port", "smtps://host:port" or "log".
func (s *Service) Mode() string {
	if s.smtp == nil {
		return "log"
	}
	return s.smtp.String()
}
