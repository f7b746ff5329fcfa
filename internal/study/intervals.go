package study

import (
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// Intervals is how long until a card is due again after each grade, as the
// grade buttons show it ("<1m · 6m · 1d · 4d").
type Intervals struct {
	Again, Hard, Good, Easy time.Duration
}

// Intervals answers, for a card with memory m (nil: never reviewed), how far
// from at the card would be due after each grade: the very scheduling Review
// does with the learner's scheduler, without recording anything.
func (sc Scheduler) Intervals(m *Memory, at time.Time) (Intervals, error) {
	at = at.UTC().Truncate(time.Microsecond)
	card := fsrs.NewCard(at)
	if m != nil {
		card = m.card()
	}
	// As in Review: a review never counts as given before the last one.
	when := at
	if card.LastReview.After(when) {
		when = card.LastReview
	}
	var out [4]time.Duration
	for i, r := range []fsrs.Rating{fsrs.Again, fsrs.Hard, fsrs.Good, fsrs.Easy} {
		next, err := sc.f.Next(card, when, r)
		if err != nil {
			return Intervals{}, fmt.Errorf("study: intervals of card %s: %w", cardIDOf(m), err)
		}
		out[i] = max(next.Due.Sub(at), 0)
	}
	return Intervals{Again: out[0], Hard: out[1], Good: out[2], Easy: out[3]}, nil
}

func cardIDOf(m *Memory) string {
	if m == nil {
		return "(new)"
	}
	return m.CardID
}
