package httpapi_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/testproc"
)

// TestOperatorProblemsForAdminsOnly (decision 0019): without an image model a
// card has no picture; a learner is told nothing about image models (on the
// lesson page and in the card stream), an admin sees why on the lesson page.
func TestOperatorProblemsForAdminsOnly(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		lesson := func(b *browser) []flashcard {
			t.Helper()
			id := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
			for _, e := range readEvents(t, b, "/api/v1/stories/"+id+"/events") {
				if e.Event != "card" {
					continue
				}
				if _, ok := e.Data.Problems["illustrate"]; ok {
					t.Errorf("the card stream tells about image models: %v", e.Data.Problems)
				}
			}
			var out flashcards
			testproc.EventuallyValue(t, 60*time.Second, "story "+id+" completed", func() (string, bool) {
				out = expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil)
				return out.Story.Status, out.Story.Status == "completed"
			})
			return out.Flashcards
		}
		illustrate := func(cards []flashcard) (n int) {
			for _, c := range cards {
				if _, ok := c.Problems["illustrate"]; ok {
					n++
				}
			}
			return n
		}

		learner := newBrowser(t, s.URL)
		learner.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		cards := lesson(learner)
		if len(cards) == 0 || illustrate(cards) != 0 {
			t.Errorf("a learner's %d cards: %d say pictures need an image model", len(cards), illustrate(cards))
		}

		signUp(t, s, "boss@example.com", "Secret-Pass1")
		if err := s.App.Auth.GrantAdmin(context.Background(), "boss@example.com"); err != nil {
			t.Fatal(err)
		}
		boss := newBrowser(t, s.URL)
		boss.want(200, "POST", "/api/v1/auth/login", credentials{Email: "boss@example.com", Password: "Secret-Pass1"})
		cards = lesson(boss)
		if n := illustrate(cards); n == 0 {
			t.Errorf("an admin's lesson of %d cards does not say why there is no picture", len(cards))
		}
	})
}
