package words

import (
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Change is what a review does to the words of its card (product §18).
type Change int

// The changes a review makes.
const (
	// Unchanged: the review moves no word.
	Unchanged Change = iota
	// Met: the card's first review; its new words become learning.
	Met
	// Forgotten: a word card graded Again; its word, known, is learning again.
	Forgotten
	// Learned: the card's stability crossed KnownStability with Good or
	// Easy; its words, new or learning, become known.
	Learned
)

// KnownStability is the stability (days) past which a card graded Good or
// Easy makes its words known: Anki's "mature" interval, 21 days.
const KnownStability = 21.0

// ChangeOf is the change of a review: kind is the card's ("word" or
// "sentence"), first whether it was the card's first review, grade 1–4,
// and the stabilities before and after it.
func ChangeOf(kind string, first bool, grade int, before, after float64) Change {
	switch {
	case grade >= 3 && before < KnownStability && after >= KnownStability:
		return Learned
	case grade == 1 && kind == "word":
		return Forgotten
	case first:
		return Met
	}
	return Unchanged
}

// Studied is the statement that applies change to owner's words keys in
// language, to be sent with the review's commit; nil when there is none.
// An ignored word stays ignored; a known word is made learning only by
// Again on its own card (a sentence's Again does not say which word was
// missed).
func Studied(owner domain.Account, language string, keys []string, change Change, at time.Time) *store.Statement {
	if change == Unchanged || len(keys) == 0 {
		return nil
	}
	status, conflict := Learning, "DO NOTHING"
	var knownAt any
	switch change {
	case Forgotten:
		conflict = "DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at WHERE word_status.status = 'known'"
	case Learned:
		status, knownAt = Known, at
		conflict = `DO UPDATE SET status = excluded.status, known_at = excluded.known_at, updated_at = excluded.updated_at
			WHERE word_status.status = 'learning'`
	}
	if len(keys) > chunk {
		keys = keys[:chunk]
	}
	args := make([]any, 0, 7*len(keys))
	for _, k := range keys {
		args = append(args, string(owner.Kind), owner.ID, language, k, string(status), knownAt, at)
	}
	return &store.Statement{SQL: `INSERT INTO word_status (owner_kind, owner_id, language, word, status, known_at, updated_at) VALUES ` +
		strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?, ?), ", len(keys)), ", ") +
		` ON CONFLICT (owner_kind, owner_id, language, word) ` + conflict, Args: args}
}
