package study

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A page of My Stories asks for the counts of the lessons it shows
// (DueOf, decision 0059): each of the learner's lessons once, newest first,
// with its cards due and new; a lesson of another learner, one deleted and
// an id given twice count nothing more. A learner with no lesson has a due
// page of zeros and no lesson.
func TestDueOfCountsTheLearnersListedLessons(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			e := newScaleEnv(t, d)
			who, other := domain.Account{Kind: domain.AccountGuest, ID: "guest-page"}, domain.Account{Kind: domain.AccountUser, ID: "user-other"}
			first, _ := storetest.Lessons(t, e.st, who, "page", 3, 4)
			older, gone := first+"-c1", first+"-c2"
			theirs, _ := storetest.Lessons(t, e.st, other, "theirs", 1, 4)
			if _, err := e.st.Exec(ctx, "UPDATE stories SET created_at = ? WHERE id = ?", e.clock.AddDate(0, 0, -1), older); err != nil {
				t.Fatal(err)
			}
			// Two cards of the first lesson due today, one tomorrow; the other learner's all due.
			e.seedMemories(t, who, e.clock.Add(-time.Hour), "s.id = ? AND f.position < 2", first)
			e.seedMemories(t, who, e.clock.Add(36*time.Hour), "s.id = ? AND f.position = 2", first)
			e.seedMemories(t, other, e.clock.Add(-time.Hour), "s.id = ?", theirs)
			if _, err := e.st.Exec(ctx, "DELETE FROM stories WHERE id = ?", gone); err != nil {
				t.Fatal(err)
			}
			got, err := e.svc.DueOf(ctx, who, []string{older, theirs, first, gone, first}, 0)
			if err != nil {
				t.Fatal(err)
			}
			want := []StoryCounts{{StoryID: first, Counts: Counts{Due: 2, New: 1}}, {StoryID: older, Counts: Counts{Due: 0, New: 4}}}
			if len(got) != len(want) {
				t.Fatalf("counts of %d lessons %+v, want %d: the learner's two, newest first", len(got), got, len(want))
			}
			for i, w := range want {
				if got[i].StoryID != w.StoryID || got[i].Counts != w.Counts || got[i].Title == "" {
					t.Errorf("lesson %d: %+v, want %s with %+v and its title", i, got[i], w.StoryID, w.Counts)
				}
			}

			nobody := domain.Account{Kind: domain.AccountGuest, ID: "guest-nobody"}
			total, stories, err := e.svc.DueToday(ctx, nobody, 0)
			if err != nil || total != (Counts{}) || len(stories) != 0 {
				t.Errorf("a learner with no lesson: %+v, %d lessons, %v; want zeros and none", total, len(stories), err)
			}
		})
	}
}
