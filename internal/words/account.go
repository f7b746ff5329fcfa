package words

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// MoveGuestWork gives a guest's word statuses to the user it signed up as,
// inside the sign-up's transaction tx (the account is new: no row collides).
func (s *Service) MoveGuestWork(ctx context.Context, tx store.Tx, guestID, userID string) error {
	if _, err := tx.Exec(ctx, "UPDATE word_status SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?",
		userID, guestID); err != nil {
		return fmt.Errorf("words: move guest words: %w", err)
	}
	return nil
}

// EraseAccount removes an erased account's and its guests' word statuses
// (decision 0040).
func (s *Service) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	for _, a := range e.Accounts() {
		if _, err := tx.Exec(ctx, "DELETE FROM word_status WHERE owner_kind = ? AND owner_id = ?", string(a.Kind), a.ID); err != nil {
			return fmt.Errorf("words: erase: %w", err)
		}
	}
	return nil
}
