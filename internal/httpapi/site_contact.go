package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/contact"
	"github.com/storyglot/storyglot/internal/domain"
)

// A network address may send this many contact messages per hour.
const contactPerHour = 5

var errTooManyMessages = domain.Titled(domain.CodeRateLimited, "Too Many Messages",
	"You have sent several messages in a short time. Please wait an hour before sending another one.")

type contactInput struct {
	Body struct {
		FirstName string `json:"firstName" maxLength:"1000"`
		LastName  string `json:"lastName" maxLength:"1000"`
		Email     string `json:"email" maxLength:"1000"`
		Subject   string `json:"subject" maxLength:"1000"`
		Message   string `json:"message" maxLength:"50000" doc:"10 to 5000 characters"`
		Lang      string `json:"lang,omitempty" maxLength:"16" doc:"The sender's interface language"`
	}
}

type contactOutput struct {
	Body struct {
		ID      int64  `json:"id"`
		Message string `json:"message" doc:"The success text (product §14)"`
	}
}

// sendContact stores a contact-form message and mails it to the admins. The
// fields are checked before the rate limit, so a typo costs no attempt.
func (s *Server) sendContact(ctx context.Context, in *contactInput) (*contactOutput, error) {
	m := contact.Message{FirstName: in.Body.FirstName, LastName: in.Body.LastName, Email: in.Body.Email,
		Subject: in.Body.Subject, Message: in.Body.Message, Lang: in.Body.Lang}
	if err := contact.Validate(&m); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	ok, err := s.Auth.Allow(ctx, "contact", s.clientOf(humaCtx(ctx)), contactPerHour, time.Hour)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	if !ok {
		return nil, problem(ctx, s.log, errTooManyMessages)
	}
	if u := identityFrom(ctx).User; u != nil {
		m.UserID = u.ID
	}
	sent, err := s.Contact.Send(ctx, m)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &contactOutput{}
	out.Body.ID = sent.ID
	out.Body.Message = "Message sent! We'll get back to you within 24 hours."
	return out, nil
}
