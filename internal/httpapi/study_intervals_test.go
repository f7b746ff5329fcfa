package httpapi_test

import (
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/httpapi"
)

// The study queue carries each card's grade intervals, and grading a card
// with a grade schedules it that far ahead; the review's answer carries the
// card's intervals from then on.
func TestStudyQueueIntervals(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: "ivo@example.com"})
		storyID := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		if ev := readEvents(t, b, "/api/v1/stories/"+storyID+"/events"); ev[len(ev)-1].Data.Status != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		queue := expect[studyQueue](b, 200, "GET", "/api/v1/stories/"+storyID+"/study-queue", nil).Cards
		if len(queue) < 4 {
			t.Fatalf("queue = %+v", queue)
		}
		grades := []string{"again", "hard", "good", "easy"}
		for i, name := range grades {
			item := queue[i]
			iv := item.Intervals
			if iv == nil {
				t.Fatalf("queue item without intervals: %+v", item)
			}
			want := time.Duration([]int64{iv.Again, iv.Hard, iv.Good, iv.Easy}[i]) * time.Second
			r := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", review{CardID: item.CardID, Mode: "review", Grade: i + 1,
				IdempotencyKey: "iv-" + name})
			// The queue was read a moment before the grade: the same interval from a slightly later now.
			if got := time.Until(r.Due); got > want+time.Second || got < want-30*time.Second {
				t.Errorf("%s: due in %v, the button said %v", name, got, want)
			}
			if next := r.Intervals; next == nil || next.Again <= 0 || next.Easy < next.Good {
				t.Errorf("%s: the review's intervals for next time = %+v", name, r.Intervals)
			}
		}
		// A new card, by FSRS-6's defaults: 1 minute, 6 minutes, 10 minutes, 8 days.
		iv := queue[4%len(queue)].Intervals
		if iv == nil {
			t.Fatalf("queue item without intervals: %+v", queue[4%len(queue)])
		}
		if len(queue) > 4 && *iv != (httpapi.IntervalsBody{Again: 60, Hard: 360, Good: 600, Easy: 8 * 86400}) {
			t.Errorf("a new card's intervals = %+v", iv)
		}
	})
}
