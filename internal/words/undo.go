package words

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Before is what a review may change of a learner's words, as it was before
// the review: kept with the review (study's review_log) so that undoing the
// review puts the words back (decision 0052).
type Before struct {
	Language string `json:"language"`
	// At is the review's time: every row the review wrote carries it as
	// updated_at, so a row written since (a tap in the reader, a later
	// review) is left as it is.
	At    time.Time    `json:"at"`
	Words []WordBefore `json:"words"`
}

// WordBefore is one word's row before the review; Status "" means it had
// none (the word was new).
type WordBefore struct {
	Word    string     `json:"word"`
	Status  Status     `json:"status,omitempty"`
	KnownAt *time.Time `json:"knownAt,omitempty"`
	Updated *time.Time `json:"updatedAt,omitempty"`
}

// ReadBefore reads, in the review's transaction, the rows of keys that
// Studied(owner, language, keys, …, at) may write.
func ReadBefore(ctx context.Context, q store.Querier, owner domain.Account, language string, keys []string, at time.Time) (Before, error) {
	if len(keys) > chunk {
		keys = keys[:chunk] // as Studied
	}
	b := Before{Language: language, At: at.UTC(), Words: make([]WordBefore, 0, len(keys))}
	if len(keys) == 0 {
		return b, nil
	}
	args := []any{string(owner.Kind), owner.ID, language}
	for _, k := range keys {
		args = append(args, k)
	}
	rows, err := q.Query(ctx, `SELECT word, status, known_at, updated_at FROM word_status WHERE owner_kind = ? AND owner_id = ? AND language = ?
		AND word IN (?`+strings.Repeat(", ?", len(keys)-1)+`)`, args...)
	if err != nil {
		return Before{}, fmt.Errorf("words: read before a review: %w", err)
	}
	defer rows.Close()
	had := map[string]WordBefore{}
	for rows.Next() {
		var w WordBefore
		var st string
		var updated time.Time
		if err := rows.Scan(&w.Word, &st, &w.KnownAt, &updated); err != nil {
			return Before{}, fmt.Errorf("words: read before a review: %w", err)
		}
		w.Status = Status(st)
		updated = updated.UTC()
		w.Updated = &updated
		if w.KnownAt != nil {
			k := w.KnownAt.UTC()
			w.KnownAt = &k
		}
		had[w.Word] = w
	}
	if err := rows.Err(); err != nil {
		return Before{}, fmt.Errorf("words: read before a review: %w", err)
	}
	for _, k := range keys {
		if w, ok := had[k]; ok {
			b.Words = append(b.Words, w)
		} else {
			b.Words = append(b.Words, WordBefore{Word: k})
		}
	}
	return b, nil
}

// Restore is the statements that put owner's words back as b holds them,
// each only if the review's write is still the row's last: a word the
// learner marked since keeps its mark.
func Restore(owner domain.Account, b Before) []store.Statement {
	var out []store.Statement
	for _, w := range b.Words {
		key := []any{string(owner.Kind), owner.ID, b.Language, w.Word, b.At}
		if w.Status == "" {
			out = append(out, store.Statement{SQL: `DELETE FROM word_status
				WHERE owner_kind = ? AND owner_id = ? AND language = ? AND word = ? AND updated_at = ?`, Args: key})
			continue
		}
		out = append(out, store.Statement{SQL: `UPDATE word_status SET status = ?, known_at = ?, updated_at = ?
			WHERE owner_kind = ? AND owner_id = ? AND language = ? AND word = ? AND updated_at = ?`,
			Args: append([]any{string(w.Status), w.KnownAt, w.Updated}, key...)})
	}
	return out
}
