package lang

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
)

// Respeak synthesises text again along the same chain as Speak, without
// looking for stored audio (the audio fix, product §17). The new audio is kept
// under a key made from its own bytes, so a corrected file gets a new URL
// (browsers cache files for good) and making it again is idempotent.
func (e *Engine) Respeak(ctx context.Context, l Code, text string) (Audio, error) {
	v, _, err := try(ctx, e, CapSpeak, Pair{Target: l}, func(p Provider) (Audio, error) {
		return e.speaker(unwrap(p).(Synthesizer)).resynthesize(ctx, l, text)
	})
	return v, err
}

func (s *Speaker) resynthesize(ctx context.Context, l Code, text string) (Audio, error) {
	sp, err := s.synth.Synthesize(ctx, l, text)
	if err != nil {
		return Audio{}, fmt.Errorf("lang: respeak: %w", err)
	}
	if sp.ContentType != "" && sp.ContentType != "audio/mpeg" || len(sp.Data) == 0 {
		return Audio{}, fmt.Errorf("lang: respeak: %s gave %d bytes of %s, want audio/mpeg", s.synth.Name(), len(sp.Data), sp.ContentType)
	}
	sum := sha256.Sum256(sp.Data)
	key := "audio/" + hex.EncodeToString(sum[:]) + ".mp3"
	if ok, err := s.store.Exists(ctx, key); err != nil {
		return Audio{}, fmt.Errorf("lang: respeak: %w", err)
	} else if ok {
		return Audio{Key: key, ContentType: "audio/mpeg", Cached: true}, nil
	}
	if err := s.store.Put(ctx, key, "audio/mpeg", bytes.NewReader(sp.Data)); err != nil {
		return Audio{}, fmt.Errorf("lang: respeak: %w", err)
	}
	return Audio{Key: key, ContentType: "audio/mpeg"}, nil
}
