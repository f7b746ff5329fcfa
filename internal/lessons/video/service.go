package video

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"sync"

	"github.com/storyglot/storyglot/internal/blob"
)

// Service returns the blob key of a card's video, rendering it on first
// request. Identical inputs share one video, across processes that share
// the store. Use it through a pointer; the zero value with Store and
// Renderer set is ready.
type Service struct {
	Store    blob.Store
	Renderer *Renderer

	mu       sync.Mutex
	inflight map[string]*call
}

type call struct {
	done chan struct{}
	err  error
}

// Key is the blob key of the video of in: "video/<sha256>.mp4" over the
// renderer version, the language, the texts and hashes of the audio and
// image.
func Key(in Input) string {
	h := sha256.New()
	field := func(b []byte) {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	sum := func(b []byte) []byte {
		if b == nil {
			return nil
		}
		s := sha256.Sum256(b)
		return s[:]
	}
	field([]byte("storyglot-video-" + Version))
	field([]byte(in.Lang))
	field([]byte(cleanText(in.Text)))
	field([]byte(cleanText(in.Subtitle)))
	field([]byte(cleanText(in.Pronunciation)))
	field(sum(in.Audio))
	field(sum(in.Image))
	return "video/" + hex.EncodeToString(h.Sum(nil)) + ".mp4"
}

// VideoFor returns the blob key of the video of in, rendering and storing
// it unless it is stored already. key names the card in errors. Concurrent
// calls for the same input share one render, which is not cancelled when
// the caller that started it goes away (the Renderer's timeout bounds it).
func (s *Service) VideoFor(ctx context.Context, key string, in Input) (string, error) {
	return s.VideoAt(ctx, key, Key(in), func(context.Context) (Input, error) { return in, nil })
}

// KeyOf is a video's blob key made from what identifies its content without
// reading it: the texts and the keys of stored (content-addressed) audio and
// image files, and the renderer version.
func KeyOf(parts ...string) string {
	h := sha256.New()
	fmt.Fprintf(h, "v%s", Version)
	for _, p := range parts {
		fmt.Fprintf(h, "\x00%d:%s", len(p), p)
	}
	return "video/" + hex.EncodeToString(h.Sum(nil)) + ".mp4"
}

// VideoAt returns the video stored under blobKey, rendering it once (even
// under concurrent requests) from what load returns when it is missing; load
// runs only then, so a video already made costs no reading of its sources.
func (s *Service) VideoAt(ctx context.Context, key, blobKey string, load func(context.Context) (Input, error)) (string, error) {
	if ok, err := s.Store.Exists(ctx, blobKey); err != nil {
		return "", fmt.Errorf("video: video for %s: %w", key, err)
	} else if ok {
		return blobKey, nil
	}
	s.mu.Lock()
	c, ok := s.inflight[blobKey]
	if !ok {
		if s.inflight == nil {
			s.inflight = map[string]*call{}
		}
		c = &call{done: make(chan struct{})}
		s.inflight[blobKey] = c
		go func() {
			bg := context.WithoutCancel(ctx)
			in, err := load(bg)
			if err == nil {
				err = s.make(bg, blobKey, in)
			}
			c.err = err
			s.mu.Lock()
			delete(s.inflight, blobKey)
			s.mu.Unlock()
			close(c.done)
		}()
	}
	s.mu.Unlock()
	select {
	case <-c.done:
		if c.err != nil {
			return "", fmt.Errorf("video: video for %s: %w", key, c.err)
		}
		return blobKey, nil
	case <-ctx.Done():
		return "", fmt.Errorf("video: video for %s: %w", key, ctx.Err())
	}
}

func (s *Service) make(ctx context.Context, blobKey string, in Input) error {
	// Another process may have stored it while this one waited.
	if ok, err := s.Store.Exists(ctx, blobKey); err == nil && ok {
		return nil
	}
	mp4, err := s.Renderer.Render(ctx, in)
	if err != nil {
		return err
	}
	if err := s.Store.Put(ctx, blobKey, "video/mp4", bytes.NewReader(mp4)); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	return nil
}
