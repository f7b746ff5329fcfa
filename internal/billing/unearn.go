package billing

import (
	"context"
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

var errSpent = domain.Titled(domain.CodeConflict, "Grade Kept",
	"This grade earned today's goal credits, which have been spent since, so it stays as it is.")

// UnearnTx takes back today's earned credits (the goal's and the streak
// bonus of the day) when an undone review leaves the day's goal unmet
// again: tx is the undo's own transaction, in which the review has left
// the log already, so the balance returns to what it was before that
// review, or the undo fails with nothing changed. The credits are earned
// again by the review that meets the goal next (decision 0052).
func (s *Service) UnearnTx(ctx context.Context, tx store.Tx, userID string, tzOffset int) error {
	p, err := s.progress(ctx, tx, userID, tzOffset)
	if err != nil || !p.GoalMet || p.Answered >= p.Goal {
		return err
	}
	goal, streak, err := s.earnedNet(ctx, tx, userID, p.Day)
	if err != nil {
		return err
	}
	undone, err := s.undoneGrants(ctx, tx, userID, p.Day)
	if err != nil {
		return err
	}
	acct := domain.Account{Kind: domain.AccountUser, ID: userID}
	for _, c := range []credits.Change{
		{Account: acct, Delta: -goal, Reason: domain.ReasonEarnedGoalUndone, Reference: dayRef + p.Day,
			IdempotencyKey: grantKey("earn:goal-undone:", userID, p.Day, undone)},
		{Account: acct, Delta: -streak, Reason: domain.ReasonEarnedStreakUndone, Reference: dayRef + p.Day,
			IdempotencyKey: grantKey("earn:streak-undone:", userID, p.Day, undone)},
	} {
		if c.Delta == 0 {
			continue
		}
		if _, err := s.ledger.ApplyTx(ctx, tx, c); err != nil {
			if errors.Is(err, domain.ErrInsufficientCredits) {
				return errSpent
			}
			return err
		}
	}
	return nil
}

// earnedNet is what the day's goal and streak grants hold after the ones
// taken back.
func (s *Service) earnedNet(ctx context.Context, q store.Querier, userID, day string) (goal, streak int, err error) {
	if err := q.QueryRow(ctx, `SELECT COALESCE(SUM(CASE WHEN reason IN (?, ?) THEN delta ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN reason IN (?, ?) THEN delta ELSE 0 END), 0)
		FROM credit_ledger WHERE account_kind = ? AND account_id = ? AND reason IN (?, ?, ?, ?) AND reference = ?`,
		domain.ReasonEarnedGoal, domain.ReasonEarnedGoalUndone, domain.ReasonEarnedStreak, domain.ReasonEarnedStreakUndone,
		string(domain.AccountUser), userID, domain.ReasonEarnedGoal, domain.ReasonEarnedGoalUndone, domain.ReasonEarnedStreak,
		domain.ReasonEarnedStreakUndone, dayRef+day).Scan(&goal, &streak); err != nil {
		return 0, 0, fmt.Errorf("billing: earned on %s by %s: %w", day, userID, err)
	}
	return goal, streak, nil
}
