package study

import (
	"strconv"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// A learner's cards due by the end of their day are kept in their
// study_settings row (decision 0062): due_end is the day's end counted
// (NULL: none kept), due_count the memories due by then, exact unless
// due_more says the count stopped at dueRecountLimit entries. A review moves
// the count in the statement that counts it for the next fit (countReview),
// an undo in the one that takes it back (dueMove): the row every review
// already locks, so none waits on one more. A memory deleted or moved to
// another owner drops the count (migration 0043's triggers). A review in
// Random mode, which answers with the total, recounts when the kept count is
// of another day or time zone, or is a floor that fell to the cap
// (dueRecount): a recount reads up to dueRecountLimit index entries, and a
// floor counts down from there for DueCountCap reviews at least, so a review
// reads about two entries of the index on the average, not 1,001.

// dueRecountLimit is where a recount stops: twice the cap, so that a floor
// lasts DueCountCap reviews before the next recount.
const dueRecountLimit = 2*DueCountCap + 1

// dueMove is the SET term of a statement on study_settings that moves the
// kept due total for a memory whose due time goes from one time to another
// (arguments: dueMoveArgs). It compares both with the kept due_end, so it
// is right whichever day and time zone are kept, and does nothing when none
// is.
const dueMove = `due_count = study_settings.due_count + CASE WHEN ? <= study_settings.due_end THEN 1 ELSE 0 END
	- CASE WHEN ? <= study_settings.due_end THEN 1 ELSE 0 END`

// dueMoveArgs are dueMove's arguments for a memory due at from, then at to;
// nil is no memory (a card before its first review, or after an undo of
// it).
func dueMoveArgs(from, to *time.Time) []any {
	return []any{timeOrNil(to), timeOrNil(from)}
}

func timeOrNil(t *time.Time) any {
	if t == nil {
		return nil
	}
	return *t
}

// dueRecount is the statement that recounts owner's due cards by end unless
// the kept count serves: it is of end, and exact or more than the cap. It
// follows countReview's statement, whose lock on the learner's row makes its
// snapshot (a statement's own, on PostgreSQL) see every review that moved
// the count before it: a review after it waits for the row and moves the
// recounted count.
func dueRecount(owner domain.Account, end time.Time) store.Statement {
	k, id := string(owner.Kind), owner.ID
	// The count is a subquery of the SET, evaluated only for a row the WHERE
	// keeps (in a FROM, the plan decides, and SQLite 3.40 counted first).
	return store.Statement{SQL: `UPDATE study_settings SET due_end = ?, (due_count, due_more) = (SELECT n, CASE WHEN n >= ? THEN 1 ELSE 0 END
		FROM (SELECT COUNT(*) AS n FROM (SELECT 1 FROM card_memory WHERE ` + dueOwner + ` AND due <= ? ORDER BY due LIMIT ?) due_cap) r)
		WHERE owner_kind = ? AND owner_id = ? AND NOT (due_end IS NOT NULL AND due_end = ? AND (due_more = 0 OR due_count > ?))`,
		Args: []any{end, dueRecountLimit, id, end, dueRecountLimit, k, id, end, DueCountCap}}
}

// dueKept is the subquery of owner's kept due total by a time (arguments:
// end, end, kind, id): the count, DueCountCap + 1 for a floor above the cap,
// or NULL when none serves, for the caller to count (COALESCE with
// dueTotal).
var dueKept = `(SELECT CASE WHEN c.due_end = ? AND c.due_more = 0 THEN c.due_count
	WHEN c.due_end = ? AND c.due_count > ` + strconv.Itoa(DueCountCap) + ` THEN ` + strconv.Itoa(DueCountCap+1) + ` END
	FROM study_settings c WHERE c.owner_kind = ? AND c.owner_id = ?)`
