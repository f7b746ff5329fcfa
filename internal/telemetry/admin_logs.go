package telemetry

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// ErrorFilter narrows the error log for the admin console. Zero fields do
// not filter; BeforeID pages back (entries with a smaller id).
type ErrorFilter struct {
	Type     string
	From, To time.Time
	UserID   string
	BeforeID int64
	Limit    int
}

const errorColumns = `id, error_type, error_category, severity, error_message,
	COALESCE(error_stack, ''), metadata, COALESCE(user_id, ''), COALESCE(session_id, ''), COALESCE(request_id, ''), created_at`

func scanErrorLog(r store.Row) (StoredErrorLog, error) {
	var e StoredErrorLog
	var meta string
	if err := r.Scan(&e.ID, &e.ErrorType, &e.ErrorCategory, &e.Severity, &e.ErrorMessage, &e.ErrorStack,
		&meta, &e.UserID, &e.SessionID, &e.RequestID, &e.CreatedAt); err != nil {
		return e, err
	}
	if err := json.Unmarshal([]byte(meta), &e.Metadata); err != nil {
		return e, fmt.Errorf("telemetry: error log %d metadata: %w", e.ID, err)
	}
	return e, nil
}

// where builds an AND of conditions and their arguments.
type where struct {
	conds []string
	args  []any
}

func (w *where) add(cond string, arg any) {
	w.conds = append(w.conds, cond)
	w.args = append(w.args, arg)
}

func (w *where) sql() string {
	if len(w.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(w.conds, " AND ")
}

// Errors returns error log entries matching f, newest first.
func (s *Service) Errors(ctx context.Context, f ErrorFilter) ([]StoredErrorLog, error) {
	var w where
	if f.Type != "" {
		w.add("error_type = ?", f.Type)
	}
	if !f.From.IsZero() {
		w.add("created_at >= ?", f.From.UTC())
	}
	if !f.To.IsZero() {
		w.add("created_at < ?", f.To.UTC())
	}
	if f.UserID != "" {
		w.add("user_id = ?", f.UserID)
	}
	if f.BeforeID > 0 {
		w.add("id < ?", f.BeforeID)
	}
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+errorColumns+" FROM error_logs"+w.sql()+" ORDER BY id DESC LIMIT ?", append(w.args, f.Limit)...)
	if err != nil {
		return nil, fmt.Errorf("telemetry: errors: %w", err)
	}
	out, err := store.ScanAll(rows, scanErrorLog)
	if err != nil {
		return nil, fmt.Errorf("telemetry: errors: %w", err)
	}
	return out, nil
}

// ErrorByID returns one error log entry.
func (s *Service) ErrorByID(ctx context.Context, id int64) (StoredErrorLog, error) {
	e, err := scanErrorLog(s.st.ReadOnly().QueryRow(ctx, "SELECT "+errorColumns+" FROM error_logs WHERE id = ?", id))
	if errors.Is(err, store.ErrNoRows) {
		return e, domain.Errorf(domain.CodeNotFound, "There is no error log entry %d.", id)
	}
	if err != nil {
		return e, fmt.Errorf("telemetry: error %d: %w", id, err)
	}
	return e, nil
}

// ErrorTypes are the error types logged so far, for the console's filter.
func (s *Service) ErrorTypes(ctx context.Context) ([]string, error) {
	return s.distinct(ctx, "SELECT DISTINCT error_type FROM error_logs ORDER BY error_type")
}

// AuditTypes are the audit event types recorded so far.
func (s *Service) AuditTypes(ctx context.Context) ([]string, error) {
	return s.distinct(ctx, "SELECT DISTINCT event_type FROM security_audit_events ORDER BY event_type")
}

func (s *Service) distinct(ctx context.Context, q string) ([]string, error) {
	rows, err := s.st.ReadOnly().Query(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("telemetry: distinct: %w", err)
	}
	return store.ScanAll(rows, func(r store.Row) (v string, err error) { return v, r.Scan(&v) })
}

// AuditFilter narrows the audit log: Type, and Email (the account acted on,
// or the admin who acted).
type AuditFilter struct {
	Type     string
	Email    string
	BeforeID int64
	Limit    int
}

// StoredAudit is an audit event with the admin who caused it, if any.
type StoredAudit struct {
	StoredAuditEvent
	Actor string
}

const auditColumns = `id, event_type, details, COALESCE(user_email, ''), COALESCE(user_agent, ''), created_at,
	COALESCE(actor_email, '')`

func scanAudit(r store.Row) (StoredAudit, error) {
	var e StoredAudit
	var details string
	if err := r.Scan(&e.ID, &e.Type, &details, &e.UserEmail, &e.UserAgent, &e.CreatedAt, &e.Actor); err != nil {
		return e, err
	}
	if err := json.Unmarshal([]byte(details), &e.Details); err != nil {
		return e, fmt.Errorf("telemetry: audit event %d: %w", e.ID, err)
	}
	return e, nil
}

// Audits returns audit events matching f, newest first.
func (s *Service) Audits(ctx context.Context, f AuditFilter) ([]StoredAudit, error) {
	var w where
	if f.Type != "" {
		w.add("event_type = ?", f.Type)
	}
	if f.Email != "" {
		e := strings.ToLower(strings.TrimSpace(f.Email))
		w.conds = append(w.conds, "(user_email = ? OR actor_email = ?)")
		w.args = append(w.args, e, e)
	}
	if f.BeforeID > 0 {
		w.add("id < ?", f.BeforeID)
	}
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+auditColumns+" FROM security_audit_events"+w.sql()+" ORDER BY id DESC LIMIT ?",
		append(w.args, f.Limit)...)
	if err != nil {
		return nil, fmt.Errorf("telemetry: audits: %w", err)
	}
	out, err := store.ScanAll(rows, scanAudit)
	if err != nil {
		return nil, fmt.Errorf("telemetry: audits: %w", err)
	}
	return out, nil
}
