package lang

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"sync"

	"github.com/storyglot/storyglot/internal/blob"
)

// Speaker turns text into stored audio. The blob key is a hash of the
// synthesizer's name, the language and the text, so the same sentence is
// never synthesised twice, across processes that share the store.
type Speaker struct {
	synth Synthesizer
	store blob.Store

	mu       sync.Mutex
	inflight map[string]*call
}

type call struct {
	done  chan struct{}
	audio Audio
	err   error
}

// NewSpeaker stores the output of synth in store.
func NewSpeaker(synth Synthesizer, store blob.Store) *Speaker {
	return &Speaker{synth: synth, store: store, inflight: map[string]*call{}}
}

// Name returns the synthesizer's name.
func (s *Speaker) Name() string { return s.synth.Name() }

// Supports reports whether the synthesizer can speak p.Target.
func (s *Speaker) Supports(c Capability, p Pair) bool {
	return c == CapSpeak && s.synth.Supports(CapSpeak, p)
}

// AudioKey is the blob key of the speech of text in l by the provider named
// (or its SpeechKey).
func AudioKey(provider string, l Code, text, ext string) string {
	h := sha256.Sum256([]byte(provider + "\x00" + string(l) + "\x00" + strings.TrimSpace(text)))
	return "audio/" + hex.EncodeToString(h[:]) + ext
}

// Speak returns the stored audio of text, synthesising it if needed.
// Concurrent calls for the same text share one synthesis.
func (s *Speaker) Speak(ctx context.Context, l Code, text string) (Audio, error) {
	id := s.synth.Name()
	if k, ok := s.synth.(SpeechKeyer); ok {
		id = k.SpeechKey()
	}
	key := AudioKey(id, l, text, ".mp3")
	if ok, err := s.store.Exists(ctx, key); err != nil {
		return Audio{}, fmt.Errorf("lang: speak: %w", err)
	} else if ok {
		return Audio{Key: key, ContentType: "audio/mpeg", Cached: true}, nil
	}
	s.mu.Lock()
	if c, ok := s.inflight[key]; ok {
		s.mu.Unlock()
		select {
		case <-c.done:
			return c.audio, c.err
		case <-ctx.Done():
			return Audio{}, fmt.Errorf("lang: speak: %w", ctx.Err())
		}
	}
	c := &call{done: make(chan struct{})}
	s.inflight[key] = c
	s.mu.Unlock()

	c.audio, c.err = s.synthesize(ctx, l, text, key)
	s.mu.Lock()
	delete(s.inflight, key)
	s.mu.Unlock()
	close(c.done)
	return c.audio, c.err
}

func (s *Speaker) synthesize(ctx context.Context, l Code, text, key string) (Audio, error) {
	sp, err := s.synth.Synthesize(ctx, l, text)
	if err != nil {
		return Audio{}, fmt.Errorf("lang: speak: %w", err)
	}
	// Every synthesizer is asked for MP3; the key's extension says so.
	if sp.ContentType != "" && sp.ContentType != "audio/mpeg" {
		return Audio{}, fmt.Errorf("lang: speak: %s gave %s, want audio/mpeg", s.synth.Name(), sp.ContentType)
	}
	if err := s.store.Put(ctx, key, "audio/mpeg", bytes.NewReader(sp.Data)); err != nil {
		return Audio{}, fmt.Errorf("lang: speak: %w", err)
	}
	return Audio{Key: key, ContentType: "audio/mpeg"}, nil
}
