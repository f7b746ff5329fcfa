package httpapi_test

import (
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// The story field's limits come from the server (decision 0038): what meta
// says is what Create checks — one character over is 'Story Too Long', the
// limit itself is not.
func TestMetaTellsTheStoryLimitsCreateChecks(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := signedIn(t, s, "lina@example.com")
		lim := expect[meta](b, 200, "GET", "/api/v1/meta", nil).Limits
		if lim.StoryChars < 1000 || lim.MinStoryChars < 1 {
			t.Fatalf("meta limits = %+v", lim)
		}
		// Counted in code points: an astral letter is one character.
		over := strings.Repeat("𝒶", lim.StoryChars+1)
		if p := expect[problem](b, 400, "POST", "/api/v1/stories", newStory{Content: over, NativeLanguage: "en", TargetLanguage: "es"}); p.Title != "Story Too Long" {
			t.Errorf("one over the limit = %+v", p)
		}
		at := strings.Repeat("a", lim.StoryChars)
		if r := b.send("POST", "/api/v1/stories", newStory{Content: at, NativeLanguage: "en", TargetLanguage: "es"}); strings.Contains(string(r.Body), "Story Too Long") {
			t.Errorf("a story at the limit is refused as too long: %s", r.Body)
		}
		short := strings.Repeat("b", lim.MinStoryChars-1)
		if p := expect[problem](b, 400, "POST", "/api/v1/stories", newStory{Content: short, NativeLanguage: "en", TargetLanguage: "es"}); p.Title != "Story Too Short" {
			t.Errorf("one under the minimum = %+v", p)
		}
	})
}
