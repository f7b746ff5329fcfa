package httpapi_test

import (
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// The owner renames a lesson: the new title shows in the lesson and the list,
// the title it was made with (whose audio and pronunciation the lesson has)
// stays as originalTitle; bad titles and other people's lessons are refused.
func TestRenameStory(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", map[string]any{"email": "rita@example.com"})
		id, _ := madeLesson(t, b, spanishStory)
		before := b.want(200, "GET", "/api/v1/stories/"+id+"/status", nil)
		made := before["title"].(string)
		if before["originalTitle"] != nil {
			t.Fatalf("a new lesson has an originalTitle: %v", before)
		}

		got := b.want(200, "PATCH", "/api/v1/stories/"+id, map[string]any{"title": "  Mi   día en el mercado "})
		if got["title"] != "Mi día en el mercado" || got["originalTitle"] != made || got["titlePhonetic"] != before["titlePhonetic"] ||
			got["titleAudioUrl"] != before["titleAudioUrl"] {
			t.Errorf("renamed = %v", got)
		}
		list := b.want(200, "GET", "/api/v1/stories", nil)["stories"].([]any)
		if list[0].(map[string]any)["title"] != "Mi día en el mercado" {
			t.Errorf("list after rename = %v", list[0])
		}
		// Renamed twice, the made title is still the original; its own name back undoes the rename.
		b.want(200, "PATCH", "/api/v1/stories/"+id, map[string]any{"title": "Otro nombre"})
		if back := b.want(200, "PATCH", "/api/v1/stories/"+id, map[string]any{"title": made}); back["title"] != made || back["originalTitle"] != nil {
			t.Errorf("renamed back = %v", back)
		}

		for _, bad := range []string{"", "   ", strings.Repeat("á", 61)} {
			p := wantProblem(t, b, 400, "invalid", "PATCH", "/api/v1/stories/"+id, map[string]any{"title": bad})
			if p.Title != "Invalid Title" || p.Detail != "Please enter a title of 1 to 60 characters." {
				t.Errorf("title %q: %+v", bad, p)
			}
		}
		b.want(200, "PATCH", "/api/v1/stories/"+id, map[string]any{"title": strings.Repeat("á", 60)})

		other := newBrowser(t, s.URL)
		other.want(201, "POST", "/api/v1/guest-sessions", map[string]any{"email": "omar@example.com"})
		wantProblem(t, other, 404, "not_found", "PATCH", "/api/v1/stories/"+id, map[string]any{"title": "Mine now"})
		anon := newBrowser(t, s.URL)
		anon.want(401, "PATCH", "/api/v1/stories/"+id, map[string]any{"title": "Mine now"})
	})
}
