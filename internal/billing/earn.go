package billing

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Progress is a user's way to the day's earned credits.
type Progress struct {
	Day           string // the learner's date, YYYY-MM-DD
	Goal          int    // distinct cards to grade today
	Answered      int    // distinct cards graded today (capped at Goal)
	GoalMet       bool   // today's goal credits were granted
	GoalCredits   int
	Streak        int // days in a row with the goal met, up to today (or yesterday while today is open)
	StreakDays    int
	StreakCredits int
	EarnedToday   int
}

// learnerDay is the learner's date and the UTC bounds of that day.
func learnerDay(now time.Time, tzOffset int) (day string, start, end time.Time) {
	local := now.In(time.FixedZone("learner", tzOffset*60))
	y, m, d := local.Date()
	startLocal := time.Date(y, m, d, 0, 0, 0, 0, local.Location())
	return startLocal.Format(time.DateOnly), startLocal.UTC(), startLocal.AddDate(0, 0, 1).UTC()
}

const dayRef = "day:"

// EarnProgress returns a user's progress today without granting anything.
func (s *Service) EarnProgress(ctx context.Context, userID string, tzOffset int) (Progress, error) {
	return s.progress(ctx, s.st.ReadOnly(), userID, tzOffset)
}

// EarnAfterReview grants the day's goal credits (and the streak bonus on
// every StreakDays-th day in a row) once the learner has graded the goal's
// number of distinct cards in their day. Each grant's ledger key is the user
// and the day, so it happens once a day whatever the number of calls.
func (s *Service) EarnAfterReview(ctx context.Context, userID string, tzOffset int) (Progress, error) {
	// Most reviews earn nothing (the goal is not reached yet, or was met
	// already): that is read on the read pool, and only a review that may
	// complete the goal takes the write transaction, which reads again
	// (decision 0024: no write lock per review of a signed-in learner).
	p, err := s.progress(ctx, s.st.ReadOnly(), userID, tzOffset)
	if err != nil || p.GoalMet || p.Answered < p.Goal {
		return p, err
	}
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		var err error
		if p, err = s.progress(ctx, tx, userID, tzOffset); err != nil || p.GoalMet || p.Answered < p.Goal {
			return err
		}
		// Days are earned in order: a time-zone offset that names an earlier
		// day than one already earned earns nothing (so shifting the offset
		// back and forth cannot earn one day twice).
		var latest string
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(reference), '') FROM credit_ledger WHERE account_kind = ? AND account_id = ? AND reason = ?`,
			string(domain.AccountUser), userID, domain.ReasonEarnedGoal).Scan(&latest); err != nil {
			return fmt.Errorf("billing: latest earned day of %s: %w", userID, err)
		}
		// The day itself may hold a grant already, taken back by an undone
		// review (GoalMet is false): it is earned again, under a new key.
		if latest > dayRef+p.Day {
			return nil
		}
		undone, err := s.undoneGrants(ctx, tx, userID, p.Day)
		if err != nil {
			return err
		}
		acct := domain.Account{Kind: domain.AccountUser, ID: userID}
		if _, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: acct, Delta: domain.DailyGoalCredits, Reason: domain.ReasonEarnedGoal,
			Reference: dayRef + p.Day, IdempotencyKey: grantKey("earn:goal:", userID, p.Day, undone)}); err != nil {
			return err
		}
		p.GoalMet, p.EarnedToday = true, p.EarnedToday+domain.DailyGoalCredits
		if p.Streak, err = s.streak(ctx, tx, userID, p.Day); err != nil {
			return err
		}
		if p.Streak%domain.StreakDays == 0 && p.EarnedToday+domain.StreakCredits <= domain.MaxEarnedPerDay {
			if _, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: acct, Delta: domain.StreakCredits, Reason: domain.ReasonEarnedStreak,
				Reference: dayRef + p.Day, IdempotencyKey: grantKey("earn:streak:", userID, p.Day, undone)}); err != nil {
				return err
			}
			p.EarnedToday += domain.StreakCredits
		}
		return nil
	})
	if err != nil && store.IsUniqueViolation(err) {
		// A concurrent review granted the day: report it.
		return s.EarnProgress(ctx, userID, tzOffset)
	}
	return p, err
}

func (s *Service) progress(ctx context.Context, q store.Querier, userID string, tzOffset int) (Progress, error) {
	day, start, end := learnerDay(s.now(), tzOffset)
	p := Progress{Day: day, Goal: domain.DailyGoalCards, GoalCredits: domain.DailyGoalCredits,
		StreakDays: domain.StreakDays, StreakCredits: domain.StreakCredits}
	// Server time (created_at), not the answer time a client may send, and
	// no imported answers: a day's goal is met by answers given that day.
	if err := q.QueryRow(ctx, `SELECT COUNT(DISTINCT card_id) FROM review_log WHERE owner_kind = ? AND owner_id = ? AND imported = ?
		AND created_at >= ? AND created_at < ?`, string(domain.AccountUser), userID, false, start, end).Scan(&p.Answered); err != nil {
		return Progress{}, fmt.Errorf("billing: answers of %s today: %w", userID, err)
	}
	p.Answered = min(p.Answered, p.Goal)
	if err := q.QueryRow(ctx, `SELECT COALESCE(SUM(delta), 0), COUNT(*) FROM credit_ledger WHERE account_kind = ? AND account_id = ?
		AND reason IN (?, ?, ?, ?) AND reference = ?`, string(domain.AccountUser), userID, domain.ReasonEarnedGoal, domain.ReasonEarnedStreak,
		domain.ReasonEarnedGoalUndone, domain.ReasonEarnedStreakUndone, dayRef+day).Scan(&p.EarnedToday, new(int)); err != nil {
		return Progress{}, fmt.Errorf("billing: earned today by %s: %w", userID, err)
	}
	p.GoalMet = p.EarnedToday > 0
	var err error
	if p.Streak, err = s.streak(ctx, q, userID, day); err != nil {
		return Progress{}, err
	}
	return p, nil
}

// streak counts the days in a row with the goal met, ending today, or
// yesterday when today's goal is still open. A day whose grants were all
// taken back by undone reviews is not met.
func (s *Service) streak(ctx context.Context, q store.Querier, userID, today string) (int, error) {
	granted, err := s.earnedDays(ctx, q, userID, domain.ReasonEarnedGoal)
	if err != nil {
		return 0, err
	}
	undone, err := s.earnedDays(ctx, q, userID, domain.ReasonEarnedGoalUndone)
	if err != nil {
		return 0, err
	}
	want, _ := time.Parse(time.DateOnly, today)
	n := 0
	for _, ref := range granted.order {
		if granted.count[ref] <= undone.count[ref] {
			continue
		}
		d, err := time.Parse(time.DateOnly, strings.TrimPrefix(ref, dayRef))
		if err != nil || d.After(want) {
			continue
		}
		if n == 0 && d.Equal(want.AddDate(0, 0, -1)) {
			want = d // today is still open: the streak ends yesterday
		}
		if !d.Equal(want) {
			break
		}
		n++
		want = want.AddDate(0, 0, -1)
	}
	return n, nil
}

// days are the references of a reason's ledger rows, newest first, and how
// many rows each has.
type days struct {
	order []string
	count map[string]int
}

// earnedDays reads the latest 400 rows of one earning reason (a streak
// longer than that is counted as 400 days).
func (s *Service) earnedDays(ctx context.Context, q store.Querier, userID, reason string) (days, error) {
	rows, err := q.Query(ctx, `SELECT reference FROM credit_ledger WHERE account_kind = ? AND account_id = ? AND reason = ?
		ORDER BY reference DESC LIMIT 400`, string(domain.AccountUser), userID, reason)
	if err != nil {
		return days{}, fmt.Errorf("billing: earned days of %s: %w", userID, err)
	}
	defer rows.Close()
	out := days{count: map[string]int{}}
	for rows.Next() {
		var ref string
		if err := rows.Scan(&ref); err != nil {
			return days{}, err
		}
		if out.count[ref] == 0 {
			out.order = append(out.order, ref)
		}
		out.count[ref]++
	}
	return out, rows.Err()
}

// undoneGrants is how many of a day's goal grants were taken back.
func (s *Service) undoneGrants(ctx context.Context, q store.Querier, userID, day string) (int, error) {
	var n int
	if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM credit_ledger WHERE account_kind = ? AND account_id = ? AND reason = ? AND reference = ?`,
		string(domain.AccountUser), userID, domain.ReasonEarnedGoalUndone, dayRef+day).Scan(&n); err != nil {
		return 0, fmt.Errorf("billing: undone grants of %s: %w", userID, err)
	}
	return n, nil
}

// grantKey is the ledger key of a day's grant: the first of the day keeps
// the key it always had; one made again after n were taken back is the nth.
func grantKey(prefix, userID, day string, n int) string {
	if n == 0 {
		return prefix + userID + ":" + day
	}
	return fmt.Sprintf("%s%s:%s:%d", prefix, userID, day, n)
}
