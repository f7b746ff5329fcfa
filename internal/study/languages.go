package study

import (
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// languageCounts is the statement that moves owner's counts in the card's
// language by a review from before to after, or nil when it moves none:
// a first review makes the card studied, and entering or leaving the
// review state makes it learned or not. Sent with the commit, like
// study_counts' (decision 0043).
func languageCounts(owner domain.Account, before, after Memory) *store.Statement {
	studied, learned := 0, 0
	if before.State == fsrs.StateNew {
		studied = 1
	}
	if before.State == fsrs.StateReview {
		learned--
	}
	if after.State == fsrs.StateReview {
		learned++
	}
	if studied == 0 && learned == 0 {
		return nil
	}
	return languageDelta(owner, before.StoryID, studied, learned)
}

// languageDelta adds studied and learned to owner's counts in the language
// of storyID.
func languageDelta(owner domain.Account, storyID string, studied, learned int) *store.Statement {
	return &store.Statement{SQL: `INSERT INTO study_languages (owner_kind, owner_id, language, studied, learned)
		SELECT ?, ?, s.target_language, ?, ? FROM stories s WHERE s.id = ?
		ON CONFLICT (owner_kind, owner_id, language) DO UPDATE SET studied = study_languages.studied + excluded.studied,
		learned = study_languages.learned + excluded.learned`,
		Args: []any{string(owner.Kind), owner.ID, studied, learned, storyID}}
}
