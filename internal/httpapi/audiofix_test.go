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
		oldURL := card.AudioURL
		// The stored file goes bad.
		key := strings.TrimPrefix(oldURL, "/api/v1/files/")
		if err := s.App.Blobs.Put(ctx, key, "audio/mpeg", strings.NewReader("garbage")); err != nil {
			t.Fatal(err)
		}
		credits := balanceOf(t, owner)

		listed := expect[audioCards](owner, 200, "GET", "/api/v1/stories/"+id+"/audio", nil)
		if n := len(listed.Cards); n != len(cards) || listed.Title == "" {
			t.Fatalf("audio cards = %+v", listed)
		}
		fixed := expect[audioCards](owner, 200, "POST", "/api/v1/stories/"+id+"/audio", audioFix{card.ID})
		got := fixed.byID(card.ID)
		newURL := got.AudioURL
		if !got.Changed || newURL == "" || newURL == oldURL {
			t.Fatalf("fixed card = %+v (was %s)", got, oldURL)
		}
		if audio, ct := fetch(t, owner, newURL); ct != "audio/mpeg" || len(audio) < 100 || bytes.HasPrefix(audio, []byte("garbage")) {
			t.Errorf("new audio: %d bytes of %s", len(audio), ct)
		}
		// The lesson's cards now point at the new file; only that card changed.
		for _, c := range expect[flashcards](owner, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil).Flashcards {
			if c.ID == card.ID && c.AudioURL != newURL {
				t.Errorf("flashcards still give %v", c.AudioURL)
			}
		}
		// Again: the same file, nothing changes; and it was free.
		again := expect[audioCards](owner, 200, "POST", "/api/v1/stories/"+id+"/audio", audioFix{card.ID}).byID(card.ID)
		if again.AudioURL != newURL || again.Changed {
			t.Errorf("second fix = %+v", again)
		}
		if balanceOf(t, owner) != credits {
			t.Error("the audio fix cost credits")
		}

		// Someone else: not found; a visitor: unauthorized; an unknown card: not found.
		other := signedIn(t, s, "oto@example.com")
		wantProblem(t, other, 404, "not_found", "POST", "/api/v1/stories/"+id+"/audio", audioFix{})
		wantProblem(t, other, 404, "not_found", "GET", "/api/v1/stories/"+id+"/audio", nil)
		wantProblem(t, newBrowser(t, s.URL), 401, "unauthorized", "POST", "/api/v1/stories/"+id+"/audio", audioFix{})
		wantProblem(t, owner, 404, "not_found", "POST", "/api/v1/stories/"+id+"/audio", audioFix{"nope"})

		// An admin fixes the whole lesson of anyone.
		if err := s.App.Auth.GrantAdmin(ctx, "oto@example.com"); err != nil {
			t.Fatal(err)
		}
		whole := expect[audioCards](other, 200, "POST", "/api/v1/stories/"+id+"/audio", audioFix{})
		for _, c := range whole.Cards {
			if c.AudioURL == "" {
				t.Errorf("card without audio after the whole-lesson fix: %+v", c)
			}
		}
	})
}

// audioFix is the body of POST /api/v1/stories/{id}/audio: one card, or
// (empty) the whole lesson.
type audioFix struct {
	CardID string `json:"cardId,omitempty"`
}

// audioCard is a card with its audio (audioCard in the server).
type audioCard struct {
	ID       string `json:"id"`
	Position int    `json:"position"`
	Front    string `json:"front"`
	AudioURL string `json:"audioUrl"`
	Changed  bool   `json:"changed"`
}

// audioCards is a lesson's cards with their audio.
type audioCards struct {
	StoryID string      `json:"storyId"`
	Title   string      `json:"title"`
	Cards   []audioCard `json:"cards"`
}

// byID is the card with the id (the zero card when there is none).
func (a audioCards) byID(id string) audioCard {
	for _, c := range a.Cards {
		if c.ID == id {
			return c
		}
	}
	return audioCard{}
}
