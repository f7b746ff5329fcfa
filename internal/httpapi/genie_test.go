package httpapi_test

import (
	"testing"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/store"
)

func genieStory() map[string]any {
	return map[string]any{"action": "new-story", "targetLanguage": "es", "nativeLanguage": "en",
		"storyParams": map[string]any{"mainCharacter": "un gato", "environment": "un tejado", "theme": "la noche", "length": "short"}}
}

func TestGenieOverHTTP(t *testing.T) {
	const story = "Un gato curioso sube al tejado por la noche y mira la luna con mucha calma."
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply { return aitest.ChatJSON(map[string]string{"story": story}) })
	s := apptest.Start(t, store.SQLite, apptest.Options{Configure: func(c *config.Config) { c.AIBaseURL, c.AIModel = stand.BaseURL, "m" }})
	b := newBrowser(t, s.URL)
	b.want(401, "GET", "/api/v1/genie", nil) // visitors have no wishes
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	if st := b.want(200, "GET", "/api/v1/genie", nil); st["available"] != true || st["wishesRemaining"] != float64(3) {
		t.Errorf("state = %v", st)
	}
	p := b.want(400, "POST", "/api/v1/genie", map[string]any{"action": "change-story", "targetLanguage": "es", "nativeLanguage": "en",
		"changeStoryParams": map[string]any{"originalStory": "short", "requestedChanges": "more cats please", "targetLength": "same"}})
	if p["code"] != "invalid" || p["detail"] != "Please enter a story (at least 20 characters)" {
		t.Errorf("validation = %v", p)
	}
	for left := 2; left >= 0; left-- {
		r := b.want(200, "POST", "/api/v1/genie", genieStory())
		if r["response"] != story || r["wishesRemaining"] != float64(left) || r["promptSignup"] != (left == 0) {
			t.Errorf("wish = %v", r)
		}
	}
	p = b.want(402, "POST", "/api/v1/genie", genieStory())
	if p["code"] != "out_of_wishes" || p["detail"] != "Out of wishes! Sign up to get 3 wishes every day + 3 bonus wishes!" {
		t.Errorf("out of wishes = %v", p)
	}
	if me := b.want(200, "GET", "/api/v1/me", nil); me["wishes"] != float64(0) || me["wishesDaily"] != float64(0) {
		t.Errorf("me = %v", me)
	}

	// Without an AI provider: 503 ai_unconfigured, no wish used.
	plain := apptest.Start(t, store.SQLite, apptest.Options{})
	b2 := newBrowser(t, plain.URL)
	b2.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	if st := b2.want(200, "GET", "/api/v1/genie", nil); st["available"] != false {
		t.Errorf("state without AI = %v", st)
	}
	p = b2.want(503, "POST", "/api/v1/genie", genieStory())
	if p["code"] != "ai_unconfigured" {
		t.Errorf("without AI = %v", p)
	}
	if me := b2.want(200, "GET", "/api/v1/me", nil); me["wishes"] != float64(3) {
		t.Errorf("wishes after a refused wish = %v", me["wishes"])
	}
}
