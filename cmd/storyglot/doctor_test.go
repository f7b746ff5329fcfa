package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/ai/aitest"
)

func TestDoctorShowsAIProviders(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want []string
		rows [][]string
	}{
		{"offline", nil, []string{"AI provider: not configured", "target\\native en", "story      -", "V = machine draft via Spanish", "Gloss sources", "storyglot:core-words   the most frequent words", "cc-cedict              zh→en: ", "mueller7:eng-rus-reversed ru→en: ", "hanja+cc-cedict        ko→en: "}, nil},
		{"AI", map[string]string{"STORYGLOT_AI_BASE_URL": "http://127.0.0.1:1/v1", "STORYGLOT_AI_MODEL": "chat-1", "STORYGLOT_AI_IMAGE_MODEL": "img-1", "STORYGLOT_AI_API_KEY": "secret-key"},
			[]string{"AI provider: http://127.0.0.1:1/v1 (API key set", "story      ai:chat-1", "es→en  translate: ai:chat-1"},
			[][]string{{"translate", "ai:chat-1", "110", "pairs"}, {"explain", "ai:chat-1", "110", "pairs"}, {"illustrate", "ai-image:img-1", "110", "pairs"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, k := range []string{"STORYGLOT_AI_BASE_URL", "STORYGLOT_AI_MODEL", "STORYGLOT_AI_IMAGE_MODEL", "STORYGLOT_AI_SPEECH_MODEL", "STORYGLOT_AI_API_KEY"} {
				t.Setenv(k, tt.env[k])
			}
			var out bytes.Buffer
			if err := run(context.Background(), []string{"doctor", "-pairs"}, nil, &out, &out); err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("output lacks %q:\n%s", w, out.String())
				}
			}
			for _, r := range tt.rows {
				if !hasRow(out.String(), r...) {
					t.Errorf("output lacks the row %q", r)
				}
			}
			if strings.Contains(out.String(), "secret-key") {
				t.Error("the doctor printed the API key")
			}
		})
	}
}

func TestLessonCommandWithAI(t *testing.T) {
	s := aitest.New(t, func(r aitest.Request) aitest.Reply {
		var in struct {
			Sentences []string `json:"sentences"`
		}
		_ = json.Unmarshal([]byte(r.Messages()[1].Content), &in)
		var items []any
		for i, x := range in.Sentences {
			items = append(items, map[string]any{"index": i + 1, "translation": "EN: " + x, "explanation": "a note", "words": []any{}})
		}
		return aitest.ChatJSON(map[string]any{"sentences": items})
	})
	t.Setenv("STORYGLOT_AI_BASE_URL", s.BaseURL)
	t.Setenv("STORYGLOT_AI_MODEL", "chat-1")
	var out bytes.Buffer
	err := run(context.Background(), []string{"lesson", "--target", "es", "--native", "en", "--files", t.TempDir()}, strings.NewReader("Hola, me llamo Ana. Vivo en Madrid."), &out, &out)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"translation (ai:chat-1): EN: Vivo en Madrid.", "note: a note", "= EN: Hola, me llamo Ana.\n"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("output lacks %q:\n%s", w, out.String())
		}
	}
	if n := len(s.Requests()); n != 1 {
		t.Errorf("%d requests, want 1", n)
	}
}
