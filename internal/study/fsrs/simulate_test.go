package fsrs

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"
)

// A synthetic learner: the FSRS-6 model with known weights decides, with a
// seeded random draw, whether each review is recalled, while the cards are
// scheduled as Storyglot schedules them today (default weights, learning
// steps 1m 10m, relearning 10m). The learner reviews on the due day or late
// (up to a quarter of the interval), at any hour.
type learner struct {
	name string
	w    [21]float64
	seed uint64
}

var simStart = time.Date(2025, 1, 6, 0, 0, 0, 0, time.UTC)

// learners are the default weights and four learners whose weights are drawn
// around them with fixed seeds: each weight w4..w20 off by a normal draw times
// spread times its spread across learners (weightSpread), each initial
// stability times e^(spread·draw).
func learners(spread float64) []learner {
	out := []learner{{name: "default", w: DefaultWeights, seed: 1}}
	for i, name := range []string{"A", "B", "C", "D"} {
		seed := uint64(101 + i)
		rng := rand.New(rand.NewPCG(seed, 99))
		w := DefaultWeights
		for k := range w {
			if k < 4 {
				w[k] *= math.Exp(spread * rng.NormFloat64())
			} else {
				w[k] += spread * weightSpread[k] * rng.NormFloat64()
			}
		}
		clip(&w)
		slices.Sort(w[:4])
		out = append(out, learner{name: name, w: w, seed: seed})
	}
	return out
}

// simulate returns about n reviews of l (whole cards, one history each),
// oldest first, cards introduced evenly over a year.
func (l learner) simulate(n int) [][]Review {
	rng := rand.New(rand.NewPCG(l.seed, 7))
	truth, err := New(Parameters{W: l.w, RequestRetention: 0.9, MaximumInterval: 36500, EnableShortTerm: true,
		LearningSteps: DefaultParameters().LearningSteps, RelearningSteps: DefaultParameters().RelearningSteps})
	if err != nil {
		panic(err)
	}
	sched := Default()
	const days = 365
	end := simStart.Add(days * 24 * time.Hour)
	first := func() Rating { // Again 25 %, Hard 15 %, Good 45 %, Easy 15 %
		x := rng.Float64()
		switch {
		case x < 0.25:
			return Again
		case x < 0.40:
			return Hard
		case x < 0.85:
			return Good
		}
		return Easy
	}
	recalled := func() Rating { // Hard 15 %, Good 75 %, Easy 10 %
		x := rng.Float64()
		switch {
		case x < 0.15:
			return Hard
		case x < 0.90:
			return Good
		}
		return Easy
	}
	var out [][]Review
	total := 0
	for card := 0; total < n; card++ {
		day := card % (days - 30)
		at := simStart.Add(time.Duration(day)*24*time.Hour + time.Duration(8*3600+rng.IntN(14*3600))*time.Second)
		mem, sch := NewCard(at), NewCard(at)
		g := first()
		var h []Review
		for {
			h = append(h, Review{At: at, Rating: g})
			mem, _ = truth.Next(mem, at, g)
			sch, _ = sched.Next(sch, at, g)
			next := sch.Due.Add(time.Duration(rng.IntN(300)) * time.Second)
			if sch.ScheduledDays > 0 {
				next = sch.Due.Add(time.Duration(rng.Float64() * 0.25 * float64(sch.ScheduledDays) * float64(24*time.Hour)))
			}
			if !next.Before(end) {
				break
			}
			t := float64(calendarDays(mem.LastReview, next))
			if t == 0 { // same day: the hours count, so a step can be failed
				t = next.Sub(mem.LastReview).Hours() / 24
			}
			if rng.Float64() < truth.forgettingCurve(t, mem.Stability) {
				g = recalled()
			} else {
				g = Again
			}
			at = next
		}
		out = append(out, h)
		total += len(h)
	}
	return out
}

// splitAt is the time by which share of all reviews were made.
func splitAt(histories [][]Review, share float64) time.Time {
	var ts []time.Time
	for _, h := range histories {
		for _, r := range h {
			ts = append(ts, r.At)
		}
	}
	slices.SortFunc(ts, time.Time.Compare)
	return ts[int(float64(len(ts))*share)]
}

// before is each history cut to its reviews before t (cards not yet
// started are left out).
func before(histories [][]Review, t time.Time) [][]Review {
	var out [][]Review
	for _, h := range histories {
		k := 0
		for k < len(h) && h[k].At.Before(t) {
			k++
		}
		if k > 0 {
			out = append(out, h[:k])
		}
	}
	return out
}
