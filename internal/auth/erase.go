package auth

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// EraseAccount removes the user (its profile, sessions, links and devices
// go with it), the guest sessions it came from, and its address from other
// guest sessions (decision 0040). It runs last of the erasers.
func (s *Service) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	for _, g := range e.GuestIDs {
		if _, err := tx.Exec(ctx, "DELETE FROM guest_sessions WHERE id = ?", g); err != nil {
			return fmt.Errorf("auth: erase guest: %w", err)
		}
	}
	if _, err := tx.Exec(ctx, "DELETE FROM guest_sessions WHERE claimed_by_user_id = ?", e.UserID); err != nil {
		return fmt.Errorf("auth: erase claimed guests: %w", err)
	}
	if _, err := tx.Exec(ctx, "UPDATE guest_sessions SET email = NULL WHERE email = ?", e.Email); err != nil {
		return fmt.Errorf("auth: erase address of guests: %w", err)
	}
	if _, err := tx.Exec(ctx, "DELETE FROM users WHERE id = ?", e.UserID); err != nil {
		return fmt.Errorf("auth: erase user: %w", err)
	}
	return nil
}
