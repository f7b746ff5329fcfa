package fsrs

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"time"
)

// Metrics tell how well weights predict a learner's recalls, as the open
// spaced-repetition benchmark (srs-benchmark) measures them.
type Metrics struct {
	LogLoss  float64 // mean binary cross-entropy of recall (grade > Again)
	RMSEBins float64 // RMSE(bins): predicted vs. actual recall rate over bins, weighted by count
	N        int     // reviews predicted
}

// Evaluate measures weights w on histories (one per card, oldest first): every
// review after a card's first that comes at least a calendar day after the
// previous one is predicted with the scheduler's formulas.
func Evaluate(histories [][]Review, w [21]float64) (Metrics, error) {
	return EvaluateFrom(histories, w, time.Time{})
}

// EvaluateFrom is Evaluate scoring only the reviews at or after from; the
// earlier ones still shape each card's memory. Fitting on the reviews before
// a time and evaluating from it measures the fit on reviews it never saw.
func EvaluateFrom(histories [][]Review, w [21]float64, from time.Time) (Metrics, error) {
	cards, _, err := prepare(histories)
	if err != nil {
		return Metrics{}, err
	}
	return evaluate(cards, w, from)
}

func evaluate(cards [][]step, w [21]float64, from time.Time) (Metrics, error) {
	s, err := New(Parameters{W: w, RequestRetention: 0.9, MaximumInterval: 36500, EnableShortTerm: true})
	if err != nil {
		return Metrics{}, fmt.Errorf("fsrs: evaluate: %w", err)
	}
	var m Metrics
	var sum float64
	bins := map[binKey]*bin{}
	for _, c := range cards {
		replay(s, c, func(i int, p float64) {
			if c[i].at.Before(from) {
				return
			}
			recalled := c[i].g > Again
			sum += logLoss(p, recalled)
			m.N++
			k := binOf(c, i)
			b := bins[k]
			if b == nil {
				b = &bin{}
				bins[k] = b
			}
			b.predicted += p
			if recalled {
				b.actual++
			}
			b.count++
		})
	}
	if m.N == 0 {
		return m, nil
	}
	m.LogLoss = sum / float64(m.N)
	m.RMSEBins = rmseBins(bins)
	return m, nil
}

// binKey is srs-benchmark's bin of a review: its interval, the card's number
// of long-term reviews and its lapses, each on a logarithmic scale.
type binKey struct{ interval, length, lapses int }

type bin struct{ predicted, actual, count float64 }

func binOf(c []step, i int) binKey {
	long, lapses := 0, 0
	for j := 0; j <= i; j++ {
		if c[j].t > 0 {
			long++
			if j < i && c[j].g == Again {
				lapses++
			}
		}
	}
	k := binKey{
		interval: int(math.Round(2.48 * math.Pow(3.62, math.Floor(math.Log(float64(c[i].t))/math.Log(3.62))) * 100)),
		length:   int(math.Round(1.99 * math.Pow(1.89, math.Floor(math.Log(float64(long+1))/math.Log(1.89))))),
	}
	if lapses > 0 {
		k.lapses = int(math.Round(1.65 * math.Pow(1.73, math.Floor(math.Log(float64(lapses))/math.Log(1.73)))))
	}
	return k
}

// rmseBins is sqrt(Σ count·(mean predicted − actual rate)² / Σ count), summed
// in a fixed order so that the figure is the same on every run.
func rmseBins(bins map[binKey]*bin) float64 {
	keys := make([]binKey, 0, len(bins))
	for k := range bins {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b binKey) int {
		return cmp.Or(cmp.Compare(a.interval, b.interval), cmp.Compare(a.length, b.length), cmp.Compare(a.lapses, b.lapses))
	})
	var num, den float64
	for _, k := range keys {
		b := bins[k]
		d := b.predicted/b.count - b.actual/b.count
		num += d * d * b.count
		den += b.count
	}
	return math.Sqrt(num / den)
}
