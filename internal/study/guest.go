package study

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/store"
)

// MoveGuestWork gives what a guest learnt (their memory of each card and
// the review log, product §7) to the user the guest signed up as, inside the
// sign-up's transaction tx. The account is new, so no row of its own can
// collide with the guest's.
func (s *Service) MoveGuestWork(ctx context.Context, tx store.Tx, guestID, userID string) error {
	for _, q := range []string{
		"UPDATE card_memory SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?",
		"UPDATE review_log SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?",
		// The desired retention, fitted weights and review count (migration 0038).
		"UPDATE study_settings SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?",
		// The map's counts per language (migration 0035).
		`INSERT INTO study_languages (owner_kind, owner_id, language, studied, learned)
			SELECT 'user', ?, language, studied, learned FROM study_languages WHERE owner_kind = 'guest' AND owner_id = ?
			ON CONFLICT (owner_kind, owner_id, language) DO UPDATE SET studied = study_languages.studied + excluded.studied,
			learned = study_languages.learned + excluded.learned`,
	} {
		if _, err := tx.Exec(ctx, q, userID, guestID); err != nil {
			return fmt.Errorf("study: move guest work (%s): %w", q, err)
		}
	}
	if _, err := tx.Exec(ctx, "DELETE FROM study_languages WHERE owner_kind = 'guest' AND owner_id = ?", guestID); err != nil {
		return fmt.Errorf("study: move guest work (counts per language): %w", err)
	}
	return nil
}
