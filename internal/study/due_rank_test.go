package study

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// The due page's "most cards due" lessons are ranked by the DueRankPool
// cards due earliest (decision 0056), on both databases: with more cards due
// than that, a lesson whose cards fall due later today is not listed for
// them, one holding the most overdue is; with fewer, every due card counts.
// The totals and each listed lesson's counts stay exact.
func TestDueListRanksTheEarliestDue(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			e := newScaleEnv(t, d)
			st, who := e.st, domain.Account{Kind: domain.AccountGuest, ID: "guest-rank"}
			first, _ := storetest.Lessons(t, st, who, "rank", 253, 5)
			later, overdue := first+"-c1", first+"-c2" // 5 cards due later today; 5 most overdue
			// Both are the oldest lessons, so only the "most due" part can list them.
			if _, err := st.Exec(ctx, "UPDATE stories SET created_at = ? WHERE id IN (?, ?)", e.clock.AddDate(-1, 0, 0), later, overdue); err != nil {
				t.Fatal(err)
			}
			// The 251 other lessons: 4 cards each two days overdue (1,004 > DueRankPool).
			e.seedMemories(t, who, e.clock.Add(-48*time.Hour), "f.position < 4 AND s.id NOT IN (?, ?)", later, overdue)
			e.seedMemories(t, who, e.clock.Add(2*time.Hour), "s.id = ?", later)
			e.seedMemories(t, who, e.clock.Add(-72*time.Hour), "s.id = ?", overdue)
			analyzeMemories(t, st)

			listed := func(want int) map[string]int {
				t.Helper()
				total, stories, err := e.svc.DueToday(ctx, who, 0)
				if err != nil {
					t.Fatal(err)
				}
				if total.Due != want {
					t.Errorf("%d cards due in total, want %d", total.Due, want)
				}
				due := map[string]int{}
				for _, s := range stories {
					due[s.StoryID] = s.Due
				}
				if len(stories) > 2*DueStories {
					t.Errorf("%d lessons listed, at most %d", len(stories), 2*DueStories)
				}
				return due
			}
			got := listed(251*4 + 5 + 5)
			if n, ok := got[overdue]; !ok || n != 5 {
				t.Errorf("the lesson holding the most overdue cards: listed %v with %d due, want listed with 5", ok, n)
			}
			if _, ok := got[later]; ok {
				t.Errorf("the lesson whose cards fall due later today is listed, though %d cards fall due before them", DueRankPool)
			}
			// Fewer due than the pool: the others' cards are due tomorrow, and
			// every due card ranks its lesson.
			if _, err := st.Exec(ctx, "UPDATE card_memory SET due = ? WHERE owner_kind = ? AND owner_id = ? AND story_id NOT IN (?, ?)",
				e.clock.Add(48*time.Hour), string(who.Kind), who.ID, later, overdue); err != nil {
				t.Fatal(err)
			}
			got = listed(10)
			if got[later] != 5 || got[overdue] != 5 {
				t.Errorf("with 10 cards due, the two lessons are listed with %d and %d due, want 5 and 5", got[later], got[overdue])
			}
		})
	}
}
