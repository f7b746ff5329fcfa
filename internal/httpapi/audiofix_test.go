package httpapi_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// TestAudioFix: the owner remakes a broken card's audio (a new file, free,
// idempotent); others cannot; an admin may fix any lesson.
func TestAudioFix(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		owner := signedIn(t, s, "ola@example.com")
		id, cards := madeLesson(t, owner, spanishStory)
		card := cards[0]
		oldURL := card["audioUrl"].(string)
		// The stored file goes bad.
		key := strings.TrimPrefix(oldURL, "/api/v1/files/")
		if err := s.App.Blobs.Put(ctx, key, "audio/mpeg", strings.NewReader("garbage")); err != nil {
			t.Fatal(err)
		}
		credits := balanceOf(t, owner)

		listed := owner.want(200, "GET", "/api/v1/stories/"+id+"/audio", nil)
		if n := len(listed["cards"].([]any)); n != len(cards) || listed["title"] == "" {
			t.Fatalf("audio cards = %v", listed)
		}
		fixed := owner.want(200, "POST", "/api/v1/stories/"+id+"/audio", map[string]any{"cardId": card["id"]})
		got := byID(fixed["cards"].([]any), card["id"].(string))
		newURL, _ := got["audioUrl"].(string)
		if got["changed"] != true || newURL == "" || newURL == oldURL {
			t.Fatalf("fixed card = %v (was %s)", got, oldURL)
		}
		if audio, ct := fetch(t, owner, newURL); ct != "audio/mpeg" || len(audio) < 100 || bytes.HasPrefix(audio, []byte("garbage")) {
			t.Errorf("new audio: %d bytes of %s", len(audio), ct)
		}
		// The lesson's cards now point at the new file; only that card changed.
		for _, c := range owner.want(200, "GET", "/api/v1/stories/"+id+"/flashcards", nil)["flashcards"].([]any) {
			m := c.(map[string]any)
			if m["id"] == card["id"] && m["audioUrl"] != newURL {
				t.Errorf("flashcards still give %v", m["audioUrl"])
			}
		}
		// Again: the same file, nothing changes; and it was free.
		again := byID(owner.want(200, "POST", "/api/v1/stories/"+id+"/audio", map[string]any{"cardId": card["id"]})["cards"].([]any), card["id"].(string))
		if again["audioUrl"] != newURL || again["changed"] == true {
			t.Errorf("second fix = %v", again)
		}
		if balanceOf(t, owner) != credits {
			t.Error("the audio fix cost credits")
		}

		// Someone else: not found; a visitor: unauthorized; an unknown card: not found.
		other := signedIn(t, s, "oto@example.com")
		wantProblem(t, other, 404, "not_found", "POST", "/api/v1/stories/"+id+"/audio", map[string]any{})
		wantProblem(t, other, 404, "not_found", "GET", "/api/v1/stories/"+id+"/audio", nil)
		wantProblem(t, newBrowser(t, s.URL), 401, "unauthorized", "POST", "/api/v1/stories/"+id+"/audio", map[string]any{})
		wantProblem(t, owner, 404, "not_found", "POST", "/api/v1/stories/"+id+"/audio", map[string]any{"cardId": "nope"})

		// An admin fixes the whole lesson of anyone.
		if err := s.App.Auth.GrantAdmin(ctx, "oto@example.com"); err != nil {
			t.Fatal(err)
		}
		whole := other.want(200, "POST", "/api/v1/stories/"+id+"/audio", map[string]any{})
		for _, c := range whole["cards"].([]any) {
			if c.(map[string]any)["audioUrl"] == "" {
				t.Errorf("card without audio after the whole-lesson fix: %v", c)
			}
		}
	})
}

func byID(list []any, id string) map[string]any {
	for _, x := range list {
		if m := x.(map[string]any); m["id"] == id {
			return m
		}
	}
	return nil
}
