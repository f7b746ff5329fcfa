package study

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/store"
)

// MoveGuestWork gives what a guest learnt (their memory of each card and
// the review log, product §7; the counts per language and the progress
// page's days) to the user the guest signed up as, inside the
// sign-up's transaction tx. Counts kept per learner are added to any the
// user has of their own.
func (s *Service) MoveGuestWork(ctx context.Context, tx store.Tx, guestID, userID string) error {
	for _, q := range []string{
		"UPDATE card_memory SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?",
		"UPDATE review_log SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?",
		// The desired retention, fitted weights and review count (migration 0038):
		// into a user's own row, the reviews add up and the user's settings stay.
		`INSERT INTO study_settings (owner_kind, owner_id, desired_retention, weights, fitted_reviews, fitted_at, reviews, next_fit_reviews, updated_at)
			SELECT 'user', ?, desired_retention, weights, fitted_reviews, fitted_at, reviews, next_fit_reviews, updated_at FROM study_settings
			WHERE owner_kind = 'guest' AND owner_id = ?
			ON CONFLICT (owner_kind, owner_id) DO UPDATE SET reviews = study_settings.reviews + excluded.reviews,
			desired_retention = COALESCE(study_settings.desired_retention, excluded.desired_retention)`,
		// The map's counts per language (migration 0035).
		`INSERT INTO study_languages (owner_kind, owner_id, language, studied, learned, relearning)
			SELECT 'user', ?, language, studied, learned, relearning FROM study_languages WHERE owner_kind = 'guest' AND owner_id = ?
			ON CONFLICT (owner_kind, owner_id, language) DO UPDATE SET studied = study_languages.studied + excluded.studied,
			learned = study_languages.learned + excluded.learned, relearning = study_languages.relearning + excluded.relearning`,
		// The progress page's days (migration 0037): added to the user's own.
		`INSERT INTO study_days (owner_kind, owner_id, day, reviews, cards_new, review_state_reviews, review_state_passed, duration_ms)
			SELECT 'user', ?, day, reviews, cards_new, review_state_reviews, review_state_passed, duration_ms FROM study_days
			WHERE owner_kind = 'guest' AND owner_id = ?
			ON CONFLICT (owner_kind, owner_id, day) DO UPDATE SET reviews = study_days.reviews + excluded.reviews,
			cards_new = study_days.cards_new + excluded.cards_new, review_state_reviews = study_days.review_state_reviews + excluded.review_state_reviews,
			review_state_passed = study_days.review_state_passed + excluded.review_state_passed, duration_ms = study_days.duration_ms + excluded.duration_ms`,
	} {
		if _, err := tx.Exec(ctx, q, userID, guestID); err != nil {
			return fmt.Errorf("study: move guest work (%s): %w", q, err)
		}
	}
	for _, q := range []string{
		"DELETE FROM study_languages WHERE owner_kind = 'guest' AND owner_id = ?",
		"DELETE FROM study_days WHERE owner_kind = 'guest' AND owner_id = ?",
		"DELETE FROM study_settings WHERE owner_kind = 'guest' AND owner_id = ?",
	} {
		if _, err := tx.Exec(ctx, q, guestID); err != nil {
			return fmt.Errorf("study: move guest work (%s): %w", q, err)
		}
	}
	return nil
}
