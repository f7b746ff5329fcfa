package study

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A review's answer counts the learner's cards due in all lessons only when
// asked (CountAll: Random, the mode that shows them; decision 0061): a
// review in a lesson reads as much with 1,100 of the learner's cards due as
// with none, on both databases, and still answers its lesson's counts. With
// the total it reads the 1,001 earliest due cards' index entries more.
func TestALessonsReviewReadsNoDueTotal(t *testing.T) {
	forEachScale(t, "seeds 400 lessons", func(t *testing.T, e *scaleEnv) {
		ctx := context.Background()
		st, svc, who := e.st, e.svc, e.large
		_, cards := storetest.Lessons(t, st, who, "lesson-review", 400, 3)
		e.seedMemories(t, who, e.clock.AddDate(0, 1, 0), "1 = 1")
		reviews := 0
		review := func(all bool) (Due, int64) {
			t.Helper()
			reviews++
			before := storetest.Reads(t, st)
			res, err := svc.Review(ctx, who, ReviewInput{CardID: cards[len(cards)-reviews], Mode: ModeReview, Grade: 3,
				IdempotencyKey: fmt.Sprintf("lesson-%d", reviews), CountDue: true, CountAll: all})
			if err != nil {
				t.Fatal(err)
			}
			return *res.Due, storetest.Reads(t, st) - before
		}
		analyzeMemories(t, st)
		_, none := review(false)
		if _, err := st.Exec(ctx, `UPDATE card_memory SET due = ? WHERE owner_kind = ? AND owner_id = ? AND card_id IN
				(SELECT card_id FROM card_memory WHERE owner_kind = ? AND owner_id = ? ORDER BY card_id LIMIT 1100)`,
			e.clock.Add(-time.Hour), string(who.Kind), who.ID, string(who.Kind), who.ID); err != nil {
			t.Fatal(err)
		}
		due, many := review(false)
		var lessonDue int
		if err := st.QueryRow(ctx, `SELECT COUNT(*) FROM card_memory m JOIN flashcards f ON f.story_id = m.story_id
				WHERE f.id = ? AND m.owner_id = ? AND m.due <= ?`, cards[len(cards)-reviews], who.ID, EndOfDay(e.clock, 0)).Scan(&lessonDue); err != nil {
			t.Fatal(err)
		}
		if len(due.Stories) != 1 || due.Stories[0].Due != lessonDue || due.Stories[0].New != 0 || due.Total.Due != 0 || due.Total.DueCapped {
			t.Errorf("a lesson's review answered %+v; want its lesson's counts (%d due, none new) and no total of due cards", due, lessonDue)
		}
		all, withTotal := review(true)
		if all.Total.Due != DueCountCap || !all.Total.DueCapped {
			t.Errorf("with the total: %+v, want %d+", all.Total, DueCountCap)
		}
		t.Logf("a lesson's review read %d with no card due, %d with 1,100 due; with the total %d", none, many, withTotal)
		if many > none+100 {
			t.Errorf("a lesson's review reads more as more cards are due: %d with none, %d with 1,100", none, many)
		}
		if withTotal < many+500 {
			t.Errorf("the total read %d against %d without it: the test no longer sees the total's reads", withTotal, many)
		}
	})
}
