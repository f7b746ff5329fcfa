package study

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// learnerRows is every row a review of owner may write, as text: what an
// undo must give back exactly (updated_at of memories and points aside).
func learnerRows(t *testing.T, st *store.Store, owner domain.Account) string {
	t.Helper()
	k, id := string(owner.Kind), owner.ID
	var b strings.Builder
	for _, q := range []struct {
		name, sql string
		args      []any
		cols      int
	}{
		{"memory", `SELECT card_id, story_id, state, stability, difficulty, step, reps, lapses, elapsed_days, scheduled_days, due, last_review
			FROM card_memory WHERE owner_kind = ? AND owner_id = ? ORDER BY card_id`, []any{k, id}, 12},
		{"log", `SELECT idempotency_key, card_id, grade FROM review_log WHERE owner_kind = ? AND owner_id = ? ORDER BY id`, []any{k, id}, 3},
		{"counts", `SELECT cards, reviewed FROM study_counts WHERE owner_kind = ? AND owner_id = ?`, []any{k, id}, 2},
		{"languages", `SELECT language, studied, learned, relearning FROM study_languages WHERE owner_kind = ? AND owner_id = ? ORDER BY language`, []any{k, id}, 4},
		{"days", `SELECT day, reviews, cards_new, review_state_reviews, review_state_passed, duration_ms FROM study_days
			WHERE owner_kind = ? AND owner_id = ? ORDER BY day`, []any{k, id}, 6},
		{"words", `SELECT language, word, status, known_at, updated_at FROM word_status WHERE owner_kind = ? AND owner_id = ? ORDER BY language, word`, []any{k, id}, 5},
		{"points", `SELECT period, language, points FROM study_points WHERE user_id = ? ORDER BY period, language`, []any{id}, 3},
	} {
		rows, err := st.Query(context.Background(), q.sql, q.args...)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			vals := make([]any, q.cols)
			ptrs := make([]any, q.cols)
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			for i, v := range vals {
				if tm, ok := v.(time.Time); ok {
					v = tm.UTC().Format(time.RFC3339Nano)
				}
				if bs, ok := v.([]byte); ok {
					v = string(bs)
				}
				vals[i] = v
			}
			fmt.Fprintf(&b, "%s %v\n", q.name, vals)
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		rows.Close()
	}
	return b.String()
}

func TestUndo(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		review := func(owner domain.Account, card, key string, g fsrs.Rating) {
			t.Helper()
			if _, err := svc.Review(ctx, owner, ReviewInput{CardID: card, Mode: ModeReview, Grade: g, IdempotencyKey: key}); err != nil {
				t.Fatal(err)
			}
		}
		undo := func(owner domain.Account, key string) (UndoResult, error) {
			return svc.Undo(ctx, owner, UndoInput{IdempotencyKey: key})
		}

		t.Run("a first grade undone leaves the card new and every count as it was", func(t *testing.T) {
			eva := domain.Account{Kind: domain.AccountUser, ID: "user-undo-first"}
			sentence, _ := germanLesson(t, st, eva, "undo-first")
			want := learnerRows(t, st, eva)
			review(eva, sentence, "u1", fsrs.Good)
			if learnerRows(t, st, eva) == want {
				t.Fatal("the review changed nothing")
			}
			res, err := undo(eva, "u1")
			if err != nil {
				t.Fatal(err)
			}
			if res.Memory != nil || res.Grade != fsrs.Good || res.CardID != sentence || res.Due.Total.New != 2 {
				t.Errorf("undo = %+v", res)
			}
			if got := learnerRows(t, st, eva); got != want {
				t.Errorf("after undo:\n%s\nwant:\n%s", got, want)
			}
			if _, err := undo(eva, "u1"); !errors.Is(err, domain.ErrNotFound) {
				t.Errorf("undo twice: %v", err)
			}
			// The card is studied again as new.
			review(eva, sentence, "u1-again", fsrs.Good)
		})

		t.Run("the latest grade undone gives back the memory of the one before, and the one before can then go", func(t *testing.T) {
			eva := domain.Account{Kind: domain.AccountUser, ID: "user-undo-two"}
			_, word := germanLesson(t, st, eva, "undo-two")
			empty := learnerRows(t, st, eva)
			review(eva, word, "g1", fsrs.Good)
			afterFirst := learnerRows(t, st, eva)
			clock = clock.Add(time.Hour)
			review(eva, word, "g2", fsrs.Again) // a word card's Again: its word is learning again
			if _, err := undo(eva, "g1"); !errors.Is(err, domain.ErrConflict) {
				t.Errorf("undoing a grade with a later one: %v", err)
			}
			res, err := undo(eva, "g2")
			if err != nil {
				t.Fatal(err)
			}
			if res.Memory == nil || res.Memory.Reps != 1 || res.Memory.State != fsrs.StateLearning {
				t.Errorf("memory again = %+v", res.Memory)
			}
			if got := learnerRows(t, st, eva); got != afterFirst {
				t.Errorf("after undoing the second grade:\n%s\nwant:\n%s", got, afterFirst)
			}
			if _, err := undo(eva, "g1"); err != nil {
				t.Fatal(err)
			}
			if got := learnerRows(t, st, eva); got != empty {
				t.Errorf("after undoing both:\n%s\nwant:\n%s", got, empty)
			}
		})

		t.Run("a word marked since the grade keeps its mark", func(t *testing.T) {
			eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-undo-mark"}
			sentence, _ := germanLesson(t, st, eva, "undo-mark")
			review(eva, sentence, "m1", fsrs.Good) // haben and Katze become learning
			if _, err := st.Exec(ctx, `UPDATE word_status SET status = 'known', updated_at = ? WHERE owner_kind = ? AND owner_id = ? AND word = 'katze'`,
				clock.Add(time.Minute), string(eva.Kind), eva.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := undo(eva, "m1"); err != nil {
				t.Fatal(err)
			}
			if got := wordStatuses(t, st, eva); len(got) != 1 || got["katze"] != "known" {
				t.Errorf("words after undo = %v, want only katze known", got)
			}
		})

		t.Run("only today's grades, and nothing when the credits step fails", func(t *testing.T) {
			eva := domain.Account{Kind: domain.AccountUser, ID: "user-undo-day"}
			sentence, word := germanLesson(t, st, eva, "undo-day")
			review(eva, sentence, "d1", fsrs.Good)
			review(eva, word, "d2", fsrs.Easy)
			before := learnerRows(t, st, eva)
			boom := errors.New("boom")
			if _, err := svc.Undo(ctx, eva, UndoInput{IdempotencyKey: "d2",
				Then: func(context.Context, store.Tx) error { return boom }}); !errors.Is(err, boom) {
				t.Errorf("undo with a failing credits step: %v", err)
			}
			if got := learnerRows(t, st, eva); got != before {
				t.Errorf("a failed undo changed rows:\n%s\nwant:\n%s", got, before)
			}
			saved := clock
			clock = clock.Add(24 * time.Hour)
			if _, err := undo(eva, "d1"); !errors.Is(err, domain.ErrConflict) {
				t.Errorf("undoing yesterday's grade: %v", err)
			}
			// In a time zone where it is still the grade's day, it can go.
			clock = saved.Add(16 * time.Hour) // the next day in UTC, still the same day in UTC−4
			if _, err := svc.Undo(ctx, eva, UndoInput{IdempotencyKey: "d1", TZOffset: -240}); err != nil {
				t.Errorf("undo in the learner's day: %v", err)
			}
			clock = saved
			if _, err := undo(domain.Account{Kind: domain.AccountUser, ID: "someone-else"}, "d2"); !errors.Is(err, domain.ErrNotFound) {
				t.Errorf("someone else's grade: %v", err)
			}
		})
	})
}
