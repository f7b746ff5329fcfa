package study

// A card's memory as the database keeps it: the statement that locks (or
// makes) it for a review, its reads, its columns and its states' names.

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// lockMemory returns the card's memory and holds the row until the
// transaction ends (SQLite: the write lock is held already; PostgreSQL: the
// upsert's row lock), so concurrent reviews of a card apply one by one. A
// card without a memory gets first, its memory after a first review
// (decision 0066), and inserted is true. A card that is not owner's (their
// own stories': a guest's become the account's at sign-up, so imported
// reviews of them pass too) is errNoCard. It also returns the learner's
// settings (their scheduler and review count), read by the same statement:
// a review spends no round trip on them (decision 0049).
func (s *Service) lockMemory(ctx context.Context, tx store.Tx, owner domain.Account, cardID string, at, now time.Time, first Memory) (
	m Memory, l reviewSettings, inserted bool, err error) {
	// One statement checks the owner, creates the row if need be, locks it
	// (an upsert's update takes the row lock on PostgreSQL, as FOR UPDATE
	// would) and returns it. RETURNING reads the settings row by its key in
	// subqueries (neither database lets RETURNING join another table, and
	// SQLite has no INSERT in a WITH).
	k, id := string(owner.Kind), owner.ID
	var updated time.Time
	m, err = scanMemory(tx.QueryRow(ctx, lockMemorySQL,
		first.Stability, first.Difficulty, stateName(first.State), first.Step, first.Reps, first.Lapses, first.ElapsedDays,
		first.ScheduledDays, first.Due, first.LastReview, now, cardID, k, id, lockedSentinel,
		k, id, k, id, k, id, k, id, minReviewsToFit), &updated, &l.retention, &l.weights, &l.reviews, &l.nextFit)
	if errors.Is(err, store.ErrNoRows) {
		return Memory{}, l, false, errNoCard
	}
	if err != nil {
		return Memory{}, l, false, fmt.Errorf("study: read memory of card %s: %w", cardID, err)
	}
	return m, l, !updated.Equal(lockedSentinel), nil
}

// lockMemorySQL is lockMemory's statement (arguments: the first review's
// memory state (ten columns) and now, the card, the owner's kind and id,
// lockedSentinel, the owner's kind and id four times, minReviewsToFit). A
// row found rather than inserted is given lockedSentinel as its updated_at,
// which RETURNING shows: neither database tells an insert from an update
// otherwise, and the review's batch updates the row again. The card's
// lesson is read by its key, the owner a filter (storyOwner): with the owner
// as equalities, PostgreSQL's generic plan for it (a prepared statement run
// more than five times) found the lesson through the owner's index, every
// lesson of the learner read, on statistics where most learners have one
// lesson (2026-11-30, decision 0065).
const lockMemorySQL = `INSERT INTO card_memory (owner_kind, owner_id, card_id, story_id, stability, difficulty, state, step, reps, lapses,
		elapsed_days, scheduled_days, due, last_review, updated_at)
		SELECT s.owner_kind, s.owner_id, f.id, f.story_id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM flashcards f JOIN stories s ON s.id = f.story_id
		WHERE f.id = ? AND ` + storyOwner + `
		ON CONFLICT (owner_kind, owner_id, card_id) DO UPDATE SET updated_at = ?
		RETURNING ` + memoryColumns + `, updated_at,
		(SELECT desired_retention FROM study_settings WHERE owner_kind = ? AND owner_id = ?),
		(SELECT weights FROM study_settings WHERE owner_kind = ? AND owner_id = ?),
		COALESCE((SELECT reviews FROM study_settings WHERE owner_kind = ? AND owner_id = ?), 0),
		COALESCE((SELECT next_fit_reviews FROM study_settings WHERE owner_kind = ? AND owner_id = ?), ?)`

func (s *Service) memory(ctx context.Context, q store.Querier, owner domain.Account, cardID string) (Memory, error) {
	m, err := scanMemory(q.QueryRow(ctx, "SELECT "+memoryColumns+" FROM card_memory WHERE "+memoryKey,
		string(owner.Kind), owner.ID, cardID))
	if errors.Is(err, store.ErrNoRows) {
		return Memory{}, errNoCard
	}
	if err != nil {
		return Memory{}, fmt.Errorf("study: read memory of card %s: %w", cardID, err)
	}
	return m, nil
}

const memoryColumns = `card_id, story_id, state, stability, difficulty, step, reps, lapses, elapsed_days, scheduled_days, due, last_review`

// scanMemory scans memoryColumns, then the extra columns that follow them.
func scanMemory(r store.Row, extra ...any) (Memory, error) {
	var m Memory
	var state string
	var last *time.Time
	if err := r.Scan(append([]any{&m.CardID, &m.StoryID, &state, &m.Stability, &m.Difficulty, &m.Step, &m.Reps, &m.Lapses,
		&m.ElapsedDays, &m.ScheduledDays, &m.Due, &last}, extra...)...); err != nil {
		return Memory{}, err
	}
	m.State = parseState(state)
	m.Due = m.Due.UTC()
	if last != nil {
		m.LastReview = last.UTC()
	}
	return m, nil
}

var stateNames = map[fsrs.State]string{fsrs.StateNew: "new", fsrs.StateLearning: "learning", fsrs.StateReview: "review", fsrs.StateRelearning: "relearning"}

func stateName(s fsrs.State) string { return stateNames[s] }

func parseState(name string) fsrs.State {
	for s, n := range stateNames {
		if n == name {
			return s
		}
	}
	return fsrs.StateNew
}

// StateName is the wire and storage name of a state: new, learning, review
// or relearning.
func StateName(s fsrs.State) string { return stateName(s) }
