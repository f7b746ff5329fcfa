package lessons

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// CardWords returns, for each of the stories ids, the words of its cards in
// order: each sentence card's glosses, and each word card's word. It reads
// the cards of these stories only (a page of My Stories).
func (s *Service) CardWords(ctx context.Context, ids []string) (map[string][]lang.WordGloss, error) {
	out := map[string][]lang.WordGloss{}
	if len(ids) == 0 {
		return out, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT story_id, kind, front, glosses FROM flashcards WHERE story_id IN (?`+
		strings.Repeat(", ?", len(ids)-1)+`) ORDER BY story_id, position`, args...)
	if err != nil {
		return nil, fmt.Errorf("lessons: read the cards' words: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var story, kind, front, glosses string
		if err := rows.Scan(&story, &kind, &front, &glosses); err != nil {
			return nil, fmt.Errorf("lessons: read the cards' words: %w", err)
		}
		if kind == lang.KindWord {
			out[story] = append(out[story], lang.WordGloss{Text: front})
			continue
		}
		var ws []lang.WordGloss
		if err := json.Unmarshal([]byte(glosses), &ws); err != nil {
			return nil, fmt.Errorf("lessons: read the words of a card of %s: %w", story, err)
		}
		out[story] = append(out[story], ws...)
	}
	return out, rows.Err()
}
