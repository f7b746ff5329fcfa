package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/testproc"
)

// perLearner is -lessons-per-learner: each learner's lessons.
var perLearner = 1

// heavyCase is -heavy: one learner with many lessons against one with one
// (decision 0043: a learner whose lesson was copied to 1,000 lessons waited 16 ms
// per review instead of 1.5–3 ms; with 20 connections reviews fell to 35–55/s).
type heavyCase struct {
	lessons  int
	conns    int
	duration time.Duration
	rounds   int // -heavy-rounds: the two learners measured in turn, this many times each
}

var heavy heavyCase

var keySeq atomic.Int64

// heavyFigures are one learner's figures.
type heavyFigures struct {
	review, due, random    phase // one connection
	reviewN, dueN, randomN phase // conns connections
}

type phase struct {
	n, errors int
	lat       []time.Duration
	elapsed   time.Duration
	firstErr  string
}

func (p phase) rate() float64 { return float64(p.n) / p.elapsed.Seconds() }

func (p phase) String() string {
	s := fmt.Sprintf("%6.0f/s p50 %8s p99 %8s", p.rate(), pct(p.lat, 0.5).Round(10*time.Microsecond), pct(p.lat, 0.99).Round(10*time.Microsecond))
	if p.errors > 0 {
		s += fmt.Sprintf(" errors %d (%s)", p.errors, p.firstErr)
	}
	return s
}

// hammer calls call on conns goroutines for d.
func hammer(conns int, d time.Duration, call func() error) phase {
	var mu sync.Mutex
	var p phase
	var wg sync.WaitGroup
	start := time.Now()
	deadline := start.Add(d)
	for range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var lat []time.Duration
			var errs int
			var first string
			for time.Now().Before(deadline) {
				t0 := time.Now()
				err := call()
				lat = append(lat, time.Since(t0))
				if err != nil {
					errs++
					if first == "" {
						first = err.Error()
					}
				}
			}
			mu.Lock()
			p.n += len(lat)
			p.lat = append(p.lat, lat...)
			p.errors += errs
			if p.firstErr == "" {
				p.firstErr = first
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	p.elapsed = time.Since(start)
	return p
}

func (h heavyCase) figures(l *learner) heavyFigures {
	review := func() error {
		_, err := l.c.Call("POST", "/api/v1/reviews", map[string]any{"cardId": l.cards[rand.IntN(len(l.cards))],
			"mode": "review", "grade": 3, "idempotencyKey": fmt.Sprintf("heavy-%d", keySeq.Add(1))}, 200)
		return err
	}
	due := func() error { _, err := l.c.Call("GET", "/api/v1/study/due?tzOffset=0", nil, 200); return err }
	random := func() error { _, err := l.c.Call("GET", "/api/v1/study/random?tzOffset=0", nil, 200); return err }
	var f heavyFigures
	f.review = hammer(1, h.duration, review)
	f.due = hammer(1, h.duration/2, due)
	f.random = hammer(1, h.duration/2, random)
	f.reviewN = hammer(h.conns, h.duration, review)
	f.dueN = hammer(h.conns, h.duration/2, due)
	f.randomN = hammer(h.conns, h.duration/2, random)
	return f
}

// run measures a learner with one lesson, then one with h.lessons lessons.
func (h heavyCase) run(db, base string, o store.Options) error {
	before := loadAverage()
	t0 := time.Now()
	one, many := newLearner(base, 200000), newLearner(base, 200001)
	for _, l := range []*learner{one, many} {
		if _, _, err := l.lesson(testproc.SpanishStory(5, 7)); err != nil {
			return err
		}
	}
	made := since(t0)
	t0 = time.Now()
	cards, err := copyLesson(o, many.story, h.lessons)
	if err != nil {
		return err
	}
	many.cards = cards
	fmt.Printf("%s, heavy case: lessons made in %s; %d lessons (%d cards) copied in %s\n", db, made, h.lessons, len(cards), since(t0))
	// The two learners in turn, the order swapped every round: a shared
	// machine's speed drifts over a minute (decision 0060: the one-lesson
	// learner's 20 connections ran at 746–1,334 reviews/s in four runs), so
	// each round's ratio compares neighbours, and the median of the rounds
	// is the figure.
	manyName := fmt.Sprintf("%d lessons", h.lessons)
	var ratios []float64
	var reviewP50, dueP50 []time.Duration
	for r := range max(h.rounds, 1) {
		names, ls := []string{"1 lesson", manyName}, []*learner{one, many}
		if r%2 == 1 {
			names, ls = []string{manyName, "1 lesson"}, []*learner{many, one}
		}
		var fs [2]heavyFigures
		for i, l := range ls {
			fs[i] = h.figures(l)
			fmt.Printf("  %-15s 1 connection:  review %s | due page %s | random %s\n", names[i], fs[i].review, fs[i].due, fs[i].random)
			fmt.Printf("  %-15s %d connections: review %s | due page %s | random %s\n", names[i], h.conns, fs[i].reviewN, fs[i].dueN, fs[i].randomN)
		}
		oneF, manyF := fs[0], fs[1]
		if r%2 == 1 {
			oneF, manyF = fs[1], fs[0]
		}
		ratios = append(ratios, manyF.reviewN.rate()/oneF.reviewN.rate())
		reviewP50 = append(reviewP50, pct(manyF.review.lat, 0.5))
		dueP50 = append(dueP50, pct(manyF.due.lat, 0.5))
	}
	slices.Sort(ratios)
	fmt.Printf("  %s, median of %d rounds: review p50 %s, due page p50 %s; %d connections' reviews/s %.0f %% of the one-lesson learner's (rounds: %s)\n",
		manyName, len(ratios), pct(reviewP50, 0.5).Round(10*time.Microsecond), pct(dueP50, 0.5).Round(10*time.Microsecond),
		h.conns, 100*ratios[len(ratios)/2], percents(ratios))
	fmt.Printf("  load average before %s, after %s\n", before, loadAverage())
	return nil
}

// percents is ratios as whole percentages, "81 %, 94 %".
func percents(ratios []float64) string {
	out := make([]string, len(ratios))
	for i, r := range ratios {
		out[i] = fmt.Sprintf("%.0f %%", 100*r)
	}
	return strings.Join(out, ", ")
}
