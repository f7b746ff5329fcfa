package genie

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// EraseAccount removes the wishes (ideas and stories the Genie wrote) of an
// erased account and its guests (decision 0040).
func (s *Service) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	for _, a := range e.Accounts() {
		if _, err := tx.Exec(ctx, "DELETE FROM genie_wishes WHERE account_kind = ? AND account_id = ?", string(a.Kind), a.ID); err != nil {
			return fmt.Errorf("genie: erase: %w", err)
		}
	}
	return nil
}
