package apptest

import (
	"context"
	"log/slog"
	"strings"
	"sync"
)

// Without SMTP a mail reaches its reader through the server log (its link's
// token is sealed in the outbox: decision 0018), so a test reads mailed links
// where an operator would: from the "mail logged" records of the app's log.

// Mailed is one mail the app logged.
type Mailed struct{ To, Template, Link string }

type mailLog struct {
	mu    sync.Mutex
	mails []Mailed
}

// mailCapture passes records at or above level to next and keeps the
// mails logged, whatever the level.
type mailCapture struct {
	next  slog.Handler
	level slog.Level
	log   *mailLog
}

func (h mailCapture) Enabled(_ context.Context, l slog.Level) bool {
	return l >= slog.LevelInfo || l >= h.level
}

func (h mailCapture) Handle(ctx context.Context, r slog.Record) error {
	if strings.HasPrefix(r.Message, "mail logged") {
		var m Mailed
		r.Attrs(func(a slog.Attr) bool {
			switch a.Key {
			case "to":
				m.To = a.Value.String()
			case "template":
				m.Template = a.Value.String()
			case "link":
				m.Link = a.Value.String()
			}
			return true
		})
		h.log.mu.Lock()
		h.log.mails = append(h.log.mails, m)
		h.log.mu.Unlock()
	}
	if r.Level < h.level {
		return nil
	}
	return h.next.Handle(ctx, r)
}

func (h mailCapture) WithAttrs(as []slog.Attr) slog.Handler {
	return mailCapture{next: h.next.WithAttrs(as), level: h.level, log: h.log}
}

func (h mailCapture) WithGroup(name string) slog.Handler {
	return mailCapture{next: h.next.WithGroup(name), level: h.level, log: h.log}
}

// MailedLinks are the links of the mails of a template logged to an
// address, oldest first.
func (s *Server) MailedLinks(to, template string) []string {
	s.mails.mu.Lock()
	defer s.mails.mu.Unlock()
	var out []string
	for _, m := range s.mails.mails {
		if m.To == to && m.Template == template {
			out = append(out, m.Link)
		}
	}
	return out
}
