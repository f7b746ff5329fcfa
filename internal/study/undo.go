package study

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/leaderboard"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
	"github.com/storyglot/storyglot/internal/words"
)

// undoState is what a review changed beyond its own log row, as it was
// before: kept in review_log.undo_state so that undoing the review restores
// it exactly (decision 0052).
type undoState struct {
	Memory *memoryBefore `json:"memory"` // nil: the review made the memory
	Words  *words.Before `json:"words,omitempty"`
}

type memoryBefore struct {
	State         string     `json:"state"`
	Stability     float64    `json:"stability"`
	Difficulty    float64    `json:"difficulty"`
	Step          int        `json:"step"`
	Reps          int        `json:"reps"`
	Lapses        int        `json:"lapses"`
	ElapsedDays   int        `json:"elapsedDays"`
	ScheduledDays int        `json:"scheduledDays"`
	Due           time.Time  `json:"due"`
	LastReview    *time.Time `json:"lastReview,omitempty"`
}

func undoStateOf(before Memory, w *words.Before) (string, error) {
	u := undoState{Words: w}
	if before.State != fsrs.StateNew {
		m := memoryBefore{State: stateName(before.State), Stability: before.Stability, Difficulty: before.Difficulty, Step: before.Step,
			Reps: before.Reps, Lapses: before.Lapses, ElapsedDays: before.ElapsedDays, ScheduledDays: before.ScheduledDays, Due: before.Due.UTC()}
		if !before.LastReview.IsZero() {
			last := before.LastReview.UTC()
			m.LastReview = &last
		}
		u.Memory = &m
	}
	b, err := json.Marshal(u)
	if err != nil {
		return "", fmt.Errorf("study: encode what a review changes: %w", err)
	}
	return string(b), nil
}

// UndoInput names the review to undo.
type UndoInput struct {
	IdempotencyKey string
	TZOffset       int // the learner's day: only its reviews can be undone
	// Then runs in the undo's transaction once the review has left the log:
	// the server takes back the day's earned credits there (billing), so the
	// undo and the credits move together or not at all. May be nil.
	Then func(ctx context.Context, tx store.Tx) error
}

// UndoResult is the card as it is again.
type UndoResult struct {
	CardID  string
	StoryID string
	Grade   fsrs.Rating // the grade taken back
	// Memory is the memory restored; nil when the review had made it (the
	// card is new again).
	Memory *Memory
	Due    Due // what is due today afterwards: the totals and the card's lesson
}

var (
	errNoReview   = domain.Titled(domain.CodeNotFound, "Grade Not Found", "This grade is not on record: it may have been undone already.")
	errNotLatest  = domain.Titled(domain.CodeConflict, "Grade Kept", "This card was graded again after this grade: undo the later grade first.")
	errNotToday   = domain.Titled(domain.CodeConflict, "Grade Kept", "Only grades given today can be undone.")
	errNoUndoData = domain.Titled(domain.CodeConflict, "Grade Kept", "This grade was given before grades could be undone.")
)

// Undo takes back owner's review with the key: the card's memory, the
// review log, the words the review moved, the leaderboard points, and (in
// in.Then) the credits it earned return to what they were before it. Only
// the card's latest review, given in the learner's day, can be undone.
func (s *Service) Undo(ctx context.Context, owner domain.Account, in UndoInput) (UndoResult, error) {
	if in.IdempotencyKey == "" || len(in.IdempotencyKey) > MaxKeyLength {
		return UndoResult{}, invalid("A review's key has 1 to %d characters.", MaxKeyLength)
	}
	if err := checkTZ(in.TZOffset); err != nil {
		return UndoResult{}, err
	}
	k, id := string(owner.Kind), owner.ID
	var res UndoResult
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		var logID int64
		var stateBefore, stateAfter string
		var dueAfter, reviewedAt, createdAt time.Time
		var grade int
		var duration *int
		var undo, day *string
		err := tx.QueryRow(ctx, `SELECT id, card_id, story_id, grade, state_before, state_after, due_after, duration_ms, reviewed_at, created_at,
			study_day, undo_state FROM review_log WHERE owner_kind = ? AND owner_id = ? AND idempotency_key = ?`, k, id, in.IdempotencyKey).
			Scan(&logID, &res.CardID, &res.StoryID, &grade, &stateBefore, &stateAfter, &dueAfter, &duration, &reviewedAt, &createdAt, &day, &undo)
		if errors.Is(err, store.ErrNoRows) {
			return errNoReview
		}
		if err != nil {
			return fmt.Errorf("study: read review %s: %w", in.IdempotencyKey, err)
		}
		res.Grade = fsrs.Rating(grade)
		if undo == nil || day == nil {
			return errNoUndoData
		}
		var u undoState
		if err := json.Unmarshal([]byte(*undo), &u); err != nil {
			return fmt.Errorf("study: read what review %s changed: %w", in.IdempotencyKey, err)
		}
		now := s.now().UTC()
		if start := EndOfDay(now, in.TZOffset).AddDate(0, 0, -1); createdAt.Before(start) {
			return errNotToday
		}
		// The memory is the review's still (no later review of the card):
		// its row is locked by the update, as a review locks it.
		cur, err := scanMemory(tx.QueryRow(ctx, `UPDATE card_memory SET updated_at = updated_at
			WHERE `+memoryKey+` RETURNING `+memoryColumns, k, id, res.CardID))
		if errors.Is(err, store.ErrNoRows) {
			return errNotLatest
		}
		if err != nil {
			return fmt.Errorf("study: read memory of card %s: %w", res.CardID, err)
		}
		wantReps := 1
		if u.Memory != nil {
			wantReps = u.Memory.Reps + 1
		}
		if cur.Reps != wantReps || stateName(cur.State) != stateAfter || !cur.Due.Equal(dueAfter.UTC()) {
			return errNotLatest
		}
		before := Memory{CardID: res.CardID, StoryID: res.StoryID, State: fsrs.StateNew}
		stmts := []store.Statement{{SQL: `DELETE FROM review_log WHERE id = ?`, Args: []any{logID}}}
		if m := u.Memory; m == nil {
			stmts = append(stmts, store.Statement{SQL: `DELETE FROM card_memory WHERE ` + memoryKey,
				Args: []any{k, id, res.CardID}})
		} else {
			before = Memory{CardID: res.CardID, StoryID: res.StoryID, State: parseState(m.State), Stability: m.Stability, Difficulty: m.Difficulty,
				Step: m.Step, Reps: m.Reps, Lapses: m.Lapses, ElapsedDays: m.ElapsedDays, ScheduledDays: m.ScheduledDays, Due: m.Due.UTC()}
			var last any
			if m.LastReview != nil {
				before.LastReview = m.LastReview.UTC()
				last = before.LastReview
			}
			stmts = append(stmts, store.Statement{SQL: `UPDATE card_memory SET stability = ?, difficulty = ?, state = ?, step = ?, reps = ?,
				lapses = ?, elapsed_days = ?, scheduled_days = ?, due = ?, last_review = ?, updated_at = ?
				WHERE ` + memoryKey, Args: []any{before.Stability, before.Difficulty, m.State, before.Step,
				before.Reps, before.Lapses, before.ElapsedDays, before.ScheduledDays, before.Due, last, now, k, id, res.CardID}})
			res.Memory = &before
		}
		stmts = append(stmts, languageCountsUndone(owner, before, cur)...)
		stmts = append(stmts, studyDayUndone(owner, *day, parseState(stateBefore), res.Grade, duration)...)
		// The review no longer counts toward the learner's next fit (decision
		// 0049), and the learner's due total moves back with the memory
		// (decision 0062; a deleted memory has dropped it).
		var to *time.Time
		if res.Memory != nil {
			to = &res.Memory.Due
		}
		stmts = append(stmts, store.Statement{SQL: `UPDATE study_settings SET reviews = CASE WHEN reviews > 0 THEN reviews - 1 ELSE 0 END, ` + dueMove + `
			WHERE owner_kind = ? AND owner_id = ?`, Args: append(dueMoveArgs(&cur.Due, to), k, id)})
		if u.Words != nil {
			stmts = append(stmts, words.Restore(owner, *u.Words)...)
		}
		if err := store.ExecBatch(ctx, tx, stmts...); err != nil {
			return fmt.Errorf("study: undo review %s: %w", in.IdempotencyKey, err)
		}
		if owner.Kind == domain.AccountUser {
			if err := leaderboard.Unrecord(ctx, tx, owner.ID, res.StoryID, reviewedAt, leaderboard.Points(grade)); err != nil {
				return err
			}
		}
		if in.Then != nil {
			return in.Then(ctx, tx)
		}
		return nil
	})
	if err != nil {
		return UndoResult{}, err
	}
	// An undo answers all lessons' counts too, in any mode: undos are few,
	// and the round being undone shows whichever it needs.
	const allLessons = true
	if err := s.reviewDueRead(owner, res.CardID, in.TZOffset, allLessons, &res.Due).On(ctx, s.st.ReadOnly()); err != nil {
		return UndoResult{}, err
	}
	return res, nil
}

// languageCountsUndone is the statements that move owner's counts in the
// card's language back from after (the review's) to before.
func languageCountsUndone(owner domain.Account, before, after Memory) []store.Statement {
	studied := 0
	if before.State == fsrs.StateNew {
		studied = -1
	}
	st := languageMove(owner, before.StoryID, after.State, before.State, studied)
	if st == nil {
		return nil
	}
	out := []store.Statement{*st}
	if studied < 0 {
		// A language's row is made by its first studied card: back at
		// nothing, there is none.
		out = append(out, store.Statement{SQL: `DELETE FROM study_languages WHERE owner_kind = ? AND owner_id = ?
			AND studied = 0 AND learned = 0 AND relearning = 0`, Args: []any{string(owner.Kind), owner.ID}})
	}
	return out
}

// studyDayUndone is the statements that take one review out of its day's
// sums (studyDay's figures, subtracted from the day the log row names); a
// day back at no review is no row.
func studyDayUndone(owner domain.Account, day string, before fsrs.State, grade fsrs.Rating, durationMs *int) []store.Statement {
	first, inReview, passed := dayFigures(before, grade)
	dur := 0
	if durationMs != nil {
		dur = max(*durationMs, 0)
	}
	key := []any{string(owner.Kind), owner.ID, day}
	return []store.Statement{
		{SQL: `UPDATE study_days SET reviews = reviews - 1, cards_new = cards_new - ?, review_state_reviews = review_state_reviews - ?,
			review_state_passed = review_state_passed - ?, duration_ms = duration_ms - ? WHERE owner_kind = ? AND owner_id = ? AND day = ?`,
			Args: append([]any{first, inReview, passed, dur}, key...)},
		{SQL: `DELETE FROM study_days WHERE owner_kind = ? AND owner_id = ? AND day = ? AND reviews = 0`, Args: key},
	}
}
