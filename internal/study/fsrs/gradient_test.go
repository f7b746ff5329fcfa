package fsrs

import (
	"math"
	"testing"
	"time"
)

// The differentiable model predicts what the scheduler predicts, so fitted
// weights mean the same thing when the scheduler uses them.
func TestModelMatchesScheduler(t *testing.T) {
	for _, l := range learners(0.5) {
		cards, _, err := prepare(l.simulate(3000))
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(Parameters{W: l.w, RequestRetention: 0.9, MaximumInterval: 36500, EnableShortTerm: true})
		if err != nil {
			t.Fatal(err)
		}
		m := newModel(&l.w)
		n := 0
		for _, c := range cards {
			var want []float64
			replay(s, c, func(_ int, p float64) { want = append(want, p) })
			got := m.predictions(c)
			if len(got) != len(want) {
				t.Fatalf("%s: model predicts %d reviews, scheduler %d", l.name, len(got), len(want))
			}
			for i := range got {
				if math.Abs(got[i]-want[i]) > 1e-6 {
					t.Fatalf("%s: prediction %d = %v, scheduler %v", l.name, i, got[i], want[i])
				}
			}
			n += len(got)
		}
		if n < 1000 {
			t.Fatalf("%s: only %d predictions compared", l.name, n)
		}
	}
}

// predictions are the model's recall probabilities of c's predicted reviews.
func (m *model) predictions(c []step) []float64 {
	var out []float64
	s := maxDual(m.w[c[0].g-1], constant(0.1))
	d := m.initDifficulty(c[0].g).clamp(1, 10)
	for i := 1; i < len(c); i++ {
		var r dual
		if c[i].t > 0 {
			r = m.retrievability(float64(c[i].t), s)
			out = append(out, r.v)
		}
		switch {
		case c[i].t == 0:
			s = m.shortTermStability(s, c[i].g)
		case c[i].g == Again:
			s = m.lapseStability(d, s, r)
		default:
			s = m.recallStability(d, s, r, c[i].g)
		}
		d = m.nextDifficulty(d, c[i].g)
	}
	return out
}

// The gradient is the loss's derivative: central differences agree.
func TestGradientMatchesFiniteDifferences(t *testing.T) {
	l := learners(0.5)[2]
	cards, _, err := prepare(l.simulate(2000))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cards {
		for i := range c {
			if c[i].scored(i) {
				c[i].weight = 1
			}
		}
	}
	loss := func(w [21]float64) float64 {
		var g [21]float64
		m := newModel(&w)
		l := 0.0
		for _, c := range cards {
			l += m.gradient(c, len(c), &g)
		}
		return l
	}
	w := l.w
	w[7], w[17], w[18] = 0.05, 0.5, 0.3 // away from the clamps, where the derivative is one-sided
	var grad [21]float64
	m := newModel(&w)
	for _, c := range cards {
		m.gradient(c, len(c), &grad)
	}
	for i := range w {
		h := 1e-6 * math.Max(1, math.Abs(w[i]))
		up, down := w, w
		up[i] += h
		down[i] -= h
		fd := (loss(up) - loss(down)) / (2 * h)
		if math.Abs(fd-grad[i]) > 1e-3*math.Max(1, math.Abs(fd)) {
			t.Errorf("d loss / d w%d = %v, finite difference %v", i, grad[i], fd)
		}
	}
}

func TestEvaluateCountsAndBins(t *testing.T) {
	day := 24 * time.Hour
	t0 := time.Date(2025, 3, 1, 9, 0, 0, 0, time.UTC)
	h := [][]Review{
		{{t0, Good}, {t0.Add(10 * time.Minute), Good}, {t0.Add(3 * day), Good}, {t0.Add(10 * day), Again}},
		{{t0, Easy}, {t0.Add(8 * day), Good}},
	}
	m, err := Evaluate(h, DefaultWeights)
	if err != nil {
		t.Fatal(err)
	}
	// The same-day step is not predicted: 2 + 1 reviews.
	if m.N != 3 {
		t.Fatalf("N = %d, want 3", m.N)
	}
	// Recompute with the scheduler, review by review.
	s := Default()
	var preds []float64
	var ys []bool
	for _, c := range h {
		mem := NewCard(c[0].At)
		for i, r := range c {
			if i > 0 && calendarDays(c[i-1].At, r.At) > 0 {
				preds = append(preds, s.forgettingCurve(float64(calendarDays(mem.LastReview, r.At)), mem.Stability))
				ys = append(ys, r.Rating > Again)
			}
			mem, _ = s.Next(mem, r.At, r.Rating)
		}
	}
	want := 0.0
	for i, p := range preds {
		if ys[i] {
			want -= math.Log(p)
		} else {
			want -= math.Log(1 - p)
		}
	}
	want /= 3
	if math.Abs(m.LogLoss-want) > 1e-9 {
		t.Errorf("log loss %v, want %v", m.LogLoss, want)
	}
	// Bins (interval, long-term reviews + 1, lapses): 3 days → 248, 7 and 8
	// days → 898; lengths 2 and 3 → 4; no lapse before. So the last two share a
	// bin, and RMSE(bins) weighs each bin by its count.
	b1 := preds[0] - 1
	b2 := (preds[1]+preds[2])/2 - 0.5
	wantRMSE := math.Sqrt((b1*b1 + 2*b2*b2) / 3)
	if math.Abs(m.RMSEBins-wantRMSE) > 1e-9 {
		t.Errorf("RMSE(bins) %v, want %v", m.RMSEBins, wantRMSE)
	}
	// Scoring from a time keeps the earlier reviews as history only.
	late, err := EvaluateFrom(h, DefaultWeights, t0.Add(9*day))
	if err != nil || late.N != 1 || math.Abs(late.LogLoss+math.Log(1-preds[1])) > 1e-9 {
		t.Errorf("from day 9: %+v, %v; want the lapse alone", late, err)
	}
	if _, err := Evaluate([][]Review{{{t0, 0}}}, DefaultWeights); err == nil {
		t.Error("rating 0 accepted")
	}
}
