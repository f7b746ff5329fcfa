// Package study schedules flashcards with FSRS-6 (sub-package fsrs): every
// graded answer in any mode (product §7: Review, Test, Missing, Order, Random,
// Slideshow) is a review log row and moves the learner's memory state of the
// card, in one transaction, idempotently per key. It also counts what is due
// today, builds study queues, and imports the reviews a guest kept locally.
package study

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/leaderboard"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// Service records reviews and answers what to study.
type Service struct {
	st    *store.Store
	sched *fsrs.Scheduler // the defaults; a learner's own comes from schedulers
	now   func() time.Time
	// schedulers keeps the learners' schedulers (their desired retention
	// and fitted weights) by their settings.
	schedulers *schedulerCache
	// settings keeps each learner's settings as their last review read
	// them, the scheduler a first review is inserted with (first_review.go).
	settings learnerSettings
	// estimated keeps the learners' reviews-a-day estimates while what they
	// depend on stays the same (estimate_cache.go).
	estimated *lru[domain.Account, *learnerEstimates]
	// fit fits a learner's FSRS weights to their review log (nil: fitting
	// is not available on this server); enqueueFit starts it off the
	// review's path (refit.go).
	fit        FitFunc
	enqueueFit func(ctx context.Context, owner domain.Account) error
	log        *slog.Logger
}

// New returns a Service on st; each learner's scheduler starts with
// FSRS-6's default parameters and the default desired retention.
func New(st *store.Store) *Service {
	return &Service{st: st, sched: fsrs.Default(), now: time.Now, schedulers: newSchedulerCache(256), settings: newLearnerSettings(settingsLearners),
		estimated: newLRU[domain.Account, *learnerEstimates](estimateLearners), log: slog.New(slog.DiscardHandler)}
}

// Memory is a learner's memory state of one card.
type Memory struct {
	CardID        string
	StoryID       string
	State         fsrs.State
	Stability     float64
	Difficulty    float64
	Step          int
	Reps          int
	Lapses        int
	ElapsedDays   int
	ScheduledDays int
	Due           time.Time
	LastReview    time.Time
}

func (m Memory) card() fsrs.Card {
	return fsrs.Card{Due: m.Due, Stability: m.Stability, Difficulty: m.Difficulty, ElapsedDays: m.ElapsedDays,
		ScheduledDays: m.ScheduledDays, LearningSteps: m.Step, Reps: m.Reps, Lapses: m.Lapses, State: m.State, LastReview: m.LastReview}
}

// ReviewInput is one graded answer.
type ReviewInput struct {
	CardID string
	Mode   Mode
	// Grade is the FSRS grade 1–4; 0 grades Outcome by the rules of Mode.
	Grade   fsrs.Rating
	Outcome Outcome
	// ReviewedAt is when the answer was given (zero: now). A time in the
	// future is taken as now.
	ReviewedAt     time.Time
	IdempotencyKey string
	// CountDue asks for what is due today in time zone TZOffset (minutes
	// east of UTC) after the review, read with its commit (ReviewResult.Due).
	// TZOffset also names the learner's day the review counts in on the
	// progress page (study_days; 0 is UTC).
	CountDue bool
	// CountAll, with CountDue, counts the learner's cards due in all lessons
	// too (Due.Total.Due, capped); without it only the card's lesson's and
	// the learner's new cards are counted (Due.Total.Due is 0).
	CountAll bool
	TZOffset int
}

// ReviewResult is the card's memory after a review.
type ReviewResult struct {
	Grade    fsrs.Rating
	Memory   Memory
	Replayed bool // the key had been used: nothing changed
	Due      *Due // what is due today after the review, if asked for: the totals and the card's lesson
	// Scheduler is the learner's, which scheduled the review: the card's
	// next grade intervals come from it.
	Scheduler Scheduler
}

// maxDeadlockTries bounds how often a review rolled back by a deadlock is
// run.
const maxDeadlockTries = 3

// MaxKeyLength bounds an idempotency key.
const MaxKeyLength = 100

var errNoCard = domain.Titled(domain.CodeNotFound, "Flashcard Not Found", "This flashcard does not exist or is not yours.")

// Review grades one answer of owner and moves the card's memory state. The
// same key again returns the first result and changes nothing.
func (s *Service) Review(ctx context.Context, owner domain.Account, in ReviewInput) (ReviewResult, error) {
	return s.review(ctx, owner, in, false)
}

// imported marks reviews replayed from a browser's local log.
func (s *Service) review(ctx context.Context, owner domain.Account, in ReviewInput, imported bool) (ReviewResult, error) {
	if in.IdempotencyKey == "" || len(in.IdempotencyKey) > MaxKeyLength {
		return ReviewResult{}, invalid("A review needs an idempotency key of 1 to %d characters.", MaxKeyLength)
	}
	if !in.Mode.Valid() {
		return ReviewResult{}, invalid("Unknown study mode %q.", in.Mode)
	}
	grade := in.Grade
	if grade == 0 {
		g, err := Grade(in.Mode, in.Outcome)
		if err != nil {
			return ReviewResult{}, err
		}
		grade = g
	}
	if !grade.Valid() {
		return ReviewResult{}, invalid("The grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).")
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	at := in.ReviewedAt.UTC().Truncate(time.Microsecond)
	if at.IsZero() || at.After(now) {
		at = now
	}
	if at.Before(now.Add(-MaxReviewAge)) {
		return ReviewResult{}, invalid("A review's time (reviewedAt %s) cannot be more than a year before now.", at.Format(time.DateOnly))
	}
	outcome, err := json.Marshal(in.Outcome)
	if err != nil {
		return ReviewResult{}, fmt.Errorf("study: encode outcome: %w", err)
	}
	if err := checkTZ(in.TZOffset); err != nil {
		return ReviewResult{}, err
	}

	// A review is one write transaction and nothing else (decision 0036): the
	// card's owner is checked by the statement that locks its memory, and a
	// key used before is caught by the unique index of review_log, which
	// rolls the review back and replays the first one. What is due afterwards
	// is read after the commit, on PostgreSQL in the commit's round trip.
	// Concurrent reviews share a SQLite transaction (group commit); each is
	// answered once the transaction holding it has committed.
	// A new card's memory is inserted already scheduled, with the scheduler
	// of the learner's settings at their last review (first_review.go); the
	// statement's own reading of them decides. Worked out before the write,
	// off SQLite's one writer.
	guess := s.settings.guess(owner)
	guessed, err := s.schedulerOf(guess)
	if err != nil {
		return ReviewResult{}, err
	}
	first, err := guessed.next(newMemory(in.CardID, "", at), at, grade)
	if err != nil {
		return ReviewResult{}, err
	}
	var res ReviewResult
	fitDue := false
	write := func(tx store.Tx) error {
		before, learner, inserted, err := s.lockMemory(ctx, tx, owner, in.CardID, at, now, first)
		if err != nil {
			return err
		}
		s.settings.keep(owner, learner.learnerRow)
		sched, err := s.schedulerOf(learner.learnerRow)
		if err != nil {
			return err
		}
		var after Memory
		update := true // the batch writes the memory's new state
		if inserted {
			after, before = before, newMemory(in.CardID, before.StoryID, at)
			update = !learner.same(guess)
		}
		if update {
			// Reviews arrive out of order only by clock skew or late imports;
			// such a review counts as given right after the last one.
			when := at
			if before.LastReview.After(when) {
				when = before.LastReview
			}
			if after, err = sched.next(before, when, grade); err != nil {
				return err
			}
		}
		var duration any
		if in.Outcome.DurationMs > 0 {
			duration = in.Outcome.DurationMs
		}
		wordsSt, wordsBefore, err := s.wordsStudied(ctx, tx, owner, in.CardID, before, after, grade, now)
		if err != nil {
			return err
		}
		undo, err := undoStateOf(before, wordsBefore)
		if err != nil {
			return err
		}
		// One round trip on PostgreSQL for all, with the commit.
		var stmts []store.Statement
		if update {
			stmts = append(stmts, store.Statement{SQL: `UPDATE card_memory SET stability = ?, difficulty = ?, state = ?, step = ?, reps = ?,
				lapses = ?, elapsed_days = ?, scheduled_days = ?, due = ?, last_review = ?, updated_at = ? WHERE ` + memoryKey, Args: []any{
				after.Stability, after.Difficulty, stateName(after.State), after.Step, after.Reps, after.Lapses, after.ElapsedDays,
				after.ScheduledDays, after.Due, after.LastReview, now, string(owner.Kind), owner.ID, in.CardID}})
		}
		stmts = append(stmts, store.Statement{SQL: `INSERT INTO review_log (owner_kind, owner_id, idempotency_key, card_id, story_id, mode, grade, outcome,
			state_before, state_after, stability_before, stability_after, difficulty_before, difficulty_after, elapsed_days, scheduled_days,
			due_after, duration_ms, imported, reviewed_at, created_at, study_day, undo_state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, Args: []any{
			string(owner.Kind), owner.ID, in.IdempotencyKey, in.CardID, before.StoryID, string(in.Mode), int(grade), string(outcome),
			stateName(before.State), stateName(after.State), before.Stability, after.Stability, before.Difficulty, after.Difficulty,
			after.ElapsedDays, after.ScheduledDays, after.Due, duration, imported, at, now, LocalDay(at, in.TZOffset), undo}})
		var from *time.Time // the memory's due time before, if it had one
		if before.State == fsrs.StateNew {
			// The memory was made by this review (no memory is left new once
			// its review commits): one card fewer is new (decision 0043). Sent
			// with the commit, so concurrent first reviews of a learner hold
			// its counts' row for no round trip on PostgreSQL.
			stmts = append(stmts, store.Statement{SQL: `INSERT INTO study_counts (owner_kind, owner_id, cards, reviewed) VALUES (?, ?, 0, 1)
				ON CONFLICT (owner_kind, owner_id) DO UPDATE SET reviewed = study_counts.reviewed + 1`, Args: []any{string(owner.Kind), owner.ID}})
		} else {
			from = &before.Due
		}
		// The day's sums on the progress page; the log row keeps the day
		// (study_day) for an undo to subtract from.
		stmts = append(stmts, studyDay(owner, at, in.TZOffset, before.State, grade, in.Outcome.DurationMs))
		// The learner's reviews are counted for their next fit (decision 0049),
		// and their cards due today move with the card, counted again where
		// the answer shows them if need be (decision 0062).
		count, due := s.countReview(owner, learner, now, from, &after.Due)
		stmts = append(stmts, count)
		if in.CountDue && in.CountAll {
			stmts = append(stmts, dueRecount(owner, EndOfDay(now, in.TZOffset)))
		}
		if st := languageCounts(owner, before, after); st != nil {
			stmts = append(stmts, *st)
		}
		if wordsSt != nil {
			stmts = append(stmts, *wordsSt)
		}
		if err := store.ExecBatch(ctx, tx, stmts...); err != nil {
			return fmt.Errorf("study: record review %s of card %s: %w", in.IdempotencyKey, in.CardID, err)
		}
		if owner.Kind == domain.AccountUser { // guests are never ranked
			if err := leaderboard.Record(ctx, tx, owner.ID, before.StoryID, at, leaderboard.Points(int(grade))); err != nil {
				return err
			}
		}
		res, fitDue = ReviewResult{Grade: grade, Memory: after, Scheduler: sched}, due
		return nil
	}
	// A review locks its card's memory, then the learner's rows; a lesson's
	// deletion or a guest's sign-up locks memories and, through their
	// triggers, the learner's rows, memory by memory: on PostgreSQL the two
	// can deadlock, and the one rolled back is run again (it changed nothing).
	for attempt := 1; ; attempt++ {
		if in.CountDue {
			var due Due
			err = s.st.InGroupTxThen(ctx, write, s.reviewDueRead(owner, in.CardID, in.TZOffset, in.CountAll, &due))
			res.Due = &due
		} else {
			err = s.st.InGroupTx(ctx, write)
		}
		if !store.IsDeadlock(err) || attempt == maxDeadlockTries {
			break
		}
	}
	if err != nil && (store.IsUniqueViolation(err) || errors.Is(err, errNoCard)) {
		// The key was used before (or by a concurrent call that won): the
		// first review's result. A card that is not the owner's is not found,
		// unless its key was used for another card.
		// The transaction has ended, and the first review committed before
		// this one failed on its key: the read pool sees it.
		first, rerr := s.replay(ctx, s.st.ReadOnly(), owner, in)
		if errors.Is(rerr, domain.ErrNotFound) {
			return ReviewResult{}, err
		}
		if rerr == nil && in.CountDue {
			first.Due = &Due{}
			rerr = s.reviewDueRead(owner, in.CardID, in.TZOffset, in.CountAll, first.Due).On(ctx, s.st.ReadOnly())
		}
		return first, rerr
	}
	if err != nil {
		return ReviewResult{}, err
	}
	if fitDue {
		s.startFit(ctx, owner) // after the commit; a failure is logged, never the review's
	}
	return res, nil
}

// MaxReviewAge bounds how long ago a review may say it was given: a guest's
// local reviews are imported within a guest's lifetime (30 days, renewed by
// use), so a year leaves room for any real one; 1900 is no review.
const MaxReviewAge = 365 * 24 * time.Hour
