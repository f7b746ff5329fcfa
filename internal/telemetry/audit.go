package telemetry

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Security audit event types (product §4).
const (
	AuditLoginSuccess        = "login_success"
	AuditLoginFailure        = "login_failure"
	AuditRegistration        = "registration"
	AuditRegistrationFailure = "registration_failure"
	AuditEmailConfirmed      = "email_confirmed"
	AuditResetRequested      = "password_reset_requested"
	AuditPasswordChanged     = "password_changed"
	AuditAdminGranted        = "admin_granted"
	AuditLogout              = "logout"
	// The admin console (decision 0013): every admin action, details["by"] the admin.
	AuditAdminRevoked    = "admin_revoked"
	AuditCreditsAdjusted = "credits_adjusted"
	AuditAccountDisabled = "account_disabled"
	AuditAccountEnabled  = "account_enabled"
	AuditStoryDeleted    = "story_deleted_by_admin"
	AuditStoryPublished  = "story_published"
	AuditStoryUnpublish  = "story_unpublished"
	AuditLoginDisabled   = "login_refused_disabled"
	// The audio fix (product §17): an admin remakes a lesson's audio or closes a report.
	AuditAudioRegenerated     = "audio_regenerated_by_admin"
	AuditAudioReportDismissed = "audio_report_dismissed_by_admin"
)

// AuditEvent is one entry of the security audit log. The IP address is not
// kept (product §4).
type AuditEvent struct {
	Type      string
	Details   map[string]any
	UserEmail string
	UserAgent string
}

// Audit writes an event through q (the store, or a transaction).
func (s *Service) Audit(ctx context.Context, q store.Querier, e AuditEvent) error {
	if e.Details == nil {
		e.Details = map[string]any{}
	}
	details, err := json.Marshal(e.Details)
	if err != nil {
		return fmt.Errorf("telemetry: audit details: %w", err)
	}
	actor, _ := e.Details["by"].(string)
	_, err = q.Exec(ctx, `INSERT INTO security_audit_events (event_type, details, user_email, ip_address, user_agent, created_at, actor_email)
		VALUES (?, ?, ?, NULL, ?, ?, ?)`, e.Type, string(details), nullable(e.UserEmail), nullable(domain.Truncate(e.UserAgent, 512)), s.now().UTC(), nullable(actor))
	if err != nil {
		return fmt.Errorf("telemetry: audit %s: %w", e.Type, err)
	}
	return nil
}

// StoredAuditEvent is an audit event as read back.
type StoredAuditEvent struct {
	AuditEvent
	ID        int64
	CreatedAt time.Time
}

// AuditEvents returns the newest audit events, newest first.
func (s *Service) AuditEvents(ctx context.Context, limit int) ([]StoredAudit, error) {
	return s.Audits(ctx, AuditFilter{Limit: limit})
}
