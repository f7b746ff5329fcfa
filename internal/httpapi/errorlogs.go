package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/domain"
)

type errorLogInput struct {
	Body struct {
		ErrorType     string         `json:"errorType" maxLength:"64" doc:"Spec §8 error type, e.g. react_error_boundary"`
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

func (s *Server) createErrorLog(ctx context.Context, in *errorLogInput) (*errorLogOutput, error) {
	id, err := s.Telemetry.LogError(ctx, domain.ErrorLog{
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
