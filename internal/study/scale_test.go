package study

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A review (with the due counts in its answer), the due page and a Random
// draw cost the same for a learner with 20 times more lessons: none of them
// reads every card of the learner (issue 27: 16 ms per review at 1,000 lessons
// instead of 1.5–3 ms). The database's own counters say what each call read
// (storetest.Reads: pages on SQLite, rows and index entries of the card
// tables on PostgreSQL).
func TestStudyCostIndependentOfCollection(t *testing.T) {
	if testing.Short() {
		t.Skip("seeds 3,150 lessons")
	}
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			st := storetest.NewSingle(t, d)
			svc := New(st)
			clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
			svc.now = func() time.Time { return clock }
			small := domain.Account{Kind: domain.AccountGuest, ID: "guest-small"}
			large := domain.Account{Kind: domain.AccountGuest, ID: "guest-large"}
			const cardsPer = 5
			_, smallCards := storetest.Lessons(t, st, small, "small", 150, cardsPer)
			_, largeCards := storetest.Lessons(t, st, large, "large", 3000, cardsPer)
			for _, l := range []struct {
				who   domain.Account
				cards []string
			}{{small, smallCards}, {large, largeCards}} {
				for i, c := range l.cards[:3] {
					if _, err := svc.Review(ctx, l.who, ReviewInput{CardID: c, Mode: ModeReview, Grade: 3, IdempotencyKey: fmt.Sprintf("seed-%d", i)}); err != nil {
						t.Fatal(err)
					}
				}
			}
			clock = clock.Add(24 * time.Hour) // the three reviewed cards are due

			type op struct {
				name string
				do   func(who domain.Account, cards []string) error
			}
			ops := []op{
				{"a first review with its due counts", func(who domain.Account, cards []string) error {
					_, err := svc.Review(ctx, who, ReviewInput{CardID: cards[3], Mode: ModeReview, Grade: 3, IdempotencyKey: "first", CountDue: true})
					return err
				}},
				{"a review of a due card with its due counts", func(who domain.Account, cards []string) error {
					_, err := svc.Review(ctx, who, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: 3, IdempotencyKey: "again", CountDue: true})
					return err
				}},
				{"the due page", func(who domain.Account, _ []string) error {
					_, _, err := svc.DueToday(ctx, who, 0)
					return err
				}},
				{"a Random draw", func(who domain.Account, _ []string) error {
					_, err := svc.Random(ctx, who, DefaultRandomLimit, 0)
					return err
				}},
			}
			for _, o := range ops {
				cost := func(who domain.Account, cards []string) int64 {
					before := storetest.Reads(t, st)
					if err := o.do(who, cards); err != nil {
						t.Fatalf("%s of %s: %v", o.name, who.ID, err)
					}
					return storetest.Reads(t, st) - before
				}
				s, l := cost(small, smallCards), cost(large, largeCards)
				t.Logf("%s: read %d for 150 lessons, %d for 3,000", o.name, s, l)
				if l > 2*s+100 {
					t.Errorf("%s reads what grows with the learner's cards: %d for 150 lessons of %d cards, %d for 3,000", o.name, s, cardsPer, l)
				}
				if l > 3000*cardsPer/4 { // a scan of the whole table is the same for both, and no less a scan
					t.Errorf("%s reads %d for a learner of %d cards: every card, or everyone's", o.name, l, 3000*cardsPer)
				}
			}
		})
	}
}
