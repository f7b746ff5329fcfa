package study

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// The total of a learner's cards due today that a Random review answers with
// is kept in their study_settings row (decision 0062): it equals a count of the memories
// after every kind of write that moves one (reviews in any mode, first
// reviews, undos of both kinds, memories deleted or moved to a user), across
// a change of time zone and of day, below and above the cap and through the
// floor's fall to it; and a Random review reads as much with 2,100 cards due
// as a lesson's review does, not the 1,001 index entries of a count.
func TestTheDueTotalIsKept(t *testing.T) {
	forEachScale(t, "seeds 710 lessons and reviews 1,400 times", func(t *testing.T, e *scaleEnv) {
		ctx := context.Background()
		st, svc, who := e.st, e.svc, e.large
		storetest.Lessons(t, st, who, "kept", 710, 3)
		cards := ownerCards(t, st, who)
		// 2,100 cards due an hour ago; the last 30 never studied.
		studied, fresh := cards[:len(cards)-30], cards[len(cards)-30:]
		seedDue(t, e, who, studied)
		analyzeMemories(t, st)
		n, tz := 0, 0
		review := func(card string, mode Mode, grade fsrs.Rating) (string, Due) {
			t.Helper()
			n++
			key := fmt.Sprintf("kept-%d", n)
			res, err := svc.Review(ctx, who, ReviewInput{CardID: card, Mode: mode, Grade: grade, IdempotencyKey: key,
				CountDue: true, CountAll: mode == ModeRandom, TZOffset: tz})
			if err != nil {
				t.Fatal(err)
			}
			return key, *res.Due
		}
		check := func(what string, got Counts) {
			t.Helper()
			want := dueCount(t, st, who, EndOfDay(e.clock, tz))
			if capped := want > DueCountCap; got.Due != min(want, DueCountCap) || got.DueCapped != capped {
				t.Fatalf("%s: the total is %d (capped %v); %d cards are due", what, got.Due, got.DueCapped, want)
			}
		}

		_, d := review(studied[0], ModeRandom, 3)
		check("the first Random review (a recount)", d.Total)
		before := storetest.Reads(t, st)
		_, d = review(studied[1], ModeRandom, 3)
		kept := storetest.Reads(t, st) - before
		check("a Random review on the kept total", d.Total)
		before = storetest.Reads(t, st)
		review(studied[2], ModeReview, 3)
		lesson := storetest.Reads(t, st) - before
		t.Logf("with 2,100 cards due a Random review read %d, a lesson's review %d", kept, lesson)
		if kept > lesson+100 {
			t.Errorf("a Random review read %d against a lesson's review's %d: it counted the due cards", kept, lesson)
		}
		// Down through the cap: the floor falls to it and is counted again,
		// exactly; a lesson's reviews and Again (due again today) between.
		var last string
		for i := 3; i < 1400; i++ {
			switch {
			case i%7 == 0:
				review(studied[i], ModeReview, 3)
			case i%11 == 0:
				_, d = review(studied[i], ModeRandom, 1)
				check(fmt.Sprintf("Again on card %d", i), d.Total)
			default:
				last, d = review(studied[i], ModeRandom, 3)
				check(fmt.Sprintf("review %d", i), d.Total)
			}
		}
		undone, err := svc.Undo(ctx, who, UndoInput{IdempotencyKey: last, TZOffset: tz})
		if err != nil {
			t.Fatal(err)
		}
		check("an undo", undone.Due.Total)
		first, d := review(fresh[0], ModeRandom, 1)
		check("a first review", d.Total)
		if _, err := svc.Undo(ctx, who, UndoInput{IdempotencyKey: first, TZOffset: tz}); err != nil {
			t.Fatal(err)
		}
		_, d = review(fresh[1], ModeRandom, 1)
		check("after a first review's undo (its memory deleted)", d.Total)
		tz = 600
		_, d = review(studied[1500], ModeRandom, 3)
		check("in another time zone", d.Total)
		e.clock = e.clock.Add(26 * time.Hour)
		_, d = review(studied[1501], ModeRandom, 3)
		check("the next day", d.Total)
		if _, err := st.Exec(ctx, `DELETE FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND due <= ? AND card_id IN
				(SELECT card_id FROM card_memory WHERE owner_kind = ? AND owner_id = ? ORDER BY card_id LIMIT 50)`,
			string(who.Kind), who.ID, EndOfDay(e.clock, tz), string(who.Kind), who.ID); err != nil {
			t.Fatal(err)
		}
		_, d = review(studied[1502], ModeRandom, 3)
		check("after memories were deleted", d.Total)
		// The user keeps a total of their own before the guest's work comes:
		// the guest's memories moving in drop it.
		user := domain.Account{Kind: domain.AccountUser, ID: "user-kept"}
		_, own := storetest.Lesson(t, st, user, "kept-own", 3)
		if _, err := svc.Review(ctx, user, ReviewInput{CardID: own[0], Mode: ModeRandom, Grade: 1, IdempotencyKey: "own",
			CountDue: true, CountAll: true, TZOffset: tz}); err != nil {
			t.Fatal(err)
		}
		if err := st.InTx(ctx, func(tx store.Tx) error {
			if _, err := tx.Exec(ctx, `UPDATE stories SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?`, user.ID, who.ID); err != nil {
				return err
			}
			return svc.MoveGuestWork(ctx, tx, who.ID, user.ID)
		}); err != nil {
			t.Fatal(err)
		}
		who = user
		_, d = review(studied[1503], ModeRandom, 3)
		check("after the guest's work moved to a user", d.Total)
	})
}

// seedDue gives who a memory of each of cards (in id order, the first of
// their cards), due an hour before e's clock, as reviews would leave them,
// and counts them in study_counts.
func seedDue(tb testing.TB, e *scaleEnv, who domain.Account, cards []string) {
	tb.Helper()
	e.seedMemories(tb, who, e.clock.Add(-time.Hour), "f.id <= ?", cards[len(cards)-1])
	if _, err := e.st.Exec(context.Background(), `UPDATE study_counts SET reviewed = reviewed + ? WHERE owner_kind = ? AND owner_id = ?`,
		len(cards), string(who.Kind), who.ID); err != nil {
		tb.Fatal(err)
	}
}

// dueCount counts who's memories due by end, in the table itself.
func dueCount(tb testing.TB, st *store.Store, who domain.Account, end time.Time) int {
	tb.Helper()
	var n int
	if err := st.QueryRow(context.Background(), `SELECT COUNT(*) FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND due <= ?`,
		string(who.Kind), who.ID, end).Scan(&n); err != nil {
		tb.Fatal(err)
	}
	return n
}

// ownerCards is the ids of who's cards, in id order.
func ownerCards(tb testing.TB, st *store.Store, who domain.Account) []string {
	tb.Helper()
	rows, err := st.Query(context.Background(), `SELECT f.id FROM flashcards f JOIN stories s ON s.id = f.story_id
		WHERE s.owner_kind = ? AND s.owner_id = ? ORDER BY f.id`, string(who.Kind), who.ID)
	if err != nil {
		tb.Fatal(err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			tb.Fatal(err)
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil {
		tb.Fatal(err)
	}
	return ids
}

// Concurrent reviews of one learner, first reviews and reviews of studied
// cards, Again and Good, in Random mode and in a lesson, all succeed (on
// PostgreSQL none deadlocks: each locks the learner's rows in one order),
// and leave the kept total equal to a count of the memories: a review that
// commits while another recounts moves the recounted total.
func TestTheDueTotalIsKeptUnderConcurrentReviews(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			st := storetest.New(t, d)
			svc := New(st)
			clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
			svc.now = func() time.Time { return clock }
			who := domain.Account{Kind: domain.AccountGuest, ID: "guest-busy"}
			storetest.Lessons(t, st, who, "busy", 60, 3)
			cards := ownerCards(t, st, who)
			seedDue(t, &scaleEnv{st: st, clock: clock}, who, cards[:120])
			// Two time zones (two ends of the day): the kept total is counted
			// again and again while other reviews move it.
			const workers = 6
			var wg sync.WaitGroup
			for w := range workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := w; i < len(cards)-1; i += workers {
						mode := ModeRandom
						if i%5 == 0 {
							mode = ModeReview
						}
						grade := fsrs.Rating(3)
						if i%3 == 0 {
							grade = 1
						}
						if _, err := svc.Review(ctx, who, ReviewInput{CardID: cards[i], Mode: mode, Grade: grade, IdempotencyKey: fmt.Sprintf("busy-%d", i),
							CountDue: true, CountAll: mode == ModeRandom, TZOffset: 60 * (w % 2)}); err != nil {
							t.Errorf("review of card %d: %v", i, err)
							return
						}
					}
				}()
			}
			wg.Wait()
			// The total as the last review left it, whichever day's end it is of.
			var end *time.Time
			var kept, more int
			if err := st.QueryRow(ctx, `SELECT due_end, due_count, due_more FROM study_settings WHERE owner_kind = ? AND owner_id = ?`,
				string(who.Kind), who.ID).Scan(&end, &kept, &more); err != nil {
				t.Fatal(err)
			}
			if end == nil || more != 0 {
				t.Fatalf("after concurrent reviews no exact total is kept (end %v, more %d)", end, more)
			}
			if counted := dueCount(t, st, who, *end); kept != counted {
				t.Errorf("after concurrent reviews the kept total is %d; %d cards are due by %v", kept, counted, end)
			}
			res, err := svc.Review(ctx, who, ReviewInput{CardID: cards[len(cards)-1], Mode: ModeRandom, Grade: 1, IdempotencyKey: "busy-last",
				CountDue: true, CountAll: true})
			if err != nil {
				t.Fatal(err)
			}
			if want := dueCount(t, st, who, EndOfDay(clock, 0)); res.Due.Total.Due != want || res.Due.Total.DueCapped {
				t.Errorf("after concurrent reviews the total is %+v; %d cards are due", res.Due.Total, want)
			}
		})
	}
}

// A review that PostgreSQL rolls back to break a deadlock is run again: here
// a transaction holds the learner's settings row and then deletes the
// memory the review has locked while it waits for that row (as a lesson's
// deletion does through the memory's trigger, row by row). The review waits
// first, so it is the one rolled back; run again, it records the answer.
func TestAReviewOutlivesADeadlock(t *testing.T) {
	if !slices.Contains(storetest.Dialects(t), store.Postgres) {
		t.Skip("PostgreSQL only: SQLite's one writer never deadlocks")
	}
	ctx := context.Background()
	st := storetest.New(t, store.Postgres)
	svc := New(st)
	who := domain.Account{Kind: domain.AccountGuest, ID: "guest-deadlock"}
	_, cards := storetest.Lesson(t, st, who, "deadlock", 2)
	if _, err := svc.Review(ctx, who, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: 3, IdempotencyKey: "first"}); err != nil {
		t.Fatal(err)
	}
	pool := st.PgxPool()
	other, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Rollback(ctx) //nolint:errcheck // after the commit, a no-op
	if _, err := other.Exec(ctx, `UPDATE study_settings SET updated_at = updated_at WHERE owner_kind = $1 AND owner_id = $2`,
		string(who.Kind), who.ID); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := svc.Review(ctx, who, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: 3, IdempotencyKey: "second", CountDue: true})
		done <- err
	}()
	// The review holds the memory and waits for the settings row.
	for waited := time.Duration(0); ; waited += 20 * time.Millisecond {
		var n int
		if err := pool.QueryRow(ctx, `SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n > 0 {
			break
		}
		if waited > 10*time.Second {
			t.Fatal("the review never waited for the learner's row")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if _, err := other.Exec(ctx, `DELETE FROM card_memory WHERE owner_kind = $1 AND owner_id = $2 AND card_id = $3`,
		string(who.Kind), who.ID, cards[0]); err != nil {
		t.Fatalf("the other transaction was rolled back, not the review: %v", err)
	}
	if err := other.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("the review rolled back by the deadlock: %v", err)
	}
	var reps int
	if err := pool.QueryRow(ctx, `SELECT reps FROM card_memory WHERE owner_kind = $1 AND owner_id = $2 AND card_id = $3`,
		string(who.Kind), who.ID, cards[0]).Scan(&reps); err != nil {
		t.Fatalf("no memory after the review run again: %v", err)
	}
	if reps != 1 {
		t.Errorf("the card's memory after the deletion and the review has %d repetitions, want 1", reps)
	}
}
