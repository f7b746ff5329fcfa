package leaderboard

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// EraseAccount removes an erased account's study points (decision 0040).
func (s *Service) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	if _, err := tx.Exec(ctx, "DELETE FROM study_points WHERE user_id = ?", e.UserID); err != nil {
		return fmt.Errorf("leaderboard: erase: %w", err)
	}
	return nil
}
