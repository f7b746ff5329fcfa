package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// mapLine is one language of GET /api/v1/map as "code studied/learned lessons".
func mapLines(t *testing.T, b *browser) (map[string]string, bool) {
	t.Helper()
	r := expect[struct {
		HasProgress bool `json:"hasProgress"`
		Languages   []struct {
			Code    string `json:"code"`
			Studied int    `json:"studied"`
			Learned int    `json:"learned"`
			Lessons int    `json:"lessons"`
		} `json:"languages"`
	}](b, 200, "GET", "/api/v1/map", nil)
	langs := r.Languages
	if len(langs) != 11 {
		t.Fatalf("want the 11 learning languages, got %d: %+v", len(langs), r)
	}
	out := map[string]string{}
	for _, l := range langs {
		out[l.Code] = fmt.Sprintf("%d/%d %d", l.Studied, l.Learned, l.Lessons)
	}
	return out, r.HasProgress
}

func TestMapShowsProgressAndCommunityLessons(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ana := newBrowser(t, s.URL)
		signIn(t, s, ana, "ana@example.com")
		guest := newBrowser(t, s.URL)
		guest.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		anaCards, guestCards := studyOneLesson(t, ana), studyOneLesson(t, guest)

		// Ana answers three Spanish cards: Easy graduates a card at once,
		// Good and Again leave theirs in the learning steps.
		for i, g := range []int{4, 3, 1} {
			ana.want(200, "POST", "/api/v1/reviews", review{CardID: anaCards[i], Mode: "review", Grade: g, IdempotencyKey: fmt.Sprint("m", i)})
		}
		guest.want(200, "POST", "/api/v1/reviews", review{CardID: guestCards[0], Mode: "review", Grade: 3, IdempotencyKey: "g0"})

		lines, has := mapLines(t, ana)
		if !has || lines["es"] != "3/1 2" || lines["fr"] != "0/0 0" || lines["ja"] != "0/0 0" {
			t.Errorf("ana's map: %v (hasProgress %v)", lines, has)
		}
		// A guest sees their own progress, not Ana's; everyone sees both lessons.
		if lines, has := mapLines(t, guest); !has || lines["es"] != "1/0 2" {
			t.Errorf("guest's map: %v (hasProgress %v)", lines, has)
		}
		visitor := newBrowser(t, s.URL)
		if lines, has := mapLines(t, visitor); has || lines["es"] != "0/0 2" || lines["en"] != "0/0 0" {
			t.Errorf("visitor's map: %v (hasProgress %v)", lines, has)
		}
	})
}
