package telemetry

import (
	"context"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
)

// Report is the admin dashboard's view of a period (decision 0012): who came,
// from where, how many made a lesson, signed up, paid, and what broke.
type Report struct {
	Days  int
	Since time.Time // the start of the first day, UTC

	Visitors         int // distinct analytics ids with a page view
	PageViews        int
	PrivatePageViews int // page views under Do-Not-Track / GPC, without an id
	Visits           int
	VisitSeconds     int64 // summed length of the kept visits
	Guests           int   // guest sessions started
	SignUps          int   // accounts created
	LessonsMade      int
	LessonsFailed    int
	Reviews          int
	Orders           int   // paid orders
	RevenueCents     int64 // paid, less refunds
	Currency         string
	Errors           int

	Funnel     Funnel
	Sources    []SourceRow
	Daily      []DayRow
	ErrorTypes []ErrorTypeRow
}

// Funnel counts analytics ids that reached each step in the period.
type Funnel struct {
	Visitors, Guests, FirstLesson, SignUps, Purchases int
}

// SourceRow is the funnel of the visitors of one first-touch UTM source
// ("" is direct: no UTM source).
type SourceRow struct {
	Source string
	Funnel
}

// DayRow is one UTC day.
type DayRow struct {
	Day       string
	Visitors  int
	PageViews int
}

// ErrorTypeRow is how often an error type was logged.
type ErrorTypeRow struct {
	Type  string
	Count int
}

// ReportSince is the start of a period of days ending today (UTC).
func ReportSince(now time.Time, days int) time.Time {
	y, m, d := now.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC).AddDate(0, 0, 1-days)
}

// Insight aggregates the period of days ending today.
func (s *Service) Insight(ctx context.Context, days int) (*Report, error) {
	r := &Report{Days: days, Since: ReportSince(s.now(), days)}
	q := s.st.ReadOnly()
	since := r.Since
	var currency *string
	err := q.QueryRow(ctx, `SELECT
		(SELECT COUNT(DISTINCT session_id) FROM page_views WHERE created_at >= ?),
		(SELECT COUNT(*) FROM page_views WHERE created_at >= ?),
		(SELECT COUNT(*) FROM page_views WHERE created_at >= ? AND session_id IS NULL),
		(SELECT COUNT(*) FROM visits WHERE created_at >= ?),
		(SELECT COALESCE(SUM(duration_ms), 0) / 1000 FROM visits WHERE created_at >= ?),
		(SELECT COUNT(*) FROM guest_sessions WHERE created_at >= ?),
		(SELECT COUNT(*) FROM users WHERE created_at >= ? AND id <> ?),
		(SELECT COUNT(*) FROM stories WHERE created_at >= ? AND status = 'completed' AND owner_id <> ?),
		(SELECT COUNT(*) FROM stories WHERE created_at >= ? AND status = 'failed' AND owner_id <> ?),
		(SELECT COUNT(*) FROM review_log WHERE created_at >= ? AND imported = ?),
		(SELECT COUNT(*) FROM orders WHERE paid_at >= ?),
		(SELECT COALESCE(SUM(amount_cents - amount_refunded_cents), 0) FROM orders WHERE paid_at >= ?),
		(SELECT MAX(currency) FROM orders WHERE paid_at >= ?),
		(SELECT COUNT(*) FROM error_logs WHERE created_at >= ?)`,
		// The built-in library's account and its seeded lessons are not learners' (decision 0039).
		since, since, since, since, since, since, since, domain.LibraryUserID, since, domain.LibraryUserID, since, domain.LibraryUserID,
		since, false, since, since, since, since).Scan(
		&r.Visitors, &r.PageViews, &r.PrivatePageViews, &r.Visits, &r.VisitSeconds, &r.Guests, &r.SignUps,
		&r.LessonsMade, &r.LessonsFailed, &r.Reviews, &r.Orders, &r.RevenueCents, &currency, &r.Errors)
	if err != nil {
		return nil, fmt.Errorf("telemetry: insight totals: %w", err)
	}
	if currency != nil {
		r.Currency = *currency
	}
	if r.Sources, err = s.sources(ctx, since); err != nil {
		return nil, err
	}
	for _, src := range r.Sources {
		r.Funnel.Visitors += src.Visitors
		r.Funnel.Guests += src.Guests
		r.Funnel.FirstLesson += src.FirstLesson
		r.Funnel.SignUps += src.SignUps
		r.Funnel.Purchases += src.Purchases
	}
	if r.Daily, err = s.daily(ctx, since, days); err != nil {
		return nil, err
	}
	if r.ErrorTypes, err = s.errorTypes(ctx, since); err != nil {
		return nil, err
	}
	return r, nil
}

// sources is the funnel per first-touch source: each analytics id with a page
// view in the period, and the product events it reported in the period.
func (s *Service) sources(ctx context.Context, since time.Time) ([]SourceRow, error) {
	rows, err := s.st.ReadOnly().Query(ctx, `WITH v AS (
			SELECT session_id, MAX(COALESCE(utm_source, '')) AS source FROM page_views
			WHERE created_at >= ? AND session_id IS NOT NULL GROUP BY session_id),
		e AS (
			SELECT session_id,
				MAX(CASE WHEN event_name = 'guest_started' THEN 1 ELSE 0 END) AS guest,
				MAX(CASE WHEN event_name = 'lesson_completed' THEN 1 ELSE 0 END) AS lesson,
				MAX(CASE WHEN event_name = 'sign_up' THEN 1 ELSE 0 END) AS signup,
				MAX(CASE WHEN event_name = 'purchase' THEN 1 ELSE 0 END) AS purchase
			FROM analytics_events WHERE created_at >= ? AND session_id IS NOT NULL
				AND event_name IN ('guest_started', 'lesson_completed', 'sign_up', 'purchase')
			GROUP BY session_id)
		SELECT v.source, COUNT(*), COALESCE(SUM(e.guest), 0), COALESCE(SUM(e.lesson), 0),
			COALESCE(SUM(e.signup), 0), COALESCE(SUM(e.purchase), 0)
		FROM v LEFT JOIN e ON e.session_id = v.session_id
		GROUP BY v.source ORDER BY COUNT(*) DESC, v.source LIMIT 50`, since, since)
	if err != nil {
		return nil, fmt.Errorf("telemetry: insight sources: %w", err)
	}
	defer rows.Close()
	out := []SourceRow{}
	for rows.Next() {
		var r SourceRow
		if err := rows.Scan(&r.Source, &r.Visitors, &r.Guests, &r.FirstLesson, &r.SignUps, &r.Purchases); err != nil {
			return nil, fmt.Errorf("telemetry: insight sources: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// daily is visitors and page views per UTC day, every day of the period.
func (s *Service) daily(ctx context.Context, since time.Time, days int) ([]DayRow, error) {
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT day, COUNT(DISTINCT session_id), COUNT(*) FROM page_views
		WHERE created_at >= ? GROUP BY day`, since)
	if err != nil {
		return nil, fmt.Errorf("telemetry: insight days: %w", err)
	}
	defer rows.Close()
	byDay := map[string]DayRow{}
	for rows.Next() {
		var r DayRow
		if err := rows.Scan(&r.Day, &r.Visitors, &r.PageViews); err != nil {
			return nil, fmt.Errorf("telemetry: insight days: %w", err)
		}
		byDay[r.Day] = r
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := make([]DayRow, 0, days)
	for i := range days {
		d := since.AddDate(0, 0, i).Format(time.DateOnly)
		r := byDay[d]
		r.Day = d
		out = append(out, r)
	}
	return out, nil
}

func (s *Service) errorTypes(ctx context.Context, since time.Time) ([]ErrorTypeRow, error) {
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT error_type, COUNT(*) FROM error_logs WHERE created_at >= ?
		GROUP BY error_type ORDER BY COUNT(*) DESC, error_type LIMIT 10`, since)
	if err != nil {
		return nil, fmt.Errorf("telemetry: insight error types: %w", err)
	}
	defer rows.Close()
	out := []ErrorTypeRow{}
	for rows.Next() {
		var r ErrorTypeRow
		if err := rows.Scan(&r.Type, &r.Count); err != nil {
			return nil, fmt.Errorf("telemetry: insight error types: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
