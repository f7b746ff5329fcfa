// Package telemetry records what happens to Storyglot: the error log of product §8,
// and later analytics events, the security audit log and metrics.
package telemetry

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Service writes telemetry to the store and the log.
type Service struct {
	st  *store.Store
	log *slog.Logger
	now func() time.Time
	// analyticsRetention is how long page views, visits and events are kept.
	analyticsRetention time.Duration
}

// New returns a telemetry Service.
func New(st *store.Store, log *slog.Logger) *Service {
	return &Service{st: st, log: log, now: time.Now, analyticsRetention: DefaultAnalyticsRetentionDays * 24 * time.Hour}
}

// LogError validates and stores an error log entry, truncating oversized
// text, and mirrors it to the process log. It returns the entry's id.
func (s *Service) LogError(ctx context.Context, e domain.ErrorLog) (int64, error) {
	return s.LogErrorIn(ctx, s.st, e)
}

// LogErrorIn is LogError through q, e.g. inside the transaction that records
// the failure the entry describes.
func (s *Service) LogErrorIn(ctx context.Context, q store.Querier, e domain.ErrorLog) (int64, error) {
	if err := e.Validate(); err != nil {
		return 0, err
	}
	e.ErrorMessage = domain.Truncate(e.ErrorMessage, domain.MaxErrorMessageLen)
	e.ErrorStack = domain.Truncate(e.ErrorStack, domain.MaxErrorStackLen)
	if e.Metadata == nil {
		e.Metadata = map[string]any{}
	}
	meta, err := json.Marshal(e.Metadata)
	if err != nil {
		return 0, domain.Errorf(domain.CodeInvalid, "metadata must be a JSON object")
	}
	if len(meta) > domain.MaxErrorMetadataLen {
		meta, _ = json.Marshal(map[string]any{"truncated": true, "size": len(meta)})
	}
	var id int64
	err = q.QueryRow(ctx, `INSERT INTO error_logs
		(error_type, error_category, severity, error_message, error_stack, metadata, user_id, session_id, request_id, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		e.ErrorType, e.ErrorCategory, e.Severity, e.ErrorMessage, nullable(e.ErrorStack), string(meta),
		nullable(e.UserID), nullable(e.SessionID), nullable(e.RequestID), s.now().UTC()).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("telemetry: log error: %w", err)
	}
	s.log.LogAttrs(ctx, severityLevel(e.Severity), "error logged",
		slog.Int64("id", id), slog.String("type", e.ErrorType), slog.String("category", e.ErrorCategory),
		slog.String("severity", e.Severity), slog.String("message", e.ErrorMessage), slog.String("request_id", e.RequestID))
	return id, nil
}

// StoredErrorLog is an error log entry as read back.
type StoredErrorLog struct {
	domain.ErrorLog
	ID        int64
	CreatedAt time.Time
}

// RecentErrors returns the newest entries, newest first.
func (s *Service) RecentErrors(ctx context.Context, limit int) ([]StoredErrorLog, error) {
	return s.Errors(ctx, ErrorFilter{Limit: limit})
}

func severityLevel(s string) slog.Level {
	switch s {
	case "high", "critical":
		return slog.LevelError
	case "medium":
		return slog.LevelWarn
	}
	return slog.LevelInfo
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
