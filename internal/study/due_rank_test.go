package study

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// The due page's "most cards due" lessons are ranked by the DueRankPool
// cards due earliest (decision 0056), on both databases: with more cards due
// than that, a lesson whose cards fall due later today is not listed for
// them, one holding the most overdue is; with fewer, every due card counts.
// Each listed lesson's counts stay exact; the total, and a review's, count
// up to DueCountCap and say when more are due (decision 0058).
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
				// The total counts up to DueCountCap (decision 0058).
				if wantCounts := (Counts{Due: min(want, DueCountCap), DueCapped: want > DueCountCap}); total.Due != wantCounts.Due || total.DueCapped != wantCounts.DueCapped {
					t.Errorf("%d cards due in total (capped %v), want %d (capped %v): %d due", total.Due, total.DueCapped, wantCounts.Due, wantCounts.DueCapped, want)
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
			// The DueStories newest lessons are listed whatever their cards (decision 0063): ids
			// that sort after those the "most due" part ranks first (ties rank by id), so only
			// the newest part can list them.
			var newest []string
			for i := range DueStories {
				newest = append(newest, fmt.Sprintf("%s-c%d", first, 240+i))
			}
			// The others a day old (made now, on the wall clock: after the test's).
			if _, err := st.Exec(ctx, "UPDATE stories SET created_at = ? WHERE owner_id = ? AND id NOT IN (?, ?)", e.clock.Add(-24*time.Hour), who.ID, later, overdue); err != nil {
				t.Fatal(err)
			}
			for i, id := range newest {
				if _, err := st.Exec(ctx, "UPDATE stories SET created_at = ? WHERE id = ?", e.clock.Add(time.Duration(i+1)*time.Minute), id); err != nil {
					t.Fatal(err)
				}
			}
			got := listed(251*4 + 5 + 5)
			for _, id := range newest {
				if _, ok := got[id]; !ok {
					t.Errorf("%s, one of the %d newest lessons, is not listed", id, DueStories)
				}
			}
			if len(got) != 2*DueStories {
				t.Errorf("%d lessons listed, want the %d newest and the %d with the most due", len(got), DueStories, DueStories)
			}
			if n, ok := got[overdue]; !ok || n != 5 {
				t.Errorf("the lesson holding the most overdue cards: listed %v with %d due, want listed with 5", ok, n)
			}
			if _, ok := got[later]; ok {
				t.Errorf("the lesson whose cards fall due later today is listed, though %d cards fall due before them", DueRankPool)
			}
			// A review answers with the capped total and its lesson's exact counts.
			var card string
			if err := st.QueryRow(ctx, "SELECT id FROM flashcards WHERE story_id = ? ORDER BY position LIMIT 1", overdue).Scan(&card); err != nil {
				t.Fatal(err)
			}
			res, err := e.svc.Review(ctx, who, ReviewInput{CardID: card, Mode: ModeReview, Grade: 3, IdempotencyKey: "rank-review", CountDue: true, CountAll: true})
			if err != nil {
				t.Fatal(err)
			}
			if tot := res.Due.Total; tot.Due != DueCountCap || !tot.DueCapped {
				t.Errorf("a review answers %d due in total (capped %v), want %d capped: 1,013 due", tot.Due, tot.DueCapped, DueCountCap)
			}
			if len(res.Due.Stories) != 1 || res.Due.Stories[0].Due != 4 || res.Due.Stories[0].DueCapped {
				t.Errorf("a review answers its lesson's counts %+v, want 4 due, exact", res.Due.Stories)
			}
			// Fewer due than the pool (and the cap): the others' cards are due tomorrow, and
			// every due card ranks its lesson.
			if _, err := st.Exec(ctx, "UPDATE card_memory SET due = ? WHERE owner_kind = ? AND owner_id = ? AND story_id NOT IN (?, ?)",
				e.clock.Add(48*time.Hour), string(who.Kind), who.ID, later, overdue); err != nil {
				t.Fatal(err)
			}
			got = listed(9)
			if got[later] != 5 || got[overdue] != 4 {
				t.Errorf("with 9 cards due, the two lessons are listed with %d and %d due, want 5 and 4", got[later], got[overdue])
			}
		})
	}
}
