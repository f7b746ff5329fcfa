package study

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// FitFunc returns FSRS-6 weights fitted to a learner's histories (one
// []fsrs.Review per card, oldest first): fsrs.Fit on a server that fits.
type FitFunc func(ctx context.Context, histories [][]fsrs.Review) ([21]float64, error)

// minReviewsToFit is the review count of a learner's first fit (product §7):
// the fit's own minimum of usable reviews (all reviews are counted here, so a
// first fit may find too few usable ones and be tried again later).
const minReviewsToFit = fsrs.MinReviewsToFit

// nextFitAfter is the review count at which weights fitted at n reviews are
// fitted again: a quarter more reviews, however many (decision 0061). A fit
// reads the whole log, so the fits up to any count N read fewer than 5·N
// rows in all, 4 to 5 per review at any length of history; a fit every
// 1,000 reviews (as before) read N/1,000 rows per review, 100 at 100,000.
func nextFitAfter(n int) int { return n + max(1, (n+3)/4) }

// reviewSettings are a learner's settings as a review reads them with the
// card's memory (lockMemory).
type reviewSettings struct {
	learnerRow
	reviews int // reviews given before this one
	nextFit int // the count at which the next fit is due
}

// countReview is the statement that counts a review of owner, sent with its
// commit, and whether the review reaches the learner's next fit; then the
// next fit is put a quarter further at once (the fit sets it again from the
// count it fitted at), so that a fit that fails or is lost is tried again
// later instead of after every review.
func (s *Service) countReview(owner domain.Account, l reviewSettings, now time.Time, from, to *time.Time) (store.Statement, bool) {
	var next any // unchanged
	due := s.fit != nil && l.reviews+1 >= l.nextFit
	if due {
		next = nextFitAfter(l.reviews + 1)
	}
	return store.Statement{SQL: `INSERT INTO study_settings (owner_kind, owner_id, reviews, next_fit_reviews, updated_at) VALUES (?, ?, 1, ?, ?)
		ON CONFLICT (owner_kind, owner_id) DO UPDATE SET reviews = study_settings.reviews + 1,
		next_fit_reviews = COALESCE(excluded.next_fit_reviews, study_settings.next_fit_reviews), ` + dueMove,
		Args: append([]any{string(owner.Kind), owner.ID, next, now}, dueMoveArgs(from, to)...)}, due
}

// SetFit makes the service fit each learner's weights with fit (nil:
// fitting is not available on this server, and the settings say so).
func (s *Service) SetFit(fit FitFunc) { s.fit = fit }

// FittingAvailable reports whether this server fits learners' weights.
func (s *Service) FittingAvailable() bool { return s.fit != nil }

// UseJobs runs fits as jobs of q (the background queue: one at a time,
// never in a request) and registers their worker in w.
func (s *Service) UseJobs(q *jobs.Queue, w *river.Workers, log *slog.Logger) {
	if log != nil {
		s.log = log
	}
	river.AddWorker(w, &fitWorker{s: s})
	s.enqueueFit = func(ctx context.Context, owner domain.Account) error {
		_, err := q.Enqueue(ctx, fitArgs{OwnerKind: string(owner.Kind), OwnerID: owner.ID}, nil)
		return err
	}
}

// startFit asks for owner's fit, after the review that reached it has
// committed. A failure is logged: the next fit is tried a quarter more
// reviews later (countReview).
func (s *Service) startFit(ctx context.Context, owner domain.Account) {
	if s.enqueueFit == nil {
		return
	}
	if err := s.enqueueFit(context.WithoutCancel(ctx), owner); err != nil {
		s.log.Warn("study: start a fit", "owner_kind", owner.Kind, "owner_id", owner.ID, "err", err)
	}
}

type fitArgs struct {
	OwnerKind string `json:"owner_kind"`
	OwnerID   string `json:"owner_id"`
}

func (fitArgs) Kind() string { return "study_fit" }

// InsertOpts: in the background queue, once per learner at a time (a
// finished fit does not hold the next one back).
func (fitArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: jobs.QueueBackground, MaxAttempts: 5, UniqueOpts: river.UniqueOpts{ByArgs: true,
		ByState: []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRunning,
			rivertype.JobStateRetryable, rivertype.JobStateScheduled}}}
}

type fitWorker struct {
	river.WorkerDefaults[fitArgs]
	s *Service
}

// Timeout: a fit of a long review log may take minutes (River's rescuer
// leaves a running job alone for as long as its timeout).
func (*fitWorker) Timeout(*river.Job[fitArgs]) time.Duration { return 10 * time.Minute }

func (w *fitWorker) Work(ctx context.Context, job *river.Job[fitArgs]) error {
	return w.s.Fit(ctx, domain.Account{Kind: domain.AccountKind(job.Args.OwnerKind), ID: job.Args.OwnerID})
}

// Fit fits owner's weights to their review log and keeps them, with the
// count of reviews they were fitted to (product §7). A fit that fails
// (too few usable reviews, no convergence) is logged and leaves the weights
// as they were; it is tried again after a quarter more reviews. An error is
// returned only for what a retry may mend (the database, ctx).
func (s *Service) Fit(ctx context.Context, owner domain.Account) error {
	if s.fit == nil {
		return nil
	}
	k, id := string(owner.Kind), owner.ID
	var counted int
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT reviews FROM study_settings WHERE owner_kind = ? AND owner_id = ?", k, id).Scan(&counted)
	if errors.Is(err, store.ErrNoRows) {
		return nil // erased meanwhile
	}
	if err != nil {
		return fmt.Errorf("study: fit: read the review count: %w", err)
	}
	histories, n, err := s.histories(ctx, owner)
	if err != nil {
		return err
	}
	now := s.now().UTC()
	w, err := s.fit(ctx, histories)
	if err == nil {
		err = checkWeights(w)
	}
	if err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("study: fit: %w", ctx.Err())
		}
		s.log.Warn("study: fit failed; tried again later", "owner_kind", k, "owner_id", id, "reviews", n, "err", err)
		_, err = s.st.Exec(ctx, "UPDATE study_settings SET next_fit_reviews = ? WHERE owner_kind = ? AND owner_id = ?",
			nextFitAfter(counted), k, id)
		if err != nil {
			return fmt.Errorf("study: fit: put the next one off: %w", err)
		}
		return nil
	}
	text, err := json.Marshal(w)
	if err != nil {
		return fmt.Errorf("study: fit: encode weights: %w", err)
	}
	if _, err := s.st.Exec(ctx, `UPDATE study_settings SET weights = ?, fitted_reviews = ?, fitted_at = ?, next_fit_reviews = ?, updated_at = ?
		WHERE owner_kind = ? AND owner_id = ?`, string(text), n, now, nextFitAfter(counted), now, k, id); err != nil {
		return fmt.Errorf("study: fit: keep weights: %w", err)
	}
	s.log.Info("study: fitted", "owner_kind", k, "owner_id", id, "reviews", n)
	return nil
}

// histories reads owner's review log as one history per card, oldest first,
// and the count of its reviews. Every review has a grade (every mode grades,
// product §7), so none is left out.
func (s *Service) histories(ctx context.Context, owner domain.Account) ([][]fsrs.Review, int, error) {
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT card_id, reviewed_at, grade FROM review_log WHERE owner_kind = ? AND owner_id = ?
		ORDER BY card_id, reviewed_at, id`, string(owner.Kind), owner.ID)
	if err != nil {
		return nil, 0, fmt.Errorf("study: fit: read reviews: %w", err)
	}
	defer rows.Close()
	var out [][]fsrs.Review
	last, n := "", 0
	for rows.Next() {
		var card string
		var at time.Time
		var grade int
		if err := rows.Scan(&card, &at, &grade); err != nil {
			return nil, 0, fmt.Errorf("study: fit: read reviews: %w", err)
		}
		r := fsrs.Review{At: at.UTC(), Rating: fsrs.Rating(grade)}
		if len(out) == 0 || card != last {
			out = append(out, nil)
			last = card
		}
		out[len(out)-1] = append(out[len(out)-1], r)
		n++
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("study: fit: read reviews: %w", err)
	}
	return out, n, nil
}
