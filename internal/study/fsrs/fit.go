package fsrs

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"
)

// MinReviewsToFit: below this many usable reviews Fit returns ErrTooFewReviews.
// A usable review is one the model predicts: a card's review a calendar day or
// more after its previous one (decision 0048).
const MinReviewsToFit = 1000

// ErrTooFewReviews is Fit's answer to a log with fewer than MinReviewsToFit
// usable reviews.
var ErrTooFewReviews = errors.New("fsrs: too few reviews to fit")

// FitResult is a fit of the weights to one learner.
type FitResult struct {
	W        [21]float64
	Reviews  int     // reviews that entered the loss
	LogLoss  float64 // on the histories given
	RMSEBins float64
}

// The reference optimizer's training settings (fsrs-rs, FSRS-6).
const (
	fitEpochs    = 5
	fitBatch     = 512  // predicted reviews per gradient step
	fitRate      = 0.04 // Adam's learning rate, annealed to 0 on a cosine
	fitMaxSeqLen = 64   // a card's reviews past this many are not trained on
	fitL2        = 0.5  // the pull towards the defaults, per review (so it weakens as reviews grow)
	fitSeed      = 2023 // the batches' shuffle; fixed, so a fit is deterministic
)

// Fit returns FSRS-6 weights fitted to a learner's histories (one []Review per card, oldest
// first), starting from start (DefaultWeights when start is the zero array). It honours ctx.
//
// It follows the reference optimizer: initial stabilities from first-review
// outcomes (pretrain), then Adam on the binary cross-entropy of every predicted
// review (recent reviews weigh more, 0.25 to 1), plus an L2 pull towards the
// defaults in units of their spread across learners, the weights clipped to
// their ranges after every step; of the weights after each epoch (and the
// start) it keeps those with the least training loss. Gradients are exact
// (forward-mode automatic differentiation over the scheduler's own formulas).
// Same input, same result.
func Fit(ctx context.Context, histories [][]Review, start [21]float64) (FitResult, error) {
	return fit(ctx, histories, start, MinReviewsToFit)
}

// fit is Fit with the least number of usable reviews as a parameter, so that
// the benchmark can measure fits of fewer reviews than Fit accepts.
func fit(ctx context.Context, histories [][]Review, start [21]float64, minReviews int) (FitResult, error) {
	cards, scored, err := prepare(histories)
	if err != nil {
		return FitResult{}, err
	}
	if scored < max(minReviews, 1) {
		return FitResult{}, fmt.Errorf("%w: %d usable reviews, %d needed", ErrTooFewReviews, scored, minReviews)
	}
	fresh := start == [21]float64{}
	if fresh {
		start = DefaultWeights
	}
	clip(&start)
	s0, counts := pretrain(cards, start)
	anchor := DefaultWeights
	copy(anchor[:4], s0[:])
	w := start
	if fresh {
		copy(w[:4], s0[:])
	}
	tr := newTrainer(cards, anchor)
	best, bestLoss := w, tr.objective(w)
	// The learning rate anneals over all the steps: one shuffle counts the batches of an epoch.
	steps := fitEpochs * len(tr.batches(rand.New(rand.NewPCG(fitSeed, 0))))
	rng := rand.New(rand.NewPCG(fitSeed, 1))
	opt := adam{}
	k := 0
	for range fitEpochs {
		for _, batch := range tr.batches(rng) {
			if err := ctx.Err(); err != nil {
				return FitResult{}, fmt.Errorf("fsrs: fit: %w", err)
			}
			grad := tr.gradient(&w, batch)
			lr := fitRate * 0.5 * (1 + math.Cos(math.Pi*float64(k)/float64(steps)))
			opt.step(&w, &grad, lr)
			clip(&w)
			k++
		}
		if l := tr.objective(w); l < bestLoss {
			best, bestLoss = w, l
		}
	}
	s := [4]float64(best[:4])
	fillAndOrder(&s, counts, [4]bool{true, true, true, true}, best)
	copy(best[:4], s[:])
	m, err := evaluate(cards, best, time.Time{})
	if err != nil {
		return FitResult{}, err
	}
	return FitResult{W: best, Reviews: m.N, LogLoss: m.LogLoss, RMSEBins: m.RMSEBins}, nil
}

// trainer holds a learner's cards with each predicted review's weight.
type trainer struct {
	cards  [][]step
	total  float64 // predicted reviews trained on
	anchor [21]float64
}

func newTrainer(cards [][]step, anchor [21]float64) *trainer {
	// Recent reviews weigh more: 0.25 + 0.75·(rank/(n−1))³ by time, as the reference does.
	type ref struct{ c, i int }
	var refs []ref
	for c, steps := range cards {
		for i := 1; i < len(steps) && i < fitMaxSeqLen; i++ {
			if steps[i].scored(i) {
				refs = append(refs, ref{c, i})
			}
		}
	}
	slices.SortStableFunc(refs, func(a, b ref) int { return cards[a.c][a.i].at.Compare(cards[b.c][b.i].at) })
	n := max(float64(len(refs)-1), 1)
	for rank, r := range refs {
		x := float64(rank) / n
		cards[r.c][r.i].weight = 0.25 + 0.75*x*x*x
	}
	return &trainer{cards: cards, total: float64(len(refs)), anchor: anchor}
}

// batches shuffles the cards and groups them into batches of about fitBatch
// predicted reviews.
func (tr *trainer) batches(rng *rand.Rand) [][]int {
	order := rng.Perm(len(tr.cards))
	var out [][]int
	var cur []int
	n := 0
	for _, c := range order {
		cur = append(cur, c)
		for i := 1; i < len(tr.cards[c]) && i < fitMaxSeqLen; i++ {
			if tr.cards[c][i].scored(i) {
				n++
			}
		}
		if n >= fitBatch {
			out, cur, n = append(out, cur), nil, 0
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// gradient is the gradient of the batch's loss plus its share of the pull
// towards the anchor.
func (tr *trainer) gradient(w *[21]float64, batch []int) [21]float64 {
	m := newModel(w)
	var grad [21]float64
	n := 0
	for _, c := range batch {
		m.gradient(tr.cards[c], fitMaxSeqLen, &grad)
		for i := 1; i < len(tr.cards[c]) && i < fitMaxSeqLen; i++ {
			if tr.cards[c][i].scored(i) {
				n++
			}
		}
	}
	share := fitL2 * float64(n) / tr.total
	for i := range grad {
		grad[i] += share * 2 * (w[i] - tr.anchor[i]) / (weightSpread[i] * weightSpread[i])
		if math.IsNaN(grad[i]) || math.IsInf(grad[i], 0) {
			grad[i] = 0
		}
	}
	return grad
}

// objective is the mean weighted training loss plus the pull, with the
// scheduler's formulas.
func (tr *trainer) objective(w [21]float64) float64 {
	s, err := New(Parameters{W: w, RequestRetention: 0.9, MaximumInterval: 36500, EnableShortTerm: true})
	if err != nil {
		return math.Inf(1)
	}
	loss := 0.0
	for _, c := range tr.cards {
		replay(s, c, func(i int, p float64) {
			if c[i].weight > 0 {
				loss += c[i].weight * logLoss(p, c[i].g > Again)
			}
		})
	}
	for i := range w {
		d := (w[i] - tr.anchor[i]) / weightSpread[i]
		loss += fitL2 * d * d
	}
	if l := loss / tr.total; !math.IsNaN(l) {
		return l
	}
	return math.Inf(1)
}

// adam is the Adam optimizer (β1 0.9, β2 0.999, ε 1e-8).
type adam struct {
	m, v [21]float64
	t    int
}

func (a *adam) step(w, grad *[21]float64, lr float64) {
	a.t++
	b1, b2 := 0.9, 0.999
	c1, c2 := 1-math.Pow(b1, float64(a.t)), 1-math.Pow(b2, float64(a.t))
	for i := range w {
		a.m[i] = b1*a.m[i] + (1-b1)*grad[i]
		a.v[i] = b2*a.v[i] + (1-b2)*grad[i]*grad[i]
		w[i] -= lr * (a.m[i] / c1) / (math.Sqrt(a.v[i]/c2) + 1e-8)
	}
}
