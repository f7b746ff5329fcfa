package httpapi

import (
	"context"
	"errors"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// The admin console's logs (decision 0013): the error log with filters and a
// detail view, and the audit log.

type adminErrorLog struct {
	ID        int64          `json:"id"`
	Type      string         `json:"type"`
	Category  string         `json:"category"`
	Severity  string         `json:"severity"`
	Message   string         `json:"message"`
	Stack     string         `json:"stack,omitempty"`
	Metadata  map[string]any `json:"metadata,omitempty"`
	UserID    string         `json:"userId,omitempty"`
	UserEmail string         `json:"userEmail,omitempty" doc:"The account's address, when it still exists"`
	SessionID string         `json:"sessionId,omitempty"`
	RequestID string         `json:"requestId,omitempty"`
	CreatedAt time.Time      `json:"createdAt"`
}

func toAdminErrorLog(e telemetry.StoredErrorLog, detail bool) adminErrorLog {
	out := adminErrorLog{ID: e.ID, Type: e.ErrorType, Category: e.ErrorCategory, Severity: e.Severity, Message: e.ErrorMessage,
		UserID: e.UserID, SessionID: e.SessionID, RequestID: e.RequestID, CreatedAt: e.CreatedAt}
	if detail {
		out.Stack, out.Metadata = e.ErrorStack, e.Metadata
	}
	return out
}

type listErrorsInput struct {
	Type   string    `query:"type" maxLength:"64"`
	From   time.Time `query:"from" doc:"From this time on (RFC 3339)"`
	To     time.Time `query:"to" doc:"Before this time (RFC 3339)"`
	Email  string    `query:"email" maxLength:"400" doc:"Only this account's errors"`
	Before int64     `query:"before" minimum:"0" doc:"Page back: entries older than this id"`
	Limit  int       `query:"limit" minimum:"1" maximum:"200" default:"50"`
}

type listErrorsOutput struct {
	Body struct {
		Errors []adminErrorLog `json:"errors"`
		Types  []string        `json:"types" doc:"Every error type logged so far, for the filter"`
	}
}

func (s *Server) listErrorLogs(ctx context.Context, in *listErrorsInput) (*listErrorsOutput, error) {
	out := &listErrorsOutput{}
	out.Body.Errors = []adminErrorLog{}
	types, err := s.Telemetry.ErrorTypes(ctx)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out.Body.Types = types
	f := telemetry.ErrorFilter{Type: in.Type, From: in.From, To: in.To, BeforeID: in.Before, Limit: in.Limit}
	if in.Email != "" {
		u, err := s.Auth.UserByEmail(ctx, in.Email)
		if errors.Is(err, domain.ErrNotFound) {
			return out, nil // no such account: none of its errors
		}
		if err != nil {
			return nil, problem(ctx, s.log, err)
		}
		f.UserID = u.ID
	}
	found, err := s.Telemetry.Errors(ctx, f)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	for _, e := range found {
		out.Body.Errors = append(out.Body.Errors, toAdminErrorLog(e, false))
	}
	return out, nil
}

type errorLogIDInput struct {
	ID int64 `path:"id" minimum:"1"`
}

type adminErrorLogOutput struct {
	Body adminErrorLog
}

func (s *Server) getErrorLog(ctx context.Context, in *errorLogIDInput) (*adminErrorLogOutput, error) {
	e, err := s.Telemetry.ErrorByID(ctx, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &adminErrorLogOutput{Body: toAdminErrorLog(e, true)}
	if e.UserID != "" {
		if out.Body.UserEmail, err = s.Auth.EmailOf(ctx, e.UserID); err != nil {
			return nil, problem(ctx, s.log, err)
		}
	}
	return out, nil
}

type auditEventBody struct {
	ID        int64          `json:"id"`
	Type      string         `json:"type"`
	UserEmail string         `json:"userEmail" doc:"The account it is about (empty: none)"`
	Actor     string         `json:"actor" doc:"The admin who did it (empty: the account itself or the system)"`
	Details   map[string]any `json:"details"`
	UserAgent string         `json:"userAgent"`
	CreatedAt time.Time      `json:"createdAt"`
}

type listAuditInput struct {
	Type   string `query:"type" maxLength:"64"`
	Email  string `query:"email" maxLength:"400" doc:"The account it is about, or the admin who did it"`
	Before int64  `query:"before" minimum:"0"`
	Limit  int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
}

type listAuditOutput struct {
	Body struct {
		Events []auditEventBody `json:"events"`
		Types  []string         `json:"types"`
	}
}

func (s *Server) listAuditEvents(ctx context.Context, in *listAuditInput) (*listAuditOutput, error) {
	types, err := s.Telemetry.AuditTypes(ctx)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	found, err := s.Telemetry.Audits(ctx, telemetry.AuditFilter{Type: in.Type, Email: in.Email, BeforeID: in.Before, Limit: in.Limit})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &listAuditOutput{}
	out.Body.Types, out.Body.Events = types, []auditEventBody{}
	for _, e := range found {
		out.Body.Events = append(out.Body.Events, auditEventBody{ID: e.ID, Type: e.Type, UserEmail: e.UserEmail, Actor: e.Actor,
			Details: e.Details, UserAgent: e.UserAgent, CreatedAt: e.CreatedAt})
	}
	return out, nil
}
