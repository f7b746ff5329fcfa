// Package fsrs is the Free Spaced Repetition Scheduler, version 6 (FSRS-6),
// written from the published algorithm and checked against its reference
// implementation, ts-fsrs 5 (testdata/reference.json, made by
// testdata/gen-reference.mjs). It is pure: no clock, no randomness, no I/O.
//
// It follows ts-fsrs's default scheduler: the 21 default parameters, desired
// retention 0.9, maximum interval 36500 days, short-term (same-day) stability,
// learning steps 1m 10m and a relearning step of 10m. Interval fuzz is not
// implemented (ts-fsrs has it off by default), so scheduling is deterministic.
// As in ts-fsrs, elapsed days are counted between UTC calendar dates, and
// intermediate values are rounded to 8 decimals where the reference rounds.
package fsrs

import (
	"fmt"
	"math"
	"time"
)

// State is where a card is in its life.
type State int

// The states, numbered as in ts-fsrs (and stored as such).
const (
	StateNew State = iota
	StateLearning
	StateReview
	StateRelearning
)

func (s State) String() string {
	switch s {
	case StateNew:
		return "New"
	case StateLearning:
		return "Learning"
	case StateReview:
		return "Review"
	case StateRelearning:
		return "Relearning"
	}
	return fmt.Sprintf("State(%d)", int(s))
}

// Rating is the grade of one review.
type Rating int

// The four grades.
const (
	Again Rating = 1
	Hard  Rating = 2
	Good  Rating = 3
	Easy  Rating = 4
)

// Valid reports whether r is one of the four grades.
func (r Rating) Valid() bool { return r >= Again && r <= Easy }

// Card is the memory state of one learner for one card.
type Card struct {
	Due           time.Time
	Stability     float64 // days until recall probability falls to 90%
	Difficulty    float64 // 1 (easy) … 10 (hard)
	ElapsedDays   int     // calendar days between the last two reviews
	ScheduledDays int     // days from the last review to Due (0 in learning steps)
	LearningSteps int     // index of the current (re)learning step
	Reps          int
	Lapses        int
	State         State
	LastReview    time.Time // zero until the first review
}

// NewCard is a card never reviewed, due at now.
func NewCard(now time.Time) Card { return Card{Due: now, State: StateNew} }

// DefaultWeights are FSRS-6's 21 default parameters.
var DefaultWeights = [21]float64{
	0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
	1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
}

// Parameters tune a Scheduler.
type Parameters struct {
	W                [21]float64
	RequestRetention float64 // desired probability of recall at the due date, (0, 1]
	MaximumInterval  int     // days
	EnableShortTerm  bool    // same-day reviews change stability (FSRS-6 short-term model)
	LearningSteps    []time.Duration
	RelearningSteps  []time.Duration
}

// DefaultParameters are ts-fsrs's defaults (fuzz off).
func DefaultParameters() Parameters {
	return Parameters{
		W: DefaultWeights, RequestRetention: 0.9, MaximumInterval: 36500, EnableShortTerm: true,
		LearningSteps:   []time.Duration{time.Minute, 10 * time.Minute},
		RelearningSteps: []time.Duration{10 * time.Minute},
	}
}

const (
	sMin = 0.001
	sMax = 36500.0
)

// Scheduler computes the next memory state of a card. It is immutable and
// safe for concurrent use.
type Scheduler struct {
	p                Parameters
	decay, factor    float64
	intervalModifier float64
	// Constants of every review, computed once (a year's simulation of a
	// learner's cards, decision 0049, makes millions of reviews).
	expW8, easyDifficulty float64
}

// New returns a Scheduler with parameters p.
func New(p Parameters) (*Scheduler, error) {
	if p.RequestRetention <= 0 || p.RequestRetention > 1 {
		return nil, fmt.Errorf("fsrs: desired retention %v is not in (0, 1]", p.RequestRetention)
	}
	if p.MaximumInterval < 1 {
		return nil, fmt.Errorf("fsrs: maximum interval %d is below 1 day", p.MaximumInterval)
	}
	if p.W[20] <= 0 {
		return nil, fmt.Errorf("fsrs: decay w[20] = %v must be positive", p.W[20])
	}
	s := &Scheduler{p: p}
	s.decay = -p.W[20]
	s.factor = round8(math.Exp(math.Log(0.9)/s.decay) - 1)
	s.intervalModifier = round8((math.Pow(p.RequestRetention, 1/s.decay) - 1) / s.factor)
	s.expW8 = math.Exp(p.W[8])
	s.easyDifficulty = s.initDifficulty(Easy)
	return s, nil
}

// Default returns a Scheduler with DefaultParameters.
func Default() *Scheduler {
	s, err := New(DefaultParameters())
	if err != nil {
		panic(err) // the defaults are valid
	}
	return s
}

// Parameters returns the scheduler's parameters.
func (s *Scheduler) Parameters() Parameters { return s.p }

// Retrievability is the probability of recalling c at now (0 for a new card).
// Like ts-fsrs's get_retrievability it counts whole 24-hour days since the
// last review.
func (s *Scheduler) Retrievability(c Card, now time.Time) float64 {
	if c.State == StateNew || c.LastReview.IsZero() {
		return 0
	}
	t := math.Floor(float64(now.Sub(c.LastReview).Milliseconds()) / float64(24*time.Hour/time.Millisecond))
	return s.forgettingCurve(math.Max(t, 0), round8(c.Stability))
}

// Next is the card after a review rated r at now. A review dated before the
// last one counts as a same-day review (ts-fsrs refuses it).
func (s *Scheduler) Next(c Card, now time.Time, r Rating) (Card, error) {
	if !r.Valid() {
		return Card{}, fmt.Errorf("fsrs: rating %d is not 1..4", r)
	}
	cur := c
	elapsed := 0
	if c.State != StateNew && !c.LastReview.IsZero() {
		elapsed = max(calendarDays(c.LastReview, now), 0)
	}
	cur.LastReview, cur.ElapsedDays = now, elapsed
	cur.Reps++

	switch c.State {
	case StateNew, StateLearning, StateRelearning:
		next, err := s.nextDS(cur, float64(elapsed), r, -1)
		if err != nil {
			return Card{}, err
		}
		to := c.State
		if to == StateNew {
			to = StateLearning
		}
		s.applyLearningSteps(&next, cur, now, r, to)
		return next, nil
	case StateReview:
		ret := s.forgettingCurve(float64(elapsed), cur.Stability)
		if r == Again {
			next, err := s.nextDS(cur, float64(elapsed), Again, ret)
			if err != nil {
				return Card{}, err
			}
			s.applyLearningSteps(&next, cur, now, Again, StateRelearning)
			next.Lapses++
			return next, nil
		}
		// The hard, good and easy intervals are ordered against each other
		// (easy's only matters to an Easy review).
		var nexts [5]Card
		for g := Hard; g <= max(r, Good); g++ {
			n, err := s.nextDS(cur, float64(elapsed), g, ret)
			if err != nil {
				return Card{}, err
			}
			nexts[g] = n
		}
		hard := s.nextInterval(nexts[Hard].Stability)
		good := s.nextInterval(nexts[Good].Stability)
		hard = min(hard, good)
		good = max(good, hard+1)
		ivl := good
		switch r {
		case Hard:
			ivl = hard
		case Easy:
			ivl = max(s.nextInterval(nexts[Easy].Stability), good+1)
		}
		next := nexts[r]
		next.ScheduledDays, next.Due = ivl, addDays(now, ivl)
		next.State, next.LearningSteps = StateReview, 0
		return next, nil
	}
	return Card{}, fmt.Errorf("fsrs: unknown state %d", c.State)
}

// nextDS is cur with the difficulty and stability after rating g, t days
// after the last review (r < 0: compute the retrievability).
func (s *Scheduler) nextDS(cur Card, t float64, g Rating, r float64) (Card, error) {
	d, st := cur.Difficulty, cur.Stability
	next := cur
	if d == 0 && st == 0 {
		next.Difficulty = clamp(s.initDifficulty(g), 1, 10)
		next.Stability = s.initStability(g)
		return next, nil
	}
	if d < 1 || st < sMin {
		return Card{}, fmt.Errorf("fsrs: invalid memory state difficulty %v, stability %v", d, st)
	}
	w := s.p.W
	if r < 0 {
		r = s.forgettingCurve(t, st)
	}
	var ns float64
	switch {
	case t == 0 && s.p.EnableShortTerm:
		ns = s.shortTermStability(st, g)
	case g == Again:
		afterFail := s.forgetStability(d, st, r)
		w17, w18 := 0.0, 0.0
		if s.p.EnableShortTerm {
			w17, w18 = w[17], w[18]
		}
		ns = math.Min(math.Max(round8(st/math.Exp(w17*w18)), sMin), afterFail)
	default:
		ns = s.recallStability(d, st, r, g)
	}
	next.Difficulty, next.Stability = s.nextDifficulty(d, g), ns
	return next, nil
}

// applyLearningSteps schedules next from the (re)learning steps, or
// graduates it to Review with an FSRS interval.
func (s *Scheduler) applyLearningSteps(next *Card, cur Card, now time.Time, g Rating, to State) {
	minutes, step := s.learningStep(cur.State, cur.LearningSteps, g)
	switch {
	case minutes > 0 && minutes < 1440:
		next.LearningSteps, next.ScheduledDays, next.State = step, 0, to
		next.Due = now.Add(time.Duration(minutes) * time.Minute)
	case minutes >= 1440:
		next.State, next.LearningSteps = StateReview, step
		next.Due = now.Add(time.Duration(minutes) * time.Minute)
		next.ScheduledDays = minutes / 1440
	default:
		next.State, next.LearningSteps = StateReview, 0
		ivl := s.nextInterval(next.Stability)
		next.ScheduledDays, next.Due = ivl, addDays(now, ivl)
	}
}

// learningStep is ts-fsrs's basic learning-steps strategy: the minutes until
// the next step for rating g and that step's index; 0 minutes graduates.
func (s *Scheduler) learningStep(state State, cur int, g Rating) (minutes, step int) {
	steps := s.p.LearningSteps
	if state == StateRelearning || state == StateReview {
		steps = s.p.RelearningSteps
	}
	if len(steps) == 0 || cur >= len(steps) {
		return 0, 0
	}
	m := func(i int) int { return int(steps[i] / time.Minute) }
	if state == StateReview {
		if g == Again {
			return m(max(cur, 0)), 0
		}
		return 0, 0
	}
	switch g {
	case Again:
		return m(0), 0
	case Hard:
		if len(steps) == 1 {
			return int(jsRound(float64(m(0)) * 1.5)), cur
		}
		return int(jsRound(float64(m(0)+m(1)) / 2)), cur
	case Good:
		if cur+1 < len(steps) && m(cur+1) > 0 {
			return m(cur + 1), cur + 1
		}
	}
	return 0, 0
}

func (s *Scheduler) forgettingCurve(t, stability float64) float64 {
	return round8(math.Pow(1+s.factor*t/stability, s.decay))
}

func (s *Scheduler) nextInterval(stability float64) int {
	ivl := math.Max(1, jsRound(stability*s.intervalModifier))
	return int(math.Min(ivl, float64(s.p.MaximumInterval)))
}

func (s *Scheduler) initStability(g Rating) float64 { return math.Max(s.p.W[g-1], 0.1) }

func (s *Scheduler) initDifficulty(g Rating) float64 {
	return round8(s.p.W[4] - math.Exp(float64(g-1)*s.p.W[5]) + 1)
}

func (s *Scheduler) nextDifficulty(d float64, g Rating) float64 {
	w := s.p.W
	delta := -w[6] * float64(g-3)
	next := d + round8(delta*(10-d)/9) // linear damping
	return clamp(round8(w[7]*s.easyDifficulty+(1-w[7])*next), 1, 10)
}

func (s *Scheduler) recallStability(d, st, r float64, g Rating) float64 {
	w := s.p.W
	hard, easy := 1.0, 1.0
	if g == Hard {
		hard = w[15]
	}
	if g == Easy {
		easy = w[16]
	}
	v := st * (1 + s.expW8*(11-d)*math.Pow(st, -w[9])*(math.Exp((1-r)*w[10])-1)*hard*easy)
	return round8(clamp(v, sMin, sMax))
}

func (s *Scheduler) forgetStability(d, st, r float64) float64 {
	w := s.p.W
	v := w[11] * math.Pow(d, -w[12]) * (math.Pow(st+1, w[13]) - 1) * math.Exp((1-r)*w[14])
	return round8(clamp(v, sMin, sMax))
}

func (s *Scheduler) shortTermStability(st float64, g Rating) float64 {
	w := s.p.W
	sinc := math.Pow(st, -w[19]) * math.Exp(w[17]*(float64(g)-3+w[18]))
	if g >= Hard {
		sinc = math.Max(sinc, 1)
	}
	return round8(clamp(st*sinc, sMin, sMax))
}

// calendarDays counts UTC calendar dates from a to b (ts-fsrs's dateDiffInDays).
func calendarDays(a, b time.Time) int {
	day := func(t time.Time) int64 {
		y, m, d := t.UTC().Date()
		return time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400
	}
	return int(day(b) - day(a))
}

func addDays(t time.Time, days int) time.Time { return t.Add(time.Duration(days) * 24 * time.Hour) }

func clamp(v, lo, hi float64) float64 { return math.Min(math.Max(v, lo), hi) }

// jsRound is JavaScript's Math.round: halves round towards +∞.
func jsRound(x float64) float64 {
	f := math.Floor(x)
	if x-f >= 0.5 {
		return f + 1
	}
	return f
}

// round8 is the reference's roundTo(x, 8).
func round8(x float64) float64 { return jsRound(x*1e8) / 1e8 }
