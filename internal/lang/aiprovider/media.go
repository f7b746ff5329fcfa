package aiprovider

import (
	"bytes"
	"context"
	"fmt"
	"net/http"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/lang"
)

// Speech speaks every learning language with the speech model.
type Speech struct {
	client *ai.Client
	voice  string
}

var (
	_ lang.Synthesizer = (*Speech)(nil)
	_ lang.SpeechKeyer = (*Speech)(nil)
)

// Name implements lang.Provider: "ai-speech:" and the model.
func (s *Speech) Name() string { return "ai-speech:" + s.client.SpeechModel() }

// SpeechKey implements lang.SpeechKeyer: the model and the voice.
func (s *Speech) SpeechKey() string { return s.Name() + ":" + s.voice }

// Supports implements lang.Provider.
func (s *Speech) Supports(c lang.Capability, p lang.Pair) bool {
	return c == lang.CapSpeak && p.Target.Valid()
}

// Synthesize implements lang.Synthesizer. The answer must be MP3: a service
// that sends another format is an error, not audio stored under the wrong
// type.
func (s *Speech) Synthesize(ctx context.Context, l lang.Code, text string) (lang.Speech, error) {
	data, err := s.client.Speech(ctx, text, s.voice)
	if err != nil {
		return lang.Speech{}, fmt.Errorf("%s: speak %s: %w", s.Name(), l, err)
	}
	if !isMP3(data) {
		return lang.Speech{}, fmt.Errorf("%s: speak %s: the answer is not MP3 (%s)", s.Name(), l, http.DetectContentType(data))
	}
	return lang.Speech{Data: data, ContentType: "audio/mpeg", Voice: s.SpeechKey()}, nil
}

// isMP3 recognises an ID3 tag or an MPEG audio frame header.
func isMP3(b []byte) bool {
	return bytes.HasPrefix(b, []byte("ID3")) || (len(b) > 1 && b[0] == 0xFF && b[1]&0xE0 == 0xE0)
}

// Images draws a picture for a card with the image model.
type Images struct {
	client *ai.Client
	size   string
}

var _ lang.Illustrator = (*Images)(nil)

// Name implements lang.Provider: "ai-image:" and the model.
func (im *Images) Name() string { return "ai-image:" + im.client.ImageModel() }

// Supports implements lang.Provider.
func (im *Images) Supports(c lang.Capability, p lang.Pair) bool {
	return c == lang.CapIllustrate && p.Target.Valid()
}

// Illustrate implements lang.Illustrator: one picture of what text says,
// without lettering. The answer must be PNG or JPEG.
func (im *Images) Illustrate(ctx context.Context, p lang.Pair, text string) (lang.Image, error) {
	prompt := "A simple, warm illustration for a language-learning flashcard, with no text, letters or captions in the picture. " +
		"It shows this " + p.Target.Name() + " sentence: " + text
	data, err := im.client.Image(ctx, prompt, im.size)
	if err != nil {
		return lang.Image{}, fmt.Errorf("%s: illustrate: %w", im.Name(), err)
	}
	switch ct := http.DetectContentType(data); ct {
	case "image/png", "image/jpeg":
		return lang.Image{Data: data, ContentType: ct}, nil
	default:
		return lang.Image{}, fmt.Errorf("%s: illustrate: the answer is %s, want PNG or JPEG", im.Name(), ct)
	}
}
