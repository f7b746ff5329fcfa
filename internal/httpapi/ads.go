package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/telemetry"
)

// DefaultAdVideo is the project's own clip, played when no ad is active.
const DefaultAdVideo = "/ads/default-ad.mp4"

type adOutput struct {
	Body struct {
		VideoURL  string `json:"videoUrl"`
		LinkURL   string `json:"linkUrl,omitempty" doc:"An external link such as 'BOOK NOW'"`
		LinkLabel string `json:"linkLabel,omitempty"`
		Default   bool   `json:"default" doc:"No ad is active: the project's own clip"`
	}
}

// currentAd reads the ads (product §17): an active ad inside its dates, chosen
// at random by weight (decision 0014); the project's own clip when there is none.
func (s *Server) currentAd(ctx context.Context, _ *struct{}) (*adOutput, error) {
	out := &adOutput{}
	a, ok, err := s.Media.CurrentAd(ctx)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	if !ok {
		out.Body.VideoURL, out.Body.Default = DefaultAdVideo, true
		return out, nil
	}
	out.Body.VideoURL, out.Body.LinkURL, out.Body.LinkLabel = a.VideoURL, a.LinkURL, a.LinkLabel
	return out, nil
}

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

type updateMeInput struct {
	Body struct {
		GenieArrowDismissed *bool `json:"genieArrowDismissed,omitempty"`
		LeaderboardOptIn    *bool `json:"leaderboardOptIn,omitempty" doc:"Appear on the leaderboards under the display name"`
	}
}

// updateMe changes what a user may change of their profile.
func (s *Server) updateMe(ctx context.Context, in *updateMeInput) (*meOutput, error) {
	u := identityFrom(ctx).User
	if in.Body.GenieArrowDismissed != nil {
		if err := s.Auth.SetGenieArrowDismissed(ctx, u, *in.Body.GenieArrowDismissed); err != nil {
			return nil, problem(ctx, s.log, err)
		}
	}
	if in.Body.LeaderboardOptIn != nil {
		if err := s.Boards.SetOptIn(ctx, u.ID, *in.Body.LeaderboardOptIn); err != nil {
			return nil, problem(ctx, s.log, err)
		}
	}
	body, err := s.me(ctx, identityFrom(ctx).Identity)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &meOutput{Body: body}, nil
}
