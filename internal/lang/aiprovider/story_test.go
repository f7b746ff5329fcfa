package aiprovider

import (
	"context"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/lang"
)

func storyReply(s string) aitest.Reply { return aitest.ChatJSON(map[string]string{"story": s}) }

func TestWriteStory(t *testing.T) {
	const (
		s45  = "El gato come pan. Luego duerme en la cama." // 42
		s140 = "Ana vive en Madrid con su perro Toby. Cada mañana caminan por el parque. Toby corre detrás de las palomas y Ana se ríe mucho con él."
	)
	long := strings.Repeat("El sol brilla sobre el mar azul. ", 12) // 396
	tests := []struct {
		name     string
		prompt   string
		replies  []string
		want     string
		wantLen  [2]int
		inSystem []string
		requests int
	}{
		{"#47 fits", "a cat #47", []string{s45}, s45, [2]int{}, []string{"about 47 characters", "between 32 and 62", "Spanish only (Español)"}, 1},
		{"default length fits", "a dog in Madrid", []string{s140}, s140, [2]int{}, []string{"about 150 characters", "between 90 and 220"}, 1},
		{"quotes and line breaks are cleaned", "a cat #47", []string{"“El gato come pan.\nLuego duerme en la cama.”"}, s45, [2]int{}, nil, 1},
		{"too long, retried, better", "a cat #47", []string{s140, s45}, s45, [2]int{}, nil, 2},
		{"too long twice is cut at a sentence", "the sea #100", []string{long, long}, "", [2]int{34, 133}, nil, 2},
		{"too short twice is kept, never padded", "a dog in Madrid", []string{s45, "Toby corre."}, s45, [2]int{}, nil, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := aitest.New(t, func(r aitest.Request) aitest.Reply {
				if js := r.JSONSchema(); js["name"] != "story" || js["strict"] != true || r.Model() != "chat-1" {
					t.Errorf("request %v", r.Body)
				}
				msgs := r.Messages()
				if msgs[0].Role != "system" || !strings.HasPrefix(msgs[1].Content, "Topic: ") {
					t.Errorf("messages %+v", msgs)
				}
				for _, w := range tt.inSystem {
					if !strings.Contains(msgs[0].Content, w) {
						t.Errorf("system prompt lacks %q: %s", w, msgs[0].Content)
					}
				}
				if r.N == 1 && (len(msgs) != 4 || msgs[2].Role != "assistant" || !strings.Contains(msgs[3].Content, "characters")) {
					t.Errorf("retry messages %+v", msgs)
				}
				return storyReply(tt.replies[r.N])
			})
			eng := lang.NewEngine(lang.EngineConfig{Providers: New(client(t, s, time.Second), Options{}).Providers()})
			if !eng.CanWriteStories(lang.Spanish) {
				t.Fatal("cannot write stories")
			}
			got, err := eng.WriteStory(context.Background(), lang.Spanish, tt.prompt)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want != "" && got != tt.want {
				t.Errorf("story = %q, want %q", got, tt.want)
			}
			if n := utf8.RuneCountInString(got); tt.wantLen != [2]int{} && (n < tt.wantLen[0] || n > tt.wantLen[1] || !strings.HasSuffix(got, ".")) {
				t.Errorf("story of %d characters: %q", n, got)
			}
			if n := len(s.Requests()); n != tt.requests {
				t.Errorf("%d requests, want %d", n, tt.requests)
			}
		})
	}
}

func TestWriteStoryFailures(t *testing.T) {
	s := aitest.New(t, func(r aitest.Request) aitest.Reply {
		if r.N == 0 {
			return aitest.Chat("{\"story\": ")
		}
		return storyReply("")
	})
	eng := lang.NewEngine(lang.EngineConfig{Providers: New(client(t, s, time.Second), Options{}).Providers()})
	for range 2 {
		if _, err := eng.WriteStory(context.Background(), lang.German, "eine Katze"); err == nil {
			t.Error("want an error for a malformed or empty story")
		}
	}
}
