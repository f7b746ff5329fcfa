package study

import (
	"context"
	"fmt"
	"syscall"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// A known case worked by hand (FSRS-6 defaults): a card of stability 100
// days and difficulty 5, reviewed just now, always recalled. At 90 % it is
// due in 100 days, then (stability ≈ 250) at day ≈ 350, then after the year:
// 2 reviews. At 70 % its first interval is ≈ 928 days: none. At 97 % it is
// due in 22 days and ever more often.
func TestSimulateYearKnownCase(t *testing.T) {
	now := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
	card := fsrs.Card{State: fsrs.StateReview, Stability: 100, Difficulty: 5, Reps: 5, LastReview: now, Due: now.AddDate(0, 0, 100)}
	end := now.AddDate(0, 0, 365)
	recall := func() float64 { return 0 }
	count := func(r float64) int {
		sched, err := newScheduler(r, "")
		if err != nil {
			t.Fatal(err)
		}
		return simulateYear(sched, card, now, end, recall)
	}
	if n := count(0.9); n != 2 {
		t.Errorf("at 90%%: %d reviews, want 2", n)
	}
	if n := count(0.7); n != 0 {
		t.Errorf("at 70%%: %d reviews, want 0", n)
	}
	if n := count(0.97); n < 4 {
		t.Errorf("at 97%%: %d reviews, want several", n)
	}
	// Always forgotten: every due review is a lapse and its relearning step.
	lapse := func() float64 { return 0.999999 }
	sched, _ := newScheduler(0.9, "")
	if n := simulateYear(sched, card, now, end, lapse); n < 10 {
		t.Errorf("a card always forgotten: %d reviews in a year", n)
	}
}

// seedMemories gives owner n studied cards in lessons of 10, alike (the
// test's card ids are not random, so a sample of them is a range of
// positions): stability 30 days, last reviewed 10 days ago.
func seedMemories(t *testing.T, st *store.Store, owner domain.Account, name string, n int, clock time.Time) {
	t.Helper()
	storetest.Lessons(t, st, owner, name, n/10, 10)
	ctx := context.Background()
	if _, err := st.Exec(ctx, `INSERT INTO card_memory (owner_kind, owner_id, card_id, story_id, stability, difficulty, state, reps, due, last_review, updated_at)
		SELECT s.owner_kind, s.owner_id, f.id, f.story_id, 30, 5, 'review', 3, ?, ?, ?
		FROM flashcards f JOIN stories s ON s.id = f.story_id WHERE s.owner_kind = ? AND s.owner_id = ?`,
		clock, clock.AddDate(0, 0, -10), clock, string(owner.Kind), owner.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Exec(ctx, `UPDATE study_counts SET reviewed = (SELECT COUNT(*) FROM card_memory m
		WHERE m.owner_kind = study_counts.owner_kind AND m.owner_id = study_counts.owner_id) WHERE owner_kind = ? AND owner_id = ?`,
		string(owner.Kind), owner.ID); err != nil {
		t.Fatal(err)
	}
}

// A higher desired retention costs more reviews a day; the learner's
// collection of 300 cards is read whole, 3,000 through a sample of 1,000
// scaled to the whole (about ten times as many reviews).
func TestEstimates(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		small := domain.Account{Kind: domain.AccountGuest, ID: "guest-small"}
		large := domain.Account{Kind: domain.AccountGuest, ID: "guest-large"}
		seedMemories(t, st, small, "small", 300, clock)
		seedMemories(t, st, large, "large", 3000, clock)
		s, err := svc.Settings(ctx, small, 0)
		if err != nil || s.StudiedCards != 300 {
			t.Fatalf("%d studied cards, %v", s.StudiedCards, err)
		}
		for i, e := range s.Estimates {
			t.Logf("%.0f%%: %.1f reviews a day", e.Retention*100, e.ReviewsPerDay)
			if i > 0 && e.ReviewsPerDay <= s.Estimates[i-1].ReviewsPerDay {
				t.Errorf("%.2f costs %.2f reviews a day, %.2f costs %.2f", e.Retention, e.ReviewsPerDay,
					s.Estimates[i-1].Retention, s.Estimates[i-1].ReviewsPerDay)
			}
		}
		if e := s.Estimates[0].ReviewsPerDay; e <= 0 || e > 300 {
			t.Errorf("300 cards at 70%%: %.1f reviews a day", e)
		}
		l, err := svc.Settings(ctx, large, 0)
		if err != nil {
			t.Fatal(err)
		}
		ratio := l.Estimates[4].ReviewsPerDay / s.Estimates[4].ReviewsPerDay
		if ratio < 8 || ratio > 12 {
			t.Errorf("ten times the cards: %.1f times the reviews at 90%% (%.1f, %.1f)", ratio, l.Estimates[4].ReviewsPerDay, s.Estimates[4].ReviewsPerDay)
		}
		// No studied card: nothing to review.
		none, err := svc.Settings(ctx, domain.Account{Kind: domain.AccountGuest, ID: "guest-none"}, 0)
		if err != nil || none.Estimates[6].ReviewsPerDay != 0 || none.StudiedCards != 0 {
			t.Errorf("a learner with no card: %+v, %v", none.Estimates, err)
		}
	})
}

// The settings page's cost does not grow with the collection: a learner of
// 15,000 studied cards costs what one of 1,500 does (each is read through a
// sample of 1,000), and one of 1,500 costs the same alone and beside one of
// 15,000, as the database's own counters say (storetest.Reads).
func TestEstimateCostIndependentOfCollection(t *testing.T) {
	forEachScale(t, "seeds 16,500 memories", func(t *testing.T, e *scaleEnv) {
		ctx := context.Background()
		st, svc, small, large := e.st, e.svc, e.small, e.large
		var took time.Duration
		cost := func(who domain.Account) int64 {
			svc.estimated = newLRU[domain.Account, *learnerEstimates](estimateLearners) // computed, not kept
			before := storetest.Reads(t, st)
			start := time.Now()
			if _, err := svc.Settings(ctx, who, 0); err != nil {
				t.Fatal(err)
			}
			took = time.Since(start)
			return storetest.Reads(t, st) - before
		}
		seedMemories(t, st, small, "small", 1500, e.clock)
		analyzeMemories(t, st)
		alone := cost(small)
		seedMemories(t, st, large, "large", 15000, e.clock)
		analyzeMemories(t, st)
		s, l := cost(small), cost(large)
		t.Logf("the settings with their estimates: read %d for 1,500 studied cards alone, %d beside 15,000, %d for 15,000 (%v)", alone, s, l, took)
		if l > 2*s+100 {
			t.Errorf("the settings read what grows with the learner's cards: %d for 1,500, %d for 15,000", s, l)
		}
		if s > 2*alone+100 {
			t.Errorf("the settings read what grows with everyone's cards: %d for 1,500 alone, %d beside 15,000", alone, s)
		}
	})
}

// BenchmarkEstimate is the settings with their estimates for a learner of
// 1,500 and of 15,000 studied cards after a year of study (aYearOfStudy),
// nearly all of it the estimate (decision 0049): "open" with nothing kept
// (the first opening of the account page since a review), "reopen" with
// the estimates kept, "slider" a new desired retention saved and its
// settings answered.
func BenchmarkEstimate(b *testing.B) {
	for _, d := range storetest.Dialects(b) {
		for _, n := range []int{1500, 15000} {
			b.Run(fmt.Sprintf("%s/%d", d, n), func(b *testing.B) {
				ctx := context.Background()
				e := newScaleEnv(b, d)
				seedCollection(b, e.st, e.large, "bench", aYearOfStudy(n, e.clock, 1), e.clock)
				settings := func(b *testing.B, svc *Service) {
					if _, err := svc.Settings(ctx, e.large, 0); err != nil {
						b.Fatal(err)
					}
				}
				b.Run("open", func(b *testing.B) {
					defer reportCPU(b, cpuTime())
					for range b.N {
						svc := New(e.st) // nothing kept
						svc.now = e.svc.now
						settings(b, svc)
					}
				})
				b.Run("reopen", func(b *testing.B) {
					settings(b, e.svc)
					b.ResetTimer()
					defer reportCPU(b, cpuTime())
					for range b.N {
						settings(b, e.svc)
					}
				})
				b.Run("slider", func(b *testing.B) {
					settings(b, e.svc)
					b.ResetTimer()
					defer reportCPU(b, cpuTime())
					for i := range b.N {
						// 71 % … 96 %, none of them simulated yet at first.
						if err := e.svc.SetDesiredRetention(ctx, e.large, float64(71+i%26)/100); err != nil {
							b.Fatal(err)
						}
						settings(b, e.svc)
					}
				})
			})
		}
	}
}

// cpuTime is this process's user and system time: a shared machine's load
// inflates it far less than the wall-clock time of ns/op.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU adds the CPU time per operation since start (cpu-ms/op).
func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}
