package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study"
)

// Undo of a grade (issue 29, decision 0052): the card's memory, the review
// log, the words, the leaderboard points and the day's earned credits return
// to what they were before the review, in one transaction.

type undoReviewInput struct {
	Key string `path:"key" minLength:"1" maxLength:"100" doc:"The idempotency key the review was sent with"`
	TZInput
}

type undoReviewOutput struct {
	Body struct {
		CardID string      `json:"cardId"`
		Grade  int         `json:"grade" minimum:"1" maximum:"4" doc:"The grade taken back"`
		Memory *MemoryBody `json:"memory" doc:"The card's memory as it is again; null when the grade was its first (the card is new again)"`
		// The grade buttons' intervals for the card as it is again.
		Intervals   *IntervalsBody `json:"intervals,omitempty" doc:"The card's grade intervals from now on"`
		DueToday    CountsBody     `json:"dueToday" doc:"Left to study today in this card's story"`
		DueTodayAll CountsBody     `json:"dueTodayAll" doc:"Left to study today in all lessons"`
	}
}

func (s *Server) undoReview(ctx context.Context, in *undoReviewInput) (*undoReviewOutput, error) {
	owner, _ := identityFrom(ctx).account()
	undo := study.UndoInput{IdempotencyKey: in.Key, TZOffset: in.TZOffset}
	if u := identityFrom(ctx).User; u != nil && s.Billing != nil {
		// The day's earned credits go back with the grade that earned them.
		undo.Then = func(ctx context.Context, tx store.Tx) error { return s.Billing.UnearnTx(ctx, tx, u.ID, in.TZOffset) }
	}
	res, err := s.Study.Undo(ctx, owner, undo)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	// The card's intervals from the learner's own scheduler (decision 0049).
	sched, err := s.Study.SchedulerOf(ctx, owner)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	now := time.Now()
	out := &undoReviewOutput{}
	out.Body.CardID, out.Body.Grade = res.CardID, int(res.Grade)
	if res.Memory != nil {
		m := toMemoryBody(sched, *res.Memory, now)
		out.Body.Memory = &m
	}
	out.Body.Intervals = s.intervalsBody(sched, res.Memory, now)
	out.Body.DueTodayAll = CountsBody(res.Due.Total)
	for _, st := range res.Due.Stories {
		if st.StoryID == res.StoryID {
			out.Body.DueToday = CountsBody(st.Counts)
		}
	}
	return out, nil
}
