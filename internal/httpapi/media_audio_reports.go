package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// audioReport is an open report of wrong audio, as the audio fix shows it.
type audioReport struct {
	ID         int64     `json:"id"`
	StoryID    string    `json:"storyId"`
	StoryTitle string    `json:"storyTitle"`
	Target     string    `json:"targetLanguage"`
	CardID     string    `json:"cardId"`
	Position   int       `json:"position" doc:"The card's place in its lesson, from 0"`
	Front      string    `json:"front"`
	AudioURL   string    `json:"audioUrl,omitempty"`
	Note       string    `json:"note" doc:"What the learner said is wrong (may be empty)"`
	CreatedAt  time.Time `json:"createdAt"`
	Closed     bool      `json:"closed"`
}

func audioReportOf(r lessons.AudioReport) audioReport {
	return audioReport{ID: r.ID, StoryID: r.StoryID, StoryTitle: r.StoryTitle, Target: r.Target, CardID: r.CardID,
		Position: r.Position, Front: r.Front, AudioURL: fileURL(r.AudioKey), Note: r.Note, CreatedAt: r.CreatedAt,
		Closed: r.Closed}
}

type reportAudioInput struct {
	ID     string `path:"id" maxLength:"64"`
	CardID string `path:"cardId" maxLength:"64"`
	Body   struct {
		Note string `json:"note,omitempty" maxLength:"1200" doc:"What is wrong, at most 300 characters"`
	}
}

type audioReportOutput struct {
	Status int
	Body   audioReport
}

// reportAudio records that a card's audio is wrong (the lesson's owner).
func (s *Server) reportAudio(ctx context.Context, in *reportAudioInput) (*audioReportOutput, error) {
	acct, isAdmin := caller(ctx)
	r, created, err := s.Lessons.ReportAudio(ctx, acct, isAdmin, in.ID, in.CardID, in.Body.Note)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	return &audioReportOutput{Status: status, Body: audioReportOf(r)}, nil
}

type audioReportsInput struct {
	StoryID string `query:"story" maxLength:"64" doc:"Only this lesson's reports"`
}

type audioReportsOutput struct {
	Body struct {
		Reports []audioReport `json:"reports"`
	}
}

func (s *Server) audioReportsOf(ctx context.Context, f lessons.ReportFilter) (*audioReportsOutput, error) {
	rs, err := s.Lessons.OpenAudioReports(ctx, f)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &audioReportsOutput{}
	out.Body.Reports = make([]audioReport, 0, len(rs))
	for _, r := range rs {
		out.Body.Reports = append(out.Body.Reports, audioReportOf(r))
	}
	return out, nil
}

// listAudioReports lists the open reports of the caller's lessons.
func (s *Server) listAudioReports(ctx context.Context, in *audioReportsInput) (*audioReportsOutput, error) {
	acct, _ := caller(ctx)
	return s.audioReportsOf(ctx, lessons.ReportFilter{Owner: &acct, StoryID: in.StoryID})
}

type audioReportIDInput struct {
	ID int64 `path:"id" minimum:"1"`
}

// dismissAudioReport closes a report without a fix (owner, or an admin: audited).
func (s *Server) dismissAudioReport(ctx context.Context, in *audioReportIDInput) (*audioReportOutput, error) {
	acct, isAdmin := caller(ctx)
	r, err := s.Lessons.DismissAudioReport(ctx, acct, isAdmin, in.ID, fixer(ctx))
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	if isAdmin {
		s.adminAudit(ctx, telemetry.AuditAudioReportDismissed, "", map[string]any{"reportId": r.ID, "storyId": r.StoryID,
			"cardId": r.CardID, "ownStory": r.StoryOwner == acct})
	}
	return &audioReportOutput{Status: http.StatusOK, Body: audioReportOf(r)}, nil
}
