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
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: "rita@example.com"})
		id, _ := madeLesson(t, b, spanishStory)
		before := expect[story](b, 200, "GET", "/api/v1/stories/"+id+"/status", nil)
		made := before.Title
		if before.OriginalTitle != "" {
			t.Fatalf("a new lesson has an originalTitle: %+v", before)
		}

		got := expect[story](b, 200, "PATCH", "/api/v1/stories/"+id, titleBody{"  Mi   día en el mercado "})
		if got.Title != "Mi día en el mercado" || got.OriginalTitle != made || got.TitlePhonetic != before.TitlePhonetic ||
			got.TitleAudioURL != before.TitleAudioURL {
			t.Errorf("renamed = %+v", got)
		}
		list := expect[storyList](b, 200, "GET", "/api/v1/stories", nil).Stories
		if list[0].Title != "Mi día en el mercado" {
			t.Errorf("list after rename = %+v", list[0])
		}
		// Renamed twice, the made title is still the original; its own name back undoes the rename.
		b.want(200, "PATCH", "/api/v1/stories/"+id, titleBody{"Otro nombre"})
		if back := expect[story](b, 200, "PATCH", "/api/v1/stories/"+id, titleBody{made}); back.Title != made || back.OriginalTitle != "" {
			t.Errorf("renamed back = %+v", back)
		}

		for _, bad := range []string{"", "   ", strings.Repeat("á", 61)} {
			p := wantProblem(t, b, 400, "invalid", "PATCH", "/api/v1/stories/"+id, titleBody{bad})
			if p.Title != "Invalid Title" || p.Detail != "Please enter a title of 1 to 60 characters." {
				t.Errorf("title %q: %+v", bad, p)
			}
		}
		b.want(200, "PATCH", "/api/v1/stories/"+id, titleBody{strings.Repeat("á", 60)})

		other := newBrowser(t, s.URL)
		other.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: "omar@example.com"})
		wantProblem(t, other, 404, "not_found", "PATCH", "/api/v1/stories/"+id, titleBody{"Mine now"})
		anon := newBrowser(t, s.URL)
		anon.want(401, "PATCH", "/api/v1/stories/"+id, titleBody{"Mine now"})
	})
}

// titleBody renames a lesson.
type titleBody struct {
	Title string `json:"title"`
}
