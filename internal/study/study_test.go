package study

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

func logRows(t *testing.T, st *store.Store, owner domain.Account, cardID string) int {
	t.Helper()
	var n int
	if err := st.QueryRow(context.Background(), "SELECT COUNT(*) FROM review_log WHERE owner_kind = ? AND owner_id = ? AND card_id = ?",
		string(owner.Kind), owner.ID, cardID).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestService(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-eva"}
		bob := domain.Account{Kind: domain.AccountGuest, ID: "guest-bob"}

		t.Run("a review moves the memory and is logged; its key replays", func(t *testing.T) {
			_, cards := storetest.Lesson(t, st, eva, "replay", 2)
			in := ReviewInput{CardID: cards[0], Mode: ModeTest, Outcome: Outcome{Correct: ptr(true), DurationMs: 9000}, IdempotencyKey: "r1"}
			res, err := svc.Review(ctx, eva, in)
			if err != nil {
				t.Fatal(err)
			}
			m := res.Memory
			if res.Grade != fsrs.Good || res.Replayed || m.State != fsrs.StateLearning || m.Reps != 1 || m.Step != 1 ||
				!m.Due.Equal(clock.Add(10*time.Minute)) || m.Stability != fsrs.DefaultWeights[2] || !m.LastReview.Equal(clock) {
				t.Fatalf("first review = %+v", res)
			}
			var before, after, mode string
			var grade, dur int
			if err := st.QueryRow(ctx, "SELECT state_before, state_after, mode, grade, duration_ms FROM review_log WHERE idempotency_key = 'r1'").
				Scan(&before, &after, &mode, &grade, &dur); err != nil {
				t.Fatal(err)
			}
			if before != "new" || after != "learning" || mode != "test" || grade != 3 || dur != 9000 {
				t.Errorf("log row: %s → %s, %s, grade %d, %d ms", before, after, mode, grade, dur)
			}
			again, err := svc.Review(ctx, eva, in)
			if err != nil || !again.Replayed || again.Memory.Reps != 1 || again.Grade != fsrs.Good {
				t.Fatalf("replay = %+v, %v", again, err)
			}
			if n := logRows(t, st, eva, cards[0]); n != 1 {
				t.Errorf("%d log rows after a replay", n)
			}
			in.CardID = cards[1]
			if _, err := svc.Review(ctx, eva, in); !errors.Is(err, domain.ErrIdempotencyKeyReused) {
				t.Errorf("key reused for another card: %v", err)
			}
			// The same key is someone else's own key.
			if _, err := svc.Review(ctx, bob, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: fsrs.Good, IdempotencyKey: "r1"}); !errors.Is(err, domain.ErrNotFound) {
				t.Errorf("bob reviewing eva's card: %v", err)
			}
		})

		t.Run("bad reviews are refused", func(t *testing.T) {
			_, cards := storetest.Lesson(t, st, eva, "bad", 1)
			for name, in := range map[string]ReviewInput{
				"unknown card":    {CardID: "nope", Mode: ModeReview, Grade: fsrs.Good, IdempotencyKey: "b1"},
				"no key":          {CardID: cards[0], Mode: ModeReview, Grade: fsrs.Good},
				"grade 5":         {CardID: cards[0], Mode: ModeReview, Grade: 5, IdempotencyKey: "b2"},
				"no grade":        {CardID: cards[0], Mode: ModeReview, IdempotencyKey: "b3"},
				"unknown mode":    {CardID: cards[0], Mode: "quiz", Grade: fsrs.Good, IdempotencyKey: "b4"},
				"order, no total": {CardID: cards[0], Mode: ModeOrder, IdempotencyKey: "b5"},
			} {
				if _, err := svc.Review(ctx, eva, in); err == nil {
					t.Errorf("%s: accepted", name)
				}
			}
			if n := logRows(t, st, eva, cards[0]); n != 0 {
				t.Errorf("%d log rows after refusals", n)
			}
		})

		t.Run("due counts follow grading and the learner's day", func(t *testing.T) {
			owner := domain.Account{Kind: domain.AccountUser, ID: "user-due"}
			story, cards := storetest.Lesson(t, st, owner, "due", 3)
			total, per, err := svc.DueToday(ctx, owner, 0)
			if err != nil || total != (Counts{Due: 0, New: 3}) || len(per) != 1 || per[0].StoryID != story || per[0].Title != "Story due" {
				t.Fatalf("before = %+v %+v %v", total, per, err)
			}
			if _, err := svc.Review(ctx, owner, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: fsrs.Again, IdempotencyKey: "d1"}); err != nil {
				t.Fatal(err)
			}
			if _, err := svc.Review(ctx, owner, ReviewInput{CardID: cards[1], Mode: ModeReview, Grade: fsrs.Easy, IdempotencyKey: "d2"}); err != nil {
				t.Fatal(err)
			}
			total, _, _ = svc.DueToday(ctx, owner, 0)
			if total != (Counts{Due: 1, New: 1}) {
				t.Errorf("after Again and Easy = %+v, want 1 due (in a minute), 1 new", total)
			}
			// Easy is due in 8 days at 09:00 UTC. At 20:00 UTC the day before
			// it is not due today in UTC, but UTC+5 is already on the due day.
			clock = clock.Add(7*24*time.Hour + 11*time.Hour) // day 7, 20:00 UTC
			if total, _, _ := svc.DueToday(ctx, owner, 0); total.Due != 1 {
				t.Errorf("day 7 in UTC: %+v", total)
			}
			if total, _, _ := svc.DueToday(ctx, owner, 300); total.Due != 2 {
				t.Errorf("day 7 in UTC+5 (already day 8): %+v", total)
			}
			if _, _, err := svc.DueToday(ctx, owner, 2000); !errors.Is(err, domain.ErrInvalid) {
				t.Errorf("offset 2000: %v", err)
			}
			clock = time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		})

		t.Run("a review answers what is due after it, also when replayed", func(t *testing.T) {
			owner := domain.Account{Kind: domain.AccountUser, ID: "user-due-answer"}
			story, cards := storetest.Lesson(t, st, owner, "answer", 3)
			_, others := storetest.Lesson(t, st, bob, "not-answer", 1)
			in := ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: fsrs.Again, IdempotencyKey: "a1", CountDue: true, CountAll: true}
			res, err := svc.Review(ctx, owner, in)
			if err != nil {
				t.Fatal(err)
			}
			if res.Due == nil || res.Due.Total != (Counts{Due: 1, New: 2}) || len(res.Due.Stories) != 1 || res.Due.Stories[0].StoryID != story ||
				res.Due.Stories[0].Counts != res.Due.Total {
				t.Fatalf("due after the review = %+v", res.Due)
			}
			again, err := svc.Review(ctx, owner, in)
			if err != nil || !again.Replayed || again.Due == nil || again.Due.Total != res.Due.Total {
				t.Fatalf("replay = %+v, %v; want the same due counts", again, err)
			}
			if plain, err := svc.Review(ctx, owner, ReviewInput{CardID: cards[1], Mode: ModeReview, Grade: fsrs.Good, IdempotencyKey: "a2"}); err != nil || plain.Due != nil {
				t.Fatalf("without CountDue: %+v, %v; want no counts", plain.Due, err)
			}
			// A used key with someone else's card is a reused key; an unused
			// one is a card not found. Neither writes.
			if _, err := svc.Review(ctx, owner, ReviewInput{CardID: others[0], Mode: ModeReview, Grade: fsrs.Again, IdempotencyKey: "a1"}); !errors.Is(err, domain.ErrIdempotencyKeyReused) {
				t.Errorf("used key, another's card: %v", err)
			}
			if _, err := svc.Review(ctx, owner, ReviewInput{CardID: others[0], Mode: ModeReview, Grade: fsrs.Again, IdempotencyKey: "a3"}); !errors.Is(err, domain.ErrNotFound) {
				t.Errorf("another's card: %v", err)
			}
			in.IdempotencyKey, in.TZOffset = "a4", 2000
			if _, err := svc.Review(ctx, owner, in); !errors.Is(err, domain.ErrInvalid) {
				t.Errorf("offset 2000: %v", err)
			}
			var n int
			if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM card_memory WHERE owner_id = ?", owner.ID).Scan(&n); err != nil || n != 2 {
				t.Errorf("%d memories (%v), want 2: refused reviews wrote nothing", n, err)
			}
			if n := logRows(t, st, owner, cards[0]); n != 1 {
				t.Errorf("%d log rows of the first card, want 1", n)
			}
		})

		t.Run("a story's queue: due by date, new by position, then later", func(t *testing.T) {
			owner := domain.Account{Kind: domain.AccountUser, ID: "user-queue"}
			story, cards := storetest.Lesson(t, st, owner, "queue", 5)
			grade := map[int]fsrs.Rating{3: fsrs.Again, 1: fsrs.Hard, 4: fsrs.Easy} // due in 1 min, in 6 min, in 8 days
			for _, i := range []int{3, 1, 4} {
				if _, err := svc.Review(ctx, owner, ReviewInput{CardID: cards[i], Mode: ModeReview, Grade: grade[i], IdempotencyKey: fmt.Sprint("q", i)}); err != nil {
					t.Fatal(err)
				}
			}
			items, err := svc.Queue(ctx, owner, story, 0)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, it := range items {
				got = append(got, fmt.Sprintf("%d:%s", it.Position, it.Group))
			}
			if fmt.Sprint(got) != "[3:due 1:due 0:new 2:new 4:later]" {
				t.Errorf("queue = %v", got)
			}
			if _, err := svc.Queue(ctx, eva, story, 0); !errors.Is(err, domain.ErrNotFound) {
				t.Errorf("eva's view of another's queue: %v", err)
			}
		})

		t.Run("random draws due cards first, then new ones, never later ones", func(t *testing.T) {
			owner := domain.Account{Kind: domain.AccountUser, ID: "user-random"}
			_, a := storetest.Lesson(t, st, owner, "random-a", 6)
			_, b := storetest.Lesson(t, st, owner, "random-b", 6)
			due := map[string]bool{}
			position := map[string]int{a[0]: 0, a[1]: 1, b[0]: 0, a[5]: 5, b[5]: 5}
			for i, c := range []string{a[0], a[1], b[0]} {
				if _, err := svc.Review(ctx, owner, ReviewInput{CardID: c, Mode: ModeRandom, Grade: fsrs.Again, IdempotencyKey: fmt.Sprint("ra", i)}); err != nil {
					t.Fatal(err)
				}
				due[c] = true
			}
			for i, c := range []string{a[5], b[5]} {
				if _, err := svc.Review(ctx, owner, ReviewInput{CardID: c, Mode: ModeRandom, Grade: fsrs.Easy, IdempotencyKey: fmt.Sprint("re", i)}); err != nil {
					t.Fatal(err)
				}
			}
			items, err := svc.Random(ctx, owner, 3, 0)
			if err != nil || len(items) != 3 {
				t.Fatalf("random(3) = %v, %v", items, err)
			}
			for _, it := range items {
				if !due[it.CardID] || it.Group != GroupDue {
					t.Errorf("random(3) drew %s (%s), not a due card", it.CardID, it.Group)
				}
				// The drawn card's own memory and place in its lesson.
				if it.Memory == nil || it.Memory.CardID != it.CardID || it.Memory.State == fsrs.StateNew || it.Memory.Lapses != 0 ||
					it.Position != position[it.CardID] || !strings.HasPrefix(it.StoryID, "story-random-") {
					t.Errorf("random(3) drew %s at %d in %s with memory %+v", it.CardID, it.Position, it.StoryID, it.Memory)
				}
			}
			items, _ = svc.Random(ctx, owner, 0, 0)
			if len(items) != 3+7 {
				t.Fatalf("random() drew %d cards, want 10 (3 due, 7 new)", len(items))
			}
			for i, it := range items {
				if (i < 3) != (it.Group == GroupDue) || it.Group == GroupLater {
					t.Errorf("random()[%d] = %s", i, it.Group)
				}
			}
		})

		t.Run("import replays a guest's local reviews for the account and skips foreign cards", func(t *testing.T) {
			now := time.Now().UTC()
			if _, err := st.Exec(ctx, "INSERT INTO users (id, email, created_at, updated_at) VALUES ('user-imp', 'imp@example.com', ?, ?)", now, now); err != nil {
				t.Fatal(err)
			}
			// The guest's lessons became the account's at sign-up (auth moves them).
			user := domain.Account{Kind: domain.AccountUser, ID: "user-imp"}
			_, mine := storetest.Lesson(t, st, user, "imp", 2)
			_, foreign := storetest.Lesson(t, st, bob, "imp-foreign", 1)
			t0 := clock.Add(-3 * 24 * time.Hour)
			reviews := []ImportInput{ // out of order on purpose
				{CardID: mine[0], Mode: ModeReview, Grade: fsrs.Good, ReviewedAt: t0.Add(24 * time.Hour), IdempotencyKey: "local-2"},
				{CardID: mine[0], Mode: ModeTest, Outcome: Outcome{Correct: ptr(true)}, ReviewedAt: t0, IdempotencyKey: "local-1"},
				{CardID: mine[1], Mode: ModeOrder, Outcome: Outcome{OrderCorrect: 1, OrderTotal: 4}, ReviewedAt: t0, IdempotencyKey: "local-3"},
				{CardID: foreign[0], Mode: ModeReview, Grade: fsrs.Good, ReviewedAt: t0, IdempotencyKey: "local-4"},
				{CardID: "nope", Mode: ModeReview, Grade: fsrs.Good, ReviewedAt: t0, IdempotencyKey: "local-5"},
				{CardID: mine[1], Mode: ModeReview, ReviewedAt: t0, IdempotencyKey: "local-6"},
			}
			res, err := svc.ImportReviews(ctx, user, reviews)
			if err != nil || res != (ImportResult{Imported: 3, Skipped: 3}) {
				t.Fatalf("import = %+v, %v", res, err)
			}
			m, err := svc.memory(ctx, st, user, mine[0])
			if err != nil {
				t.Fatal(err)
			}
			// Good at t0 (learning, 10 min), then Good a day later: graduated.
			want, _ := fsrs.Default().Next(fsrs.NewCard(t0), t0, fsrs.Good)
			want, _ = fsrs.Default().Next(want, t0.Add(24*time.Hour), fsrs.Good)
			if m.Reps != 2 || m.State != want.State || m.Stability != want.Stability || !m.Due.Equal(want.Due) {
				t.Errorf("memory after import = %+v, want %+v", m, want)
			}
			var imported int
			if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM review_log WHERE owner_kind = 'user' AND owner_id = 'user-imp' AND imported").Scan(&imported); err != nil || imported != 3 {
				t.Errorf("%d imported log rows, %v", imported, err)
			}
			if n := logRows(t, st, bob, foreign[0]) + logRows(t, st, user, foreign[0]); n != 0 {
				t.Errorf("foreign card got %d log rows", n)
			}
			again, err := svc.ImportReviews(ctx, user, reviews)
			if err != nil || again != (ImportResult{Imported: 0, Skipped: 6}) {
				t.Errorf("second import = %+v, %v", again, err)
			}
			// Another user cannot import into the guest's lessons.
			other := domain.Account{Kind: domain.AccountUser, ID: "user-other"}
			if res, _ := svc.ImportReviews(ctx, other, reviews[:1]); res.Imported != 0 {
				t.Errorf("another user imported %+v", res)
			}
		})

		t.Run("ten concurrent reviews of one card all count", func(t *testing.T) {
			_, cards := storetest.Lesson(t, st, eva, "race", 1)
			var wg sync.WaitGroup
			for i := range 10 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if _, err := svc.Review(ctx, eva, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: fsrs.Good,
						IdempotencyKey: fmt.Sprint("race-", i)}); err != nil {
						t.Error(err)
					}
				}()
			}
			wg.Wait()
			m, err := svc.memory(ctx, st, eva, cards[0])
			if err != nil || m.Reps != 10 {
				t.Errorf("reps = %d, %v; want 10", m.Reps, err)
			}
			if n := logRows(t, st, eva, cards[0]); n != 10 {
				t.Errorf("%d log rows, want 10", n)
			}
			noSentinel(t, st) // nine found the memory the first made
		})

		// Concurrent reviews share SQLite transactions (group commit): one
		// key sent ten times at once counts once, and every answer is that one.
		t.Run("ten concurrent reviews with one key count once", func(t *testing.T) {
			_, cards := storetest.Lesson(t, st, eva, "same-key", 1)
			var wg sync.WaitGroup
			results := make([]ReviewResult, 10)
			for i := range 10 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					r, err := svc.Review(ctx, eva, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: fsrs.Good, IdempotencyKey: "same-key", CountDue: true, CountAll: true})
					if err != nil {
						t.Error(err)
					}
					results[i] = r
				}()
			}
			wg.Wait()
			first := 0
			for _, r := range results {
				if !r.Replayed {
					first++
				}
				if r.Memory.Reps != 1 || r.Grade != fsrs.Good {
					t.Errorf("answer %+v, want the first review's (reps 1)", r)
				}
				// The winner's counts come with its commit, a replay's after it.
				if r.Due == nil || len(r.Due.Stories) == 0 || r.Due.Total.Due < 1 {
					t.Errorf("answer's due counts %+v, want the reviewed card due today", r.Due)
				}
			}
			if first != 1 {
				t.Errorf("%d answers not replayed, want 1", first)
			}
			if n := logRows(t, st, eva, cards[0]); n != 1 {
				t.Errorf("%d log rows, want 1", n)
			}
			noSentinel(t, st) // nine rolled back on the used key
		})
	})
}

func TestEndOfDay(t *testing.T) {
	now := time.Date(2025, 3, 10, 22, 30, 0, 0, time.UTC)
	for _, tc := range []struct {
		offset int
		want   time.Time
	}{
		{0, time.Date(2025, 3, 11, 0, 0, 0, 0, time.UTC)},
		{120, time.Date(2025, 3, 11, 22, 0, 0, 0, time.UTC)},  // UTC+2: already 00:30 on the 11th
		{-300, time.Date(2025, 3, 11, 5, 0, 0, 0, time.UTC)},  // UTC−5: 17:30 on the 10th
		{330, time.Date(2025, 3, 11, 18, 30, 0, 0, time.UTC)}, // India
	} {
		if got := EndOfDay(now, tc.offset); !got.Equal(tc.want) {
			t.Errorf("EndOfDay(%d) = %s, want %s", tc.offset, got, tc.want)
		}
	}
}
