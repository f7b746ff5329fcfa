package main

import (
	"fmt"
	"math/rand/v2"
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
	for _, c := range []struct {
		name string
		l    *learner
	}{{"1 lesson", one}, {fmt.Sprintf("%d lessons", h.lessons), many}} {
		f := h.figures(c.l)
		fmt.Printf("  %-15s 1 connection:  review %s | due page %s | random %s\n", c.name, f.review, f.due, f.random)
		fmt.Printf("  %-15s %d connections: review %s | due page %s | random %s\n", c.name, h.conns, f.reviewN, f.dueN, f.randomN)
	}
	fmt.Printf("  load average before %s, after %s\n", before, loadAverage())
	return nil
}
