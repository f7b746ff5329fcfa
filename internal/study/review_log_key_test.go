package study

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// Migration 0044 (decision 0066) takes review_log's foreign key to
// flashcards and its index by card away, and keeps every row as it was; a
// lesson's deletion still takes its reviews (by the story key) and leaves
// the others'.
func TestReviewLogWithoutCardKey(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-eva"}
		gone, goneCards := storetest.Lesson(t, st, eva, "gone", 2)
		_, keptCards := storetest.Lesson(t, st, eva, "kept", 2)
		for i, c := range append(goneCards, keptCards...) {
			for j, g := range []fsrs.Rating{fsrs.Good, fsrs.Again} {
				if _, err := svc.Review(ctx, eva, ReviewInput{CardID: c, Mode: ModeTest, Grade: g, IdempotencyKey: fmt.Sprint("k", i, j),
					TZOffset: 60, Outcome: Outcome{DurationMs: 1000 + i}}); err != nil {
					t.Fatal(err)
				}
			}
		}
		const all = `SELECT id, owner_kind, owner_id, idempotency_key, card_id, story_id, mode, grade, outcome, state_before, state_after,
			stability_before, stability_after, difficulty_before, difficulty_after, elapsed_days, scheduled_days, due_after, duration_ms,
			imported, reviewed_at, created_at, study_day, undo_state FROM review_log ORDER BY id`
		rowsOf := func() string {
			rows, err := st.Query(ctx, all)
			if err != nil {
				t.Fatal(err)
			}
			got, err := store.ScanAll(rows, func(r store.Row) (string, error) {
				v := make([]any, 24)
				p := make([]any, len(v))
				for i := range v {
					p[i] = &v[i]
				}
				err := r.Scan(p...)
				return fmt.Sprint(v...), err
			})
			if err != nil {
				t.Fatal(err)
			}
			return strings.Join(got, "\n")
		}
		want := rowsOf()
		if strings.Count(want, "\n") != 7 {
			t.Fatalf("the reviews logged:\n%s", want)
		}

		// Put the key and the index back (PostgreSQL; SQLite's migration makes
		// the table again from whatever it is, which every test database's
		// migrations did from the table of 0005, 0037 and 0039) and run
		// migration 0044 again.
		if st.Dialect() == store.Postgres {
			for _, q := range []string{"ALTER TABLE review_log ADD CONSTRAINT review_log_card_id_fkey FOREIGN KEY (card_id) REFERENCES flashcards (id) ON DELETE CASCADE",
				"CREATE INDEX review_log_card_idx ON review_log (card_id, reviewed_at)"} {
				if _, err := st.Exec(ctx, q); err != nil {
					t.Fatal(q, err)
				}
			}
		}
		runMigration(t, st, 44)
		if got := rowsOf(); got != want {
			t.Errorf("after migration 0044 the log is\n%s\nwas\n%s", got, want)
		}
		var indexes string
		q := "SELECT COALESCE(string_agg(indexname, ' '), '') FROM pg_indexes WHERE tablename = 'review_log'"
		if st.Dialect() == store.SQLite {
			q = "SELECT COALESCE(group_concat(name, ' '), '') FROM sqlite_master WHERE type = 'index' AND tbl_name = 'review_log'"
		}
		if err := st.QueryRow(ctx, q).Scan(&indexes); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(indexes, "card") || !strings.Contains(indexes, "review_log_owner_idx") || !strings.Contains(indexes, "review_log_story_idx") {
			t.Errorf("review_log's indexes: %s", indexes)
		}

		keys := `SELECT COUNT(*) FROM pg_constraint WHERE conrelid = 'review_log'::regclass AND contype = 'f'
			AND confrelid = 'flashcards'::regclass`
		if st.Dialect() == store.SQLite {
			keys = `SELECT COUNT(*) FROM pragma_foreign_key_list('review_log') WHERE "table" = 'flashcards'`
		}
		var n int
		if err := st.QueryRow(ctx, keys).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("review_log keeps %d foreign keys to flashcards", n)
		}

		if _, err := st.Exec(ctx, "DELETE FROM stories WHERE id = ?", gone); err != nil {
			t.Fatal(err)
		}
		for _, c := range goneCards {
			if n := logRows(t, st, eva, c); n != 0 {
				t.Errorf("%d reviews of a deleted lesson's card %s kept", n, c)
			}
		}
		for _, c := range keptCards {
			if n := logRows(t, st, eva, c); n != 2 {
				t.Errorf("%d reviews of card %s kept, want 2", n, c)
			}
		}
		// The next review is logged on the table as made again.
		if _, err := svc.Review(ctx, eva, ReviewInput{CardID: keptCards[0], Mode: ModeReview, Grade: fsrs.Good, IdempotencyKey: "after"}); err != nil {
			t.Fatal(err)
		}
		if n := logRows(t, st, eva, keptCards[0]); n != 3 {
			t.Errorf("%d reviews of card %s after another, want 3", n, keptCards[0])
		}
	})
}

// runMigration runs migration version's SQL again, in a transaction.
func runMigration(t *testing.T, st *store.Store, version int) {
	t.Helper()
	ms, err := store.Migrations(st.Dialect())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.Version == version {
			if err := st.InTx(context.Background(), func(tx store.Tx) error {
				_, err := tx.Exec(context.Background(), m.SQL)
				return err
			}); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no migration %04d", version)
}
