package httpapi_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

type progressBody struct {
	Days []struct {
		Day     string `json:"day"`
		Reviews int    `json:"reviews"`
		New     int    `json:"new"`
		Minutes int    `json:"minutes"`
	} `json:"days"`
	Months   []struct{ Month string } `json:"months"`
	Forecast []struct {
		Day string `json:"day"`
		Due int    `json:"due"`
	} `json:"forecast"`
	Cards struct{ New, Learning, Review, Relearning int } `json:"cards"`
	Time  struct {
		TodayMinutes int `json:"todayMinutes"`
		TotalMinutes int `json:"totalMinutes"`
	} `json:"time"`
	Reviews int `json:"reviews"`
	Streak  int `json:"streak"`
}

// A guest's reviews are on their progress page on their own date, with the
// forecast and the cards by state (product §19); bad parameters are 422, and
// a visitor without a session is asked to start one.
func TestProgressJourney(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(401, "GET", "/api/v1/progress", nil)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: "pia@example.com"})
		storyID := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		if ev := readEvents(t, b, "/api/v1/stories/"+storyID+"/events"); ev[len(ev)-1].Data.Status != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		cards := expect[flashcards](b, 200, "GET", "/api/v1/stories/"+storyID+"/flashcards", nil).Flashcards
		empty := expect[progressBody](b, 200, "GET", "/api/v1/progress", nil)
		if empty.Reviews != 0 || len(empty.Days) != 365 || len(empty.Months) != 12 || len(empty.Forecast) != 30 || empty.Cards.New != len(cards) {
			t.Fatalf("before a review: %d reviews, %d days, %d months, %d forecast days, cards %+v", empty.Reviews, len(empty.Days),
				len(empty.Months), len(empty.Forecast), empty.Cards)
		}
		noon := noonOffset(time.Now())
		for i, c := range cards[:3] {
			b.want(200, "POST", "/api/v1/reviews", review{CardID: c.ID, Mode: "review", Grade: 3, IdempotencyKey: fmt.Sprint("p", i), TZOffset: noon})
		}
		p := expect[progressBody](b, 200, "GET", fmt.Sprintf("/api/v1/progress?days=30&tzOffset=%d", noon), nil)
		today := time.Now().In(time.FixedZone("", noon*60)).Format(time.DateOnly)
		last := p.Days[len(p.Days)-1]
		if len(p.Days) != 30 || last.Day != today || last.Reviews != 3 || last.New != 3 || p.Reviews != 3 || p.Streak != 1 {
			t.Errorf("after 3 reviews: %d days, today %+v (want %s), %d reviews, streak %d", len(p.Days), last, today, p.Reviews, p.Streak)
		}
		if p.Forecast[0].Day != today || p.Forecast[0].Due != 3 || p.Cards.Learning != 3 || p.Cards.New != len(cards)-3 {
			t.Errorf("forecast today %+v, cards %+v", p.Forecast[0], p.Cards)
		}
		b.want(422, "GET", "/api/v1/progress?days=0", nil)
		b.want(422, "GET", "/api/v1/progress?days=366", nil)
		b.want(422, "GET", "/api/v1/progress?tzOffset=900", nil)
	})
}
