package lessons

import (
	"context"
	"errors"
	"io"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lessons/video"
)

var errNoVideos = domain.Titled(domain.CodeNotFound, "Video not available", "Videos are not available on this server.")

// CardVideo returns the blob key of a card's video, rendering it with
// videos on first request (from its text, translation, pronunciation,
// audio and image); later requests find it stored. videos is nil on a
// server without video.
func (s *Service) CardVideo(ctx context.Context, videos *video.Service, cardID string) (string, error) {
	if videos == nil {
		return "", errNoVideos
	}
	card, story, err := s.Card(ctx, cardID)
	if err != nil {
		return "", err
	}
	// The key comes from the texts and the stored files' own (content) keys,
	// so a video made before is found without reading audio or image.
	blobKey := video.KeyOf(card.Front, card.Back, card.Pronunciation, card.AudioKey, card.ImageKey, story.TargetLanguage)
	key, err := videos.VideoAt(ctx, card.ID, blobKey, func(ctx context.Context) (video.Input, error) {
		in := video.Input{Text: card.Front, Subtitle: card.Back, Pronunciation: card.Pronunciation, Lang: story.TargetLanguage}
		var err error
		if in.Audio, err = s.readFile(ctx, card.AudioKey); err != nil {
			return in, err
		}
		in.Image, err = s.readFile(ctx, card.ImageKey)
		return in, err
	})
	if errors.Is(err, video.ErrUnavailable) {
		return "", domain.Titled(domain.CodeNotFound, "Video not available", "Videos need ffmpeg, which is not installed on this server.")
	}
	return key, err
}

// readFile reads a stored file of a card (up to 20 MB); "" is no file.
func (s *Service) readFile(ctx context.Context, key string) ([]byte, error) {
	if key == "" {
		return nil, nil
	}
	rd, err := s.blobs.Open(ctx, key)
	if err != nil {
		return nil, err
	}
	defer rd.Close()
	return io.ReadAll(io.LimitReader(rd, 20<<20))
}
