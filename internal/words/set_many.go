package words

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/domain"
)

// MaxSetMany bounds the words one SetMany marks (a story's words).
const MaxSetMany = 500

// SetMany gives many of owner's words in language the status st at once, in
// one statement ("I know the rest of this story"); it returns their keys,
// each once, in order. A word of 0 or more than MaxWordChars characters
// refuses them all.
func (s *Service) SetMany(ctx context.Context, owner domain.Account, language string, words []string, st Status) ([]string, error) {
	code, err := checkLanguage(language)
	if err != nil {
		return nil, err
	}
	if !st.Valid() {
		return nil, invalid("The status must be new, learning, known or ignored.")
	}
	if len(words) == 0 || len(words) > MaxSetMany {
		return nil, invalid("Mark 1 to %d words at once.", MaxSetMany)
	}
	seen := map[string]bool{}
	var keys []string
	for _, w := range words {
		k := Key(w, "")
		if k == "" || utf8.RuneCountInString(k) > MaxWordChars {
			return nil, invalid("A word is 1 to %d characters.", MaxWordChars)
		}
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	if st == New {
		args := []any{string(owner.Kind), owner.ID, code}
		for _, k := range keys {
			args = append(args, k)
		}
		if _, err := s.st.Exec(ctx, `DELETE FROM word_status WHERE owner_kind = ? AND owner_id = ? AND language = ? AND word IN (?`+
			strings.Repeat(", ?", len(keys)-1)+`)`, args...); err != nil {
			return nil, fmt.Errorf("words: forget %d words: %w", len(keys), err)
		}
		return keys, nil
	}
	var knownAt any
	if st == Known {
		knownAt = now
	}
	args := make([]any, 0, 7*len(keys))
	for _, k := range keys {
		args = append(args, string(owner.Kind), owner.ID, code, k, string(st), knownAt, now)
	}
	if _, err := s.st.Exec(ctx, `INSERT INTO word_status (owner_kind, owner_id, language, word, status, known_at, updated_at) VALUES `+
		strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?, ?), ", len(keys)), ", ")+`
		ON CONFLICT (owner_kind, owner_id, language, word) DO UPDATE SET status = excluded.status,
		known_at = CASE WHEN word_status.status = 'known' AND excluded.status = 'known' THEN word_status.known_at ELSE excluded.known_at END,
		updated_at = excluded.updated_at`, args...); err != nil {
		return nil, fmt.Errorf("words: set %d words %s: %w", len(keys), st, err)
	}
	return keys, nil
}
