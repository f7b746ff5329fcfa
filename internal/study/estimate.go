package study

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// EstimateRetentions are the desired retentions whose cost the settings
// show (product §7), besides the learner's own.
var EstimateRetentions = []float64{0.70, 0.75, 0.80, 0.85, 0.90, 0.95, 0.97}

// Estimate is about how many reviews a day a learner's studied cards ask
// for, over the next year, at a desired retention.
type Estimate struct {
	Retention     float64
	ReviewsPerDay float64
}

// The estimate reads at most estimateSample memories and simulates at most
// about estimateCardYears years of cards per retention, whatever the size
// of the collection (decision 0049).
const (
	estimateSample    = 1000
	estimateCardYears = 2000
	estimateMaxRuns   = 20
	estimateDays      = 365
	// A card's simulated year stops after this many reviews (a card failed
	// again and again through its relearning steps).
	estimateMaxReviews = 500
)

// estimates simulates the next year of a sample of owner's memories with
// their weights at each retention (and current): each review recalls with
// the card's chance of recall at its due time (graded Good) or lapses
// (Again), drawn from a seeded generator, the same draws at every retention.
// New cards add nothing. The sample (up to estimateSample memories from a
// random card on) stands for all the learner's memories, counted in
// study_counts. What was simulated is kept while owner's memories, review
// count, weights and day stay the same (estimate_cache.go): a page opened
// again costs two small reads, a retention not simulated yet one year of
// the same sample.
func (s *Service) estimates(ctx context.Context, owner domain.Account, weights *string, reviews int, current float64, tzOffset int) ([]Estimate, int, error) {
	rets := slices.Clone(EstimateRetentions)
	if !slices.ContainsFunc(rets, func(r float64) bool { return math.Abs(r-current) < 1e-9 }) {
		rets = append(rets, current)
		slices.Sort(rets)
	}
	out := make([]Estimate, len(rets))
	for i, r := range rets {
		out[i].Retention = r
	}
	var memories int
	if err := s.st.ReadOnly().QueryRow(ctx, "SELECT COALESCE((SELECT reviewed FROM study_counts WHERE owner_kind = ? AND owner_id = ?), 0)",
		string(owner.Kind), owner.ID).Scan(&memories); err != nil {
		return nil, 0, fmt.Errorf("study: count memories: %w", err)
	}
	if memories == 0 {
		return out, 0, nil
	}
	w := ""
	if weights != nil {
		w = *weights
	}
	now := s.now().UTC()
	end := EndOfDay(now, tzOffset).AddDate(0, 0, estimateDays-1)
	state := estimateState{weights: w, memories: memories, reviews: reviews, end: end}
	known, ok := s.estimated.get(owner)
	if !ok || known.state != state {
		known = &learnerEstimates{state: state, start: randomCardID()}
	}
	var missing []float64
	for i, r := range rets {
		if v, ok := known.at(r); ok {
			out[i].ReviewsPerDay = v
		} else {
			missing = append(missing, r)
		}
	}
	if len(missing) == 0 {
		return out, memories, nil
	}
	sample, err := s.sampleMemories(ctx, owner, known.start, estimateSample)
	if err != nil || len(sample) == 0 {
		return out, memories, err
	}
	cards := make([]fsrs.Card, len(sample))
	for i, m := range sample {
		cards[i] = m.card()
	}
	added := make([]Estimate, len(missing))
	for i, r := range missing {
		sched, err := s.schedulers.get(r, w)
		if err != nil {
			return nil, 0, err
		}
		added[i] = Estimate{Retention: r, ReviewsPerDay: reviewsPerCard(sched, cards, now, end) * float64(memories) / estimateDays}
	}
	known = known.with(added)
	s.estimated.put(owner, known)
	for i, r := range rets {
		out[i].ReviewsPerDay, _ = known.at(r)
	}
	return out, memories, nil
}

// reviewsPerCard is how many reviews a card of sample asks for from now
// until end under sched, on average: each card's year simulated (several
// times for a small sample), with the same draws for a card at every
// retention, so that the estimates differ by the retention, not by chance.
func reviewsPerCard(sched *fsrs.Scheduler, sample []fsrs.Card, now, end time.Time) float64 {
	runs := min(max(estimateCardYears/len(sample), 1), estimateMaxRuns)
	total := 0
	for j, c := range sample {
		rng := rand.New(rand.NewPCG(uint64(j), 0x5eed))
		for range runs {
			total += simulateYear(sched, c, now, end, rng.Float64)
		}
	}
	return float64(total) / float64(runs) / float64(len(sample))
}

// simulateYear counts the reviews card c asks for from now until end under
// sched: each due review recalls (Good) when draw() falls below the card's
// chance of recall then, and lapses (Again) otherwise. A card in review is
// first due after its stability stretched to sched's retention.
func simulateYear(sched *fsrs.Scheduler, c fsrs.Card, now, end time.Time, draw func() float64) int {
	due := c.Due
	if c.State == fsrs.StateReview && !c.LastReview.IsZero() {
		due = c.LastReview.Add(time.Duration(sched.Interval(c.Stability)) * 24 * time.Hour)
	}
	if due.Before(now) {
		due = now // overdue: reviewed today
	}
	n := 0
	for due.Before(end) && n < estimateMaxReviews {
		g := fsrs.Good
		if draw() >= sched.Retrievability(c, due) {
			g = fsrs.Again
		}
		next, err := sched.Next(c, due, g)
		if err != nil {
			break
		}
		n++
		c, due = next, next.Due
	}
	return n
}

// randomCardID is where a sample starts: card ids are random hex.
func randomCardID() string {
	var b [16]byte
	for i := range b {
		b[i] = byte(rand.IntN(256))
	}
	return fmt.Sprintf("%x", b[:])
}

// sampleMemories reads up to n of owner's memories from card id start on
// (card ids are random), wrapping around: two reads by the primary key.
func (s *Service) sampleMemories(ctx context.Context, owner domain.Account, start string, n int) ([]Memory, error) {
	k, id := string(owner.Kind), owner.ID
	read := func(cmp string, limit int) ([]Memory, error) {
		rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+memoryColumns+" FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND card_id "+cmp+
			" ? AND state <> 'new' ORDER BY card_id LIMIT ?", k, id, start, limit)
		if err != nil {
			return nil, fmt.Errorf("study: sample memories: %w", err)
		}
		return store.ScanAll(rows, func(r store.Row) (Memory, error) { return scanMemory(r) })
	}
	out, err := read(">=", n)
	if err != nil || len(out) == n {
		return out, err
	}
	more, err := read("<", n-len(out))
	return append(out, more...), err
}
