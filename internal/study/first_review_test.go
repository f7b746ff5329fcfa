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

// A first review inserts its card's memory already scheduled with the
// scheduler of the learner's settings at their last review (decision
// 0066): whether that guess holds (the same settings), is cold (a server
// that has not seen the learner) or is stale (a retention changed since),
// the memory kept and answered is the one the learner's own scheduler
// gives, and a memory found rather than inserted is reviewed again, never
// taken for a new one, even at the same instant under a fixed clock.
func TestFirstReviewWritesItsMemoryOnce(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-eva"}
		story, cards := storetest.Lesson(t, st, eva, "first", 4)
		if err := svc.SetDesiredRetention(ctx, eva, 0.80); err != nil {
			t.Fatal(err)
		}
		want := func(retention float64, card string) Memory {
			f, err := newScheduler(retention, "")
			if err != nil {
				t.Fatal(err)
			}
			m, err := Scheduler{f}.next(newMemory(card, story, clock), clock, fsrs.Easy)
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
		if a, b := want(0.80, cards[0]), want(DefaultRetention, cards[0]); a.Due.Equal(b.Due) {
			t.Fatalf("Easy schedules the same at 80%% and 90%% (%v): this test would not see a wrong scheduler", a.Due)
		}
		review := func(card, key string, grade fsrs.Rating) ReviewResult {
			t.Helper()
			res, err := svc.Review(ctx, eva, ReviewInput{CardID: card, Mode: ModeReview, Grade: grade, IdempotencyKey: key})
			if err != nil {
				t.Fatal(err)
			}
			return res
		}
		check := func(name string, got ReviewResult, want Memory) {
			t.Helper()
			kept, err := svc.memory(ctx, st, eva, want.CardID)
			if err != nil {
				t.Fatal(err)
			}
			for what, m := range map[string]Memory{"answered": got.Memory, "kept": kept} {
				if m.State != want.State || m.Stability != want.Stability || m.Difficulty != want.Difficulty || m.Reps != want.Reps ||
					m.Step != want.Step || m.Lapses != want.Lapses || m.ElapsedDays != want.ElapsedDays || m.ScheduledDays != want.ScheduledDays || !m.Due.Equal(want.Due) || !m.LastReview.Equal(want.LastReview) ||
					m.StoryID != story {
					t.Errorf("%s: the memory %s is %+v, want %+v", name, what, m, want)
				}
			}
			if got.Scheduler.Retention() != storedRetention(t, svc, eva) {
				t.Errorf("%s: answered with the scheduler of %v", name, got.Scheduler.Retention())
			}
		}

		// Cold: the server guesses the defaults; the learner's 80 % decides.
		check("cold", review(cards[0], "k0", fsrs.Easy), want(0.80, cards[0]))
		// Held: the guess is the learner's 80 %.
		if g := svc.settings.guess(eva); g.retention == nil || *g.retention != 0.80 {
			t.Fatalf("the settings kept after a review: %+v", g)
		}
		check("held", review(cards[1], "k1", fsrs.Easy), want(0.80, cards[1]))
		// Stale: the retention changed since the last review.
		if err := svc.SetDesiredRetention(ctx, eva, DefaultRetention); err != nil {
			t.Fatal(err)
		}
		check("stale", review(cards[2], "k2", fsrs.Easy), want(DefaultRetention, cards[2]))

		// A memory reviewed again at the same instant is a second review.
		first := review(cards[3], "k3", fsrs.Good)
		again := review(cards[3], "k4", fsrs.Good)
		if first.Memory.Reps != 1 || again.Memory.Reps != 2 {
			t.Errorf("reps after two reviews at one instant: %d, %d", first.Memory.Reps, again.Memory.Reps)
		}
		var states []string
		rows, err := st.Query(ctx, "SELECT state_before FROM review_log WHERE owner_id = ? AND card_id = ? ORDER BY id", eva.ID, cards[3])
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var s string
			if err := rows.Scan(&s); err != nil {
				t.Fatal(err)
			}
			states = append(states, s)
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		rows.Close()
		if fmt.Sprint(states) != "[new learning]" {
			t.Errorf("the log's states before: %v", states)
		}
		noSentinel(t, st)
	})
}

// noSentinel fails t if a memory was committed with lockedSentinel, the mark
// of a row found rather than inserted that the review's batch overwrites.
func noSentinel(t *testing.T, st *store.Store) {
	t.Helper()
	var marked int
	if err := st.QueryRow(context.Background(), "SELECT COUNT(*) FROM card_memory WHERE updated_at = ?", lockedSentinel).Scan(&marked); err != nil {
		t.Fatal(err)
	}
	if marked != 0 {
		t.Errorf("%d memories committed with lockedSentinel", marked)
	}
}

// storedRetention is owner's desired retention as stored.
func storedRetention(t *testing.T, svc *Service, owner domain.Account) float64 {
	t.Helper()
	sc, err := svc.SchedulerOf(context.Background(), owner)
	if err != nil {
		t.Fatal(err)
	}
	return sc.Retention()
}
