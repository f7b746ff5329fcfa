package mail

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// maxErrorLen bounds last_error.
const maxErrorLen = 1000

// DeliverArgs is the job that delivers one outbox row.
type DeliverArgs struct {
	OutboxID int64 `json:"outbox_id"`
}

func (DeliverArgs) Kind() string { return "mail_deliver" }

// DeliverWorker runs DeliverArgs jobs.
type DeliverWorker struct {
	river.WorkerDefaults[DeliverArgs]
	Service *Service
}

func (w *DeliverWorker) Work(ctx context.Context, job *river.Job[DeliverArgs]) error {
	return w.Service.deliver(ctx, job.Args.OutboxID, job.Attempt >= job.MaxAttempts)
}

// NextRetry keeps River's backoff unless the service overrides it (tests).
func (w *DeliverWorker) NextRetry(job *river.Job[DeliverArgs]) time.Time {
	if w.Service.retryDelay == nil {
		return time.Time{}
	}
	return time.Now().Add(w.Service.retryDelay(job.Attempt))
}

// RegisterWorkers adds the mail workers.
func (s *Service) RegisterWorkers(w *river.Workers) {
	river.AddWorker(w, &DeliverWorker{Service: s})
}

// deliver sends (or logs) outbox row id and records the outcome. A failed
// send is recorded and returned, so River retries it; on the last attempt the
// row is marked failed.
func (s *Service) deliver(ctx context.Context, id int64, lastAttempt bool) error {
	m, err := s.message(ctx, id)
	if errors.Is(err, store.ErrNoRows) {
		return river.JobCancel(fmt.Errorf("mail: deliver %d: no such outbox row", id))
	}
	if err != nil {
		return fmt.Errorf("mail: deliver %d: %w", id, err)
	}
	if m.Status == StatusSent || m.Status == StatusLogged {
		return nil // done by an earlier attempt whose completion River did not record
	}
	m, err = s.unseal(ctx, m)
	if errors.Is(err, errLinkGone) {
		s.log.InfoContext(ctx, "mail not sent: its link was used or expired", "outbox_id", m.ID, "template", m.Template)
		return s.mark(ctx, id, StatusFailed, err.Error())
	}
	if err != nil {
		return fmt.Errorf("mail: deliver %d: %w", id, err)
	}
	if s.smtp == nil {
		s.log.InfoContext(ctx, "mail logged (no SMTP configured)", "outbox_id", m.ID, "to", m.To,
			"template", m.Template, "lang", m.Lang, "subject", m.Subject, "link", m.Link)
		s.log.DebugContext(ctx, "mail body", "outbox_id", m.ID, "text", m.Text)
		return s.mark(ctx, id, StatusLogged, "")
	}
	raw, err := buildMessage(message{
		From: s.from, To: m.To, Subject: m.Subject, Text: m.Text, HTML: m.HTML,
		Date: s.now(), MessageID: messageID(m.ID, m.CreatedAt, s.from),
	})
	if err != nil {
		return fmt.Errorf("mail: deliver %d: build message: %w", id, err)
	}
	sendErr := s.smtp.send(ctx, s.from.Address, m.To, raw)
	if sendErr == nil {
		s.log.InfoContext(ctx, "mail sent", "outbox_id", m.ID, "template", m.Template, "server", s.smtp.String())
		return s.mark(ctx, id, StatusSent, "")
	}
	status := StatusQueued
	if lastAttempt {
		status = StatusFailed
	}
	s.log.WarnContext(ctx, "mail delivery failed", "outbox_id", m.ID, "template", m.Template,
		"attempt", m.Attempts+1, "final", lastAttempt, "error", sendErr)
	// Record the failure even when the job's context has ended.
	markCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	return errors.Join(fmt.Errorf("mail: deliver %d: %w", id, sendErr), s.mark(markCtx, id, status, sendErr.Error()))
}

// mark records one attempt and its outcome.
func (s *Service) mark(ctx context.Context, id int64, status, lastError string) error {
	var errArg, sentAt any
	if lastError != "" {
		errArg = domain.Truncate(lastError, maxErrorLen)
	}
	if status == StatusSent || status == StatusLogged {
		sentAt = s.now().UTC()
	}
	_, err := s.st.Exec(ctx, `UPDATE mail_outbox SET status = ?, attempts = attempts + 1,
		last_error = COALESCE(?, last_error), sent_at = ? WHERE id = ?`, status, errArg, sentAt, id)
	if err != nil {
		return fmt.Errorf("mail: mark %d %s: %w", id, status, err)
	}
	return nil
}

// Deliver sends (or logs) outbox row id now, as its job would; the job then
// finds it done. For a process that works no jobs (tests of a web process).
func (s *Service) Deliver(ctx context.Context, id int64) error {
	return s.deliver(ctx, id, false)
}
