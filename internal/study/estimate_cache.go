package study

import (
	"math"
	"slices"
	"time"
)

// estimateLearners bounds the learners whose estimates are kept: each
// entry is a few hundred bytes.
const estimateLearners = 1024

// estimateState is what a learner's estimates depend on besides the
// retention: their weights, their memories (the count of them, and the
// review count, which every review and undo moves) and the simulated year,
// which ends with the learner's day. A change of any is a new state, never
// a stale estimate. (A review undone and another card reviewed brings the
// count back: the estimate kept is then one card's review behind, which
// no figure shown can tell.)
type estimateState struct {
	weights  string
	memories int
	reviews  int
	end      time.Time
}

// learnerEstimates are the reviews a day simulated for one learner in one
// state, all from the sample read from start on, so that a retention added
// later (the learner's slider) is simulated on the same cards with the same
// draws as the others. Never changed once kept: with returns a new one.
type learnerEstimates struct {
	state estimateState
	start string
	known []Estimate // in the order simulated
}

// at returns the reviews a day at retention r, if simulated.
func (l *learnerEstimates) at(r float64) (float64, bool) {
	i := slices.IndexFunc(l.known, func(e Estimate) bool { return math.Abs(e.Retention-r) < 1e-9 })
	if i < 0 {
		return 0, false
	}
	return l.known[i].ReviewsPerDay, true
}

// estimateOwnKept bounds the retentions kept besides EstimateRetentions:
// the learner's latest few.
const estimateOwnKept = 4

// with is l with added, keeping EstimateRetentions and the latest
// estimateOwnKept others.
func (l *learnerEstimates) with(added []Estimate) *learnerEstimates {
	all := append(slices.Clone(l.known), added...)
	next := &learnerEstimates{state: l.state, start: l.start}
	own := 0
	for i := len(all) - 1; i >= 0; i-- {
		e := all[i]
		onGrid := slices.ContainsFunc(EstimateRetentions, func(r float64) bool { return math.Abs(r-e.Retention) < 1e-9 })
		if !onGrid {
			if own == estimateOwnKept {
				continue
			}
			own++
		}
		next.known = append(next.known, e)
	}
	slices.Reverse(next.known) // oldest first, as added
	return next
}
