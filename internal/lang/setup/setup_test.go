package setup

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/lang"
)

func load(t *testing.T, env map[string]string) (config.Config, error) {
	t.Helper()
	return config.Load("serve", nil, func(k string) string { return env[k] })
}

func TestConfig(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		wantErr string
	}{
		{"no AI", nil, ""},
		{"ollama", map[string]string{"STORYGLOT_AI_BASE_URL": "http://localhost:11434/v1", "STORYGLOT_AI_MODEL": "qwen2.5"}, ""},
		{"bad url", map[string]string{"STORYGLOT_AI_BASE_URL": "localhost:11434"}, "ai-base-url"},
		{"model without url", map[string]string{"STORYGLOT_AI_MODEL": "gpt-4o-mini"}, "STORYGLOT_AI_BASE_URL must be set"},
		{"bad timeout", map[string]string{"STORYGLOT_AI_TIMEOUT": "soon"}, "STORYGLOT_AI_TIMEOUT"},
		{"bad concurrency", map[string]string{"STORYGLOT_AI_CONCURRENCY": "0"}, "STORYGLOT_AI_CONCURRENCY"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := load(t, tt.env)
			if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Errorf("err = %v, want %q", err, tt.wantErr)
			}
		})
	}
}

func TestNewComposesAIBeforeOffline(t *testing.T) {
	s := aitest.New(t, func(aitest.Request) aitest.Reply { return aitest.Status(500) })
	cfg, err := load(t, map[string]string{
		"STORYGLOT_AI_BASE_URL": s.BaseURL, "STORYGLOT_AI_API_KEY": "k", "STORYGLOT_AI_MODEL": "chat-1",
		"STORYGLOT_AI_SPEECH_MODEL": "tts-1", "STORYGLOT_AI_VOICE": "nova", "STORYGLOT_AI_TIMEOUT": "5s",
	})
	if err != nil {
		t.Fatal(err)
	}
	eng, closer, err := New(context.Background(), cfg, blob.Discard{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer closer.Close()
	for _, p := range lang.Pairs() {
		for _, c := range []lang.Capability{lang.CapTranslate, lang.CapExplain} {
			ch := eng.Chain(c, p)
			if len(ch) == 0 || ch[0].Name() != "ai:chat-1" {
				t.Fatalf("%s %s: chain starts with %v", c, p, ch)
			}
			for _, pr := range ch[1:] {
				if strings.HasPrefix(pr.Name(), "ai") {
					t.Errorf("%s %s: AI provider %s after the first", c, p, pr.Name())
				}
			}
		}
		if got := eng.Provider(lang.CapSpeak, p); got != "ai-speech:tts-1" {
			t.Fatalf("speak %s = %q", p, got)
		}
		if got := eng.Provider(lang.CapIllustrate, p); got != "" {
			t.Fatalf("illustrate %s = %q without an image model", p, got)
		}
		for _, c := range []lang.Capability{lang.CapPronounce, lang.CapGloss, lang.CapSegment, lang.CapDetect} {
			if got := eng.Provider(c, p); strings.HasPrefix(got, "ai") {
				t.Fatalf("%s %s served by %s", c, p, got)
			}
		}
	}
	if !eng.CanWriteStories(lang.Korean) {
		t.Error("cannot write stories with a chat model")
	}
	if len(s.Requests()) != 0 {
		t.Errorf("composing the engine made %d requests", len(s.Requests()))
	}
}

func TestNewOfflineOnly(t *testing.T) {
	cfg, err := load(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Compose(FromConfig(cfg), blob.Discard{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if b.AI != nil || b.Client != nil {
		t.Error("AI providers without configuration")
	}
	for p, cells := range b.Engine.Matrix() {
		for _, c := range cells {
			if strings.HasPrefix(c.Provider, "ai") {
				t.Fatalf("%s %s served by %s", c.Capability, p, c.Provider)
			}
		}
	}
	if _, err := b.Engine.WriteStory(context.Background(), lang.Spanish, "a cat #47"); !errors.Is(err, lang.ErrUnsupported) {
		t.Errorf("story err = %v, want ErrUnsupported", err)
	}
	if _, err := b.Engine.Illustrate(context.Background(), lang.Pair{Target: lang.Spanish, Native: lang.English}, "x"); !errors.Is(err, lang.ErrUnsupported) {
		t.Errorf("illustrate err = %v, want ErrUnsupported", err)
	}
}
