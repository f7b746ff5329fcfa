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
// each comes due after the interval Intervals promised for that grade.
func TestIntervalsAreWhatGradingSchedules(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		ana := domain.Account{Kind: domain.AccountGuest, ID: "guest-ana"}
		ratings := []fsrs.Rating{fsrs.Again, fsrs.Hard, fsrs.Good, fsrs.Easy}
		pick := func(iv Intervals, r fsrs.Rating) time.Duration {
			return [...]time.Duration{iv.Again, iv.Hard, iv.Good, iv.Easy}[r-1]
		}
		// Three histories: a new card, one in its learning steps, one in review.
		histories := [][]fsrs.Rating{nil, {fsrs.Good}, {fsrs.Good, fsrs.Good, fsrs.Easy}}
		key := 0
		for h, history := range histories {
			_, cards := storetest.Lesson(t, st, ana, fmt.Sprintf("intervals-%d", h), 4)
			for _, r := range history {
				for _, c := range cards {
					key++
					if _, err := svc.Review(ctx, ana, ReviewInput{CardID: c, Mode: ModeReview, Grade: r, IdempotencyKey: keyOf(key)}); err != nil {
						t.Fatal(err)
					}
				}
				clock = clock.Add(3 * 24 * time.Hour)
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
				iv, err := svc.Intervals(mem, clock)
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
			}
		}
	})
}

func keyOf(n int) string { return fmt.Sprintf("interval-key-%d", n) }
