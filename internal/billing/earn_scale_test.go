package billing_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/credits/creditstest"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// What a review of a signed-in learner reads for the daily goal and the
// streak (EarnAfterReview, after every review) does not grow with their
// history: a learner with 40 times more past reviews and lessons charged
// costs the same (decision 0043). storetest.ReadsOf: pages on SQLite, rows
// and index entries of review_log and credit_ledger on PostgreSQL.
func TestEarnCostIndependentOfHistory(t *testing.T) {
	if testing.Short() {
		t.Skip("seeds 40,000 past reviews")
	}
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			st := storetest.NewSingle(t, d)
			f := newFixture(t, st, "")
			// Every row of the past is at least two days old: none is today's,
			// whatever the hour.
			past := time.Now().UTC().Add(-48 * time.Hour)
			seed := func(name string, reviews int) domain.Account {
				u := creditstest.NewUser(t, st, f.ledger, name, 0)
				story, cards := storetest.Lesson(t, st, u, name, 3)
				const ks = `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ?) `
				if _, err := st.Exec(ctx, ks+`INSERT INTO review_log (owner_kind, owner_id, idempotency_key, card_id, story_id, mode, grade,
					state_before, state_after, stability_before, stability_after, difficulty_before, difficulty_after, elapsed_days,
					scheduled_days, due_after, reviewed_at, created_at)
					SELECT 'user', ?, 'past-' || CAST(n AS TEXT), ?, ?, 'review', 3, 'review', 'review', 1, 2, 5, 5, 1, 2, ?, ?, ? FROM k`,
					reviews, u.ID, cards[0], story, past, past, past); err != nil {
					t.Fatal(err)
				}
				// A lesson charged for every 10 past reviews, and 30 earned days.
				if _, err := st.Exec(ctx, ks+`INSERT INTO credit_ledger (account_kind, account_id, delta, balance_after, reason, reference,
					idempotency_key, created_at) SELECT 'user', ?, 0, 0, ?, 'story:' || CAST(n AS TEXT), ? || '-charge-' || CAST(n AS TEXT), ? FROM k`,
					reviews/10, u.ID, domain.ReasonStory, u.ID, past); err != nil {
					t.Fatal(err)
				}
				for i := range 30 {
					day := past.AddDate(0, 0, -i).Format(time.DateOnly)
					if _, err := st.Exec(ctx, `INSERT INTO credit_ledger (account_kind, account_id, delta, balance_after, reason, reference,
						idempotency_key, created_at) VALUES ('user', ?, 0, 0, ?, ?, ?, ?)`,
						u.ID, domain.ReasonEarnedGoal, "day:"+day, "earn:goal:"+u.ID+":"+day, past); err != nil {
						t.Fatal(err)
					}
				}
				return u
			}
			small := seed("small", 1000)
			large := seed("large", 40000)
			if d == store.Postgres {
				if _, err := st.Exec(ctx, "ANALYZE review_log; ANALYZE credit_ledger"); err != nil {
					t.Fatal(err)
				}
			}
			cost := func(u domain.Account) int64 {
				before := storetest.ReadsOf(t, st, "review_log", "credit_ledger")
				p, err := f.svc.EarnAfterReview(ctx, u.ID, 0)
				if err != nil {
					t.Fatal(err)
				}
				if p.Answered != 0 || p.GoalMet || p.Streak != 0 {
					t.Fatalf("%s: nothing was answered today: %+v", u.ID, p)
				}
				return storetest.ReadsOf(t, st, "review_log", "credit_ledger") - before
			}
			cost(small) // warm caches and plans alike
			cost(large)
			s, l := cost(small), cost(large)
			t.Logf("%s: the goal and streak after a review read %d (1,000 past reviews) and %d (40,000)", d, s, l)
			if l > 2*s+100 || l > 4000 {
				t.Fatalf("the goal and streak read %d for a long history against %d for a short one: they read the learner's history", l, s)
			}
		})
	}
}
