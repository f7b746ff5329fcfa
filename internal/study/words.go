package study

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
	"github.com/storyglot/storyglot/internal/words"
)

// wordsStudied is the statement that moves the statuses of the card's
// words by this review (product §18, words.ChangeOf), or nil. Only a review
// that can move one (the card's first, an Again, or one that crosses the
// known stability) reads the card's words, inside the transaction, and
// what they were before it (for an undo, decision 0052).
func (s *Service) wordsStudied(ctx context.Context, tx store.Tx, owner domain.Account, cardID string, before, after Memory,
	grade fsrs.Rating, at time.Time) (*store.Statement, *words.Before, error) {
	first := before.State == fsrs.StateNew
	crossed := grade >= fsrs.Good && before.Stability < words.KnownStability && after.Stability >= words.KnownStability
	if !first && grade != fsrs.Again && !crossed {
		return nil, nil, nil
	}
	var kind, front, glosses, language string
	if err := tx.QueryRow(ctx, `SELECT f.kind, f.front, f.glosses, s.target_language FROM flashcards f JOIN stories s ON s.id = f.story_id
		WHERE f.id = ?`, cardID).Scan(&kind, &front, &glosses, &language); err != nil {
		return nil, nil, fmt.Errorf("study: read words of card %s: %w", cardID, err)
	}
	change := words.ChangeOf(kind, first, int(grade), before.Stability, after.Stability)
	if change == words.Unchanged {
		return nil, nil, nil
	}
	var ws []lang.WordGloss
	if glosses != "" {
		if err := json.Unmarshal([]byte(glosses), &ws); err != nil {
			return nil, nil, fmt.Errorf("study: read words of card %s: %w", cardID, err)
		}
	}
	keys := words.KeysOf(ws)
	if kind == "word" {
		// A word card is its word (the lemma), whatever its glosses hold.
		keys = []string{words.Key(front, "")}
	}
	st := words.Studied(owner, language, keys, change, at)
	if st == nil {
		return nil, nil, nil
	}
	b, err := words.ReadBefore(ctx, tx, owner, language, keys, at)
	if err != nil {
		return nil, nil, err
	}
	return st, &b, nil
}
