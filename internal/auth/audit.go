package auth

import "github.com/storyglot/storyglot/internal/telemetry"

func auditEvent(typ, email string, c Client, details map[string]any) telemetry.AuditEvent {
	return telemetry.AuditEvent{Type: typ, UserEmail: email, UserAgent: c.UserAgent, Details: details}
}
