package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/billing"
	"github.com/storyglot/storyglot/internal/domain"
)

type earnBody struct {
	Day           string `json:"day" doc:"The learner's date (YYYY-MM-DD)"`
	Goal          int    `json:"goal" doc:"Distinct cards to grade today"`
	Answered      int    `json:"answered" doc:"Distinct cards graded today (at most goal)"`
	GoalMet       bool   `json:"goalMet" doc:"Today's goal credits were granted"`
	GoalCredits   int    `json:"goalCredits"`
	Streak        int    `json:"streak" doc:"Days in a row with the goal met"`
	StreakDays    int    `json:"streakDays" doc:"Every this many days in a row earn the streak bonus"`
	StreakCredits int    `json:"streakCredits"`
	EarnedToday   int    `json:"earnedToday"`
}

type earnOutput struct {
	Body earnBody
}

func (s *Server) getEarnedCredits(ctx context.Context, in *TZInput) (*earnOutput, error) {
	if s.Billing == nil {
		return nil, problem(ctx, s.log, domain.Errorf(domain.CodeNotFound, "Earned credits are not offered on this server."))
	}
	p, err := s.Billing.EarnProgress(ctx, identityFrom(ctx).User.ID, in.TZOffset)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &earnOutput{Body: toEarnBody(p)}, nil
}

func toEarnBody(p billing.Progress) earnBody {
	return earnBody{Day: p.Day, Goal: p.Goal, Answered: p.Answered, GoalMet: p.GoalMet, GoalCredits: p.GoalCredits,
		Streak: p.Streak, StreakDays: p.StreakDays, StreakCredits: p.StreakCredits, EarnedToday: p.EarnedToday}
}

// earnAfterReview grants a user's earned credits once a review completes the
// day's goal; ctx is one the learner's leaving does not end (the review has
// committed). A failure is logged, never the review's: the learner's next
// review of the same day grants what is due; once that day has ended nothing
// does (a day is earned by its own reviews).
func (s *Server) earnAfterReview(ctx context.Context, tzOffset int) {
	u := identityFrom(ctx).User
	if s.Billing == nil || u == nil {
		return
	}
	if _, err := s.Billing.EarnAfterReview(ctx, u.ID, tzOffset); err != nil {
		s.log.WarnContext(ctx, "earned credits after a review", "user", u.ID, "err", err)
	}
}
