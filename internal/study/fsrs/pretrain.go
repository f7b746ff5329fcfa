package fsrs

import (
	"math"
	"slices"
)

// pretrain estimates the initial stabilities w0..w3 from first-review
// outcomes, as the reference optimizer does before gradient descent: for each
// first grade, the cards whose second review came a day or more later give a
// recall rate per interval, and a ternary search finds the stability whose
// forgetting curve (with decay w[20]) fits them best, pulled lightly towards
// the starting value. Cards with same-day steps between are left to the
// gradient descent, which also fits w0..w3.
//
// It returns the stabilities and how many cards gave each; a grade without
// cards keeps its start value scaled as the others moved (a simplification of
// the reference's geometric interpolation).
func pretrain(cards [][]step, w [21]float64) (s0 [4]float64, counts [4]int) {
	type cell struct{ recalled, n float64 }
	groups := [4]map[int]*cell{}
	passed, total := 0.0, 0.0
	for _, c := range cards {
		for i, st := range c {
			if st.scored(i) {
				total++
				if st.g > Again {
					passed++
				}
			}
		}
		if len(c) < 2 || c[1].t == 0 {
			continue
		}
		g := c[0].g - 1
		if groups[g] == nil {
			groups[g] = map[int]*cell{}
		}
		x := groups[g][c[1].t]
		if x == nil {
			x = &cell{}
			groups[g][c[1].t] = x
		}
		x.n++
		if c[1].g > Again {
			x.recalled++
		}
	}
	avg := 0.9
	if total > 0 {
		avg = passed / total
	}
	decay, factor := -w[20], math.Exp(math.Log(0.9)/-w[20])-1
	found := [4]bool{}
	for g, cells := range groups {
		s0[g] = w[g]
		if len(cells) == 0 {
			continue
		}
		ts := make([]int, 0, len(cells))
		n := 0.0
		for t, x := range cells {
			ts = append(ts, t)
			n += x.n
		}
		slices.Sort(ts)
		loss := func(s float64) float64 {
			l := math.Abs(s-w[g]) / 16
			for _, t := range ts {
				x := cells[t]
				y := (x.recalled/x.n*n + avg) / (n + 1) // smoothed towards the learner's average, as the reference does
				p := clipP(math.Pow(1+factor*float64(t)/s, decay))
				l -= math.Sqrt(x.n) * (y*math.Log(p) + (1-y)*math.Log(1-p))
			}
			return l
		}
		lo, hi := weightRange[g][0], weightRange[g][1]
		for it := 0; it < 200 && hi-lo > 1e-6; it++ {
			m1, m2 := lo+(hi-lo)/3, hi-(hi-lo)/3
			if loss(m1) < loss(m2) {
				hi = m2
			} else {
				lo = m1
			}
		}
		s0[g], counts[g], found[g] = (lo+hi)/2, int(n), true
	}
	fillAndOrder(&s0, counts, found, w)
	return s0, counts
}

// fillAndOrder gives the grades without data their start value times the mean
// ratio of the others to theirs, then keeps the stabilities ordered by grade
// (Again ≤ Hard ≤ Good ≤ Easy): of a pair out of order, the one fewer cards
// gave takes the other's value.
func fillAndOrder(s0 *[4]float64, counts [4]int, found [4]bool, w [21]float64) {
	logRatio, k := 0.0, 0
	for g := range s0 {
		if found[g] {
			logRatio += math.Log(s0[g] / w[g])
			k++
		}
	}
	if k == 0 {
		return
	}
	for g := range s0 {
		if !found[g] {
			s0[g] = clamp(w[g]*math.Exp(logRatio/float64(k)), weightRange[g][0], weightRange[g][1])
		}
	}
	for _, p := range [][2]int{{0, 1}, {1, 2}, {2, 3}, {0, 2}, {1, 3}, {0, 3}} {
		a, b := p[0], p[1]
		if s0[a] > s0[b] {
			if counts[a] > counts[b] {
				s0[b] = s0[a]
			} else {
				s0[a] = s0[b]
			}
		}
	}
}
