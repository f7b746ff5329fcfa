package fsrs

import (
	"context"
	"fmt"
	"os"
	"slices"
	"testing"
	"time"
)

// BenchmarkFit times a fit of a synthetic learner's 10,000 and 100,000
// reviews (same-day steps included; about half are usable).
//
//	go test -run '^$' -bench Fit -benchtime 3x ./internal/study/fsrs/
func BenchmarkFit(b *testing.B) {
	l := learners(0.5)[1]
	for _, n := range []int{10000, 100000} {
		h := l.simulate(n)
		b.Run(fmt.Sprintf("reviews=%d", n), func(b *testing.B) {
			var res FitResult
			for b.Loop() {
				var err error
				if res, err = Fit(context.Background(), h, [21]float64{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(res.Reviews), "usable")
		})
	}
}

// TestFitReport prints the benchmark of decision 0048 (docs/performance.md):
// default vs fitted vs true weights on held-back reviews, and how many reviews
// a fit needs. A minute or two of CPU, so it runs only when asked:
//
//	FSRS_FIT_REPORT=1 go test -run TestFitReport -v ./internal/study/fsrs/
func TestFitReport(t *testing.T) {
	if os.Getenv("FSRS_FIT_REPORT") == "" {
		t.Skip("set FSRS_FIT_REPORT=1 to print the fit benchmark")
	}
	t.Log("Held back: the last 20 % of each learner's reviews by time; fitted on the 80 % before.")
	t.Log("| learner | reviews (usable) | fit time | held back | log loss default / fitted / true | RMSE(bins) default / fitted / true |")
	t.Log("|---|---|---|---|---|---|")
	for _, spread := range []float64{0.5, 1} {
		for _, n := range []int{10000, 100000} {
			for _, l := range learners(spread) {
				if spread == 1 && l.w == DefaultWeights {
					continue // the same learner as at spread 0.5
				}
				h := l.simulate(n)
				cut := splitAt(h, 0.8)
				train := before(h, cut)
				start := time.Now()
				res, err := Fit(context.Background(), train, [21]float64{})
				if err != nil {
					t.Fatal(err)
				}
				took := time.Since(start)
				def, _ := EvaluateFrom(h, DefaultWeights, cut)
				fit, _ := EvaluateFrom(h, res.W, cut)
				truth, _ := EvaluateFrom(h, l.w, cut)
				t.Logf("| %s (spread %.1f) | %d (%d) | %.2f s | %d | %.4f / %.4f / %.4f | %.4f / %.4f / %.4f |",
					l.name, spread, reviews(train), res.Reviews, took.Seconds(), fit.N,
					def.LogLoss, fit.LogLoss, truth.LogLoss, def.RMSEBins, fit.RMSEBins, truth.RMSEBins)
			}
		}
	}
	t.Log("How many reviews a fit needs: fitted on a learner's reviews before the time they had made U usable")
	t.Log("ones, scored on all their later reviews; 5 learners × 4 simulations each (the default learner included).")
	t.Log("| spread | usable reviews | fitted better | mean log-loss gain | mean RMSE(bins) gain |")
	t.Log("|---|---|---|---|---|")
	for _, spread := range []float64{0.5, 1} {
		for _, usable := range []int{400, 1000, 2000} {
			better, total := 0, 0
			var gain, gainRMSE float64
			for _, l := range learners(spread) {
				for k := range 4 {
					sim := l
					sim.seed += uint64(k * 1000)
					h := sim.simulate(20000)
					cut := usableBy(h, usable)
					res, err := fit(context.Background(), before(h, cut), [21]float64{}, usable)
					if err != nil {
						t.Fatal(err)
					}
					def, _ := EvaluateFrom(h, DefaultWeights, cut)
					fit, _ := EvaluateFrom(h, res.W, cut)
					total++
					if fit.LogLoss < def.LogLoss {
						better++
					}
					gain += def.LogLoss - fit.LogLoss
					gainRMSE += def.RMSEBins - fit.RMSEBins
				}
			}
			t.Logf("| %.1f | %d | %d of %d | %+.4f | %+.4f |", spread, usable, better, total, gain/float64(total), gainRMSE/float64(total))
		}
	}
}

func reviews(h [][]Review) int {
	n := 0
	for _, c := range h {
		n += len(c)
	}
	return n
}

// usableBy is the time just after a learner's u-th usable review.
func usableBy(h [][]Review, u int) time.Time {
	cards, _, err := prepare(h)
	if err != nil {
		panic(err)
	}
	var ts []time.Time
	for _, c := range cards {
		for i, s := range c {
			if s.scored(i) {
				ts = append(ts, s.at)
			}
		}
	}
	slices.SortFunc(ts, time.Time.Compare)
	return ts[u-1].Add(time.Nanosecond)
}
