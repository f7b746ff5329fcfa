package study

import (
	"context"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// studyDay is the statement that adds one review to its day's sums on the
// progress page (study_days, migration 0037; decision 0050), sent in the
// review's batch. Every figure is what this review adds, so undoing the
// review subtracts the same figures from the same row.
func studyDay(owner domain.Account, at time.Time, tzOffset int, before fsrs.State, grade fsrs.Rating, durationMs int) store.Statement {
	first, inReview, passed := dayFigures(before, grade)
	return store.Statement{SQL: `INSERT INTO study_days (owner_kind, owner_id, day, reviews, cards_new, review_state_reviews, review_state_passed, duration_ms)
		VALUES (?, ?, ?, 1, ?, ?, ?, ?)
		ON CONFLICT (owner_kind, owner_id, day) DO UPDATE SET reviews = study_days.reviews + 1, cards_new = study_days.cards_new + excluded.cards_new,
		review_state_reviews = study_days.review_state_reviews + excluded.review_state_reviews,
		review_state_passed = study_days.review_state_passed + excluded.review_state_passed,
		duration_ms = study_days.duration_ms + excluded.duration_ms`,
		Args: []any{string(owner.Kind), owner.ID, LocalDay(at, tzOffset), first, inReview, passed, max(durationMs, 0)}}
}

// dayFigures is what one review adds to its day's new cards, reviews in the
// review state and those passed, from the card's state before it and its
// grade.
func dayFigures(before fsrs.State, grade fsrs.Rating) (first, inReview, passed int) {
	if before == fsrs.StateNew {
		first = 1
	}
	if before == fsrs.StateReview {
		inReview = 1
		if grade >= fsrs.Hard {
			passed = 1
		}
	}
	return first, inReview, passed
}

// LocalDay is the date (YYYY-MM-DD) at t in a time zone tzOffset minutes
// east of UTC.
func LocalDay(t time.Time, tzOffset int) string {
	return t.In(time.FixedZone("learner", tzOffset*60)).Format(time.DateOnly)
}

// ProgressDay is one day's study.
type ProgressDay struct {
	Day        string // YYYY-MM-DD, the learner's date
	Reviews    int
	New        int // first reviews of cards
	DurationMs int64
}

// ProgressMonth is one month's true retention: of the reviews of cards in
// the review state, those graded Hard or better.
type ProgressMonth struct {
	Month   string // YYYY-MM
	Reviews int
	Passed  int
}

// ForecastDay is how many cards fall due on a day.
type ForecastDay struct {
	Day string
	Due int
}

// StateCounts are the learner's cards by FSRS state.
type StateCounts struct {
	New, Learning, Review, Relearning int
}

// Progress is what the progress page shows (product §19).
type Progress struct {
	Days     []ProgressDay   // the last n days, oldest first, every day
	Months   []ProgressMonth // the last 12 months, oldest first
	Forecast []ForecastDay   // the next 30 days from today; the first holds every overdue card too
	Cards    StateCounts
	Today    ProgressDay
	Last7Ms  int64
	Reviews  int   // every review ever
	TotalMs  int64 // time of every review ever
	Streak   int   // days in a row with a review, up to today (or yesterday, while today has none); at most the days read
	Studied  bool  // the learner has ever reviewed a card
}

// ProgressDays bounds the days of reviews the progress page asks for.
const ProgressDays = 365

// ForecastDays is the forecast's length.
const ForecastDays = 30

// Progress reads owner's progress for the last days days (1 to
// ProgressDays) in a time zone tzOffset minutes east of UTC. Its cost does
// not grow with the reviews or the cards of the learner (decision 0050):
// the days and months are at most 366 rows of study_days by key, the
// totals one row per day ever studied, the cards by state a row per
// language and the learner's study_counts row, and the forecast reads
// card_memory_due_idx up to the end of the 30th day, i.e. the entries of
// the cards due by then.
func (s *Service) Progress(ctx context.Context, owner domain.Account, tzOffset, days int) (Progress, error) {
	if err := checkTZ(tzOffset); err != nil {
		return Progress{}, err
	}
	if days < 1 || days > ProgressDays {
		return Progress{}, invalid("days must be between 1 and %d.", ProgressDays)
	}
	zone := time.FixedZone("learner", tzOffset*60)
	now := s.now().In(zone)
	y, m, d := now.Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, zone)
	firstMonth := time.Date(y, m-11, 1, 0, 0, 0, 0, zone)
	from := today.AddDate(0, 0, -(days - 1))
	if firstMonth.Before(from) {
		from = firstMonth
	}
	if week := today.AddDate(0, 0, -6); week.Before(from) {
		from = week
	}
	k, id := string(owner.Kind), owner.ID
	q := s.st.ReadOnly()
	var p Progress
	rows, err := q.Query(ctx, `SELECT day, reviews, cards_new, review_state_reviews, review_state_passed, duration_ms FROM study_days
		WHERE owner_kind = ? AND owner_id = ? AND day >= ? ORDER BY day`, k, id, from.Format(time.DateOnly))
	if err != nil {
		return Progress{}, fmt.Errorf("study: read study days: %w", err)
	}
	type row struct {
		ProgressDay
		inReview, passed int
	}
	read, err := store.ScanAll(rows, func(r store.Row) (x row, err error) {
		return x, r.Scan(&x.Day, &x.Reviews, &x.New, &x.inReview, &x.passed, &x.DurationMs)
	})
	if err != nil {
		return Progress{}, fmt.Errorf("study: read study days: %w", err)
	}
	byDay := make(map[string]row, len(read))
	for _, r := range read {
		byDay[r.Day] = r
	}
	for t := today.AddDate(0, 0, -(days - 1)); !t.After(today); t = t.AddDate(0, 0, 1) {
		day := t.Format(time.DateOnly)
		p.Days = append(p.Days, ProgressDay{Day: day, Reviews: byDay[day].Reviews, New: byDay[day].New, DurationMs: byDay[day].DurationMs})
	}
	months := map[string]*ProgressMonth{}
	for t := firstMonth; !t.After(today); t = t.AddDate(0, 1, 0) {
		p.Months = append(p.Months, ProgressMonth{Month: t.Format("2006-01")})
	}
	for i := range p.Months {
		months[p.Months[i].Month] = &p.Months[i]
	}
	week := today.AddDate(0, 0, -6).Format(time.DateOnly)
	for _, r := range read {
		if mo := months[r.Day[:7]]; mo != nil {
			mo.Reviews += r.inReview
			mo.Passed += r.passed
		}
		if r.Day >= week {
			p.Last7Ms += r.DurationMs
		}
	}
	p.Today = ProgressDay{Day: today.Format(time.DateOnly)}
	if r, ok := byDay[p.Today.Day]; ok {
		p.Today = r.ProgressDay
	}
	// The streak: today counts once it has a review; before, up to yesterday.
	t := today
	if byDay[t.Format(time.DateOnly)].Reviews == 0 {
		t = t.AddDate(0, 0, -1)
	}
	for ; !t.Before(from) && byDay[t.Format(time.DateOnly)].Reviews > 0; t = t.AddDate(0, 0, -1) {
		p.Streak++
	}

	var cards, reviewed, studied, learned, relearning int
	if err := q.QueryRow(ctx, `SELECT
		(SELECT COALESCE(SUM(reviews), 0) FROM study_days WHERE owner_kind = ? AND owner_id = ?),
		(SELECT COALESCE(SUM(duration_ms), 0) FROM study_days WHERE owner_kind = ? AND owner_id = ?),
		COALESCE((SELECT cards FROM study_counts WHERE owner_kind = ? AND owner_id = ?), 0),
		COALESCE((SELECT reviewed FROM study_counts WHERE owner_kind = ? AND owner_id = ?), 0),
		(SELECT COALESCE(SUM(studied), 0) FROM study_languages WHERE owner_kind = ? AND owner_id = ?),
		(SELECT COALESCE(SUM(learned), 0) FROM study_languages WHERE owner_kind = ? AND owner_id = ?),
		(SELECT COALESCE(SUM(relearning), 0) FROM study_languages WHERE owner_kind = ? AND owner_id = ?)`,
		k, id, k, id, k, id, k, id, k, id, k, id, k, id).Scan(&p.Reviews, &p.TotalMs, &cards, &reviewed, &studied, &learned, &relearning); err != nil {
		return Progress{}, fmt.Errorf("study: read progress totals: %w", err)
	}
	p.Studied = p.Reviews > 0
	p.Cards = StateCounts{New: max(cards-reviewed, 0), Learning: max(studied-learned-relearning, 0), Review: max(learned, 0), Relearning: max(relearning, 0)}

	forecast, err := s.forecast(ctx, q, owner, today)
	if err != nil {
		return Progress{}, err
	}
	p.Forecast = forecast
	return p, nil
}

// forecast counts the cards due on each of the ForecastDays days from today
// (the learner's midnight), every overdue card on today. It reads the
// entries of card_memory_due_idx due by the end of the last day: as many as
// the cards due by then, whatever the learner's collection.
func (s *Service) forecast(ctx context.Context, q store.Querier, owner domain.Account, today time.Time) ([]ForecastDay, error) {
	k, id := string(owner.Kind), owner.ID
	out := make([]ForecastDay, ForecastDays)
	for i := range out {
		out[i].Day = today.AddDate(0, 0, i).Format(time.DateOnly)
	}
	tomorrow := today.AddDate(0, 0, 1)
	if err := q.QueryRow(ctx, "SELECT COUNT(*) FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND due < ?",
		k, id, tomorrow.UTC()).Scan(&out[0].Due); err != nil {
		return nil, fmt.Errorf("study: count cards due today: %w", err)
	}
	rows, err := q.Query(ctx, "SELECT due FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND due >= ? AND due < ?",
		k, id, tomorrow.UTC(), today.AddDate(0, 0, ForecastDays).UTC())
	if err != nil {
		return nil, fmt.Errorf("study: read the forecast: %w", err)
	}
	dues, err := store.ScanAll(rows, func(r store.Row) (t time.Time, err error) { return t, r.Scan(&t) })
	if err != nil {
		return nil, fmt.Errorf("study: read the forecast: %w", err)
	}
	for _, due := range dues {
		i := int(due.Sub(today).Hours() / 24)
		// A day is 24 hours in a fixed zone; the guard is for rounding only.
		if i >= 1 && i < ForecastDays {
			out[i].Due++
		}
	}
	return out, nil
}
