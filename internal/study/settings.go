package study

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Fitted says when a learner's weights were fitted, and to how many reviews.
type Fitted struct {
	At      time.Time
	Reviews int
}

// Settings are a learner's study settings as the account page shows them
// (product §7).
type Settings struct {
	DesiredRetention float64
	Fitted           *Fitted // nil: FSRS-6's default weights
	// ReviewsToFirstFit is how many more reviews the first fit waits for
	// (0 once fitted, or once the first fit is due: it is being made, or
	// tried again after a quarter more reviews).
	ReviewsToFirstFit int
	// ReviewsForFirstFit is the review count of a learner's first fit.
	ReviewsForFirstFit int
	FittingAvailable   bool
	// StudiedCards counts the cards the learner has a memory of: those the
	// estimates are about.
	StudiedCards int
	// Estimates are the reviews a day of the learner's studied cards at
	// EstimateRetentions and at their own retention, in increasing order.
	Estimates []Estimate
}

var errRetention = domain.Titled(domain.CodeInvalid, "Desired Retention Out of Range",
	"Choose a desired retention between 70% and 97%.")

// SchedulerOf returns owner's scheduler (one row read by its key).
func (s *Service) SchedulerOf(ctx context.Context, owner domain.Account) (Scheduler, error) {
	return s.schedulerRead(ctx, s.st.ReadOnly(), owner)
}

func (s *Service) schedulerRead(ctx context.Context, q store.Querier, owner domain.Account) (Scheduler, error) {
	var r learnerRow
	err := q.QueryRow(ctx, "SELECT desired_retention, weights FROM study_settings WHERE owner_kind = ? AND owner_id = ?",
		string(owner.Kind), owner.ID).Scan(&r.retention, &r.weights)
	if err != nil && !errors.Is(err, store.ErrNoRows) {
		return Scheduler{}, fmt.Errorf("study: read settings: %w", err)
	}
	return s.schedulerOf(r)
}

// Settings returns owner's settings and what each desired retention would
// cost them in reviews a day, in time zone tzOffset (minutes east of UTC).
// Its cost does not grow with the learner's collection (estimate.go).
func (s *Service) Settings(ctx context.Context, owner domain.Account, tzOffset int) (Settings, error) {
	if err := checkTZ(tzOffset); err != nil {
		return Settings{}, err
	}
	var r learnerRow
	var fittedReviews *int
	var fittedAt *time.Time
	var reviews int
	err := s.st.ReadOnly().QueryRow(ctx, `SELECT desired_retention, weights, fitted_reviews, fitted_at, reviews
		FROM study_settings WHERE owner_kind = ? AND owner_id = ?`, string(owner.Kind), owner.ID).
		Scan(&r.retention, &r.weights, &fittedReviews, &fittedAt, &reviews)
	if err != nil && !errors.Is(err, store.ErrNoRows) {
		return Settings{}, fmt.Errorf("study: read settings: %w", err)
	}
	out := Settings{DesiredRetention: DefaultRetention, FittingAvailable: s.fit != nil, ReviewsForFirstFit: minReviewsToFit}
	if r.retention != nil {
		out.DesiredRetention = *r.retention
	}
	if fittedAt != nil && fittedReviews != nil {
		out.Fitted = &Fitted{At: fittedAt.UTC(), Reviews: *fittedReviews}
	} else {
		out.ReviewsToFirstFit = max(minReviewsToFit-reviews, 0)
	}
	out.Estimates, out.StudiedCards, err = s.estimates(ctx, owner, r.weights, reviews, out.DesiredRetention, tzOffset)
	if err != nil {
		return Settings{}, err
	}
	return out, nil
}

// SetDesiredRetention sets owner's desired retention, 0.70 to 0.97 (product
// §7): their next reviews are scheduled for it.
func (s *Service) SetDesiredRetention(ctx context.Context, owner domain.Account, retention float64) error {
	const eps = 1e-9
	if math.IsNaN(retention) || retention < MinRetention-eps || retention > MaxRetention+eps {
		return errRetention
	}
	retention = min(max(retention, MinRetention), MaxRetention)
	now := s.now().UTC()
	_, err := s.st.Exec(ctx, `INSERT INTO study_settings (owner_kind, owner_id, desired_retention, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (owner_kind, owner_id) DO UPDATE SET desired_retention = excluded.desired_retention, updated_at = excluded.updated_at`,
		string(owner.Kind), owner.ID, retention, now)
	if err != nil {
		return fmt.Errorf("study: set desired retention: %w", err)
	}
	return nil
}
