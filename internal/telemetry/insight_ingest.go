package telemetry

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Bounds of the browser's analytics (product §8).
const (
	// MinVisit is the shortest visit that is kept.
	MinVisit = 3 * time.Second
	// MaxVisit is the longest visit a browser may report.
	MaxVisit = 24 * time.Hour
)

// ProductEvents are the product events a browser may report in a batch
// (product §8, decision 0012): the steps of the funnel and what a learner does.
var ProductEvents = []string{"guest_started", "story_submitted", "lesson_completed", "study_round_finished", "sign_up", "purchase"}

// PageView is one page shown in a browser.
type PageView struct {
	Path       string
	FirstVisit bool
	Referrer   string // a full address; only its host is kept
}

// Visit is a browser's visit: it ended after 5 minutes idle or when the page was left.
type Visit struct {
	Duration  time.Duration
	PageViews int
}

// Batch is what a browser sends at once: its page views, ended visits and
// product events, with the browser's analytics id and UTM parameters.
type Batch struct {
	SessionID string
	FirstUTM  map[string]string // source, medium, campaign, content, term (first touch)
	LastUTM   map[string]string // the last touch
	// Private is Do-Not-Track or Global Privacy Control: page views are
	// counted, and nothing that identifies the browser or the person is kept.
	Private   bool
	UserID    string
	PageViews []PageView
	Visits    []Visit
	Events    []AnalyticsEvent // Name and Metadata; the rest comes from the batch
}

// Ingest stores a batch in one transaction.
func (s *Service) Ingest(ctx context.Context, b Batch) error {
	if b.Private {
		b.SessionID, b.UserID, b.FirstUTM, b.LastUTM, b.Visits = "", "", nil, nil, nil
	}
	now := s.now().UTC()
	day := now.Format(time.DateOnly)
	utm := func(m map[string]string, k string) any { return nullable(domain.Truncate(m[k], 200)) }
	return s.st.InTx(ctx, func(tx store.Tx) error {
		for _, pv := range b.PageViews {
			if _, err := tx.Exec(ctx, `INSERT INTO page_views (session_id, path, first_visit, utm_source, utm_medium, utm_campaign,
				last_utm_source, referrer_host, day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				nullable(domain.Truncate(b.SessionID, 64)), CleanPath(pv.Path), pv.FirstVisit && !b.Private,
				utm(b.FirstUTM, "source"), utm(b.FirstUTM, "medium"), utm(b.FirstUTM, "campaign"), utm(b.LastUTM, "source"),
				nullable(referrerHost(pv.Referrer)), day, now); err != nil {
				return fmt.Errorf("telemetry: page view: %w", err)
			}
		}
		for _, v := range b.Visits {
			if v.Duration < MinVisit || b.SessionID == "" {
				continue // product §8: shorter visits are not reported
			}
			v.Duration = min(v.Duration, MaxVisit)
			if _, err := tx.Exec(ctx, `INSERT INTO visits (session_id, started_at, duration_ms, page_views, created_at)
				VALUES (?, ?, ?, ?, ?)`, domain.Truncate(b.SessionID, 64), now.Add(-v.Duration), v.Duration.Milliseconds(),
				max(v.PageViews, 0), now); err != nil {
				return fmt.Errorf("telemetry: visit: %w", err)
			}
		}
		for _, e := range b.Events {
			e.SessionID, e.UserID, e.UTM, e.IsGuest = b.SessionID, b.UserID, b.FirstUTM, b.UserID == ""
			if err := s.trackIn(ctx, tx, e); err != nil {
				return err
			}
		}
		return nil
	})
}

// CleanPath keeps the path of an address: no query string (it may carry
// tokens or e-mail addresses), no fragment, at most 300 bytes.
func CleanPath(p string) string {
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return domain.Truncate(p, 300)
}

func referrerHost(ref string) string {
	u, err := url.Parse(ref)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	return domain.Truncate(u.Hostname(), 200)
}
