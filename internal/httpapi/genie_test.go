package httpapi_test

import (
	"testing"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/store"
)

// genieStory is a wish for a new story. The Genie's bodies stay maps: each
// action sends its own nested parameters.
func genieStory() map[string]any {
	return map[string]any{"action": "new-story", "targetLanguage": "es", "nativeLanguage": "en",
		"storyParams": map[string]any{"mainCharacter": "un gato", "environment": "un tejado", "theme": "la noche", "length": "short"}}
}

// startWithAI starts a server on SQLite whose AI provider is stand.
func startWithAI(t *testing.T, stand *aitest.Server) *apptest.Server {
	t.Helper()
	return apptest.Start(t, store.SQLite, apptest.Options{Configure: func(c *config.Config) { c.AIBaseURL, c.AIModel = stand.BaseURL, "m" }})
}

func TestGenieOverHTTP(t *testing.T) {
	const story = "Un gato curioso sube al tejado por la noche y mira la luna con mucha calma."
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply { return aitest.ChatJSON(map[string]string{"story": story}) })
	s := startWithAI(t, stand)
	b := newBrowser(t, s.URL)
	b.want(401, "GET", "/api/v1/genie", nil) // visitors have no wishes
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	if st := expect[genieState](b, 200, "GET", "/api/v1/genie", nil); !st.Available || st.WishesRemaining != 3 {
		t.Errorf("state = %+v", st)
	}
	p := expect[problem](b, 400, "POST", "/api/v1/genie", map[string]any{"action": "change-story", "targetLanguage": "es", "nativeLanguage": "en",
		"changeStoryParams": map[string]any{"originalStory": "short", "requestedChanges": "more cats please", "targetLength": "same"}})
	if p.Code != "invalid" || p.Detail != "Please enter a story (at least 20 characters)" {
		t.Errorf("validation = %+v", p)
	}
	for left := 2; left >= 0; left-- {
		r := expect[genieWish](b, 200, "POST", "/api/v1/genie", genieStory())
		if r.Response != story || r.WishesRemaining != left {
			t.Errorf("wish = %+v", r)
		}
	}
	// Out of wishes, the Genie's header offers a guest the sign-up.
	if st := expect[genieState](b, 200, "GET", "/api/v1/genie", nil); st.WishesRemaining != 0 || !st.PromptSignup {
		t.Errorf("state out of wishes = %+v", st)
	}
	p = expect[problem](b, 402, "POST", "/api/v1/genie", genieStory())
	if p.Code != "out_of_wishes" || p.Detail != "Out of wishes! Sign up to get 3 wishes every day + 3 bonus wishes!" {
		t.Errorf("out of wishes = %+v", p)
	}
	if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Wishes != 0 || me.WishesDaily != 0 {
		t.Errorf("me = %+v", me)
	}

	// Without an AI provider: 503 ai_unconfigured, no wish used.
	plain := apptest.Start(t, store.SQLite, apptest.Options{})
	b2 := newBrowser(t, plain.URL)
	b2.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	if st := expect[genieState](b2, 200, "GET", "/api/v1/genie", nil); st.Available {
		t.Errorf("state without AI = %+v", st)
	}
	p = expect[problem](b2, 503, "POST", "/api/v1/genie", genieStory())
	if p.Code != "ai_unconfigured" {
		t.Errorf("without AI = %+v", p)
	}
	if me := expect[me](b2, 200, "GET", "/api/v1/me", nil); me.Wishes != 3 {
		t.Errorf("wishes after a refused wish = %v", me.Wishes)
	}
}

// genieState is GET /api/v1/genie.
type genieState struct {
	Available       bool `json:"available"`
	WishesRemaining int  `json:"wishesRemaining"`
	PromptSignup    bool `json:"promptSignup"`
}

// genieWish is the answer of a granted wish.
type genieWish struct {
	Response        string `json:"response"`
	WishesRemaining int    `json:"wishesRemaining"`
}
