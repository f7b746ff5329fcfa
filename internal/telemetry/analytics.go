package telemetry

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// AnalyticsEvent is one tracked event (product §8).
type AnalyticsEvent struct {
	Name      string
	UserID    string // empty for guests and visitors
	SessionID string
	IsGuest   bool
	UTM       map[string]string // source, medium, campaign, content, term
	Metadata  map[string]any
}

var eventNameRe = regexp.MustCompile(`^[a-z][a-z0-9_]{1,63}$`)

// Track stores an analytics event.
func (s *Service) Track(ctx context.Context, e AnalyticsEvent) error {
	return s.trackIn(ctx, s.st, e)
}

func (s *Service) trackIn(ctx context.Context, q store.Querier, e AnalyticsEvent) error {
	if !eventNameRe.MatchString(e.Name) {
		return domain.Errorf(domain.CodeInvalid, "event names are lower_snake_case, 2 to 64 characters")
	}
	if e.Metadata == nil {
		e.Metadata = map[string]any{}
	}
	meta, err := json.Marshal(e.Metadata)
	if err != nil || len(meta) > domain.MaxErrorMetadataLen {
		return domain.Errorf(domain.CodeInvalid, "metadata must be a JSON object under %d bytes", domain.MaxErrorMetadataLen)
	}
	utm := func(k string) any { return nullable(domain.Truncate(e.UTM[k], 200)) }
	_, err = q.Exec(ctx, `INSERT INTO analytics_events (event_name, user_id, session_id, utm_source, utm_medium, utm_campaign,
		utm_content, utm_term, is_guest, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		e.Name, nullable(e.UserID), nullable(domain.Truncate(e.SessionID, 64)), utm("source"), utm("medium"), utm("campaign"),
		utm("content"), utm("term"), e.IsGuest, string(meta), s.now().UTC())
	if err != nil {
		return fmt.Errorf("telemetry: track %s: %w", e.Name, err)
	}
	return nil
}

// CountEvents counts events of a name (for tests and the admin area).
func (s *Service) CountEvents(ctx context.Context, name string) (int, error) {
	var n int
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM analytics_events WHERE event_name = ?", name).Scan(&n)
	return n, err
}
