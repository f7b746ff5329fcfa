package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/media"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// Ad is an ad of the generation wait as the admin API shows it.
type Ad struct {
	ID        int64      `json:"id"`
	Title     string     `json:"title"`
	VideoURL  string     `json:"videoUrl"`
	UploadID  string     `json:"uploadId,omitempty" doc:"Set when the video is one of the uploads"`
	LinkURL   string     `json:"linkUrl,omitempty"`
	LinkLabel string     `json:"linkLabel,omitempty"`
	Weight    int        `json:"weight"`
	Active    bool       `json:"active" doc:"false: retired"`
	StartsAt  *time.Time `json:"startsAt,omitempty"`
	EndsAt    *time.Time `json:"endsAt,omitempty"`
	CreatedAt time.Time  `json:"createdAt"`
}

func adOf(a media.Ad) Ad {
	return Ad{ID: a.ID, Title: a.Title, VideoURL: a.VideoURL, UploadID: a.UploadID, LinkURL: a.LinkURL, LinkLabel: a.LinkLabel,
		Weight: a.Weight, Active: a.Active, StartsAt: a.StartsAt, EndsAt: a.EndsAt, CreatedAt: a.CreatedAt}
}

// adBody is what an admin sends to create or change an ad.
type adBody struct {
	Title     string     `json:"title,omitempty" maxLength:"200"`
	VideoURL  string     `json:"videoUrl,omitempty" maxLength:"2000" doc:"An https:// video, when no upload is chosen"`
	UploadID  string     `json:"uploadId,omitempty" maxLength:"64" doc:"One of the uploads (wins over videoUrl)"`
	LinkURL   string     `json:"linkUrl,omitempty" maxLength:"2000" doc:"The 'BOOK NOW' link"`
	LinkLabel string     `json:"linkLabel,omitempty" maxLength:"40" doc:"The link's label; default 'BOOK NOW'"`
	Weight    int        `json:"weight" minimum:"1" maximum:"1000" doc:"Relative chance of being played"`
	Active    bool       `json:"active"`
	StartsAt  *time.Time `json:"startsAt,omitempty" doc:"Plays from this moment (empty: now)"`
	EndsAt    *time.Time `json:"endsAt,omitempty" doc:"Plays until this moment (empty: no end)"`
}

func (b adBody) input() media.AdInput {
	return media.AdInput{Title: b.Title, VideoURL: b.VideoURL, UploadID: b.UploadID, LinkURL: b.LinkURL, LinkLabel: b.LinkLabel,
		Weight: b.Weight, Active: b.Active, StartsAt: b.StartsAt, EndsAt: b.EndsAt}
}

type adInput struct{ Body adBody }
type adIDInput struct {
	ID int64 `path:"id"`
}
type adUpdateInput struct {
	ID   int64 `path:"id"`
	Body adBody
}
type adAdminOutput struct{ Body Ad }
type adsOutput struct {
	Body struct {
		Ads []Ad `json:"ads"`
	}
}

func (s *Server) listAds(ctx context.Context, _ *struct{}) (*adsOutput, error) {
	ads, err := s.Media.Ads(ctx)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &adsOutput{}
	out.Body.Ads = make([]Ad, 0, len(ads))
	for _, a := range ads {
		out.Body.Ads = append(out.Body.Ads, adOf(a))
	}
	return out, nil
}

func (s *Server) createAd(ctx context.Context, in *adInput) (*adAdminOutput, error) {
	return s.auditedAd(ctx, "ad_created")(s.Media.CreateAd(ctx, in.Body.input()))
}

func (s *Server) updateAd(ctx context.Context, in *adUpdateInput) (*adAdminOutput, error) {
	return s.auditedAd(ctx, "ad_updated")(s.Media.UpdateAd(ctx, in.ID, in.Body.input()))
}

func (s *Server) retireAd(ctx context.Context, in *adIDInput) (*adAdminOutput, error) {
	return s.auditedAd(ctx, "ad_retired")(s.Media.RetireAd(ctx, in.ID))
}

// auditedAd answers an ad action and writes it to the audit log.
func (s *Server) auditedAd(ctx context.Context, event string) func(media.Ad, error) (*adAdminOutput, error) {
	return func(a media.Ad, err error) (*adAdminOutput, error) {
		if err != nil {
			return nil, problem(ctx, s.log, err)
		}
		u := identityFrom(ctx).User
		if err := s.Telemetry.Audit(ctx, s.Store, telemetry.AuditEvent{Type: event, UserEmail: u.Email,
			Details: map[string]any{"adId": a.ID, "videoUrl": a.VideoURL, "weight": a.Weight, "active": a.Active}}); err != nil {
			return nil, problem(ctx, s.log, err)
		}
		return &adAdminOutput{Body: adOf(a)}, nil
	}
}
