package lang

import (
	"context"
	"errors"
	"io"
	"sync"
	"testing"

	"github.com/storyglot/storyglot/internal/blob"
)

// testSpeech speaks every text (a few bytes of its own).
type testSpeech struct{}

func (testSpeech) Name() string { return "test speech" }
func (testSpeech) Supports(c Capability, _ Pair) bool {
	return c == CapSpeak
}
func (testSpeech) Synthesize(_ context.Context, _ Code, text string) (Speech, error) {
	return Speech{Data: []byte("audio of " + text), ContentType: "audio/mpeg", Voice: "test"}, nil
}

// countedStore closes all once n files are stored.
type countedStore struct {
	blob.Store
	mu     sync.Mutex
	stored int
	n      int
	all    chan struct{}
}

func (s *countedStore) Put(ctx context.Context, key, contentType string, r io.Reader) error {
	if err := s.Store.Put(ctx, key, contentType, r); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stored++; s.stored == s.n {
		close(s.all)
	}
	return nil
}

// downTranslator fails, once the story's cards' audio is stored.
type downTranslator struct{ after <-chan struct{} }

func (d downTranslator) Name() string { return "down translator" }
func (d downTranslator) Supports(c Capability, _ Pair) bool {
	return c == CapTranslate
}
func (d downTranslator) Translate(ctx context.Context, _ Pair, _ []string) ([]Translation, error) {
	select {
	case <-d.after:
	case <-ctx.Done():
	}
	return nil, errors.New("the translator is down")
}

// A lesson that stops before its cards are emitted hands every card it made
// to Discard with the files it stored, so that they can be swept: here the
// translation fails after the three sentences' audio is stored, and no card
// was emitted.
func TestALessonThatStopsHandsItsCardsToDiscard(t *testing.T) {
	local, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	blobs := &countedStore{Store: local, n: 3, all: make(chan struct{})}
	e := NewEngine(EngineConfig{Providers: []Provider{downTranslator{after: blobs.all}, testSpeech{}}, Store: blobs, Workers: 1})
	var mu sync.Mutex
	var emitted, discarded []Card
	_, err = e.BuildLesson(context.Background(), LessonRequest{Target: "es", Native: "en", Text: "Ana vive en Sevilla. Tiene un gato. El gato duerme.",
		Title: "Ana", WordCards: -1,
		Emit: func(_ context.Context, c Card) error {
			mu.Lock()
			defer mu.Unlock()
			emitted = append(emitted, c)
			return nil
		},
		Discard: func(c Card) {
			mu.Lock()
			defer mu.Unlock()
			discarded = append(discarded, c)
		}})
	if err == nil {
		t.Fatal("the lesson was built though its translation failed")
	}
	if len(emitted) != 0 {
		t.Errorf("%d cards emitted before the translation, want none", len(emitted))
	}
	if len(discarded) != 3 {
		t.Fatalf("%d cards handed to Discard, want the 3 made", len(discarded))
	}
	for _, c := range discarded {
		if c.Audio == nil || c.Audio.Key == "" {
			t.Errorf("card %d %q handed to Discard without its stored audio: %+v", c.Index, c.Text, c)
		}
	}
}
