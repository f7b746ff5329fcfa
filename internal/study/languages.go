package study

import (
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// languageCounts is the statement that moves owner's counts in the card's
// language by a review from before to after, or nil when it moves none:
// a first review makes the card studied, and entering or leaving the
// review state makes it learned or not (and the relearning state,
// relearning). Sent with the commit, like study_counts' (decision 0043).
func languageCounts(owner domain.Account, before, after Memory) *store.Statement {
	studied := 0
	if before.State == fsrs.StateNew {
		studied = 1
	}
	return languageMove(owner, before.StoryID, before.State, after.State, studied)
}

// languageMove is the statement that adds studied to owner's studied cards
// in the language of storyID and moves one card's state from one state to
// another in its learned and relearning counts (migration 0037: the
// progress page's cards by state), or nil when nothing moves. An undone
// review moves them back (decision 0052).
func languageMove(owner domain.Account, storyID string, from, to fsrs.State, studied int) *store.Statement {
	learned, relearning := 0, 0
	if from == fsrs.StateReview {
		learned--
	}
	if to == fsrs.StateReview {
		learned++
	}
	if from == fsrs.StateRelearning {
		relearning--
	}
	if to == fsrs.StateRelearning {
		relearning++
	}
	if studied == 0 && learned == 0 && relearning == 0 {
		return nil
	}
	return &store.Statement{SQL: `INSERT INTO study_languages (owner_kind, owner_id, language, studied, learned, relearning)
		SELECT ?, ?, s.target_language, ?, ?, ? FROM stories s WHERE s.id = ?
		ON CONFLICT (owner_kind, owner_id, language) DO UPDATE SET studied = study_languages.studied + excluded.studied,
		learned = study_languages.learned + excluded.learned, relearning = study_languages.relearning + excluded.relearning`,
		Args: []any{string(owner.Kind), owner.ID, studied, learned, relearning, storyID}}
}
