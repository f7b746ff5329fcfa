package study

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// EraseAccount removes what an erased account and its guests learnt
// (decision 0040).
func (s *Service) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	for _, a := range e.Accounts() {
		for _, q := range []string{
			"DELETE FROM card_memory WHERE owner_kind = ? AND owner_id = ?",
			"DELETE FROM review_log WHERE owner_kind = ? AND owner_id = ?",
			"DELETE FROM study_languages WHERE owner_kind = ? AND owner_id = ?",
			"DELETE FROM study_days WHERE owner_kind = ? AND owner_id = ?",
			"DELETE FROM study_settings WHERE owner_kind = ? AND owner_id = ?",
		} {
			if _, err := tx.Exec(ctx, q, string(a.Kind), a.ID); err != nil {
				return fmt.Errorf("study: erase: %w", err)
			}
		}
	}
	return nil
}
