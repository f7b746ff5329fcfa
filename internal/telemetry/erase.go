package telemetry

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// EraseAccount keeps an erased account's error reports and analytics
// events without its id, and its security audit events without its address
// and browser (decision 0040).
func (s *Service) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	for _, a := range e.Accounts() {
		for _, q := range []string{
			"UPDATE error_logs SET user_id = NULL WHERE user_id = ?",
			"UPDATE analytics_events SET user_id = NULL WHERE user_id = ?",
		} {
			if _, err := tx.Exec(ctx, q, a.ID); err != nil {
				return fmt.Errorf("telemetry: erase: %w", err)
			}
		}
	}
	if _, err := tx.Exec(ctx, "UPDATE security_audit_events SET user_email = NULL, user_agent = NULL WHERE user_email = ?", e.Email); err != nil {
		return fmt.Errorf("telemetry: erase audit events: %w", err)
	}
	return nil
}
