package study

import (
	"context"
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// replay returns the result of the review already logged under in's key, or
// ErrNotFound. A key reused for another card is a conflict.
func (s *Service) replay(ctx context.Context, q store.Querier, owner domain.Account, in ReviewInput) (ReviewResult, error) {
	var cardID string
	var grade int
	err := q.QueryRow(ctx, "SELECT card_id, grade FROM review_log WHERE owner_kind = ? AND owner_id = ? AND idempotency_key = ?",
		string(owner.Kind), owner.ID, in.IdempotencyKey).Scan(&cardID, &grade)
	if errors.Is(err, store.ErrNoRows) {
		return ReviewResult{}, domain.ErrNotFound
	}
	if err != nil {
		return ReviewResult{}, fmt.Errorf("study: look up review key %s: %w", in.IdempotencyKey, err)
	}
	return s.replayOf(ctx, q, owner, in, cardID, grade)
}

// replayOf is the replay of in, whose key was used for cardID with grade.
func (s *Service) replayOf(ctx context.Context, q store.Querier, owner domain.Account, in ReviewInput, cardID string, grade int) (ReviewResult, error) {
	if cardID != in.CardID || (in.Grade != 0 && fsrs.Rating(grade) != in.Grade) {
		return ReviewResult{}, domain.ErrIdempotencyKeyReused
	}
	m, err := s.memory(ctx, q, owner, cardID)
	if err != nil {
		return ReviewResult{}, err
	}
	sched, err := s.schedulerRead(ctx, q, owner)
	if err != nil {
		return ReviewResult{}, err
	}
	return ReviewResult{Grade: fsrs.Rating(grade), Memory: m, Replayed: true, Scheduler: sched}, nil
}
