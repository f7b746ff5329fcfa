package httpapi

import (
	"context"
	"strconv"
	"time"

	"github.com/storyglot/storyglot/internal/telemetry"
)

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

type insightInput struct {
	Days string `query:"days" enum:"1,7,30" default:"7" doc:"Today (1), the last 7 or 30 days"`
}

type insightFunnel struct {
	Visitors    int `json:"visitors"`
	Guests      int `json:"guests"`
	FirstLesson int `json:"firstLesson"`
	SignUps     int `json:"signUps"`
	Purchases   int `json:"purchases"`
}

type insightSource struct {
	Source      string `json:"source" doc:"First-touch utm_source; empty for direct visits"`
	Visitors    int    `json:"visitors"`
	Guests      int    `json:"guests"`
	FirstLesson int    `json:"firstLesson"`
	SignUps     int    `json:"signUps"`
	Purchases   int    `json:"purchases"`
}

type insightDay struct {
	Day       string `json:"day" format:"date"`
	Visitors  int    `json:"visitors"`
	PageViews int    `json:"pageViews"`
}

type insightErrorType struct {
	Type  string `json:"type"`
	Count int    `json:"count"`
}

type insightOutput struct {
	Body struct {
		Days             int                `json:"days"`
		Since            time.Time          `json:"since"`
		Visitors         int                `json:"visitors"`
		PageViews        int                `json:"pageViews"`
		PrivatePageViews int                `json:"privatePageViews" doc:"Page views under Do-Not-Track or GPC (no id, not in visitors)"`
		Visits           int                `json:"visits"`
		VisitSeconds     int64              `json:"visitSeconds"`
		Guests           int                `json:"guests"`
		SignUps          int                `json:"signUps"`
		LessonsMade      int                `json:"lessonsMade"`
		LessonsFailed    int                `json:"lessonsFailed"`
		Reviews          int                `json:"reviews"`
		Orders           int                `json:"orders"`
		RevenueCents     int64              `json:"revenueCents" doc:"Paid orders less refunds"`
		Currency         string             `json:"currency"`
		Errors           int                `json:"errors"`
		Funnel           insightFunnel      `json:"funnel"`
		Sources          []insightSource    `json:"sources"`
		Daily            []insightDay       `json:"daily"`
		ErrorTypes       []insightErrorType `json:"errorTypes"`
	}
}

func toFunnel(f telemetry.Funnel) insightFunnel {
	return insightFunnel{Visitors: f.Visitors, Guests: f.Guests, FirstLesson: f.FirstLesson, SignUps: f.SignUps, Purchases: f.Purchases}
}

// getInsight is the admin dashboard: today, 7 or 30 days.
func (s *Server) getInsight(ctx context.Context, in *insightInput) (*insightOutput, error) {
	days, _ := strconv.Atoi(in.Days) // one of the enum's values
	r, err := s.Telemetry.Insight(ctx, days)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &insightOutput{}
	b := &out.Body
	b.Days, b.Since, b.Visitors, b.PageViews, b.PrivatePageViews = r.Days, r.Since, r.Visitors, r.PageViews, r.PrivatePageViews
	b.Visits, b.VisitSeconds, b.Guests, b.SignUps = r.Visits, r.VisitSeconds, r.Guests, r.SignUps
	b.LessonsMade, b.LessonsFailed, b.Reviews, b.Orders = r.LessonsMade, r.LessonsFailed, r.Reviews, r.Orders
	b.RevenueCents, b.Currency, b.Errors, b.Funnel = r.RevenueCents, r.Currency, r.Errors, toFunnel(r.Funnel)
	b.Sources, b.Daily, b.ErrorTypes = []insightSource{}, []insightDay{}, []insightErrorType{}
	for _, src := range r.Sources {
		f := src.Funnel
		b.Sources = append(b.Sources, insightSource{Source: src.Source, Visitors: f.Visitors, Guests: f.Guests,
			FirstLesson: f.FirstLesson, SignUps: f.SignUps, Purchases: f.Purchases})
	}
	for _, d := range r.Daily {
		b.Daily = append(b.Daily, insightDay{Day: d.Day, Visitors: d.Visitors, PageViews: d.PageViews})
	}
	for _, e := range r.ErrorTypes {
		b.ErrorTypes = append(b.ErrorTypes, insightErrorType{Type: e.Type, Count: e.Count})
	}
	return out, nil
}
