package httpapi_test

import (
	"testing"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/store"
)

// The landing and About promise pictures and AI stories only where this
// server makes them (decision 0038): /meta says which, from the engines.
func TestMetaSaysWhetherLessonsGetPicturesAndAIStories(t *testing.T) {
	plain := apptest.Start(t, store.SQLite, apptest.Options{})
	m := expect[meta](newBrowser(t, plain.URL), 200, "GET", "/api/v1/meta", nil)
	if m.Pictures || m.AIStories {
		t.Errorf("the offline engine makes no pictures and writes no stories: %+v", m)
	}

	stand := aitest.New(t, func(aitest.Request) aitest.Reply { return aitest.Status(500) })
	chatOnly := apptest.Start(t, store.SQLite, apptest.Options{Configure: func(c *config.Config) {
		c.AIBaseURL, c.AIModel = stand.BaseURL, "m"
	}})
	if m := expect[meta](newBrowser(t, chatOnly.URL), 200, "GET", "/api/v1/meta", nil); m.Pictures || !m.AIStories {
		t.Errorf("a chat model writes stories but draws nothing: %+v", m)
	}
	withImages := apptest.Start(t, store.SQLite, apptest.Options{Configure: func(c *config.Config) {
		c.AIBaseURL, c.AIModel, c.AIImageModel = stand.BaseURL, "m", "img"
	}})
	if m := expect[meta](newBrowser(t, withImages.URL), 200, "GET", "/api/v1/meta", nil); !m.Pictures {
		t.Errorf("an image model makes pictures: %+v", m)
	}
}
