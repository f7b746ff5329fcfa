package billing_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/credits/creditstest"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study"
)

func TestEarnedCredits(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		f := newFixture(t, st, "")
		sv := study.New(st)
		review := func(t *testing.T, u domain.Account, card, key string) {
			t.Helper()
			if _, err := sv.Review(ctx, u, study.ReviewInput{CardID: card, Mode: study.ModeReview, Grade: 3, IdempotencyKey: key}); err != nil {
				t.Fatal(err)
			}
		}
		earned := func(t *testing.T, u domain.Account) int {
			t.Helper()
			var n int
			if err := st.QueryRow(ctx, "SELECT COALESCE(SUM(delta), 0) FROM credit_ledger WHERE account_id = ? AND reason IN (?, ?)",
				u.ID, domain.ReasonEarnedGoal, domain.ReasonEarnedStreak).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}

		t.Run("the daily goal earns once a day, by distinct cards", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "goal", 0)
			_, cards := storetest.Lesson(t, st, u, "goal", 12)
			// The same card ten times is one card.
			for i := range 10 {
				review(t, u, cards[0], fmt.Sprintf("same-%d", i))
			}
			p, err := f.svc.EarnAfterReview(ctx, u.ID, 0)
			if err != nil || p.Answered != 1 || p.GoalMet || earned(t, u) != 0 {
				t.Fatalf("after one card: %+v, %v", p, err)
			}
			for i := 1; i < domain.DailyGoalCards; i++ {
				review(t, u, cards[i], fmt.Sprintf("card-%d", i))
				p, err = f.svc.EarnAfterReview(ctx, u.ID, 0)
				if err != nil {
					t.Fatal(err)
				}
			}
			if !p.GoalMet || p.Answered != domain.DailyGoalCards || p.EarnedToday != domain.DailyGoalCredits || p.Streak != 1 {
				t.Fatalf("goal reached: %+v", p)
			}
			// More reviews and calls the same day earn nothing more.
			review(t, u, cards[11], "card-11")
			for range 3 {
				if _, err := f.svc.EarnAfterReview(ctx, u.ID, 0); err != nil {
					t.Fatal(err)
				}
			}
			if earned(t, u) != domain.DailyGoalCredits || f.balanced(t, u) != domain.DailyGoalCredits {
				t.Fatalf("earned %d", earned(t, u))
			}
			if p, _ := f.svc.EarnProgress(ctx, u.ID, 0); !p.GoalMet || p.EarnedToday != domain.DailyGoalCredits {
				t.Fatalf("progress %+v", p)
			}
		})

		t.Run("concurrent reviews reaching the goal earn once", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "racer", 0)
			_, cards := storetest.Lesson(t, st, u, "racer", domain.DailyGoalCards)
			for i, c := range cards {
				review(t, u, c, fmt.Sprintf("r-%d", i))
			}
			var wg sync.WaitGroup
			for range 10 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if _, err := f.svc.EarnAfterReview(ctx, u.ID, 0); err != nil {
						t.Errorf("earn: %v", err)
					}
				}()
			}
			wg.Wait()
			if earned(t, u) != domain.DailyGoalCredits || f.balanced(t, u) != domain.DailyGoalCredits {
				t.Fatalf("earned %d", earned(t, u))
			}
		})

		t.Run("the 7th day in a row earns the streak bonus, capped per day", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "streak", 0)
			today := time.Now().UTC()
			for d := 6; d >= 1; d-- {
				day := today.AddDate(0, 0, -d).Format(time.DateOnly)
				if _, err := f.ledger.Apply(ctx, credits.Change{Account: u, Delta: domain.DailyGoalCredits, Reason: domain.ReasonEarnedGoal,
					Reference: "day:" + day, IdempotencyKey: "earn:goal:" + u.ID + ":" + day}); err != nil {
					t.Fatal(err)
				}
			}
			if p, _ := f.svc.EarnProgress(ctx, u.ID, 0); p.Streak != 6 || p.GoalMet {
				t.Fatalf("before today: %+v", p)
			}
			_, cards := storetest.Lesson(t, st, u, "streak", domain.DailyGoalCards)
			for i, c := range cards {
				review(t, u, c, fmt.Sprintf("s-%d", i))
			}
			p, err := f.svc.EarnAfterReview(ctx, u.ID, 0)
			if err != nil || p.Streak != 7 || p.EarnedToday != domain.MaxEarnedPerDay {
				t.Fatalf("7th day: %+v, %v", p, err)
			}
			if _, err := f.svc.EarnAfterReview(ctx, u.ID, 0); err != nil {
				t.Fatal(err)
			}
			if p, _ := f.svc.EarnProgress(ctx, u.ID, 0); p.EarnedToday != domain.MaxEarnedPerDay {
				t.Fatalf("earned today %d, cap %d", p.EarnedToday, domain.MaxEarnedPerDay)
			}
			if f.balanced(t, u) != 6*domain.DailyGoalCredits+domain.MaxEarnedPerDay {
				t.Fatal("balance")
			}
		})

		t.Run("a day earlier than one already earned earns nothing", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "zones", 0)
			if _, err := f.ledger.Apply(ctx, credits.Change{Account: u, Delta: domain.DailyGoalCredits, Reason: domain.ReasonEarnedGoal,
				Reference: "day:2099-01-01", IdempotencyKey: "earn:goal:zones:2099-01-01"}); err != nil {
				t.Fatal(err)
			}
			_, cards := storetest.Lesson(t, st, u, "zones", domain.DailyGoalCards)
			for i, c := range cards {
				review(t, u, c, fmt.Sprintf("z-%d", i))
			}
			if _, err := f.svc.EarnAfterReview(ctx, u.ID, 0); err != nil {
				t.Fatal(err)
			}
			if earned(t, u) != domain.DailyGoalCredits {
				t.Fatalf("earned %d", earned(t, u))
			}
		})

		t.Run("imported answers do not count", func(t *testing.T) {
			u := creditstest.NewUser(t, st, f.ledger, "importer", 0)
			_, cards := storetest.Lesson(t, st, u, "importer", domain.DailyGoalCards)
			var in []study.ImportInput
			for i, c := range cards {
				in = append(in, study.ImportInput{CardID: c, Mode: study.ModeReview, Grade: 3, IdempotencyKey: fmt.Sprintf("i-%d", i)})
			}
			if _, err := sv.ImportReviews(ctx, u, in); err != nil {
				t.Fatal(err)
			}
			p, err := f.svc.EarnAfterReview(ctx, u.ID, 0)
			if err != nil || p.Answered != 0 || earned(t, u) != 0 {
				t.Fatalf("%+v %v", p, err)
			}
		})
	})
}
