package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/telemetry"
)

type trackInput struct {
	Body struct {
		EventName string            `json:"eventName" maxLength:"64" example:"ad_closed"`
		SessionID string            `json:"sessionId,omitempty" maxLength:"64" doc:"The analytics session id kept in local storage"`
		UTM       map[string]string `json:"utm,omitempty" doc:"source, medium, campaign, content, term"`
		Metadata  map[string]any    `json:"metadata,omitempty"`
	}
}

// track stores an analytics event (product §8).
func (s *Server) track(ctx context.Context, in *trackInput) (*struct{}, error) {
	ctx, cancel, err := s.allowPublicWrite(ctx, "analytics")
	defer cancel()
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	id := identityFrom(ctx)
	e := telemetry.AnalyticsEvent{Name: in.Body.EventName, SessionID: in.Body.SessionID, UTM: in.Body.UTM,
		Metadata: in.Body.Metadata, IsGuest: id.User == nil}
	if id.User != nil {
		e.UserID = id.User.ID
	}
	if err := s.Telemetry.Track(ctx, e); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return nil, nil
}

type utmBody struct {
	Source   string `json:"source,omitempty" maxLength:"200"`
	Medium   string `json:"medium,omitempty" maxLength:"200"`
	Campaign string `json:"campaign,omitempty" maxLength:"200"`
	Content  string `json:"content,omitempty" maxLength:"200"`
	Term     string `json:"term,omitempty" maxLength:"200"`
}

func (u *utmBody) asMap() map[string]string {
	if u == nil {
		return nil
	}
	return map[string]string{"source": u.Source, "medium": u.Medium, "campaign": u.Campaign, "content": u.Content, "term": u.Term}
}

type pageViewBody struct {
	Path       string `json:"path" minLength:"1" maxLength:"2000"`
	FirstVisit bool   `json:"firstVisit,omitempty" doc:"The browser's first page view ever"`
	Referrer   string `json:"referrer,omitempty" maxLength:"2000" doc:"Only its host is kept"`
}

type visitBody struct {
	DurationMs int64 `json:"durationMs" minimum:"3000" maximum:"86400000" doc:"Visits under 3 s are not reported (product §8)"`
	PageViews  int   `json:"pageViews" minimum:"0" maximum:"10000"`
}

type productEventBody struct {
	Name     string         `json:"name" enum:"guest_started,story_submitted,lesson_completed,study_round_finished,sign_up,purchase"`
	Metadata map[string]any `json:"metadata,omitempty" maxProperties:"20"`
}

type analyticsBatchInput struct {
	DNT  string `header:"DNT" doc:"1: Do-Not-Track; no identifiers are kept"`
	GPC  string `header:"Sec-GPC" doc:"1: Global Privacy Control; no identifiers are kept"`
	Body struct {
		SessionID string             `json:"sessionId,omitempty" maxLength:"64" pattern:"^[A-Za-z0-9-]+$" doc:"The analytics session id kept in local storage (product §8); absent under Do-Not-Track"`
		UTM       *utmBody           `json:"utm,omitempty" doc:"First-touch UTM parameters (kept 30 days)"`
		LastUTM   *utmBody           `json:"lastUtm,omitempty" doc:"Last-touch UTM parameters"`
		PageViews []pageViewBody     `json:"pageViews,omitempty" maxItems:"50"`
		Visits    []visitBody        `json:"visits,omitempty" maxItems:"10"`
		Events    []productEventBody `json:"events,omitempty" maxItems:"50"`
	}
}

// trackBatch stores what a browser collected since its last send (product §8).
func (s *Server) trackBatch(ctx context.Context, in *analyticsBatchInput) (*struct{}, error) {
	ctx, cancel, err := s.allowPublicWrite(ctx, "analytics")
	defer cancel()
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	b := telemetry.Batch{SessionID: in.Body.SessionID, FirstUTM: in.Body.UTM.asMap(), LastUTM: in.Body.LastUTM.asMap(),
		Private: in.DNT == "1" || in.GPC == "1"}
	if u := identityFrom(ctx).User; u != nil {
		b.UserID = u.ID
	}
	for _, pv := range in.Body.PageViews {
		b.PageViews = append(b.PageViews, telemetry.PageView{Path: pv.Path, FirstVisit: pv.FirstVisit, Referrer: pv.Referrer})
	}
	for _, v := range in.Body.Visits {
		b.Visits = append(b.Visits, telemetry.Visit{Duration: time.Duration(v.DurationMs) * time.Millisecond, PageViews: v.PageViews})
	}
	for _, e := range in.Body.Events {
		b.Events = append(b.Events, telemetry.AnalyticsEvent{Name: e.Name, Metadata: e.Metadata})
	}
	if err := s.Telemetry.Ingest(ctx, b); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return nil, nil
}
