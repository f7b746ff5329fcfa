package lessons

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/store"
)

// MoveGuestWork gives a guest's stories, with their cards, to the user the
// guest signed up as (product §1: a guest's work is not lost at sign-up),
// inside the sign-up's transaction tx.
func (s *Service) MoveGuestWork(ctx context.Context, tx store.Tx, guestID, userID string) error {
	if _, err := tx.Exec(ctx, `UPDATE stories SET owner_kind = 'user', owner_id = ?, updated_at = ? WHERE owner_kind = 'guest' AND owner_id = ?`,
		userID, s.now().UTC(), guestID); err != nil {
		return fmt.Errorf("lessons: move guest stories: %w", err)
	}
	return nil
}
