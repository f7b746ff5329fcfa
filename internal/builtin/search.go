package builtin

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/store"
)

// FoundStory is a story as the admin console's search lists it.
type FoundStory struct {
	ID             string
	Title          string
	OwnerKind      string
	OwnerEmail     string // empty for a guest's story
	TargetLanguage string
	NativeLanguage string
	Status         string
	Cards          int
	Public         bool
	CreatedAt      time.Time
}

// StorySearch narrows the search: Text is found in the title or the owner's
// e-mail address; Language is the story's target or native language.
type StorySearch struct {
	Text     string
	Language string
	Public   bool // only stories on the curated list
	Offset   int
	Limit    int
}

// Search finds stories of any owner, newest first, and counts the matches.
func (s *Service) Search(ctx context.Context, f StorySearch) (out []FoundStory, total int, err error) {
	conds, args := []string{"1 = 1"}, []any{}
	if t := strings.TrimSpace(f.Text); t != "" {
		pat := store.Contains(t)
		conds = append(conds, "(LOWER(s.title) LIKE ? ESCAPE '!' OR u.email LIKE ? ESCAPE '!' OR s.id = ?)")
		args = append(args, pat, pat, t)
	}
	if f.Language != "" {
		conds = append(conds, "(s.target_language = ? OR s.native_language = ?)")
		args = append(args, f.Language, f.Language)
	}
	if f.Public {
		conds = append(conds, "p.story_id IS NOT NULL")
	}
	from := ` FROM stories s LEFT JOIN users u ON s.owner_kind = 'user' AND u.id = s.owner_id
		LEFT JOIN public_stories p ON p.story_id = s.id WHERE ` + strings.Join(conds, " AND ")
	q := s.st.ReadOnly()
	if err := q.QueryRow(ctx, "SELECT COUNT(*)"+from, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("builtin: count stories: %w", err)
	}
	rows, err := q.Query(ctx, `SELECT s.id, s.title, s.owner_kind, COALESCE(u.email, ''), s.target_language, s.native_language, s.status,
		s.cards_total, p.story_id IS NOT NULL, s.created_at`+from+" ORDER BY s.created_at DESC, s.id LIMIT ? OFFSET ?",
		append(args, f.Limit, f.Offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("builtin: search stories: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var st FoundStory
		if err := rows.Scan(&st.ID, &st.Title, &st.OwnerKind, &st.OwnerEmail, &st.TargetLanguage, &st.NativeLanguage, &st.Status,
			&st.Cards, &st.Public, &st.CreatedAt); err != nil {
			return nil, 0, fmt.Errorf("builtin: search stories: %w", err)
		}
		out = append(out, st)
	}
	return out, total, rows.Err()
}
