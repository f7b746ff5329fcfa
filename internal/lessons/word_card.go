package lessons

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
)

// MaxWordCards bounds the word cards a learner adds to one lesson.
const MaxWordCards = 200

// AddWordCard makes a word the learner picked in the reader a card of their
// finished lesson, free (product §18): the word's lemma on the front, its
// gloss on the back, the sentence it was met in as its hint. A word the
// lesson already has a word card for returns that card (created false).
func (s *Service) AddWordCard(ctx context.Context, owner domain.Account, storyID string, w lang.WordGloss, sentence string) (Card, bool, error) {
	st, err := s.Get(ctx, owner, storyID)
	if err != nil {
		return Card{}, false, err
	}
	if st.Status != StatusCompleted {
		return Card{}, false, domain.Titled(domain.CodeConflict, "Lesson Not Ready", "Words can be added once the lesson is made.")
	}
	w.Text, w.Lemma = strings.TrimSpace(w.Text), strings.TrimSpace(w.Lemma)
	if w.Text == "" && w.Lemma == "" {
		return Card{}, false, domain.Titled(domain.CodeInvalid, "Invalid Word", "Please pick a word of the lesson.")
	}
	if c, ok, err := s.wordCardOf(ctx, s.st.ReadOnly(), storyID, w); err != nil || ok {
		return c, false, err
	}
	p, err := lang.NewPair(st.TargetLanguage, st.NativeLanguage)
	if err != nil {
		return Card{}, false, fmt.Errorf("lessons: word card: %w", err)
	}
	made, err := s.engine.WordCard(ctx, p, w, sentence)
	if err != nil {
		return Card{}, false, fmt.Errorf("lessons: word card: %w", err)
	}
	c := storedCard(storyID, made)
	c.ID = newID()
	hints, _ := json.Marshal(c.Hints)
	glosses, _ := json.Marshal(c.Glosses)
	problems, _ := json.Marshal(c.Problems)
	var existing Card
	found := false
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		// Checked again in the transaction: two taps at once make one card.
		var ok bool
		var err error
		if existing, ok, err = s.wordCardOf(ctx, tx, storyID, w); err != nil || ok {
			found = ok
			if err != nil {
				return err
			}
			return s.noteOrphans(ctx, tx, nonEmpty(c.AudioKey, c.ImageKey)) // the audio made for nothing goes to the sweep
		}
		var n, words int
		if err := tx.QueryRow(ctx, "SELECT COALESCE(MAX(position), -1) + 1, COALESCE(SUM(CASE WHEN kind = 'word' THEN 1 ELSE 0 END), 0) FROM flashcards WHERE story_id = ?",
			storyID).Scan(&n, &words); err != nil {
			return fmt.Errorf("lessons: word card position: %w", err)
		}
		if words >= MaxWordCards {
			return domain.Titled(domain.CodeConflict, "Too Many Word Cards",
				fmt.Sprintf("A lesson holds at most %d word cards.", MaxWordCards))
		}
		c.Position = n
		if _, err := tx.Exec(ctx, `INSERT INTO flashcards (id, story_id, position, kind, front, back, back_provider, machine_draft,
			pronunciation, audio_key, image_key, hints, glosses, back_unknown, problems, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			c.ID, storyID, c.Position, c.Kind, c.Front, c.Back, c.BackProvider, false, c.Pronunciation,
			nullable(c.AudioKey), nullable(c.ImageKey), string(hints), string(glosses), "[]", string(problems), s.now().UTC()); err != nil {
			return fmt.Errorf("lessons: write word card: %w", err)
		}
		_, err = tx.Exec(ctx, "UPDATE stories SET cards_total = cards_total + 1, updated_at = ? WHERE id = ?", s.now().UTC(), storyID)
		return err
	})
	if err != nil {
		// The files made for the card are nobody's (the learner left, the
		// lesson is full): the sweep takes them unless something else uses
		// the same bytes, noted whatever became of the learner (decision 0069).
		kept, cancel := store.Detach(ctx)
		defer cancel()
		if nerr := s.noteOrphans(kept, s.st, nonEmpty(c.AudioKey, c.ImageKey)); nerr != nil {
			s.log.WarnContext(kept, "note a word card's files", "err", nerr)
		}
		return Card{}, false, err
	}
	if found {
		return existing, false, nil
	}
	cards, err := cardsWhere(ctx, s.st, "id = ?", c.ID)
	if err != nil || len(cards) == 0 {
		return Card{}, false, fmt.Errorf("lessons: read word card: %w", err)
	}
	return cards[0], true, nil
}

// wordCardOf is the lesson's word card of w (its front is w's lemma or
// text, compared ignoring case), if it has one.
func (s *Service) wordCardOf(ctx context.Context, q store.Querier, storyID string, w lang.WordGloss) (Card, bool, error) {
	front := w.Lemma
	if front == "" {
		front = w.Text
	}
	cards, err := cardsWhere(ctx, q, "story_id = ? AND kind = 'word' ORDER BY position", storyID)
	if err != nil {
		return Card{}, false, fmt.Errorf("lessons: read word cards: %w", err)
	}
	for _, c := range cards {
		if strings.EqualFold(c.Front, front) {
			return c, true, nil
		}
	}
	return Card{}, false, nil
}
