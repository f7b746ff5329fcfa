package study

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// Decision 0051: a direction is a way of asking the same card. It is kept in
// the review's outcome, so progress can tell the directions apart later, and
// it changes neither the grade nor which memory moves.
func TestDirectionIsKeptWithTheReview(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-dir"}
		_, cards := storetest.Lesson(t, st, eva, "directions", 2)

		// Native → target, typed: the target sentence is the expected answer, graded by the typed rule.
		typed := ReviewInput{CardID: cards[0], Mode: ModeTest, IdempotencyKey: "d1", Outcome: Outcome{
			TypedAnswer: "el gato duerme", Expected: "El gato duerme.", DurationMs: 20000, Direction: DirectionNativeTarget}}
		res, err := svc.Review(ctx, eva, typed)
		if err != nil || res.Grade != fsrs.Good || res.Memory.Reps != 1 {
			t.Fatalf("typed native → target = %+v, %v", res, err)
		}
		// Listening first in Review: the learner's grade, on the same card's memory.
		heard := ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: fsrs.Hard, IdempotencyKey: "d2", Outcome: Outcome{Direction: DirectionListening}}
		if res, err = svc.Review(ctx, eva, heard); err != nil || res.Grade != fsrs.Hard || res.Memory.Reps != 2 {
			t.Fatalf("listening review = %+v, %v", res, err)
		}
		// Target → native is the default: no direction at all, as before there was a choice.
		plain := ReviewInput{CardID: cards[1], Mode: ModeReview, Grade: fsrs.Good, IdempotencyKey: "d3"}
		if _, err = svc.Review(ctx, eva, plain); err != nil {
			t.Fatal(err)
		}

		for key, want := range map[string]string{"d1": DirectionNativeTarget, "d2": DirectionListening, "d3": ""} {
			var raw string
			if err := st.QueryRow(ctx, "SELECT outcome FROM review_log WHERE idempotency_key = ?", key).Scan(&raw); err != nil {
				t.Fatal(err)
			}
			var o Outcome
			if err := json.Unmarshal([]byte(raw), &o); err != nil {
				t.Fatalf("%s: outcome %q: %v", key, raw, err)
			}
			if o.Direction != want {
				t.Errorf("%s: direction %q in %s, want %q", key, o.Direction, raw, want)
			}
		}
		if n := logRows(t, st, eva, cards[0]); n != 2 {
			t.Errorf("%d log rows for the card asked two ways, want 2 (one memory, two reviews)", n)
		}
	})
}
