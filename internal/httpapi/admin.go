package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/mail"
)

type outboxMessage struct {
	ID        int64     `json:"id"`
	To        string    `json:"to"`
	Template  string    `json:"template"`
	Lang      string    `json:"lang"`
	Subject   string    `json:"subject"`
	Link      string    `json:"link" doc:"The link the mail carries, when it is a link to the site; empty for a link with a token (confirmation, reset: sealed in the outbox, only the mail has it) and whenever mails go out over SMTP, so that admins cannot use them"`
	Status    string    `json:"status" enum:"queued,sent,logged,failed"`
	CreatedAt time.Time `json:"createdAt"`
}

type outboxOutput struct {
	Body struct {
		Messages []outboxMessage `json:"messages"`
	}
}

// listOutbox shows the newest mails, so that links can be followed on a
// machine without SMTP (only there: see the note inside).
func (s *Server) listOutbox(ctx context.Context, _ *struct{}) (*outboxOutput, error) {
	msgs, err := s.Mail.Outbox(ctx, 100)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &outboxOutput{}
	out.Body.Messages = []outboxMessage{}
	// With SMTP the mail reaches its reader; its link is not the admin's to
	// follow. Without SMTP, links to the site are shown; a link with a token
	// (confirmation, reset) never is: its token is sealed in the outbox and
	// only the mail — the log line without SMTP — has a usable one (decision 0018).
	showLinks := s.Mail.Mode() == "log"
	for _, m := range msgs {
		if !showLinks || mail.HasToken(m.Link) {
			m.Link = ""
		}
		out.Body.Messages = append(out.Body.Messages, outboxMessage{ID: m.ID, To: m.To, Template: m.Template, Lang: m.Lang,
			Subject: m.Subject, Link: m.Link, Status: m.Status, CreatedAt: m.CreatedAt})
	}
	return out, nil
}

type contactMessage struct {
	ID        int64     `json:"id"`
	FirstName string    `json:"firstName"`
	LastName  string    `json:"lastName"`
	Email     string    `json:"email"`
	Subject   string    `json:"subject"`
	Message   string    `json:"message"`
	Lang      string    `json:"lang"`
	SignedIn  bool      `json:"signedIn" doc:"Sent by a signed-in user"`
	CreatedAt time.Time `json:"createdAt"`
}

type contactListOutput struct {
	Body struct {
		Messages []contactMessage `json:"messages"`
	}
}

// listContact shows the newest contact messages to an admin.
func (s *Server) listContact(ctx context.Context, _ *struct{}) (*contactListOutput, error) {
	msgs, err := s.Contact.List(ctx, 100)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &contactListOutput{}
	out.Body.Messages = []contactMessage{}
	for _, m := range msgs {
		out.Body.Messages = append(out.Body.Messages, contactMessage{ID: m.ID, FirstName: m.FirstName, LastName: m.LastName,
			Email: m.Email, Subject: m.Subject, Message: m.Message, Lang: m.Lang, SignedIn: m.UserID != "", CreatedAt: m.CreatedAt})
	}
	return out, nil
}
