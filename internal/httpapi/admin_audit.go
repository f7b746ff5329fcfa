package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/telemetry"
)

// adminAudit writes an admin's action to the audit log: about is the account
// acted on (may be empty), details["by"] the admin. A failed write is logged,
// never hidden from the log of the server.
func (s *Server) adminAudit(ctx context.Context, typ, about string, details map[string]any) {
	if s.Telemetry == nil {
		return
	}
	if details == nil {
		details = map[string]any{}
	}
	details["by"] = identityFrom(ctx).User.Email
	if err := s.Telemetry.Audit(ctx, s.Store, telemetry.AuditEvent{Type: typ, UserEmail: about, UserAgent: "storyglot admin", Details: details}); err != nil {
		s.log.WarnContext(ctx, "admin audit", "type", typ, "err", err)
	}
}
