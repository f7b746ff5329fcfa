package study

import (
	"context"
	"errors"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
	"github.com/storyglot/storyglot/internal/testproc"
)

// A learner sets a desired retention of 70 % to 97 % (product §7); it is
// kept, and anything else is refused with the product's words.
func TestDesiredRetention(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-eva"}
		got, err := svc.Settings(ctx, eva, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got.DesiredRetention != 0.9 || got.Fitted != nil || got.ReviewsToFirstFit != minReviewsToFit || got.FittingAvailable ||
			len(got.Estimates) != len(EstimateRetentions) {
			t.Fatalf("a new learner's settings: %+v", got)
		}
		for _, r := range []float64{0.70, 0.97, 0.83} {
			if err := svc.SetDesiredRetention(ctx, eva, r); err != nil {
				t.Fatalf("%v: %v", r, err)
			}
		}
		got, err = svc.Settings(ctx, eva, 60)
		if err != nil {
			t.Fatal(err)
		}
		if got.DesiredRetention != 0.83 || len(got.Estimates) != len(EstimateRetentions)+1 || got.Estimates[3].Retention != 0.83 {
			t.Fatalf("after 83%%: %+v", got)
		}
		for _, r := range []float64{0.69, 0.975, 1, 0, math.NaN()} {
			err := svc.SetDesiredRetention(ctx, eva, r)
			var de *domain.Error
			if !errors.As(err, &de) || de.Code != domain.CodeInvalid || de.Message != "Choose a desired retention between 70% and 97%." {
				t.Errorf("%v: %v", r, err)
			}
		}
		if got, _ := svc.Settings(ctx, eva, 0); got.DesiredRetention != 0.83 {
			t.Errorf("a refused value changed the setting to %v", got.DesiredRetention)
		}
		sched, err := svc.SchedulerOf(ctx, eva)
		if err != nil || sched.Retention() != 0.83 {
			t.Errorf("the learner's scheduler: %v, %v", sched.Retention(), err)
		}
	})
}

// The review that reaches the learner's next fit asks for it once, after
// its commit; the fit reads the learner's review log, one history per card,
// keeps the weights with the count of reviews, and puts the next fit a
// quarter further. A failed fit keeps the weights and is tried again later.
func TestFitFollowsTheReviews(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-eva"}
		fitted := fsrs.DefaultWeights
		fitted[3] = 12
		var got [][]fsrs.Review
		var fitErr error
		svc.SetFit(func(_ context.Context, h [][]fsrs.Review) ([21]float64, error) { got = h; return fitted, fitErr })
		var asked []domain.Account
		svc.enqueueFit = func(_ context.Context, who domain.Account) error { asked = append(asked, who); return nil }

		_, cards := storetest.Lesson(t, st, eva, "fit", 2)
		review := func(card string, g fsrs.Rating) {
			t.Helper()
			clock = clock.Add(time.Hour)
			if _, err := svc.Review(ctx, eva, ReviewInput{CardID: card, Mode: ModeReview, Grade: g, IdempotencyKey: clock.String()}); err != nil {
				t.Fatal(err)
			}
		}
		review(cards[1], fsrs.Good)
		review(cards[0], fsrs.Again)
		if s, _ := svc.Settings(ctx, eva, 0); s.ReviewsToFirstFit != minReviewsToFit-2 || !s.FittingAvailable {
			t.Fatalf("after 2 reviews: %+v", s)
		}
		// As if the learner had given minReviewsToFit-3 reviews: the
		// minReviewsToFit-th asks for a fit.
		if _, err := st.Exec(ctx, "UPDATE study_settings SET reviews = ?", minReviewsToFit-3); err != nil {
			t.Fatal(err)
		}
		review(cards[0], fsrs.Good)
		if len(asked) != 0 {
			t.Fatalf("a fit was asked for at %d reviews", minReviewsToFit-2)
		}
		review(cards[1], fsrs.Easy)
		review(cards[0], fsrs.Hard)
		if len(asked) != 1 || asked[0] != eva {
			t.Fatalf("fits asked for after the %dth review: %v", minReviewsToFit, asked)
		}
		if s, _ := svc.Settings(ctx, eva, 0); s.ReviewsToFirstFit != 0 || s.Fitted != nil {
			t.Fatalf("while the first fit is made: %+v", s)
		}

		if err := svc.Fit(ctx, eva); err != nil {
			t.Fatal(err)
		}
		want := map[string][]fsrs.Rating{cards[0]: {fsrs.Again, fsrs.Good, fsrs.Hard}, cards[1]: {fsrs.Good, fsrs.Easy}}
		if len(got) != 2 {
			t.Fatalf("histories: %v", got)
		}
		for _, h := range got {
			var rs []fsrs.Rating
			for i, r := range h {
				rs = append(rs, r.Rating)
				if i > 0 && !h[i-1].At.Before(r.At) {
					t.Errorf("a history out of order: %v", h)
				}
			}
			if fmt.Sprint(rs) != fmt.Sprint(want[cards[0]]) && fmt.Sprint(rs) != fmt.Sprint(want[cards[1]]) {
				t.Errorf("a history's grades: %v", rs)
			}
		}
		s, err := svc.Settings(ctx, eva, 0)
		if err != nil || s.Fitted == nil || s.Fitted.Reviews != 5 || !s.Fitted.At.Equal(clock) || s.ReviewsToFirstFit != 0 {
			t.Fatalf("after the fit: %+v, %v", s, err)
		}
		sched, _ := svc.SchedulerOf(ctx, eva)
		if sched.f.Parameters().W != fitted {
			t.Errorf("the learner's scheduler has weights %v", sched.f.Parameters().W)
		}
		var next int
		if err := st.QueryRow(ctx, "SELECT next_fit_reviews FROM study_settings").Scan(&next); err != nil || next != minReviewsToFit*5/4 {
			t.Errorf("next fit at %d reviews, %v", next, err)
		}

		// A fit that fails leaves the weights and comes back later.
		fitErr = errors.New("no convergence")
		if _, err := st.Exec(ctx, "UPDATE study_settings SET reviews = 1200"); err != nil {
			t.Fatal(err)
		}
		if err := svc.Fit(ctx, eva); err != nil {
			t.Fatalf("a failed fit is the job's error: %v", err)
		}
		sched, _ = svc.SchedulerOf(ctx, eva)
		if err := st.QueryRow(ctx, "SELECT next_fit_reviews FROM study_settings").Scan(&next); err != nil || next != 1500 ||
			sched.f.Parameters().W != fitted {
			t.Errorf("after a failed fit: next at %d (%v), weights %v", next, err, sched.f.Parameters().W)
		}
		// Weights no scheduler could use are a failed fit too.
		fitErr = nil
		fitted[20] = math.NaN()
		if err := svc.Fit(ctx, eva); err != nil {
			t.Fatal(err)
		}
		if sched, _ := svc.SchedulerOf(ctx, eva); math.IsNaN(sched.f.Parameters().W[20]) {
			t.Error("NaN weights were kept")
		}
	})
}

// Without a fit function the server does not fit, says so, and reviews ask
// for nothing.
func TestNoFittingOnThisServer(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-eva"}
		asked := 0
		svc.enqueueFit = func(context.Context, domain.Account) error { asked++; return nil }
		_, cards := storetest.Lesson(t, st, eva, "nofit", 1)
		if _, err := st.Exec(ctx, "INSERT INTO study_settings (owner_kind, owner_id, reviews, updated_at) VALUES ('guest', 'guest-eva', ?, ?)",
			minReviewsToFit+500, time.Now()); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Review(ctx, eva, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: 3, IdempotencyKey: "k"}); err != nil {
			t.Fatal(err)
		}
		s, err := svc.Settings(ctx, eva, 0)
		if err != nil || s.FittingAvailable || asked != 0 || s.Fitted != nil {
			t.Fatalf("settings %+v, %v; fits asked %d", s, err, asked)
		}
		if err := svc.Fit(ctx, eva); err != nil {
			t.Fatal(err)
		}
	})
}

// Through the job queue: the 400th review's fit runs as a job and the
// learner's next review is scheduled with the fitted weights.
func TestFitRunsAsAJob(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		fitted := fsrs.DefaultWeights
		fitted[2] = 4.5
		svc.SetFit(func(context.Context, [][]fsrs.Review) ([21]float64, error) { return fitted, nil })
		workers := river.NewWorkers()
		q, err := jobs.New(st, jobs.Options{Workers: workers, RunWorkers: true, FetchPollInterval: 20 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := q.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		svc.UseJobs(q, workers, nil)
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			_ = q.Stop(c)
		})
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-eva"}
		_, cards := storetest.Lesson(t, st, eva, "job", 2)
		if _, err := st.Exec(ctx, "INSERT INTO study_settings (owner_kind, owner_id, reviews, updated_at) VALUES ('guest', 'guest-eva', ?, ?)",
			minReviewsToFit-1, time.Now()); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Review(ctx, eva, ReviewInput{CardID: cards[0], Mode: ModeReview, Grade: 3, IdempotencyKey: "k1"}); err != nil {
			t.Fatal(err)
		}
		testproc.Eventually(t, 20*time.Second, "the fit job", func() bool {
			s, err := svc.Settings(ctx, eva, 0)
			return err == nil && s.Fitted != nil && s.Fitted.Reviews == 1
		})
		res, err := svc.Review(ctx, eva, ReviewInput{CardID: cards[1], Mode: ModeReview, Grade: 3, IdempotencyKey: "k2"})
		if err != nil || res.Memory.Stability != 4.5 {
			t.Fatalf("a first Good after the fit: stability %v (fitted w[2] 4.5), %v", res.Memory.Stability, err)
		}
	})
}

// A guest's settings become the account's at sign-up, and go with an
// erased account.
func TestSettingsMoveAndAreErased(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		guest := domain.Account{Kind: domain.AccountGuest, ID: "guest-move"}
		user := domain.Account{Kind: domain.AccountUser, ID: "user-move"}
		if err := svc.SetDesiredRetention(ctx, guest, 0.8); err != nil {
			t.Fatal(err)
		}
		if err := st.InTx(ctx, func(tx store.Tx) error { return svc.MoveGuestWork(ctx, tx, guest.ID, user.ID) }); err != nil {
			t.Fatal(err)
		}
		if s, _ := svc.Settings(ctx, user, 0); s.DesiredRetention != 0.8 {
			t.Fatalf("the account's retention after sign-up: %v", s.DesiredRetention)
		}
		if s, _ := svc.Settings(ctx, guest, 0); s.DesiredRetention != 0.9 {
			t.Fatalf("the guest kept a row: %v", s.DesiredRetention)
		}
		if err := st.InTx(ctx, func(tx store.Tx) error {
			return svc.EraseAccount(ctx, tx, domain.Erasure{UserID: user.ID})
		}); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM study_settings").Scan(&n); err != nil || n != 0 {
			t.Fatalf("%d settings rows after the erasure, %v", n, err)
		}
	})
}
