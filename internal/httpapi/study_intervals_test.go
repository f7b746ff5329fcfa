package httpapi_test

import (
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// The study queue carries each card's grade intervals, and grading a card
// with a grade schedules it that far ahead; the review's answer carries the
// card's intervals from then on.
func TestStudyQueueIntervals(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", map[string]any{"email": "ivo@example.com"})
		created := b.want(202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"})
		storyID := created["story"].(map[string]any)["id"].(string)
		if ev := readEvents(t, b, "/api/v1/stories/"+storyID+"/events"); ev[len(ev)-1].Data.Status != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		queue := b.want(200, "GET", "/api/v1/stories/"+storyID+"/study-queue", nil)["cards"].([]any)
		if len(queue) < 4 {
			t.Fatalf("queue = %v", queue)
		}
		grades := []string{"again", "hard", "good", "easy"}
		for i, name := range grades {
			item := queue[i].(map[string]any)
			iv, ok := item["intervals"].(map[string]any)
			if !ok {
				t.Fatalf("queue item without intervals: %v", item)
			}
			want := time.Duration(iv[name].(float64)) * time.Second
			r := b.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": item["cardId"], "mode": "review", "grade": i + 1,
				"idempotencyKey": "iv-" + name})
			due, err := time.Parse(time.RFC3339Nano, r["due"].(string))
			if err != nil {
				t.Fatal(err)
			}
			// The queue was read a moment before the grade: the same interval from a slightly later now.
			if got := time.Until(due); got > want+time.Second || got < want-30*time.Second {
				t.Errorf("%s: due in %v, the button said %v", name, got, want)
			}
			if next, ok := r["intervals"].(map[string]any); !ok || next["again"].(float64) <= 0 || next["easy"].(float64) < next["good"].(float64) {
				t.Errorf("%s: the review's intervals for next time = %v", name, r["intervals"])
			}
		}
		// A new card, by FSRS-6's defaults: 1 minute, 6 minutes, 10 minutes, 8 days.
		iv := queue[4%len(queue)].(map[string]any)["intervals"].(map[string]any)
		if len(queue) > 4 && (iv["again"] != float64(60) || iv["hard"] != float64(360) || iv["good"] != float64(600) || iv["easy"] != float64(8*86400)) {
			t.Errorf("a new card's intervals = %v", iv)
		}
	})
}
