package atlas

import (
	"context"
	"testing"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// The map's figures cost the same for a learner with 20 times more
// memories (decision 0043): they are read from the counts kept per
// language, not counted over the learner's cards.
func TestMapCostIndependentOfCollection(t *testing.T) {
	if testing.Short() {
		t.Skip("seeds 2,100 lessons")
	}
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			st := storetest.NewSingle(t, d)
			svc := New(st)
			small := domain.Account{Kind: domain.AccountGuest, ID: "guest-small"}
			large := domain.Account{Kind: domain.AccountGuest, ID: "guest-large"}
			storetest.Lessons(t, st, small, "small", 100, 5)
			storetest.Lessons(t, st, large, "large", 2000, 5)
			// Every card of both has been reviewed.
			if _, err := st.Exec(ctx, `INSERT INTO card_memory (owner_kind, owner_id, card_id, story_id, stability, difficulty, state, reps, due, last_review, updated_at)
				SELECT s.owner_kind, s.owner_id, f.id, f.story_id, 30, 5, 'review', 2, s.created_at, s.created_at, s.created_at
				FROM flashcards f JOIN stories s ON s.id = f.story_id`); err != nil {
				t.Fatal(err)
			}
			if d == store.Postgres {
				if _, err := st.Exec(ctx, "ANALYZE card_memory"); err != nil {
					t.Fatal(err)
				}
			}
			cost := func(who domain.Account) int64 {
				before := storetest.ReadsOf(t, st, "card_memory", "stories", "study_languages")
				langs, err := svc.Read(ctx, who)
				if err != nil || len(langs) != 11 {
					t.Fatalf("%d languages, %v", len(langs), err)
				}
				return storetest.ReadsOf(t, st, "card_memory", "stories", "study_languages") - before
			}
			cost(small) // the community's count is read once a minute: both calls below reuse it
			cost(large)
			s, l := cost(small), cost(large)
			t.Logf("%s: the map read %d (500 cards studied) and %d (10,000)", d, s, l)
			if l > 2*s+100 {
				t.Fatalf("the map read %d for 10,000 studied cards against %d for 500: it counts the learner's cards", l, s)
			}
		})
	}
}
