package contact

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// EraseAccount removes the contact messages an erased account sent, signed
// in or by its address (decision 0040).
func (s *Service) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	if _, err := tx.Exec(ctx, "DELETE FROM contact_messages WHERE user_id = ? OR LOWER(email) = ?", e.UserID, e.Email); err != nil {
		return fmt.Errorf("contact: erase: %w", err)
	}
	return nil
}
