package study

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// The interval a grade button shows is exactly what grading with it schedules:
// four cards with the same history are graded Again, Hard, Good and Easy, and
// each comes due after the interval Intervals promised for that grade; for a
// learner with the defaults, and for one with their own desired retention and
// fitted weights (product §7).
func TestIntervalsAreWhatGradingSchedules(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		fitted := fsrs.DefaultWeights
		fitted[2], fitted[3] = 3.1, 11.5 // Good and Easy start with more stability
		svc.SetFit(func(context.Context, [][]fsrs.Review) ([21]float64, error) { return fitted, nil })
		own := domain.Account{Kind: domain.AccountGuest, ID: "guest-own"}
		_, first := storetest.Lesson(t, st, own, "own-first", 1)
		if _, err := svc.Review(ctx, own, ReviewInput{CardID: first[0], Mode: ModeReview, Grade: 3, IdempotencyKey: "own-0"}); err != nil {
			t.Fatal(err)
		}
		if err := svc.Fit(ctx, own); err != nil {
			t.Fatal(err)
		}
		if err := svc.SetDesiredRetention(ctx, own, 0.8); err != nil {
			t.Fatal(err)
		}
		ana := domain.Account{Kind: domain.AccountGuest, ID: "guest-ana"}
		for _, who := range []domain.Account{ana, own} {
			t.Run(who.ID, func(t *testing.T) { intervalsAreWhatGradingSchedules(t, st, svc, who) })
		}
		// Their own scheduler is not the default one: a new card's Easy
		// waits longer (more initial stability, a lower retention).
		easy := func(who domain.Account) time.Duration {
			sched, err := svc.SchedulerOf(ctx, who)
			if err != nil {
				t.Fatal(err)
			}
			iv, err := sched.Intervals(nil, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			return iv.Easy
		}
		if a, o := easy(ana), easy(own); o <= a {
			t.Errorf("a new card's Easy: %v with the defaults, %v with their own scheduler", a, o)
		}
	})
}

func intervalsAreWhatGradingSchedules(t *testing.T, st *store.Store, svc *Service, ana domain.Account) {
	{
		ctx := context.Background()
		clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		ratings := []fsrs.Rating{fsrs.Again, fsrs.Hard, fsrs.Good, fsrs.Easy}
		pick := func(iv Intervals, r fsrs.Rating) time.Duration {
			return [...]time.Duration{iv.Again, iv.Hard, iv.Good, iv.Easy}[r-1]
		}
		// Three histories: a new card, one in its learning steps, one in review.
		histories := [][]fsrs.Rating{nil, {fsrs.Good}, {fsrs.Good, fsrs.Good, fsrs.Easy}}
		key := 0
		for h, history := range histories {
			_, cards := storetest.Lesson(t, st, ana, fmt.Sprintf("%s-intervals-%d", ana.ID, h), 4)
			for _, r := range history {
				for _, c := range cards {
					key++
					if _, err := svc.Review(ctx, ana, ReviewInput{CardID: c, Mode: ModeReview, Grade: r, IdempotencyKey: keyOf(key)}); err != nil {
						t.Fatal(err)
					}
				}
				clock = clock.Add(3 * 24 * time.Hour)
			}
			sched, err := svc.SchedulerOf(ctx, ana)
			if err != nil {
				t.Fatal(err)
			}
			var want Intervals
			for i, c := range cards {
				var mem *Memory
				if len(history) > 0 {
					m, err := svc.memory(ctx, st, ana, c)
					if err != nil {
						t.Fatal(err)
					}
					mem = &m
				}
				iv, err := sched.Intervals(mem, clock)
				if err != nil {
					t.Fatal(err)
				}
				if i == 0 {
					want = iv
				} else if iv != want {
					t.Fatalf("history %v: card %d's intervals %+v differ from card 0's %+v", history, i, iv, want)
				}
			}
			if !(want.Again <= want.Hard && want.Hard <= want.Good && want.Good <= want.Easy) || want.Easy <= 0 {
				t.Fatalf("history %v: intervals %+v are not in grade order", history, want)
			}
			for i, r := range ratings {
				key++
				res, err := svc.Review(ctx, ana, ReviewInput{CardID: cards[i], Mode: ModeReview, Grade: r, IdempotencyKey: keyOf(key)})
				if err != nil {
					t.Fatal(err)
				}
				if got := res.Memory.Due.Sub(clock); got != pick(want, r) {
					t.Errorf("history %v, grade %d: due after %v, the button said %v", history, r, got, pick(want, r))
				}
				if res.Scheduler != sched {
					t.Errorf("the review's scheduler has retention %v", res.Scheduler.Retention())
				}
			}
		}
	}
}

func keyOf(n int) string { return fmt.Sprintf("interval-key-%d", n) }
