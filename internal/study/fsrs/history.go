package fsrs

import (
	"fmt"
	"math"
	"time"
)

// step is one review of a card as the model reads it: the grade and the
// calendar days since the card's previous review (0 for the first review and
// for a review on the same day, as the scheduler counts them).
type step struct {
	t      int
	g      Rating
	at     time.Time
	weight float64 // its weight in the training loss (recency); 0 if not in the loss
}

// scored reports whether the model predicts this review: every review after
// the card's first that comes at least a calendar day after the one before.
// A same-day review is predicted as certain (R = 1), so it only moves the
// memory state (the short-term stability), as in FSRS-6's training.
func (s step) scored(i int) bool { return i > 0 && s.t > 0 }

// prepare turns histories (one per card, oldest first) into steps, counting
// the reviews the model predicts.
func prepare(histories [][]Review) (cards [][]step, scored int, err error) {
	cards = make([][]step, 0, len(histories))
	for ci, h := range histories {
		if len(h) == 0 {
			continue
		}
		c := make([]step, len(h))
		for i, r := range h {
			if !r.Rating.Valid() {
				return nil, 0, fmt.Errorf("fsrs: card %d review %d: rating %d is not 1..4", ci, i, r.Rating)
			}
			c[i] = step{g: r.Rating, at: r.At}
			if i > 0 {
				c[i].t = max(calendarDays(h[i-1].At, r.At), 0)
			}
			if c[i].scored(i) {
				scored++
			}
		}
		cards = append(cards, c)
	}
	return cards, scored, nil
}

// replay runs a card's reviews through the scheduler's own memory formulas
// with weights s, calling visit with the predicted recall probability of each
// review the model predicts (index i of the card's reviews).
func replay(s *Scheduler, c []step, visit func(i int, p float64)) {
	mem := Card{}
	for i, st := range c {
		t := float64(st.t)
		r := -1.0
		if i > 0 {
			r = s.forgettingCurve(t, mem.Stability)
			if st.scored(i) {
				visit(i, r)
			}
		}
		next, err := s.nextDS(mem, t, st.g, r)
		if err != nil { // unreachable: clamps keep the state valid
			return
		}
		mem = next
	}
}

// clipP keeps a probability away from 0 and 1 so that a log loss is finite.
func clipP(p float64) float64 { return math.Min(math.Max(p, 1e-7), 1-1e-7) }

// logLoss is the binary cross-entropy of one prediction p of a recall y.
func logLoss(p float64, recalled bool) float64 {
	p = clipP(p)
	if recalled {
		return -math.Log(p)
	}
	return -math.Log(1 - p)
}
