package lessons

import (
	"context"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lessons/export"
)

// history is owner's memory and review log of the cards of one story, by
// card id, for the Anki package (issue 29: a learner who moves to Anki keeps
// their intervals). It reads the study package's tables, by the story's
// index: one lesson's cards and answers.
func (s *Service) history(ctx context.Context, owner domain.Account, storyID string) (map[string]*export.Memory, map[string][]export.Review, error) {
	q := s.st.ReadOnly()
	rows, err := q.Query(ctx, `SELECT card_id, state, due, scheduled_days, reps, lapses, stability, difficulty, last_review FROM card_memory
		WHERE owner_kind = ? AND owner_id = ? AND story_id = ? AND reps > 0`, string(owner.Kind), owner.ID, storyID)
	if err != nil {
		return nil, nil, fmt.Errorf("lessons: export memory: %w", err)
	}
	memory := map[string]*export.Memory{}
	for rows.Next() {
		var id string
		var m export.Memory
		var last *time.Time
		if err := rows.Scan(&id, &m.State, &m.Due, &m.ScheduledDays, &m.Reps, &m.Lapses, &m.Stability, &m.Difficulty, &last); err != nil {
			rows.Close()
			return nil, nil, fmt.Errorf("lessons: export memory: %w", err)
		}
		if last != nil {
			m.LastReview = last.UTC()
		}
		m.Due = m.Due.UTC()
		memory[id] = &m
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, fmt.Errorf("lessons: export memory: %w", err)
	}
	rows, err = q.Query(ctx, `SELECT card_id, grade, state_before, state_after, scheduled_days, due_after, COALESCE(duration_ms, 0), reviewed_at
		FROM review_log WHERE story_id = ? AND owner_kind = ? AND owner_id = ? ORDER BY reviewed_at, id`, storyID, string(owner.Kind), owner.ID)
	if err != nil {
		return nil, nil, fmt.Errorf("lessons: export reviews: %w", err)
	}
	defer rows.Close()
	reviews := map[string][]export.Review{}
	for rows.Next() {
		var id string
		var r export.Review
		if err := rows.Scan(&id, &r.Grade, &r.StateBefore, &r.StateAfter, &r.ScheduledDays, &r.DueAfter, &r.DurationMs, &r.At); err != nil {
			return nil, nil, fmt.Errorf("lessons: export reviews: %w", err)
		}
		r.At, r.DueAfter = r.At.UTC(), r.DueAfter.UTC()
		reviews[id] = append(reviews[id], r)
	}
	return memory, reviews, rows.Err()
}
