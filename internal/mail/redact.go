package mail

import (
	"context"
	"fmt"
	"html"
	"net/url"
	"strings"
)

// Once an SMTP server has taken a mail, its stored copy no longer carries a
// usable link: the query (the confirmation or reset token) is replaced, in the
// link and in both bodies, so whoever reads the outbox (an admin, a database
// backup) cannot use it. Without SMTP the outbox and the log are the way a
// mail reaches its reader, so the link stays (see docs/decisions/0010).

// RedactedQuery stands in for the token of a delivered link.
const RedactedQuery = "token=(delivered)"

func redactedLink(link string) string {
	u, err := url.Parse(link)
	if err != nil || u.RawQuery == "" {
		return link
	}
	u.RawQuery = RedactedQuery
	return u.String()
}

// redact rewrites a delivered outbox row without its link's token.
func (s *Service) redact(ctx context.Context, m OutboxMessage) error {
	r := redactedLink(m.Link)
	if r == m.Link {
		return nil
	}
	text := strings.ReplaceAll(m.Text, m.Link, r)
	htm := strings.ReplaceAll(strings.ReplaceAll(m.HTML, html.EscapeString(m.Link), html.EscapeString(r)), m.Link, r)
	if _, err := s.st.Exec(ctx, "UPDATE mail_outbox SET link = ?, body_text = ?, body_html = ? WHERE id = ?", r, text, htm, m.ID); err != nil {
		return fmt.Errorf("mail: redact %d: %w", m.ID, err)
	}
	return nil
}
