package aiprovider

import (
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/ai/aitest"
)

// client returns a client of the stand-in with all three models, fast
// backoff and a short timeout.
func client(t *testing.T, s *aitest.Server, timeout time.Duration, models ...string) *ai.Client {
	cfg := ai.Config{BaseURL: s.BaseURL, APIKey: "k-test", Model: "chat-1", SpeechModel: "tts-1", ImageModel: "img-1",
		Timeout: timeout, MaxRetries: 2, Backoff: time.Millisecond, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if len(models) == 3 {
		cfg.Model, cfg.SpeechModel, cfg.ImageModel = models[0], models[1], models[2]
	}
	return ai.New(cfg)
}

// userSentences reads the sentences the provider sent.
func userSentences(t *testing.T, r aitest.Request) []string {
	t.Helper()
	msgs := r.Messages()
	if len(msgs) != 2 || msgs[0].Role != "system" || msgs[1].Role != "user" {
		t.Fatalf("messages = %+v", msgs)
	}
	var in struct {
		Sentences []string `json:"sentences"`
	}
	if err := json.Unmarshal([]byte(msgs[1].Content), &in); err != nil {
		t.Fatalf("user message is not the sentences JSON: %v", err)
	}
	return in.Sentences
}

// answer is what a well-behaved model says about sentences: "EN(s)", a
// note, the first word as a key word and one word that is not in the
// sentence (the provider must drop it).
func answer(sentences []string) map[string]any {
	var items []any
	for i, s := range sentences {
		first := strings.Fields(s)[0]
		items = append(items, map[string]any{
			"index": i + 1, "translation": "EN(" + s + ")", "explanation": "note " + s,
			"words": []any{
				map[string]any{"word": first, "lemma": strings.ToLower(first), "pos": "verb", "gloss": "g-" + first, "note": "n-" + first},
				map[string]any{"word": "invented", "lemma": "invented", "pos": "noun", "gloss": "x", "note": ""},
			},
		})
	}
	return map[string]any{"sentences": items}
}
