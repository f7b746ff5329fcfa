package lessons

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// EraseAccount removes the stories of an erased account and its guests,
// with their cards, and the AI stories kept for their keys (decision 0040).
// Their files were noted for the sweep by the caller first.
func (s *Service) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	for _, a := range e.Accounts() {
		if _, err := tx.Exec(ctx, "DELETE FROM stories WHERE owner_kind = ? AND owner_id = ?", string(a.Kind), a.ID); err != nil {
			return fmt.Errorf("lessons: erase: %w", err)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM ai_story_charges WHERE account_kind = ? AND account_id = ?", string(a.Kind), a.ID); err != nil {
			return fmt.Errorf("lessons: erase ai stories: %w", err)
		}
	}
	return nil
}
