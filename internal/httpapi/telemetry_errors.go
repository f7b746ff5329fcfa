package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
)

type errorLogInput struct {
	Body struct {
		ErrorType     string         `json:"errorType" maxLength:"64" doc:"Product §8 error type, e.g. react_error_boundary"`
		ErrorCategory string         `json:"errorCategory" maxLength:"32" doc:"workflow, api, frontend, timeout or user_experience"`
		Severity      string         `json:"severity" enum:"low,medium,high,critical"`
		ErrorMessage  string         `json:"errorMessage" maxLength:"4000"`
		ErrorStack    string         `json:"errorStack,omitempty" maxLength:"32000"`
		Metadata      map[string]any `json:"metadata,omitempty" doc:"User agent, url, component stack, file, line and column"`
		SessionID     string         `json:"sessionId,omitempty" maxLength:"64"`
	}
}

type errorLogOutput struct {
	Body struct {
		ID int64 `json:"id"`
	}
}

// Public write endpoints (error reports, analytics beacons) are limited per
// network address, and run to their end within publicWriteTimeout even when
// the browser that sent them has gone.
const (
	publicWritesPerMinute = 60
	publicWriteTimeout    = 10 * time.Second
)

var errTooManyWrites = domain.Titled(domain.CodeRateLimited, "Too Many Requests", "Please slow down.")

func (s *Server) allowPublicWrite(ctx context.Context, kind string) (context.Context, context.CancelFunc, error) {
	// A beacon sent as a page closes may lose its connection before the
	// server is done with it: the write goes on to its end, bounded in time.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), publicWriteTimeout)
	if s.Auth == nil {
		return ctx, cancel, nil
	}
	ok, err := s.Auth.Allow(ctx, kind, s.clientOf(humaCtx(ctx)), publicWritesPerMinute, time.Minute)
	if err == nil && !ok {
		err = errTooManyWrites
	}
	return ctx, cancel, err
}

func (s *Server) createErrorLog(ctx context.Context, in *errorLogInput) (*errorLogOutput, error) {
	ctx, cancel, err := s.allowPublicWrite(ctx, "error-log")
	defer cancel()
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	var userID string // the admin console filters the log by account
	if u := identityFrom(ctx).User; u != nil {
		userID = u.ID
	}
	id, err := s.Telemetry.LogError(ctx, domain.ErrorLog{
		UserID:    userID,
		ErrorType: in.Body.ErrorType, ErrorCategory: in.Body.ErrorCategory, Severity: in.Body.Severity,
		ErrorMessage: in.Body.ErrorMessage, ErrorStack: in.Body.ErrorStack, Metadata: in.Body.Metadata,
		SessionID: in.Body.SessionID, RequestID: requestIDFrom(ctx),
	})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &errorLogOutput{}
	out.Body.ID = id
	return out, nil
}
