package billing_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/credits/creditstest"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study"
)

// noonOffset is the time-zone offset in which it is now about noon, so that
// a test's learner day cannot end between its steps, whatever the hour.
func noonOffset() int {
	now := time.Now().UTC()
	return 12*60 - (now.Hour()*60 + now.Minute())
}

func TestUndoTakesBackEarnedCredits(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		f := newFixture(t, st, "")
		sv := study.New(st)
		tz := noonOffset()
		review := func(t *testing.T, u domain.Account, card, key string) {
			t.Helper()
			if _, err := sv.Review(ctx, u, study.ReviewInput{CardID: card, Mode: study.ModeReview, Grade: 3, IdempotencyKey: key}); err != nil {
				t.Fatal(err)
			}
			if _, err := f.svc.EarnAfterReview(ctx, u.ID, tz); err != nil {
				t.Fatal(err)
			}
		}
		undo := func(u domain.Account, key string) error {
			_, err := sv.Undo(ctx, u, study.UndoInput{IdempotencyKey: key, TZOffset: tz,
				Then: func(ctx context.Context, tx store.Tx) error { return f.svc.UnearnTx(ctx, tx, u.ID, tz) }})
			return err
		}

		t.Run("the grade that met the goal takes its credits back, and the goal is earned again", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "unearn", 0)
			_, cards := storetest.Lesson(t, st, u, "unearn", domain.DailyGoalCards+2)
			for i := range domain.DailyGoalCards {
				review(t, u, cards[i], fmt.Sprintf("k-%d", i))
			}
			if bal := f.balanced(t, u); bal != domain.DailyGoalCredits {
				t.Fatalf("balance after the goal = %d", bal)
			}
			last := fmt.Sprintf("k-%d", domain.DailyGoalCards-1)
			if err := undo(u, last); err != nil {
				t.Fatal(err)
			}
			p, err := f.svc.EarnProgress(ctx, u.ID, tz)
			if err != nil || p.GoalMet || p.Answered != domain.DailyGoalCards-1 || p.EarnedToday != 0 || p.Streak != 0 {
				t.Fatalf("after undo: %+v, %v", p, err)
			}
			if bal := f.balanced(t, u); bal != 0 {
				t.Fatalf("balance after undo = %d", bal)
			}
			// Another card meets the goal again: earned once more, under a new key.
			review(t, u, cards[domain.DailyGoalCards], "k-again")
			p, _ = f.svc.EarnProgress(ctx, u.ID, tz)
			if bal := f.balanced(t, u); bal != domain.DailyGoalCredits || !p.GoalMet || p.Streak != 1 {
				t.Fatalf("earned again: balance %d, %+v", bal, p)
			}
			// With a card more than the goal, a grade undone takes nothing.
			review(t, u, cards[domain.DailyGoalCards+1], "k-extra")
			if err := undo(u, "k-0"); err != nil {
				t.Fatal(err)
			}
			p, _ = f.svc.EarnProgress(ctx, u.ID, tz)
			if bal := f.balanced(t, u); bal != domain.DailyGoalCredits || !p.GoalMet || p.Answered != domain.DailyGoalCards {
				t.Fatalf("undo above the goal: balance %d, %+v", bal, p)
			}
		})

		t.Run("credits spent since keep the grade", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "spent", 0)
			_, cards := storetest.Lesson(t, st, u, "spent", domain.DailyGoalCards)
			for i := range domain.DailyGoalCards {
				review(t, u, cards[i], fmt.Sprintf("s-%d", i))
			}
			if _, err := f.ledger.Apply(ctx, credits.Change{Account: u, Delta: -domain.DailyGoalCredits, Reason: "story", IdempotencyKey: "spend"}); err != nil {
				t.Fatal(err)
			}
			err := undo(u, fmt.Sprintf("s-%d", domain.DailyGoalCards-1))
			if !errors.Is(err, domain.ErrConflict) {
				t.Fatalf("undo after spending: %v", err)
			}
			if p, _ := f.svc.EarnProgress(ctx, u.ID, tz); !p.GoalMet || p.Answered != domain.DailyGoalCards {
				t.Errorf("a refused undo changed the day: %+v", p)
			}
		})
	})
}
