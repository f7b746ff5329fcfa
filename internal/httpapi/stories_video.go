package httpapi

import (
	"context"
)

type cardVideoInput struct {
	ID string `path:"id" maxLength:"64"`
}

type cardVideoOutput struct {
	Location     string `header:"Location"`
	CacheControl string `header:"Cache-Control"`
}

// cardVideo renders a card's video on first request and redirects to the
// stored file; later requests find it stored. Card ids are random, so like
// the files themselves the video needs no session (shared stories play it
// too).
func (s *Server) cardVideo(ctx context.Context, in *cardVideoInput) (*cardVideoOutput, error) {
	key, err := s.Lessons.CardVideo(ctx, s.Videos, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &cardVideoOutput{Location: fileURL(key), CacheControl: "private, max-age=3600"}, nil
}
