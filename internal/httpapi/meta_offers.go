package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/lang"
)

type offersOutput struct {
	CacheControl string `header:"Cache-Control"`
	Body         struct {
		Pairs []lang.Offer `json:"pairs" doc:"Per language pair, what a lesson gets with this server's engines now (product §6)"`
	}
}

// getOffers tells, before a learner pays, what a lesson of each pair gets:
// a sentence translation (natural or a machine draft) or word glosses only,
// pronunciation, audio, explanations, pictures.
func (s *Server) getOffers(ctx context.Context, _ *struct{}) (*offersOutput, error) {
	out := &offersOutput{CacheControl: "public, max-age=300"}
	out.Body.Pairs = []lang.Offer{}
	if s.Engine == nil {
		return out, nil
	}
	for _, p := range lang.Pairs() {
		out.Body.Pairs = append(out.Body.Pairs, s.Engine.Offer(p))
	}
	return out, nil
}
