package fsrs

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"slices"
	"testing"
	"time"
)

// The reference optimizer (fsrs-rs, run by testdata/fsrs-rs-fit.mjs on the
// same synthetic learners) fitted the weights in testdata/fsrs-rs-fits.json,
// with its predictions of held-back reviews under them. The Go tests compare
// without node: our model must predict what the reference predicts for the
// same weights, and Fit must predict the held-back reviews about as well as
// the reference's fit (both measured by Evaluate).

type crossLearner struct {
	learner
	reviews int
	cut     time.Time
	h       [][]Review
}

// crossLearners are the learners of the cross-check: 10,000 reviews each,
// split at 80 % by time.
func crossLearners() []crossLearner {
	var out []crossLearner
	for _, spread := range []float64{0.5, 1} {
		for _, l := range learners(spread) {
			if spread == 1 && l.w == DefaultWeights {
				continue
			}
			if spread == 1 {
				l.name += "1"
			}
			h := l.simulate(10000)
			out = append(out, crossLearner{learner: l, reviews: 10000, cut: splitAt(h, 0.8), h: h})
		}
	}
	return out
}

type crossMetrics struct {
	LogLoss  float64 `json:"logLoss"`
	RMSEBins float64 `json:"rmseBins"`
}

type crossFits struct {
	Generator string `json:"generator"`
	Learners  []struct {
		Name    string       `json:"name"`
		Train   int          `json:"train"`
		Test    int          `json:"test"`
		W       []float64    `json:"w"`
		Default crossMetrics `json:"default"`
		Fitted  crossMetrics `json:"fitted"`
		Seconds float64      `json:"seconds"`
		// The reference's predictions of the first 200 held-back reviews, under W.
		Predictions []float64 `json:"predictions"`
	} `json:"learners"`
}

// items are the learner's predicted reviews before (train) or from the split,
// as (card, review) in the order they were made: the reference weighs items
// by their rank in this order (recent ones more), in training and in its
// evaluation.
func (l crossLearner) items(cards [][]step, train bool) [][2]int {
	var out [][2]int
	for c, steps := range cards {
		for i, s := range steps {
			if s.scored(i) && s.at.Before(l.cut) == train {
				out = append(out, [2]int{c, i})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b [2]int) int { return cards[a[0]][a[1]].at.Compare(cards[b[0]][b[1]].at) })
	return out
}

// FSRS_CROSSCHECK_OUT=/tmp/fsrs-crosscheck.json go test -run TestWriteCrossCheckInput ./internal/study/fsrs/
// writes the learners' reviews for testdata/fsrs-rs-fit.mjs: per card, each
// review as [rating, days since the previous review]; the train and test
// items as [card, review] in time order.
func TestWriteCrossCheckInput(t *testing.T) {
	out := os.Getenv("FSRS_CROSSCHECK_OUT")
	if out == "" {
		t.Skip("set FSRS_CROSSCHECK_OUT to write the cross-check's input")
	}
	type in struct {
		Name        string     `json:"name"`
		Cards       [][][2]int `json:"cards"`
		Train, Test [][2]int
	}
	var all []in
	for _, l := range crossLearners() {
		cards, _, err := prepare(l.h)
		if err != nil {
			t.Fatal(err)
		}
		x := in{Name: l.name, Train: l.items(cards, true), Test: l.items(cards, false)}
		for _, c := range cards {
			var rows [][2]int
			for _, s := range c {
				rows = append(rows, [2]int{int(s.g), s.t})
			}
			x.Cards = append(x.Cards, rows)
		}
		all = append(all, x)
	}
	b, err := json.Marshal(all)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCrossCheckWithReference(t *testing.T) {
	raw, err := os.ReadFile("testdata/fsrs-rs-fits.json")
	if err != nil {
		t.Fatal(err)
	}
	var ref crossFits
	if err := json.Unmarshal(raw, &ref); err != nil {
		t.Fatal(err)
	}
	ls := crossLearners()
	if len(ref.Learners) != len(ls) {
		t.Fatalf("%d learners in the reference, %d here", len(ref.Learners), len(ls))
	}
	for i, l := range ls {
		r := ref.Learners[i]
		if r.Name != l.name || len(r.W) != 21 {
			t.Fatalf("learner %d: reference %q with %d weights, here %q", i, r.Name, len(r.W), l.name)
		}
		def, _ := EvaluateFrom(l.h, DefaultWeights, l.cut)
		refW := [21]float64(r.W)
		theirs, _ := EvaluateFrom(l.h, refW, l.cut)
		res, err := Fit(context.Background(), before(l.h, l.cut), [21]float64{})
		if err != nil {
			t.Fatal(err)
		}
		ours, _ := EvaluateFrom(l.h, res.W, l.cut)
		t.Logf("%-8s held back %d: log loss default %.4f, fsrs-rs's fit %.4f, ours %.4f; RMSE(bins) %.4f, %.4f, %.4f",
			l.name, def.N, def.LogLoss, theirs.LogLoss, ours.LogLoss, def.RMSEBins, theirs.RMSEBins, ours.RMSEBins)
		if def.N != r.Test {
			t.Errorf("%s: %d held-back reviews, the reference %d", l.name, def.N, r.Test)
		}
		// The same model: the reference's predictions under its weights are ours.
		cards, _, _ := prepare(l.h)
		sched, err := New(Parameters{W: refW, RequestRetention: 0.9, MaximumInterval: 36500, EnableShortTerm: true})
		if err != nil {
			t.Fatal(err)
		}
		test := l.items(cards, false)
		if len(r.Predictions) != min(200, len(test)) {
			t.Fatalf("%s: %d reference predictions", l.name, len(r.Predictions))
		}
		for k, want := range r.Predictions {
			c, i := test[k][0], test[k][1]
			var got float64
			replay(sched, cards[c][:i+1], func(j int, p float64) {
				if j == i {
					got = p
				}
			})
			if math.Abs(got-want) > 2e-5 {
				t.Errorf("%s: held-back review %d (card %d, review %d): we predict %.6f, the reference %.6f", l.name, k, c, i, got, want)
			}
		}
		// Our fit predicts about as well as the reference's.
		if ours.LogLoss > theirs.LogLoss+0.003 {
			t.Errorf("%s: our fit's held-back log loss %.4f, fsrs-rs's %.4f", l.name, ours.LogLoss, theirs.LogLoss)
		}
	}
}
