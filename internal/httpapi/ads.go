package httpapi

import (
	"context"
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
