package httpapi

import (
	"context"
	"errors"
	"io"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lessons/video"
)

type cardVideoInput struct {
	ID string `path:"id" maxLength:"64"`
}

type cardVideoOutput struct {
	Location     string `header:"Location"`
	CacheControl string `header:"Cache-Control"`
}

// cardVideo renders a card's video on first request (ffmpeg, from its text,
// translation, pronunciation, audio and image) and redirects to the stored
// file; later requests find it stored. Card ids are random, so like the
// files themselves the video needs no session (shared stories play it too).
func (s *Server) cardVideo(ctx context.Context, in *cardVideoInput) (*cardVideoOutput, error) {
	if s.Videos == nil {
		return nil, problem(ctx, s.log, domain.Titled(domain.CodeNotFound, "Video not available", "Videos are not available on this server."))
	}
	card, story, err := s.Lessons.Card(ctx, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	// The key comes from the texts and the stored files' own (content) keys,
	// so a video made before is found without reading audio or image.
	blobKey := video.KeyOf(card.Front, card.Back, card.Pronunciation, card.AudioKey, card.ImageKey, story.TargetLanguage)
	key, err := s.Videos.VideoAt(ctx, card.ID, blobKey, func(ctx context.Context) (video.Input, error) {
		vin := video.Input{Text: card.Front, Subtitle: card.Back, Pronunciation: card.Pronunciation, Lang: story.TargetLanguage}
		var err error
		if vin.Audio, err = s.readBlob(ctx, card.AudioKey); err != nil {
			return vin, err
		}
		vin.Image, err = s.readBlob(ctx, card.ImageKey)
		return vin, err
	})
	if errors.Is(err, video.ErrUnavailable) {
		return nil, problem(ctx, s.log, domain.Titled(domain.CodeNotFound, "Video not available", "Videos need ffmpeg, which is not installed on this server."))
	}
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &cardVideoOutput{Location: fileURL(key), CacheControl: "private, max-age=3600"}, nil
}

func (s *Server) readBlob(ctx context.Context, key string) ([]byte, error) {
	if key == "" {
		return nil, nil
	}
	rd, err := s.Blobs.Open(ctx, key)
	if err != nil {
		return nil, err
	}
	defer rd.Close()
	return io.ReadAll(io.LimitReader(rd, 20<<20))
}
