package study

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

type dayRow struct {
	kind, id, day                           string
	reviews, cardsNew, inReview, passed, ms int
}

func studyDays(t *testing.T, st *store.Store) []dayRow {
	t.Helper()
	rows, err := st.Query(context.Background(), `SELECT owner_kind, owner_id, day, reviews, cards_new, review_state_reviews, review_state_passed, duration_ms
		FROM study_days ORDER BY owner_kind, owner_id, day`)
	if err != nil {
		t.Fatal(err)
	}
	got, err := store.ScanAll(rows, func(r store.Row) (x dayRow, err error) {
		return x, r.Scan(&x.kind, &x.id, &x.day, &x.reviews, &x.cardsNew, &x.inReview, &x.passed, &x.ms)
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// A review counts on the learner's own date (its tzOffset): the same
// instant is 10 March in UTC and UTC−10 and 11 March in UTC+1. First
// reviews are new; reviews of cards in the review state count for true
// retention, passed from Hard up. The page reads them back, with the cards
// by state and the forecast; a guest's days join the account's at sign-up
// and go with an erasure.
func TestProgressFollowsReviews(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 23, 30, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		guest := domain.Account{Kind: domain.AccountGuest, ID: "guest-progress"}
		user := domain.Account{Kind: domain.AccountUser, ID: "user-progress"}
		_, cards := storetest.Lesson(t, st, guest, "progress", 5)
		review := func(who domain.Account, card string, g fsrs.Rating, tz int, key string) {
			t.Helper()
			if _, err := svc.Review(ctx, who, ReviewInput{CardID: card, Mode: ModeReview, Grade: g, TZOffset: tz, IdempotencyKey: key,
				Outcome: Outcome{DurationMs: 5000}}); err != nil {
				t.Fatal(err)
			}
		}
		review(guest, cards[0], fsrs.Good, 0, "k0")
		review(guest, cards[1], fsrs.Good, 60, "k1")
		review(guest, cards[2], fsrs.Easy, -600, "k2")  // learnt: in the review state
		review(guest, cards[2], fsrs.Good, -600, "k3")  // a review-state review, passed
		review(guest, cards[2], fsrs.Again, -600, "k4") // failed: relearning
		review(guest, cards[2], fsrs.Again, -600, "k4") // the same key again: counted once
		want := []dayRow{
			{"guest", guest.ID, "2025-03-10", 4, 2, 2, 1, 20000},
			{"guest", guest.ID, "2025-03-11", 1, 1, 0, 0, 5000},
		}
		if got := studyDays(t, st); !reflect.DeepEqual(got, want) {
			t.Fatalf("study_days = %+v\nwant %+v", got, want)
		}
		// The log keeps each review's day, for an undo to subtract from.
		var logDay string
		if err := st.QueryRow(ctx, "SELECT study_day FROM review_log WHERE idempotency_key = 'k1'").Scan(&logDay); err != nil || logDay != "2025-03-11" {
			t.Errorf("review_log.study_day of k1 = %q, %v; want 2025-03-11", logDay, err)
		}

		p, err := svc.Progress(ctx, guest, 60, 30)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Days) != 30 || p.Days[0].Day != "2025-02-10" || p.Days[29] != (ProgressDay{"2025-03-11", 1, 1, 5000}) ||
			p.Days[28] != (ProgressDay{"2025-03-10", 4, 2, 20000}) || p.Days[27].Reviews != 0 {
			t.Errorf("days = %+v … %+v", p.Days[0], p.Days[27:])
		}
		if len(p.Months) != 12 || p.Months[0].Month != "2024-04" || p.Months[11] != (ProgressMonth{"2025-03", 2, 1}) || p.Months[10].Reviews != 0 {
			t.Errorf("months = %+v", p.Months)
		}
		if p.Cards != (StateCounts{New: 2, Learning: 2, Review: 0, Relearning: 1}) {
			t.Errorf("cards by state = %+v", p.Cards)
		}
		if p.Today.Reviews != 1 || p.Today.DurationMs != 5000 || p.Last7Ms != 25000 || p.TotalMs != 25000 || p.Reviews != 5 || p.Streak != 2 || !p.Studied {
			t.Errorf("time and totals = today %+v, 7 days %d ms, total %d ms, %d reviews, streak %d", p.Today, p.Last7Ms, p.TotalMs, p.Reviews, p.Streak)
		}
		// The forecast: every card with a memory is due within minutes (a
		// learning step), i.e. today; the next 29 days have none.
		if len(p.Forecast) != ForecastDays || p.Forecast[0] != (ForecastDay{"2025-03-11", 3}) || p.Forecast[29].Day != "2025-04-09" {
			t.Errorf("forecast = %+v", p.Forecast)
		}
		// Moved on: the card learnt Easy is due in days, and counted on its day.
		clock = clock.Add(time.Hour)
		review(guest, cards[3], fsrs.Easy, 60, "k5")
		p, err = svc.Progress(ctx, guest, 60, 365)
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, f := range p.Forecast {
			total += f.Due
		}
		var due30 int
		if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND due < ?",
			string(guest.Kind), guest.ID, time.Date(2025, 4, 10, 0, 0, 0, 0, time.FixedZone("", 3600))).Scan(&due30); err != nil {
			t.Fatal(err)
		}
		if len(p.Days) != 365 || total != due30 || total != 4 || p.Forecast[0].Due != 3 || p.Cards.Review != 1 {
			t.Errorf("after an Easy first review: %d days, forecast %+v (sum %d, %d due in 30 days), cards %+v", len(p.Days), p.Forecast, total, due30, p.Cards)
		}

		// The account has a day of its own; the guest's days are added to it.
		_, own := storetest.Lesson(t, st, user, "own", 1)
		review(user, own[0], fsrs.Good, 60, "u0")
		if err := st.InTx(ctx, func(tx store.Tx) error {
			if _, err := tx.Exec(ctx, "UPDATE stories SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?", user.ID, guest.ID); err != nil {
				return err
			}
			return svc.MoveGuestWork(ctx, tx, guest.ID, user.ID)
		}); err != nil {
			t.Fatal(err)
		}
		want = []dayRow{
			{"user", user.ID, "2025-03-10", 4, 2, 2, 1, 20000},
			{"user", user.ID, "2025-03-11", 3, 3, 0, 0, 15000},
		}
		if got := studyDays(t, st); !reflect.DeepEqual(got, want) {
			t.Fatalf("after the move, study_days = %+v\nwant %+v", got, want)
		}
		p, err = svc.Progress(ctx, user, 60, 7)
		if err != nil {
			t.Fatal(err)
		}
		if p.Reviews != 7 || p.Cards != (StateCounts{New: 1, Learning: 3, Review: 1, Relearning: 1}) {
			t.Errorf("the account's progress after the move: %d reviews, cards %+v", p.Reviews, p.Cards)
		}
		if err := st.InTx(ctx, func(tx store.Tx) error {
			return svc.EraseAccount(ctx, tx, domain.Erasure{UserID: user.ID})
		}); err != nil {
			t.Fatal(err)
		}
		if got := studyDays(t, st); len(got) != 0 {
			t.Errorf("after the erasure study_days keeps %+v", got)
		}
		if _, err := svc.Progress(ctx, user, 900, 30); domain.CodeOf(err) != domain.CodeInvalid {
			t.Errorf("a time zone of +15 h: %v", err)
		}
		if _, err := svc.Progress(ctx, user, 0, 366); domain.CodeOf(err) != domain.CodeInvalid {
			t.Errorf("366 days: %v", err)
		}
	})
}

// Migration 0037 fills study_days from the review log (in UTC days) and
// study_languages.relearning from the memories: the same rows the reviews
// themselves write.
func TestProgressBackfill(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 23, 30, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		a := domain.Account{Kind: domain.AccountGuest, ID: "guest-a"}
		b := domain.Account{Kind: domain.AccountUser, ID: "user-b"}
		_, ca := storetest.Lesson(t, st, a, "a", 3)
		_, cb := storetest.Lesson(t, st, b, "b", 2)
		for i, r := range []struct {
			who  domain.Account
			card string
			g    fsrs.Rating
			at   time.Time
			ms   int
		}{
			{a, ca[0], fsrs.Easy, clock.Add(-48 * time.Hour), 1000},
			{a, ca[0], fsrs.Again, clock.Add(-2 * time.Hour), 2000},
			{a, ca[1], fsrs.Good, clock.Add(-2 * time.Hour), 0},
			{a, ca[2], fsrs.Hard, clock, 3000},
			{b, cb[0], fsrs.Easy, clock.Add(-30 * 24 * time.Hour), 4000},
			{b, cb[0], fsrs.Hard, clock, 5000},
		} {
			if _, err := svc.Review(ctx, r.who, ReviewInput{CardID: r.card, Mode: ModeReview, Grade: r.g, ReviewedAt: r.at,
				IdempotencyKey: fmt.Sprint("k", i), Outcome: Outcome{DurationMs: r.ms}}); err != nil {
				t.Fatal(err)
			}
		}
		langs := func() string {
			rows, err := st.Query(ctx, "SELECT owner_kind, owner_id, language, studied, learned, relearning FROM study_languages ORDER BY owner_kind, owner_id, language")
			if err != nil {
				t.Fatal(err)
			}
			got, err := store.ScanAll(rows, func(r store.Row) (s string, err error) {
				var k, id, l string
				var x, y, z int
				err = r.Scan(&k, &id, &l, &x, &y, &z)
				return fmt.Sprint(k, id, l, x, y, z), err
			})
			if err != nil {
				t.Fatal(err)
			}
			return strings.Join(got, "; ")
		}
		wantDays, wantLangs := studyDays(t, st), langs()
		if len(wantDays) != 4 || !strings.Contains(wantLangs, " 1") {
			t.Fatalf("the reviews wrote %+v and %s", wantDays, wantLangs)
		}
		// Undo migration 0037 and run it again over the same log.
		undo := []string{"DROP TABLE study_days", "ALTER TABLE study_languages DROP COLUMN relearning", "ALTER TABLE review_log DROP COLUMN study_day"}
		if st.Dialect() == store.SQLite {
			// The column cannot go while a trigger names it: migration 0035's
			// trigger stands in for the one 0037 replaces.
			undo = append([]string{"DROP TRIGGER study_languages_story_delete"}, append(undo,
				"CREATE TRIGGER study_languages_story_delete BEFORE DELETE ON stories BEGIN SELECT 1; END")...)
		}
		for _, q := range undo {
			if _, err := st.Exec(ctx, q); err != nil {
				t.Fatal(q, err)
			}
		}
		runMigration(t, st, 37)
		if got := studyDays(t, st); !reflect.DeepEqual(got, wantDays) {
			t.Errorf("back-filled study_days = %+v\nthe reviews wrote %+v", got, wantDays)
		}
		if got := langs(); got != wantLangs {
			t.Errorf("back-filled study_languages = %s\nthe reviews wrote %s", got, wantLangs)
		}
	})
}
