package main

import (
	"errors"
	"fmt"
	"math"
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
	rounds   int // -heavy-rounds: the two learners measured in turn, this many times each (-heavy-only: its phases)
	// only is -heavy-only: run phases of this one kind (onlyKinds), for a
	// CPU profile of one kind of review, instead of the rounds.
	only string
}

// onlyKinds are -heavy-only's kinds of phase: each reviews on conns
// connections for the duration.
var onlyKinds = []string{"one", "lesson", "studied", "random", "first", "duepage", "randompage"}

var heavy heavyCase

var keySeq atomic.Int64

// heavyKey is a review's idempotency key, new each time.
func heavyKey() string { return fmt.Sprintf("heavy-%d", keySeq.Add(1)) }

// studiedSample is how many of the heavy learner's cards are studied before
// the rounds (studiedN reviews them again), drawn at random from all its
// cards (with -heavy 10000, in about 1,800 of its lessons).
const studiedSample = 2000

// heavyFigures are one learner's figures.
type heavyFigures struct {
	review, due, random    phase // one connection
	reviewN, dueN, randomN phase // conns connections
	// lessonN: conns connections reviewing the cards of one lesson, as the
	// one-lesson learner does (the heavy learner only): the same work as
	// the one-lesson learner's, in a collection of h.lessons.
	lessonN phase
	// studiedN: conns connections reviewing again cards studied before,
	// drawn from the whole collection (the heavy learner only), in Random
	// mode: cards studied before, as the one-lesson learner's are, spread
	// over the collection as a learner's due cards are; each answer also
	// counts all lessons' due cards (the one-lesson learner's Review-mode
	// answers do not). reviewN's random cards are nearly all new: a first
	// review also moves the card's words (words.Studied), work the
	// one-lesson learner no longer does.
	studiedN phase
}

type phase struct {
	n, errors int
	lat       []time.Duration
	elapsed   time.Duration
	firstErr  string
}

// rate is the calls that succeeded, per second.
func (p phase) rate() float64 { return float64(p.n-p.errors) / p.elapsed.Seconds() }

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
				if errors.Is(err, errPoolEmpty) {
					errs++ // the run fails on it (run): no latency, no more calls
					if first == "" {
						first = err.Error()
					}
					break
				}
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

// add counts q's calls into p, as one phase of both's length.
func (p *phase) add(q phase) {
	p.n += q.n
	p.errors += q.errors
	p.lat = append(p.lat, q.lat...)
	p.elapsed += q.elapsed
	if p.firstErr == "" {
		p.firstErr = q.firstErr
	}
}

// alternate measures a and b on conns connections in turns of slice, n
// turns each, in the order a b b a a b b a…: a drift of the machine's speed
// within a round falls on both alike, and so does what a turn leaves for the
// next one (a checkpoint of its writes, decision 0064). Phases measured 20 s
// apart compared one speed with another: single rounds of one run gave 70 %,
// 85 % and 100 % (2026-11-30).
func alternate(conns int, slice time.Duration, n int, a, b func() error) (pa, pb phase) {
	for i := range 2 * n {
		if i%4 == 0 || i%4 == 3 {
			pa.add(hammer(conns, slice, a))
		} else {
			pb.add(hammer(conns, slice, b))
		}
	}
	return pa, pb
}

// reviewOf reviews one of cards, drawn at random, in mode. A lesson's cards
// are reviewed in Review mode; cards of every lesson in Random mode, as the
// web app does: its answer also counts what is due in all lessons
// (decision 0061).
func reviewOf(l *learner, mode string, cards []string) func() error {
	return func() error { return l.review(mode, cards[rand.IntN(len(cards))], heavyKey()) }
}

// figures measures l's phases; with lessonCards (the cards of one of l's
// lessons) also lessonN, with studied (cards l has studied) also studiedN.
func (h heavyCase) figures(l *learner, lessonCards, studied []string) heavyFigures {
	mode := "review" // the one-lesson learner: its lesson's cards
	if len(lessonCards) > 0 {
		mode = "random" // the heavy learner: cards of all its lessons
	}
	review := reviewOf(l, mode, l.cards)
	due, random := l.duePage, l.randomPage
	var f heavyFigures
	f.review = hammer(1, h.duration, review)
	f.due = hammer(1, h.duration/2, due)
	f.random = hammer(1, h.duration/2, random)
	f.reviewN = hammer(h.conns, h.duration, review)
	f.dueN = hammer(h.conns, h.duration/2, due)
	f.randomN = hammer(h.conns, h.duration/2, random)
	if len(lessonCards) > 0 {
		f.lessonN = hammer(h.conns, h.duration, reviewOf(l, "review", lessonCards))
	}
	if len(studied) > 0 {
		f.studiedN = hammer(h.conns, h.duration, reviewOf(l, "random", studied))
	}
	return f
}

// studiedCards is n of l's cards drawn at random, each reviewed once (on
// conns connections, not measured): cards studied before, across the
// collection.
func studiedCards(l *learner, n, conns int) ([]string, error) {
	picked := make([]string, 0, n)
	for _, i := range rand.Perm(len(l.cards))[:min(n, len(l.cards))] {
		picked = append(picked, l.cards[i])
	}
	var next atomic.Int64
	var failed atomic.Pointer[error]
	var wg sync.WaitGroup
	for range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := next.Add(1) - 1; i < int64(len(picked)) && failed.Load() == nil; i = next.Add(1) - 1 {
				if err := l.review("review", picked[i], heavyKey()); err != nil {
					failed.Store(&err)
				}
			}
		}()
	}
	wg.Wait()
	if err := failed.Load(); err != nil {
		return nil, *err
	}
	return picked, nil
}

// run makes a learner with one lesson and one with h.lessons lessons, waits
// (idle) until no lesson is in progress (a fresh database makes the built-in
// library meanwhile: measured beside it, the first phases ran at half speed),
// then measures the two in turn for h.rounds rounds and prints the heavy
// learner's medians.
func (h heavyCase) run(db, base string, o store.Options, idle func() (time.Duration, error), prof *profiler) error {
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
	own := many.cards // the lesson it made: one lesson's cards, in a collection of h.lessons
	many.cards = cards
	copied := since(t0)
	waited, err := idle()
	if err != nil {
		return fmt.Errorf("wait for the server to be idle: %w", err)
	}
	t0 = time.Now()
	studied, err := studiedCards(many, studiedSample, h.conns)
	if err != nil {
		return fmt.Errorf("study %d cards: %w", studiedSample, err)
	}
	studiedIn := since(t0)
	// The first reviews at one lesson: enough fresh cards for every turn at
	// up to 4,000 first reviews/s, a lesson's cards to a learner.
	t0 = time.Now()
	turns := max(1, int(h.duration/time.Second))
	if h.only == "first" {
		turns = int(math.Ceil(h.duration.Seconds())) // each phase is first reviews for the whole duration
	}
	fresh, err := newFreshPool(base, o, one.story, max(h.rounds, 1)*turns*4000/len(one.cards)+1)
	if err != nil {
		return fmt.Errorf("make the one-lesson learners of first reviews: %w", err)
	}
	fmt.Printf("%s, heavy case: lessons made in %s; %d lessons (%d cards) copied in %s; then %s until no lesson was in progress; %d cards drawn from them studied in %s; %d cards of one-lesson learners for first reviews made in %s\n",
		db, made, h.lessons, len(cards), copied, waited.Round(time.Millisecond), len(studied), studiedIn, len(fresh.cards), since(t0))
	if h.only != "" { // on a database seeded as for the rounds, first reviews' pool included
		kinds := map[string]func() error{"one": reviewOf(one, "review", one.cards), "lesson": reviewOf(many, "review", own),
			"studied": reviewOf(many, "random", studied), "random": reviewOf(many, "random", many.cards), "first": fresh.review,
			"duepage": many.duePage, "randompage": many.randomPage}
		return h.onlyPhases(o, kinds[h.only], prof)
	}
	// The two learners' phases in turn, the order swapped every round (the
	// printed figures and the p50s). A shared machine's speed drifts over a
	// minute (the one-lesson learner's 20
	// connections ran at 807–1,334 reviews/s in six runs of 2026-11-30,
	// docs/performance.md), so each round's ratios compare the two learners'
	// reviews in alternating turns of a second (alternate), and the median
	// of the rounds (the upper middle of an even number) is the figure.
	manyName := fmt.Sprintf("%d lessons", h.lessons)
	var ratios, lessonRatios, studiedRatios, firstRatios []float64
	var reviewP50, dueP50 []time.Duration
	for r := range max(h.rounds, 1) {
		if r > 0 {
			analyzed, err := analyzeIfNoAutovacuum(o)
			if err != nil {
				return fmt.Errorf("analyze card_memory: %w", err)
			}
			if analyzed {
				fmt.Println("  (autovacuum is off on this server: card_memory analyzed before this round, as it would be)")
			}
		}
		names, ls := []string{"1 lesson", manyName}, []*learner{one, many}
		if r%2 == 1 {
			names, ls = []string{manyName, "1 lesson"}, []*learner{many, one}
		}
		var fs [2]heavyFigures
		for i, l := range ls {
			var lessonCards, again []string
			if l == many {
				lessonCards, again = own, studied
			}
			fs[i] = h.figures(l, lessonCards, again)
			fmt.Printf("  %-15s 1 connection:  review %s | due page %s | random %s\n", names[i], fs[i].review, fs[i].due, fs[i].random)
			fmt.Printf("  %-15s %d connections: review %s | due page %s | random %s\n", names[i], h.conns, fs[i].reviewN, fs[i].dueN, fs[i].randomN)
			if l == many {
				fmt.Printf("  %-15s %d connections: review of studied cards across the lessons %s | of one lesson's cards %s\n",
					names[i], h.conns, fs[i].studiedN, fs[i].lessonN)
			}
		}
		manyF := fs[1]
		if r%2 == 1 {
			manyF = fs[0]
		}
		// The ratios: the one-lesson learner's reviews and each kind of the
		// heavy learner's, in alternating turns of a second.
		oneReview := reviewOf(one, "review", one.cards)
		randomReview := reviewOf(many, "random", many.cards)
		var pairs [4][2]phase
		for i, p := range [][2]func() error{{oneReview, reviewOf(many, "random", studied)}, {oneReview, reviewOf(many, "review", own)},
			{oneReview, randomReview}, {fresh.review, randomReview}} {
			pairs[i][0], pairs[i][1] = alternate(h.conns, time.Second, turns, p[0], p[1])
		}
		fmt.Printf("  %d connections in alternating 1 s turns, %s against 1 lesson: studied cards across the lessons %.0f/s against %.0f/s | one lesson's cards %.0f/s against %.0f/s | random cards %.0f/s against %.0f/s | random cards %.0f/s against first reviews at one lesson %s\n",
			h.conns, manyName, pairs[0][1].rate(), pairs[0][0].rate(), pairs[1][1].rate(), pairs[1][0].rate(), pairs[2][1].rate(), pairs[2][0].rate(),
			pairs[3][1].rate(), pairs[3][0])
		if pairs[3][0].errors > 0 {
			return fmt.Errorf("first reviews at one lesson: %d errors (%s)", pairs[3][0].errors, pairs[3][0].firstErr)
		}
		ratio := func(p [2]phase) float64 { return p[1].rate() / p[0].rate() }
		studiedRatios = append(studiedRatios, ratio(pairs[0]))
		lessonRatios = append(lessonRatios, ratio(pairs[1]))
		ratios = append(ratios, ratio(pairs[2]))
		firstRatios = append(firstRatios, ratio(pairs[3]))
		reviewP50 = append(reviewP50, pct(manyF.review.lat, 0.5))
		dueP50 = append(dueP50, pct(manyF.due.lat, 0.5))
	}
	median := func(rs []float64) float64 { s := slices.Clone(rs); slices.Sort(s); return s[len(s)/2] }
	fmt.Printf("  %s, median of %d rounds: review p50 %s, due page p50 %s (rounds: %s); %d connections' reviews/s against the one-lesson learner's in alternating turns: studied cards across the lessons %.0f %% (rounds: %s), one lesson's cards %.0f %% (rounds: %s), random cards (nearly all new) %.0f %% (rounds: %s); random cards against first reviews at one lesson %.0f %% (rounds: %s)\n",
		manyName, len(ratios), pct(reviewP50, 0.5).Round(10*time.Microsecond), pct(dueP50, 0.5).Round(10*time.Microsecond), millis(dueP50),
		h.conns, 100*median(studiedRatios), percents(studiedRatios), 100*median(lessonRatios), percents(lessonRatios), 100*median(ratios), percents(ratios),
		100*median(firstRatios), percents(firstRatios))
	fmt.Printf("  load average before %s, after %s\n", before, loadAverage())
	return nil
}

// percents is ratios as whole percentages, "81 %, 94 %".
func percents(ratios []float64) string {
	return joined(ratios, func(r float64) string { return fmt.Sprintf("%.0f %%", 100*r) })
}

// millis is durations in rounds' order as milliseconds, "4.38, 3.80".
func millis(ds []time.Duration) string {
	return joined(ds, func(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d)/float64(time.Millisecond)) })
}

// joined is each of xs formatted by f, comma-separated.
func joined[T any](xs []T, f func(T) string) string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return strings.Join(out, ", ")
}

// onlyPhases runs h.rounds phases of review alone, each for h.duration on
// h.conns connections, and prints each (-heavy-only); with prof (-cpuprofile)
// each phase's CPU profile goes beside prof's file, named after the kind and
// the phase.
func (h heavyCase) onlyPhases(o store.Options, review func() error, prof *profiler) error {
	for r := range max(h.rounds, 1) {
		if r > 0 {
			if _, err := analyzeIfNoAutovacuum(o); err != nil { // as before a round
				return fmt.Errorf("analyze card_memory: %w", err)
			}
		}
		var q *profiler
		if prof != nil {
			q = &profiler{addr: prof.addr, out: fmt.Sprintf("%s-%s-%d.pprof", strings.TrimSuffix(prof.out, ".pprof"), h.only, r+1), done: make(chan error, 1)}
			q.start(h.duration)
		}
		p := hammer(h.conns, h.duration, review)
		fmt.Printf("  %s, phase %d, %d connections: %s (load average %s)\n", h.only, r+1, h.conns, p, loadAverage())
		if q != nil {
			if err := q.wait(); err != nil {
				fmt.Printf("  cpu profile: %v\n", err) // as main does: the phase's figures stand
			} else {
				fmt.Printf("  cpu profile: %s\n", q.out)
			}
		}
		if p.errors > 0 {
			return fmt.Errorf("%s: %d errors (%s)", h.only, p.errors, p.firstErr)
		}
	}
	return nil
}
