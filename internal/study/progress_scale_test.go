package study

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// seedHistory gives who lessons lessons of 5 cards, a memory of every card
// (due in a year, but 200 of them within the next 30 days), reviews rows of
// review_log and a study_days row for each of the last 365 days, written in
// SQL so that a learner of 100,000 reviews takes seconds.
func seedHistory(t testing.TB, st *store.Store, who domain.Account, name string, lessons, reviews int, clock time.Time) {
	t.Helper()
	ctx := context.Background()
	k, id := string(who.Kind), who.ID
	storetest.Lessons(t, st, who, name, lessons, 5)
	if _, err := st.Exec(ctx, `INSERT INTO card_memory (owner_kind, owner_id, card_id, story_id, stability, difficulty, state, reps, due, last_review, updated_at)
		SELECT s.owner_kind, s.owner_id, f.id, f.story_id, 300, 5, 'review', 3, ?, ?, ? FROM flashcards f JOIN stories s ON s.id = f.story_id
		WHERE s.owner_kind = ? AND s.owner_id = ?`, clock.AddDate(1, 0, 0), clock, clock, k, id); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Exec(ctx, `UPDATE card_memory SET due = ? WHERE owner_kind = ? AND owner_id = ? AND card_id IN
		(SELECT card_id FROM card_memory WHERE owner_kind = ? AND owner_id = ? ORDER BY card_id LIMIT 200)`,
		clock.AddDate(0, 0, 5), k, id, k, id); err != nil {
		t.Fatal(err)
	}
	// Each memory's card reviewed up to 8 times, until there are enough.
	if _, err := st.Exec(ctx, `INSERT INTO review_log (owner_kind, owner_id, idempotency_key, card_id, story_id, mode, grade, outcome,
		state_before, state_after, stability_before, stability_after, difficulty_before, difficulty_after, elapsed_days, scheduled_days,
		due_after, duration_ms, imported, reviewed_at, created_at)
		SELECT m.owner_kind, m.owner_id, m.card_id || '-' || n.i, m.card_id, m.story_id, 'review', 3, '{}', 'review', 'review', 1, 1, 5, 5, 1, 1,
			?, 5000, FALSE, ?, ? FROM card_memory m CROSS JOIN (SELECT 1 AS i UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4
			UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8) n
		WHERE m.owner_kind = ? AND m.owner_id = ? LIMIT ?`, clock, clock, clock, k, id, reviews); err != nil {
		t.Fatal(err)
	}
	if err := st.InTx(ctx, func(tx store.Tx) error {
		for d := 0; d < 365; d++ {
			n := reviews / 365
			if d < reviews%365 {
				n++
			}
			if _, err := tx.Exec(ctx, `INSERT INTO study_days (owner_kind, owner_id, day, reviews, cards_new, review_state_reviews, review_state_passed, duration_ms)
				VALUES (?, ?, ?, ?, 0, ?, ?, ?)`, k, id, clock.AddDate(0, 0, -d).Format(time.DateOnly), n, n, n*9/10, n*5000); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if st.Dialect() == store.Postgres {
		for _, tb := range []string{"card_memory", "review_log", "study_days"} {
			if _, err := st.Exec(ctx, "ANALYZE "+tb); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// The progress page costs the same for a learner of 100 reviews and 750
// cards as for one of 100,000 reviews and 15,000 cards who studied on the
// same days with as many cards due in the next 30 days (decision 0050). The
// database's counters (pages on SQLite; rows and index entries of the
// tables it could read on PostgreSQL) say what the read cost.
func TestProgressCostIndependentOfHistory(t *testing.T) {
	forEachScale(t, "seeds 100,000 reviews", func(t *testing.T, e *scaleEnv) {
		ctx := context.Background()
		st, svc, small, large := e.st, e.svc, e.small, e.large
		seedHistory(t, st, small, "small", 150, 100, e.clock)
		seedHistory(t, st, large, "large", 3000, 100_000, e.clock)
		var logged int
		if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM review_log WHERE owner_id = ?", large.ID).Scan(&logged); err != nil || logged != 100_000 {
			t.Fatalf("seeded %d reviews (%v)", logged, err)
		}
		cost := func(who domain.Account) (int64, Progress) {
			before := storetest.ReadsOf(t, st, "study_days", "card_memory", "review_log", "study_languages", "study_counts", "flashcards", "stories")
			p, err := svc.Progress(ctx, who, 60, ProgressDays)
			if err != nil {
				t.Fatal(err)
			}
			return storetest.ReadsOf(t, st, "study_days", "card_memory", "review_log", "study_languages", "study_counts", "flashcards", "stories") - before, p
		}
		cost(small) // warm the caches and plans alike
		s, ps := cost(small)
		l, pl := cost(large)
		t.Logf("the progress page: read %d for 100 reviews, %d for 100,000", s, l)
		if pl.Reviews != 100_000 || ps.Reviews != 100 || pl.Forecast[5].Due != 200 || ps.Forecast[5].Due != 200 {
			t.Fatalf("progress read %d and %d reviews, forecast %+v and %+v", ps.Reviews, pl.Reviews, ps.Forecast[5], pl.Forecast[5])
		}
		if l > 2*s+100 {
			t.Errorf("the progress page reads what grows with the learner's history: %d for 100 reviews, %d for 100,000", s, l)
		}
		if l > 15_000 {
			t.Errorf("the progress page reads %d for a learner of 15,000 cards and 100,000 reviews: every card or review", l)
		}
	})
}

// BenchmarkProgress is the progress page's read for a learner of 100,000
// reviews and 15,000 cards (docs/performance.md).
func BenchmarkProgress(b *testing.B) {
	for _, d := range storetest.Dialects(b) {
		b.Run(string(d), func(b *testing.B) {
			ctx := context.Background()
			e := newScaleEnv(b, d)
			who := domain.Account{Kind: domain.AccountUser, ID: "user-bench"}
			seedHistory(b, e.st, who, "bench", 3000, 100_000, e.clock)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := e.svc.Progress(ctx, who, 60, ProgressDays); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
