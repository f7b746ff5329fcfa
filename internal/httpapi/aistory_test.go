package httpapi_test

import (
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/store"
)

func TestAIStory(t *testing.T) {
	const written = "Un gato gris vive en París. Cada tarde mira el río desde el puente."
	var prompts []string
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply {
		for _, m := range r.Messages() {
			prompts = append(prompts, m.Content)
		}
		if r.Model() != "story-model" {
			return aitest.Status(400)
		}
		return aitest.ChatJSON(map[string]string{"story": written})
	})
	withAI := apptest.Options{Configure: func(c *config.Config) {
		c.AIBaseURL, c.AIModel, c.AIAPIKey = stand.BaseURL, "story-model", "k"
	}}
	s := apptest.Start(t, store.SQLite, withAI)
	b := newBrowser(t, s.URL)
	if m := expect[meta](b, 200, "GET", "/api/v1/meta", nil); !m.AIStories {
		t.Errorf("meta aiStories = %v", m.AIStories)
	}
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	if p := expect[problem](b, 400, "POST", "/api/v1/ai/story", aiPrompt{"   ", "es"}); p.Title != "Missing Information" {
		t.Errorf("blank prompt = %+v", p)
	}
	got := expect[aiStory](b, 200, "POST", "/api/v1/ai/story", aiPrompt{"un gato en París #60", "es"})
	if got.Story != written || got.Credits != 299 {
		t.Errorf("story = %+v", got)
	}
	if !strings.Contains(strings.Join(prompts, "\n"), "gato en París") {
		t.Errorf("the prompt did not reach the model: %q", prompts)
	}

	// A server without an AI provider says so and charges nothing.
	plain := apptest.Start(t, store.SQLite, apptest.Options{})
	b2 := newBrowser(t, plain.URL)
	if m := expect[meta](b2, 200, "GET", "/api/v1/meta", nil); m.AIStories {
		t.Errorf("meta aiStories without AI = %v", m.AIStories)
	}
	b2.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	p := expect[problem](b2, 404, "POST", "/api/v1/ai/story", aiPrompt{"un gato", "es"})
	if p.Title != "AI Story Not Available" {
		t.Errorf("no AI = %+v", p)
	}
	if me := expect[me](b2, 200, "GET", "/api/v1/me", nil); me.Credits != 300 { // refused before any charge
		t.Errorf("credits after a refused AI story = %v", me.Credits)
	}
}

func TestAIStoryFailureAndNoCredits(t *testing.T) {
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply { return aitest.Status(500) })
	s := apptest.Start(t, store.SQLite, apptest.Options{Configure: func(c *config.Config) {
		c.AIBaseURL, c.AIModel, c.AITimeout = stand.BaseURL, "m", 2*time.Second
	}})
	b := newBrowser(t, s.URL)
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	// The AI provider failing is a service unavailable (503), not a fault of ours (500).
	p := expect[problem](b, 503, "POST", "/api/v1/ai/story", aiPrompt{"un gato", "es"})
	if p.Title != "Error" || p.Detail != "Failed to generate story. Please try again." || p.Code != "unavailable" {
		t.Errorf("failure = %+v", p)
	}
	b.want(200, "POST", "/api/v1/guest-session/consume", consume{Amount: 300, IdempotencyKey: "all"})
	p = expect[problem](b, 402, "POST", "/api/v1/ai/story", aiPrompt{"un gato", "es"})
	if p.Title != "Insufficient Credits" || p.Detail != "You need 1 credit to generate an AI story." {
		t.Errorf("no credits = %+v", p)
	}
}

func TestAIStoryKeyCannotBeReplayedForFree(t *testing.T) {
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply {
		return aitest.ChatJSON(map[string]string{"story": "Un perro corre por la playa."})
	})
	s := startWithAI(t, stand)
	b := newBrowser(t, s.URL)
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	send := func() response {
		return b.send("POST", "/api/v1/ai/story", aiPrompt{"un perro", "es"}, "Idempotency-Key", "same")
	}
	if r := send(); r.Status != 200 || decode[aiStory](t, r).Credits != 299 {
		t.Fatalf("first = %d %s", r.Status, r.Body)
	}
	calls := len(stand.Requests()) // a story far from the asked length is asked for twice
	// A retry of the key (its answer lost on the way) gets the same story,
	// charged once (decision 0068; before: 409 Duplicate Request, the credit
	// kept); the key with another prompt is refused.
	for range 3 {
		if r := send(); r.Status != 200 || decode[aiStory](t, r) != (aiStory{"Un perro corre por la playa.", 299}) {
			t.Errorf("replay = %d %s", r.Status, r.Body)
		}
	}
	if r := b.send("POST", "/api/v1/ai/story", aiPrompt{"un gato", "es"}, "Idempotency-Key", "same"); r.Status != 422 {
		t.Errorf("the key with another prompt = %d %s", r.Status, r.Body)
	}
	if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Credits != 299 {
		t.Errorf("credits = %v", me.Credits)
	}
	if n := len(stand.Requests()); n != calls {
		t.Errorf("replays made %d more AI calls", n-calls)
	}
}

// aiPrompt asks for an AI story.
type aiPrompt struct {
	Prompt         string `json:"prompt"`
	TargetLanguage string `json:"targetLanguage"`
}

// aiStory is the answer of POST /api/v1/ai/story.
type aiStory struct {
	Story   string `json:"story"`
	Credits int    `json:"credits"`
}
