package lessons

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/domain"
)

// Rename gives owner's story the title the learner chose. The title the
// lesson was made with is kept (its translation, pronunciation and audio are
// of that text); naming the lesson that title again undoes the rename.
func (s *Service) Rename(ctx context.Context, owner domain.Account, id, title string) (Story, error) {
	title = strings.Join(strings.Fields(title), " ")
	if title == "" || utf8.RuneCountInString(title) > MaxTitleChars {
		return Story{}, domain.Titled(domain.CodeInvalid, "Invalid Title",
			fmt.Sprintf("Please enter a title of 1 to %d characters.", MaxTitleChars))
	}
	n, err := s.st.Exec(ctx, `UPDATE stories SET
		original_title = CASE WHEN COALESCE(original_title, title) = ? THEN NULL ELSE COALESCE(original_title, title) END,
		title = ?, updated_at = ? WHERE id = ? AND owner_kind = ? AND owner_id = ?`,
		title, title, time.Now().UTC(), id, string(owner.Kind), owner.ID)
	if err != nil {
		return Story{}, fmt.Errorf("lessons: rename story %s: %w", id, err)
	}
	if n == 0 {
		return Story{}, errNoStory
	}
	return s.get(ctx, s.st, id)
}
