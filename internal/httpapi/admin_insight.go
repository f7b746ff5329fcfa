package httpapi

import (
	"context"
	"strconv"
	"time"

	"github.com/storyglot/storyglot/internal/telemetry"
)

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
