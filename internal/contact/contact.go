// Package contact keeps the messages sent through the contact form (product §14
// /contact) and hands each to the admins — and to the
// configured contact address — through the mail outbox, in the transaction
// that stores it: a message is never stored without its mails, nor mailed
// without being stored.
package contact

import (
	"context"
	"fmt"
	"log/slog"
	netmail "net/mail"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Bounds of a message, in characters (product §14; see
// docs/decisions/0009-public-face.md).
const (
	MaxName       = 100
	MaxEmail      = 254
	MaxSubject    = 200
	MinMessage    = 10
	MaxMessage    = 5000
	TemplateAdmin = "contact_message" // the mail template an admin receives
)

// Mailer queues a templated mail in a transaction (the mail service).
type Mailer interface {
	QueueMail(ctx context.Context, tx store.Tx, to, lang, template string, data map[string]string) error
}

// Config says where messages go.
type Config struct {
	BaseURL string // the admin link in the mail is BaseURL + "/admin"
	To      string // an extra recipient besides the admins; may be empty
}

// Service stores and forwards contact messages.
type Service struct {
	cfg  Config
	st   *store.Store
	mail Mailer
	log  *slog.Logger
	now  func() time.Time
}

// New returns a Service.
func New(cfg Config, st *store.Store, m Mailer, log *slog.Logger) *Service {
	return &Service{cfg: cfg, st: st, mail: m, log: log, now: time.Now}
}

// Message is one message of the form.
type Message struct {
	ID        int64
	FirstName string
	LastName  string
	Email     string
	Subject   string
	Message   string
	Lang      string // the sender's interface language
	UserID    string // set when a signed-in user sent it
	CreatedAt time.Time
}

// Validate trims m and checks its bounds; the problem names each bad field
// with a sentence the form can show.
func Validate(m *Message) error {
	m.FirstName, m.LastName = strings.TrimSpace(m.FirstName), strings.TrimSpace(m.LastName)
	m.Email, m.Subject, m.Message = strings.TrimSpace(m.Email), strings.TrimSpace(m.Subject), strings.TrimSpace(m.Message)
	fields := map[string]string{}
	line := func(field, label, v string, max int) {
		switch n := utf8.RuneCountInString(v); {
		case n == 0:
			fields[field] = fmt.Sprintf("Please enter your %s.", label)
		case n > max:
			fields[field] = fmt.Sprintf("The %s may be at most %d characters long.", label, max)
		case strings.ContainsFunc(v, unicode.IsControl):
			fields[field] = fmt.Sprintf("The %s must be a single line.", label)
		}
	}
	line("firstName", "first name", m.FirstName, MaxName)
	line("lastName", "last name", m.LastName, MaxName)
	line("subject", "subject", m.Subject, MaxSubject)
	if a, err := netmail.ParseAddress(m.Email); err != nil || a.Address != m.Email || len(m.Email) > MaxEmail {
		fields["email"] = "Please enter a valid email address, so that we can answer you."
	}
	switch n := utf8.RuneCountInString(m.Message); {
	case n < MinMessage:
		fields["message"] = fmt.Sprintf("Please write at least %d characters.", MinMessage)
	case n > MaxMessage:
		fields["message"] = fmt.Sprintf("The message may be at most %d characters long (it has %d).", MaxMessage, n)
	}
	if len(fields) == 0 {
		return nil
	}
	e := domain.Titled(domain.CodeInvalid, "Invalid Message", "Please check the highlighted fields.")
	e.Fields = fields
	if len(fields) == 1 {
		for _, msg := range fields {
			e.Message = msg
		}
	}
	return e
}

// Send validates m, stores it and queues a mail to every admin and to the
// contact address, all in one transaction. It returns the stored message.
func (s *Service) Send(ctx context.Context, m Message) (Message, error) {
	if err := Validate(&m); err != nil {
		return Message{}, err
	}
	m.CreatedAt = s.now().UTC().Truncate(time.Microsecond)
	var user any
	if m.UserID != "" {
		user = m.UserID
	}
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		if err := tx.QueryRow(ctx, `INSERT INTO contact_messages (first_name, last_name, email, subject, message, lang, user_id, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, m.FirstName, m.LastName, m.Email, m.Subject, m.Message, m.Lang, user, m.CreatedAt).
			Scan(&m.ID); err != nil {
			return fmt.Errorf("contact: store message: %w", err)
		}
		to, err := s.recipients(ctx, tx)
		if err != nil {
			return err
		}
		data := map[string]string{"Link": strings.TrimRight(s.cfg.BaseURL, "/") + "/admin/contact",
			"Name": m.FirstName + " " + m.LastName, "Email": m.Email, "Subject": m.Subject, "Message": m.Message}
		for _, r := range to {
			if err := s.mail.QueueMail(ctx, tx, r.address, r.lang, TemplateAdmin, data); err != nil {
				return fmt.Errorf("contact: mail %s: %w", r.address, err)
			}
		}
		if len(to) == 0 {
			s.log.WarnContext(ctx, "contact message with nobody to tell: grant an admin or set STORYGLOT_CONTACT_TO", "id", m.ID)
		}
		return nil
	})
	if err != nil {
		return Message{}, err
	}
	return m, nil
}

type recipient struct{ address, lang string }

// recipients are the admins (in their interface language) and the contact
// address, each once.
func (s *Service) recipients(ctx context.Context, tx store.Tx) ([]recipient, error) {
	rows, err := tx.Query(ctx, "SELECT email, interface_lang FROM users WHERE role = 'admin' ORDER BY email")
	if err != nil {
		return nil, fmt.Errorf("contact: admins: %w", err)
	}
	defer rows.Close()
	var out []recipient
	seen := map[string]bool{}
	for rows.Next() {
		var r recipient
		if err := rows.Scan(&r.address, &r.lang); err != nil {
			return nil, fmt.Errorf("contact: admins: %w", err)
		}
		seen[strings.ToLower(r.address)] = true
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("contact: admins: %w", err)
	}
	if s.cfg.To != "" {
		if a, err := netmail.ParseAddress(s.cfg.To); err == nil && !seen[strings.ToLower(a.Address)] {
			out = append(out, recipient{address: a.Address, lang: "en"})
		}
	}
	return out, nil
}

// List returns the newest messages, newest first (limit ≤ 0: 100).
func (s *Service) List(ctx context.Context, limit int) ([]Message, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT id, first_name, last_name, email, subject, message, lang, user_id, created_at
		FROM contact_messages ORDER BY id DESC LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("contact: list: %w", err)
	}
	out, err := store.ScanAll(rows, func(r store.Row) (Message, error) {
		var m Message
		var user *string
		err := r.Scan(&m.ID, &m.FirstName, &m.LastName, &m.Email, &m.Subject, &m.Message, &m.Lang, &user, &m.CreatedAt)
		if user != nil {
			m.UserID = *user
		}
		return m, err
	})
	if err != nil {
		return nil, fmt.Errorf("contact: list: %w", err)
	}
	return out, nil
}
