package httpapi_test

import (
	"encoding/json"
	"net/http"
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
	if m := b.want(200, "GET", "/api/v1/meta", nil); m["aiStories"] != true {
		t.Errorf("meta aiStories = %v", m["aiStories"])
	}
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	if p := b.want(400, "POST", "/api/v1/ai/story", map[string]any{"prompt": "   ", "targetLanguage": "es"}); p["title"] != "Missing Information" {
		t.Errorf("blank prompt = %v", p)
	}
	got := b.want(200, "POST", "/api/v1/ai/story", map[string]any{"prompt": "un gato en París #60", "targetLanguage": "es"})
	if got["story"] != written || got["credits"] != float64(299) {
		t.Errorf("story = %v", got)
	}
	if !strings.Contains(strings.Join(prompts, "\n"), "gato en París") {
		t.Errorf("the prompt did not reach the model: %q", prompts)
	}

	// A server without an AI provider says so and charges nothing.
	plain := apptest.Start(t, store.SQLite, apptest.Options{})
	b2 := newBrowser(t, plain.URL)
	if m := b2.want(200, "GET", "/api/v1/meta", nil); m["aiStories"] != false {
		t.Errorf("meta aiStories without AI = %v", m["aiStories"])
	}
	b2.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	p := b2.want(404, "POST", "/api/v1/ai/story", map[string]any{"prompt": "un gato", "targetLanguage": "es"})
	if p["title"] != "AI Story Not Available" {
		t.Errorf("no AI = %v", p)
	}
	if me := b2.want(200, "GET", "/api/v1/me", nil); me["credits"] != float64(300) { // refused before any charge
		t.Errorf("credits after a refused AI story = %v", me["credits"])
	}
}

func TestAIStoryFailureAndNoCredits(t *testing.T) {
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply { return aitest.Status(500) })
	s := apptest.Start(t, store.SQLite, apptest.Options{Configure: func(c *config.Config) {
		c.AIBaseURL, c.AIModel, c.AITimeout = stand.BaseURL, "m", 2*time.Second
	}})
	b := newBrowser(t, s.URL)
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	p := b.want(500, "POST", "/api/v1/ai/story", map[string]any{"prompt": "un gato", "targetLanguage": "es"})
	if p["title"] != "Error" || p["detail"] != "Failed to generate story. Please try again." {
		t.Errorf("failure = %v", p)
	}
	b.want(200, "POST", "/api/v1/guest-session/consume", map[string]any{"amount": 300, "idempotencyKey": "all"})
	p = b.want(402, "POST", "/api/v1/ai/story", map[string]any{"prompt": "un gato", "targetLanguage": "es"})
	if p["title"] != "Insufficient Credits" || p["detail"] != "You need 1 credit to generate an AI story." {
		t.Errorf("no credits = %v", p)
	}
}

func TestAIStoryKeyCannotBeReplayedForFree(t *testing.T) {
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply {
		return aitest.ChatJSON(map[string]string{"story": "Un perro corre por la playa."})
	})
	s := apptest.Start(t, store.SQLite, apptest.Options{Configure: func(c *config.Config) { c.AIBaseURL, c.AIModel = stand.BaseURL, "m" }})
	b := newBrowser(t, s.URL)
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	send := func() (int, map[string]any) {
		req, _ := http.NewRequest("POST", s.URL+"/api/v1/ai/story", strings.NewReader(`{"prompt":"un perro","targetLanguage":"es"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", "same")
		res, err := b.c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var m map[string]any
		_ = json.NewDecoder(res.Body).Decode(&m)
		return res.StatusCode, m
	}
	if code, m := send(); code != 200 || m["credits"] != float64(299) {
		t.Fatalf("first = %d %v", code, m)
	}
	calls := len(stand.Requests()) // a story far from the asked length is asked for twice
	for range 3 {
		if code, m := send(); code != 409 || m["title"] != "Duplicate Request" {
			t.Errorf("replay = %d %v", code, m)
		}
	}
	if me := b.want(200, "GET", "/api/v1/me", nil); me["credits"] != float64(299) {
		t.Errorf("credits = %v", me["credits"])
	}
	if n := len(stand.Requests()); n != calls {
		t.Errorf("replays made %d more AI calls", n-calls)
	}
}
