package builtin

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lessons"
)

// errFlashcardsLogin is the spec's curated-story answer to anyone not signed
// in (product §11): 'Authentication required to view flashcards'.
var errFlashcardsLogin = domain.Titled(domain.CodeUnauthorized, "Unauthorized", "Authentication required to view flashcards")

// PreviewPublic is a curated story's lesson, read-only, for a signed-in user
// deciding whether to add it (product §11): the same cards the copy would
// have. A story off the list, or not ready, is not found.
func (s *Service) PreviewPublic(ctx context.Context, viewer domain.Account, storyID string) (lessons.Story, []lessons.Card, error) {
	if viewer.Kind != domain.AccountUser {
		return lessons.Story{}, nil, errFlashcardsLogin
	}
	var listed int
	if err := s.st.ReadOnly().QueryRow(ctx, `SELECT COUNT(*) FROM public_stories p JOIN stories st ON st.id = p.story_id
		WHERE p.story_id = ? AND st.status = ?`, storyID, lessons.StatusCompleted).Scan(&listed); err != nil {
		return lessons.Story{}, nil, fmt.Errorf("builtin: is %s curated: %w", storyID, err)
	}
	if listed == 0 {
		return lessons.Story{}, nil, errNotPublic
	}
	st, err := s.lessons.Find(ctx, storyID)
	if err != nil {
		return lessons.Story{}, nil, err
	}
	cards, err := s.lessons.Cards(ctx, st.ID, 0)
	return st, cards, err
}
