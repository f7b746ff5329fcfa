package fsrs

import (
	"context"
	"errors"
	"math"
	"testing"
	"time"
)

// A fit to the first 80 % of a synthetic learner's reviews predicts the last
// 20 % better than the default weights, and nearly as well as the weights that
// made the reviews.
func TestFitRecoversLearners(t *testing.T) {
	for _, l := range learners(0.5) {
		t.Run(l.name, func(t *testing.T) {
			h := l.simulate(10000)
			cut := splitAt(h, 0.8)
			res, err := Fit(context.Background(), before(h, cut), [21]float64{})
			if err != nil {
				t.Fatal(err)
			}
			def, _ := EvaluateFrom(h, DefaultWeights, cut)
			fit, _ := EvaluateFrom(h, res.W, cut)
			truth, _ := EvaluateFrom(h, l.w, cut)
			t.Logf("held back %d: log loss default %.4f, fitted %.4f, true %.4f; RMSE(bins) %.4f, %.4f, %.4f",
				fit.N, def.LogLoss, fit.LogLoss, truth.LogLoss, def.RMSEBins, fit.RMSEBins, truth.RMSEBins)
			if fit.N < 1000 {
				t.Fatalf("only %d held-back reviews", fit.N)
			}
			if l.w == DefaultWeights {
				// Nothing to gain: the fit must not lose much.
				if fit.LogLoss > truth.LogLoss+0.003 {
					t.Errorf("fitted log loss %.4f, true (default) %.4f", fit.LogLoss, truth.LogLoss)
				}
				return
			}
			if fit.LogLoss >= def.LogLoss {
				t.Errorf("fitted log loss %.4f is not below the default's %.4f", fit.LogLoss, def.LogLoss)
			}
			if gap, room := fit.LogLoss-truth.LogLoss, def.LogLoss-truth.LogLoss; gap > 0.3*room {
				t.Errorf("fitted log loss %.4f is %.4f above the true weights' %.4f; the default is %.4f above", fit.LogLoss, gap, truth.LogLoss, room)
			}
			if fit.RMSEBins >= def.RMSEBins {
				t.Errorf("fitted RMSE(bins) %.4f is not below the default's %.4f", fit.RMSEBins, def.RMSEBins)
			}
		})
	}
}

// The result reports the fit on the histories given, as Evaluate measures it.
func TestFitResultIsEvaluate(t *testing.T) {
	h := learners(0.5)[1].simulate(4000)
	res, err := Fit(context.Background(), h, [21]float64{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := Evaluate(h, res.W)
	if err != nil {
		t.Fatal(err)
	}
	if res.Reviews != m.N || res.LogLoss != m.LogLoss || res.RMSEBins != m.RMSEBins {
		t.Errorf("result %+v, Evaluate %+v", res, m)
	}
	def, _ := Evaluate(h, DefaultWeights)
	if res.LogLoss >= def.LogLoss {
		t.Errorf("on its own reviews the fit's log loss %.4f is not below the default's %.4f", res.LogLoss, def.LogLoss)
	}
}

func TestFitTooFewReviews(t *testing.T) {
	t0 := time.Date(2025, 1, 1, 9, 0, 0, 0, time.UTC)
	// Each card: a first review, a same-day step (not usable), then one review a
	// day later (usable).
	card := func() []Review {
		return []Review{{t0, Good}, {t0.Add(10 * time.Minute), Good}, {t0.Add(24 * time.Hour), Again}}
	}
	var h [][]Review
	for range MinReviewsToFit - 1 {
		h = append(h, card())
	}
	for _, tc := range []struct {
		name      string
		histories [][]Review
	}{{"none", nil}, {"empty cards", [][]Review{{}, {}}}, {"one short", h}} {
		if _, err := Fit(context.Background(), tc.histories, [21]float64{}); !errors.Is(err, ErrTooFewReviews) {
			t.Errorf("%s: err = %v, want ErrTooFewReviews", tc.name, err)
		}
	}
	if _, err := Fit(context.Background(), append(h, card()), [21]float64{}); err != nil {
		t.Errorf("%d usable reviews: %v", MinReviewsToFit, err)
	}
	if _, err := Fit(context.Background(), [][]Review{{{t0, 7}}}, [21]float64{}); err == nil || errors.Is(err, ErrTooFewReviews) {
		t.Errorf("rating 7: err = %v, want an invalid rating", err)
	}
}

func TestFitHonoursContext(t *testing.T) {
	h := learners(0.5)[2].simulate(30000)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Fit(ctx, h, [21]float64{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := Fit(ctx, h, [21]float64{})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("deadline: err = %v", err)
	}
	// One batch is a few hundred reviews: the fit stops within moments of the deadline
	// (the bound is loose for a loaded machine).
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the fit stopped %v after it started, deadline 20ms", d)
	}
}

// Weights stay in the reference's ranges whatever the start, and the initial
// stabilities stay ordered by grade.
func TestFitClampsWeights(t *testing.T) {
	h := learners(0.5)[3].simulate(3000)
	var wild [21]float64
	for i := range wild {
		wild[i] = 1000 * float64(1-2*(i%2)) // +1000, −1000, …
	}
	for _, start := range [][21]float64{{}, wild} {
		res, err := Fit(context.Background(), h, start)
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range res.W {
			if r := weightRange[i]; w < r[0] || w > r[1] || math.IsNaN(w) {
				t.Errorf("start %v: w%d = %v outside [%v, %v]", start[0], i, w, r[0], r[1])
			}
		}
		if !(res.W[0] <= res.W[1] && res.W[1] <= res.W[2] && res.W[2] <= res.W[3]) {
			t.Errorf("initial stabilities out of order: %v", res.W[:4])
		}
	}
}

func TestFitDeterministic(t *testing.T) {
	h := learners(0.5)[4].simulate(5000)
	a, err := Fit(context.Background(), h, [21]float64{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Fit(context.Background(), h, [21]float64{})
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Errorf("two fits differ:\n%+v\n%+v", a, b)
	}
	if a.W == DefaultWeights {
		t.Error("the fit returned the defaults")
	}
}
