package mail

import (
	"context"
	"errors"
	"fmt"
	netmail "net/mail"
	"net/url"
	"strings"
	"time"
	"unicode"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Statuses of an outbox row.
const (
	StatusQueued = "queued" // waiting for (another) delivery attempt
	StatusSent   = "sent"   // the SMTP server took it
	StatusLogged = "logged" // no SMTP configured: written to the server log
	StatusFailed = "failed" // every attempt failed
)

// Envelope is a mail to queue.
type Envelope struct {
	To       string
	Lang     string            // en, es, fr, zh, de, hi (a region like zh-CN is fine); anything else: en
	Template string            // TemplateConfirmEmail or TemplateResetPassword
	Data     map[string]string // "Link" (absolute http(s) URL, required), "DisplayName" (may be empty)
}

// OutboxMessage is a row of the outbox.
type OutboxMessage struct {
	ID        int64
	To        string
	Lang      string
	Template  string
	Subject   string
	Text      string
	HTML      string
	Link      string // a token in it is sealed (see seal.go)
	Status    string
	Attempts  int
	LastError string
	CreatedAt time.Time
	SentAt    time.Time // zero until sent or logged

	tokenHash string // the hash of the sealed token ("": none)
}

// Queue renders e and writes it to the outbox in tx, with the job that
// delivers it: the mail leaves only if tx commits. It returns the outbox id.
func (s *Service) Queue(ctx context.Context, tx store.Tx, e Envelope) (int64, error) {
	to, err := netmail.ParseAddress(e.To)
	if err != nil || strings.ContainsAny(to.Address, "\r\n") {
		return 0, domain.Errorf(domain.CodeInvalid, "%q is not an email address", e.To)
	}
	link := e.Data["Link"]
	if u, err := url.Parse(link); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return 0, fmt.Errorf("mail: queue %s: link %q must be an absolute http(s) URL", e.Template, link)
	}
	data := make(map[string]string, len(e.Data)+1)
	for k, v := range e.Data {
		data[k] = v
	}
	data["DisplayName"] = cleanName(e.Data["DisplayName"])
	link, tokenHash, err := s.seal(link)
	if err != nil {
		return 0, fmt.Errorf("mail: queue %s: %w", e.Template, err)
	}
	data["Link"] = link
	lang := pickLang(e.Lang)
	r, err := s.catalog.render(lang, e.Template, data)
	if err != nil {
		return 0, err
	}
	var id int64
	err = tx.QueryRow(ctx, `INSERT INTO mail_outbox
		(to_address, lang, template, subject, body_text, body_html, link, token_hash, status, attempts, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?) RETURNING id`,
		to.Address, lang, e.Template, r.Subject, r.Text, r.HTML, link, nullIfEmpty(tokenHash), StatusQueued, s.now().UTC()).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("mail: queue %s: %w", e.Template, err)
	}
	if _, err := s.q.EnqueueTx(ctx, tx, DeliverArgs{OutboxID: id}, &river.InsertOpts{MaxAttempts: s.maxAttempts}); err != nil {
		return 0, fmt.Errorf("mail: queue %s: %w", e.Template, err)
	}
	return id, nil
}

func nullIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// cleanName keeps a display name on one line and of a sensible length.
func cleanName(s string) string {
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }), " ")
	if r := []rune(s); len(r) > 100 {
		s = string(r[:100])
	}
	return s
}

const outboxColumns = `id, to_address, lang, template, subject, body_text, body_html, link, status, attempts,
	COALESCE(last_error, ''), created_at, sent_at, COALESCE(token_hash, '')`

func scanOutbox(r store.Row) (OutboxMessage, error) {
	var m OutboxMessage
	var sent *time.Time
	if err := r.Scan(&m.ID, &m.To, &m.Lang, &m.Template, &m.Subject, &m.Text, &m.HTML, &m.Link, &m.Status,
		&m.Attempts, &m.LastError, &m.CreatedAt, &sent, &m.tokenHash); err != nil {
		return OutboxMessage{}, err
	}
	if sent != nil {
		m.SentAt = *sent
	}
	return m, nil
}

// Outbox returns the newest messages, newest first (limit ≤ 0: 50).
func (s *Service) Outbox(ctx context.Context, limit int) ([]OutboxMessage, error) {
	if limit <= 0 {
		limit = 50
	}
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+outboxColumns+" FROM mail_outbox ORDER BY id DESC LIMIT ?", limit)
	if err != nil {
		return nil, fmt.Errorf("mail: outbox: %w", err)
	}
	out, err := store.ScanAll(rows, scanOutbox)
	if err != nil {
		return nil, fmt.Errorf("mail: outbox: %w", err)
	}
	return out, nil
}

// LatestTo returns the newest message of a template to an address (as
// queued, compared exactly), or a not_found error.
func (s *Service) LatestTo(ctx context.Context, address, template string) (OutboxMessage, error) {
	m, err := scanOutbox(s.st.ReadOnly().QueryRow(ctx, "SELECT "+outboxColumns+
		" FROM mail_outbox WHERE to_address = ? AND template = ? ORDER BY id DESC LIMIT 1", address, template))
	if errors.Is(err, store.ErrNoRows) {
		return OutboxMessage{}, &domain.Error{Code: domain.CodeNotFound, Message: "no " + template + " mail to " + address, Err: err}
	}
	if err != nil {
		return OutboxMessage{}, fmt.Errorf("mail: latest %s to %s: %w", template, address, err)
	}
	return m, nil
}

// message loads one row by id.
func (s *Service) message(ctx context.Context, id int64) (OutboxMessage, error) {
	return scanOutbox(s.st.QueryRow(ctx, "SELECT "+outboxColumns+" FROM mail_outbox WHERE id = ?", id))
}
