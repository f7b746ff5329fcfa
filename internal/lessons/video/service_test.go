package video

import (
	"context"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/storyglot/storyglot/internal/blob"
)

func newService(t *testing.T, cfg Config) (*Service, *blob.Local) {
	t.Helper()
	store, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return &Service{Store: store, Renderer: New(cfg)}, store
}

func TestVideoForRendersOnce(t *testing.T) {
	needFFmpeg(t)
	t.Parallel()
	s, store := newService(t, Config{})
	ctx := context.Background()
	in := Input{Lang: "es", Text: "El gato duerme.", Subtitle: "The cat sleeps.", Audio: sineMP3(t, 1)}

	const n = 8
	keys := make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			keys[i], errs[i] = s.VideoFor(ctx, "card 1", in)
		}()
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("call %d: %v", i, errs[i])
		}
		if keys[i] != keys[0] {
			t.Fatalf("keys differ: %s, %s", keys[i], keys[0])
		}
	}
	if got := s.Renderer.Renders(); got != 1 {
		t.Errorf("%d concurrent calls rendered %d times, want 1", n, got)
	}
	if !strings.HasPrefix(keys[0], "video/") || !strings.HasSuffix(keys[0], ".mp4") || blob.ValidateKey(keys[0]) != nil {
		t.Errorf("key %q", keys[0])
	}
	rc, err := store.Open(ctx, keys[0])
	if err != nil {
		t.Fatal(err)
	}
	mp4, err := io.ReadAll(rc)
	rc.Close()
	if err != nil {
		t.Fatal(err)
	}
	checkVideo(t, "stored", mp4, 1+tailSeconds)

	// Cached: a second service on the same store (another process) renders nothing.
	other := &Service{Store: store, Renderer: New(Config{})}
	key, err := other.VideoFor(ctx, "card 1", in)
	if err != nil || key != keys[0] {
		t.Fatalf("cached: %q, %v", key, err)
	}
	if got := other.Renderer.Renders(); got != 0 {
		t.Errorf("cached video rendered %d times, want 0", got)
	}

	// Any change of input is another video.
	changed := in
	changed.Subtitle = "The cat is sleeping."
	if Key(changed) == keys[0] {
		t.Error("changed subtitle, same key")
	}
	changed = in
	changed.Audio = append([]byte(nil), in.Audio...)
	changed.Audio[len(changed.Audio)-1] ^= 1
	if Key(changed) == keys[0] {
		t.Error("changed audio, same key")
	}
}

func TestVideoForUnavailable(t *testing.T) {
	t.Parallel()
	s, store := newService(t, Config{FFmpegPath: filepath.Join(t.TempDir(), "no-ffmpeg")})
	_, err := s.VideoFor(context.Background(), "card 7", Input{Text: "Hola"})
	if !errors.Is(err, ErrUnavailable) {
		t.Fatalf("err = %v, want ErrUnavailable", err)
	}
	if !strings.Contains(err.Error(), "card 7") || !strings.Contains(err.Error(), "ffmpeg is not installed") {
		t.Errorf("message %q should name the card and say ffmpeg is not installed", err)
	}
	if ok, _ := store.Exists(context.Background(), Key(Input{Text: "Hola"})); ok {
		t.Error("a failed render was stored")
	}
}
