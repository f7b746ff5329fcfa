package study

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// What a learner has due is read by the due index, and a reviewed card's
// memory by its card, whatever the statistics say (decisions 0057, 0058):
// in a database whose card_memory was never analyzed (a fresh install, or
// rows that came faster than the planner learned of them), neither reads
// every memory of the learner. Two learners with the same 50 cards due, one
// with 300 memories and one with 6,000 (the rest due in a month); the larger
// may not read more than twice the smaller. Before decision 0057 PostgreSQL
// updated the reviewed card's memory through card_memory_due_idx with the
// card as a filter and read all 6,000.
func TestDueReadsFollowTheDueIndexOnAnyStatistics(t *testing.T) {
	forEachScale(t, "seeds 2,100 lessons", func(t *testing.T, e *scaleEnv) {
		ctx := context.Background()
		st, svc := e.st, e.svc
		seed := func(who domain.Account, name string, n int) []string {
			_, cards := storetest.Lessons(t, st, who, name, n, 3)
			e.seedMemories(t, who, e.clock.AddDate(0, 1, 0), "1 = 1")
			if _, err := st.Exec(ctx, `UPDATE card_memory SET due = ? WHERE owner_kind = ? AND owner_id = ? AND card_id IN
					(SELECT card_id FROM card_memory WHERE owner_kind = ? AND owner_id = ? ORDER BY card_id LIMIT 50)`,
				e.clock.Add(-time.Hour), string(who.Kind), who.ID, string(who.Kind), who.ID); err != nil {
				t.Fatal(err)
			}
			return cards
		}
		smallCards, largeCards := seed(e.small, "small", 100), seed(e.large, "large", 2000)
		type op struct {
			name string
			do   func(who domain.Account, cards []string) error
		}
		ops := []op{
			{"the due page", func(who domain.Account, _ []string) error {
				total, _, err := svc.DueToday(ctx, who, 0)
				if err == nil && total.Due != 50 {
					err = fmt.Errorf("%d cards due, want 50", total.Due)
				}
				return err
			}},
			{"a review with its due counts", func(who domain.Account, cards []string) error {
				_, err := svc.Review(ctx, who, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: 3, IdempotencyKey: "plan-" + who.ID, CountDue: true})
				return err
			}},
			{"a Random draw", func(who domain.Account, _ []string) error {
				_, err := svc.Random(ctx, who, DefaultRandomLimit, 0)
				return err
			}},
			{"the progress page", func(who domain.Account, _ []string) error {
				_, err := svc.Progress(ctx, who, 0, 30)
				return err
			}},
		}
		for _, o := range ops {
			var reads [2]int64
			for i, l := range []struct {
				who   domain.Account
				cards []string
			}{{e.small, smallCards}, {e.large, largeCards}} {
				before := storetest.Reads(t, st)
				if err := o.do(l.who, l.cards); err != nil {
					t.Fatalf("%s of %s: %v", o.name, l.who.ID, err)
				}
				reads[i] = storetest.Reads(t, st) - before
			}
			t.Logf("%s: read %d for 300 memories, %d for 6,000 (50 due each; card_memory never analyzed)", o.name, reads[0], reads[1])
			if reads[1] > 2*reads[0]+100 {
				t.Errorf("%s reads every memory of the learner on statistics that do not know them: %d for 300 memories, %d for 6,000, 50 due each", o.name, reads[0], reads[1])
			}
		}
	})
}
