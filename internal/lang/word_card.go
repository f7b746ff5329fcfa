package lang

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"
)

// WordCard makes the card of one word a learner picked in the reader
// (product §18): its front the word's lemma (else the word as written), its
// glosses the word's, its hint the sentence it was met in, with
// pronunciation and audio; a capability the pair lacks is noted in the
// card's Problems, as in a lesson.
func (e *Engine) WordCard(ctx context.Context, p Pair, w WordGloss, sentence string) (Card, error) {
	front := strings.TrimSpace(w.Lemma)
	if front == "" {
		front = strings.TrimSpace(w.Text)
	}
	if front == "" {
		return Card{}, fmt.Errorf("lang: word card: %w", ErrEmptyStory)
	}
	g := WordGloss{Text: front, End: utf8.RuneCountInString(front), POS: w.POS, Gloss: w.Gloss, Senses: w.Senses, Source: w.Source}
	c := Card{Kind: KindWord, Text: front, Glosses: []WordGloss{g}}
	if err := e.fillCard(ctx, p, &c, false, storyNames{}, true); err != nil {
		return Card{}, err
	}
	sense := w.Gloss
	if len(w.Senses) > 0 {
		sense = w.Senses[0]
	}
	c.Hints = []Hint{{Word: w.Text, Lemma: w.Lemma, POS: w.POS, Gloss: sense, Note: sentence}}
	return c, nil
}
