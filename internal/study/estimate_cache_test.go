package study

import (
	"context"
	"slices"
	"testing"

	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A learner's estimates are simulated once for their memories, review
// count, weights and day (decision 0049, amended in session 18): the
// account page opened again reads two small rows and gives the same
// figures; a retention the slider saves is simulated on the same sample,
// between its neighbours, the others kept; a review makes them simulated
// again.
func TestEstimatesKept(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			e := newScaleEnv(t, d)
			seedCollection(t, e.st, e.large, "kept", aYearOfStudy(3000, e.clock, 2), e.clock)
			settings := func() (Settings, int64) {
				t.Helper()
				before := storetest.Reads(t, e.st)
				s, err := e.svc.Settings(ctx, e.large, 0)
				if err != nil {
					t.Fatal(err)
				}
				return s, storetest.Reads(t, e.st) - before
			}
			first, readFirst := settings()
			again, readAgain := settings()
			t.Logf("the settings read %d, opened again %d", readFirst, readAgain)
			if !slices.Equal(first.Estimates, again.Estimates) {
				t.Errorf("opened again: %v, first %v", again.Estimates, first.Estimates)
			}
			if readAgain*10 > readFirst {
				t.Errorf("opened again the settings read %d, the first time %d: the sample again", readAgain, readFirst)
			}

			if err := e.svc.SetDesiredRetention(ctx, e.large, 0.88); err != nil {
				t.Fatal(err)
			}
			slid, _ := settings()
			var grid []Estimate
			for _, x := range slid.Estimates {
				if x.Retention == 0.88 {
					at85, _ := (&learnerEstimates{known: first.Estimates}).at(0.85)
					at90, _ := (&learnerEstimates{known: first.Estimates}).at(0.90)
					if x.ReviewsPerDay <= at85 || x.ReviewsPerDay >= at90 {
						t.Errorf("88%% costs %.2f reviews a day; 85%% %.2f and 90%% %.2f", x.ReviewsPerDay, at85, at90)
					}
					continue
				}
				grid = append(grid, x)
			}
			if len(slid.Estimates) != len(EstimateRetentions)+1 || !slices.Equal(grid, first.Estimates) {
				t.Errorf("after the slider: %v, before %v", slid.Estimates, first.Estimates)
			}

			var card string
			if err := e.st.QueryRow(ctx, "SELECT card_id FROM card_memory WHERE owner_id = ? AND state = 'review' ORDER BY card_id LIMIT 1",
				e.large.ID).Scan(&card); err != nil {
				t.Fatal(err)
			}
			if _, err := e.svc.Review(ctx, e.large, ReviewInput{CardID: card, Mode: ModeReview, Grade: 3, IdempotencyKey: "kept"}); err != nil {
				t.Fatal(err)
			}
			_, readAfter := settings()
			if readAfter*2 < readFirst {
				t.Errorf("after a review the settings read %d, the first time %d: an estimate kept from before", readAfter, readFirst)
			}
		})
	}
}

// What a learner's estimates keep: EstimateRetentions and the latest
// estimateOwnKept others, the newest value of each.
func TestLearnerEstimatesWith(t *testing.T) {
	l := &learnerEstimates{}
	for _, r := range EstimateRetentions {
		l = l.with([]Estimate{{Retention: r, ReviewsPerDay: r}})
	}
	for i, r := range []float64{0.71, 0.72, 0.73, 0.74, 0.76, 0.77} {
		l = l.with([]Estimate{{Retention: r, ReviewsPerDay: float64(i)}})
	}
	for _, c := range []struct {
		r    float64
		want float64
		kept bool
	}{{0.70, 0.70, true}, {0.97, 0.97, true}, {0.71, 0, false}, {0.72, 0, false}, {0.73, 2, true}, {0.77, 5, true}} {
		got, ok := l.at(c.r)
		if ok != c.kept || got != c.want {
			t.Errorf("at %.2f: %v, %v; want %v, %v", c.r, got, ok, c.want, c.kept)
		}
	}
	if len(l.known) != len(EstimateRetentions)+estimateOwnKept {
		t.Errorf("keeps %d estimates", len(l.known))
	}
}
