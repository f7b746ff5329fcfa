// Package aiprovider offers the language engine's capabilities through an
// OpenAI-compatible service (internal/ai): translations, sentence notes and
// key-word hints from one structured chat call per chunk of sentences,
// stories from a prompt, speech and card images. What the service is not
// configured for is lang.ErrUnsupported, so the engine falls back to the
// offline providers.
package aiprovider

import (
	"time"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/lang"
)

// Options tune the AI providers; zero values take the defaults.
type Options struct {
	// Voice of the speech model (default "alloy").
	Voice string
	// ImageSize asked of the image model (default "1024x1024").
	ImageSize string
	// ChunkSize is the most sentences per chat call (default 8).
	ChunkSize int
	// CacheSize bounds the per-sentence results kept (default 4096).
	CacheSize int
	// FailTTL is how long a failed sentence is remembered, so the hints of a
	// lesson whose translation just failed go straight to the offline
	// providers (default 1 minute).
	FailTTL time.Duration
}

// Set holds the AI providers a client is configured for; a field is nil
// when its model is not set.
type Set struct {
	Chat   *Chat
	Speech *Speech
	Images *Images
}

// New returns the providers client is configured for. It contacts nothing.
func New(client *ai.Client, o Options) *Set {
	if o.Voice == "" {
		o.Voice = "alloy"
	}
	if o.ImageSize == "" {
		o.ImageSize = "1024x1024"
	}
	if o.ChunkSize <= 0 {
		o.ChunkSize = 8
	}
	if o.CacheSize <= 0 {
		o.CacheSize = 4096
	}
	if o.FailTTL <= 0 {
		o.FailTTL = time.Minute
	}
	s := &Set{}
	if client.Configured() {
		s.Chat = &Chat{client: client, chunk: o.ChunkSize, cache: newCache(o.CacheSize, o.FailTTL)}
	}
	if client.CanSpeak() {
		s.Speech = &Speech{client: client, voice: o.Voice}
	}
	if client.CanDraw() {
		s.Images = &Images{client: client, size: o.ImageSize}
	}
	return s
}

// Providers returns the configured providers, to be placed before the
// offline ones.
func (s *Set) Providers() []lang.Provider {
	var out []lang.Provider
	if s.Chat != nil {
		out = append(out, s.Chat)
	}
	if s.Speech != nil {
		out = append(out, s.Speech)
	}
	if s.Images != nil {
		out = append(out, s.Images)
	}
	return out
}
