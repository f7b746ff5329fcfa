package study

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// The desired retention a learner may choose, and the product's default
// (product §7).
const (
	MinRetention     = 0.70
	MaxRetention     = 0.97
	DefaultRetention = 0.90
)

// Scheduler is one learner's FSRS-6 scheduler (product §7, decision 0049):
// their desired retention and the weights fitted to their reviews, or the
// defaults. Reviews, the grade buttons' intervals and the chance of recall
// all go through it, so the buttons show what a grade will schedule.
type Scheduler struct{ f *fsrs.Scheduler }

// Retention is the scheduler's desired retention.
func (sc Scheduler) Retention() float64 { return sc.f.Parameters().RequestRetention }

// Retrievability is the probability of recalling the card of m at t.
func (sc Scheduler) Retrievability(m Memory, t time.Time) float64 {
	return sc.f.Retrievability(m.card(), t)
}

// learnerRow is a learner's study_settings as a review reads them (NULLs:
// the defaults).
type learnerRow struct {
	retention *float64
	weights   *string
}

// schedulerCache keeps the schedulers of the weights and retentions in use,
// so a review does not parse its learner's weights (decision 0036 counts a
// review's work): a small LRU keyed by the settings themselves, so a changed
// setting is a new key and never a stale entry, and the learners who share
// the defaults share one entry.
type schedulerCache struct{ lru *lru[string, *fsrs.Scheduler] }

func newSchedulerCache(n int) *schedulerCache {
	return &schedulerCache{newLRU[string, *fsrs.Scheduler](n)}
}

// get returns the scheduler of a retention (0: the default) and weights
// (empty: FSRS-6's defaults).
func (c *schedulerCache) get(retention float64, weights string) (*fsrs.Scheduler, error) {
	if retention == 0 {
		retention = DefaultRetention
	}
	key := strconv.FormatFloat(retention, 'g', -1, 64) + "|" + weights
	if sched, ok := c.lru.get(key); ok {
		return sched, nil
	}
	sched, err := newScheduler(retention, weights)
	if err != nil {
		return nil, err
	}
	c.lru.put(key, sched) // two reviews may make it at once: the same scheduler
	return sched, nil
}

func newScheduler(retention float64, weights string) (*fsrs.Scheduler, error) {
	p := fsrs.DefaultParameters()
	p.RequestRetention = retention
	if weights != "" {
		w, err := parseWeights(weights)
		if err != nil {
			return nil, err
		}
		p.W = w
	}
	sched, err := fsrs.New(p)
	if err != nil {
		return nil, fmt.Errorf("study: scheduler: %w", err)
	}
	return sched, nil
}

func parseWeights(text string) ([21]float64, error) {
	var w []float64
	if err := json.Unmarshal([]byte(text), &w); err != nil || len(w) != 21 {
		return [21]float64{}, fmt.Errorf("study: stored weights %q are not 21 numbers", text)
	}
	return [21]float64(w), nil
}

// checkWeights refuses weights that no scheduler could use.
func checkWeights(w [21]float64) error {
	for i, v := range w {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("study: fitted weight w[%d] is %v", i, v)
		}
	}
	p := fsrs.DefaultParameters()
	p.W = w
	_, err := fsrs.New(p)
	return err
}

// schedulerOf is the scheduler of a learner's settings.
func (s *Service) schedulerOf(r learnerRow) (Scheduler, error) {
	if r.retention == nil && r.weights == nil {
		return Scheduler{s.sched}, nil
	}
	var ret float64
	if r.retention != nil {
		ret = *r.retention
	}
	var w string
	if r.weights != nil {
		w = *r.weights
	}
	f, err := s.schedulers.get(ret, w)
	if err != nil {
		return Scheduler{}, err
	}
	return Scheduler{f}, nil
}
