package httpapi_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/httpapi"
)

type undoResult struct {
	CardID      string                 `json:"cardId"`
	Grade       int                    `json:"grade"`
	Memory      *httpapi.MemoryBody    `json:"memory"`
	Intervals   *httpapi.IntervalsBody `json:"intervals"`
	DueToday    httpapi.CountsBody     `json:"dueToday"`
	DueTodayAll httpapi.CountsBody     `json:"dueTodayAll"`
}

// A grade undone over HTTP gives the card and the day's counts back; a
// grade with a later one, or gone already, is refused in the product's words.
func TestUndoReview(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: "una@example.com"})
		storyID := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		if ev := readEvents(t, b, "/api/v1/stories/"+storyID+"/events"); ev[len(ev)-1].Data.Status != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		now := time.Now().UTC()
		tz := 12*60 - (now.Hour()*60 + now.Minute()) // noon for the learner: no day ends during the test
		queue := expect[studyQueue](b, 200, "GET", fmt.Sprintf("/api/v1/stories/%s/study-queue?tzOffset=%d", storyID, tz), nil).Cards
		card := queue[0].CardID
		// In Random mode, whose answer counts all lessons too.
		first := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", review{CardID: card, Mode: "random", Grade: 3, IdempotencyKey: "undo-a", TZOffset: tz})
		if first.DueTodayAll == nil {
			t.Fatalf("a review in Random mode without all lessons' counts: %+v", first)
		}
		second := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", review{CardID: card, Mode: "review", Grade: 1, IdempotencyKey: "undo-b", TZOffset: tz})
		if second.Reps != 2 {
			t.Fatalf("second review = %+v", second)
		}
		p := expect[problem](b, 409, "DELETE", fmt.Sprintf("/api/v1/reviews/undo-a?tzOffset=%d", tz), nil)
		if p.Detail != "This card was graded again after this grade: undo the later grade first." {
			t.Errorf("undo of an earlier grade: %+v", p)
		}
		u := expect[undoResult](b, 200, "DELETE", fmt.Sprintf("/api/v1/reviews/undo-b?tzOffset=%d", tz), nil)
		if u.Grade != 1 || u.Memory == nil || u.Memory.Reps != 1 || !u.Memory.Due.Equal(first.Due) || u.Intervals == nil {
			t.Errorf("undo of the latest = %+v, want the memory after the first review %+v", u, first.MemoryBody)
		}
		u = expect[undoResult](b, 200, "DELETE", fmt.Sprintf("/api/v1/reviews/undo-a?tzOffset=%d", tz), nil)
		if u.Memory != nil || u.DueTodayAll.New != first.DueTodayAll.New+1 || u.DueTodayAll.Due != first.DueTodayAll.Due-1 || u.DueToday.New != first.DueToday.New+1 {
			t.Errorf("undo of the first grade = %+v (after it: %+v)", u, first)
		}
		p = expect[problem](b, 404, "DELETE", fmt.Sprintf("/api/v1/reviews/undo-a?tzOffset=%d", tz), nil)
		if p.Title != "Grade Not Found" {
			t.Errorf("undo twice: %+v", p)
		}
		// The card is new again in its lesson's queue.
		queue = expect[studyQueue](b, 200, "GET", fmt.Sprintf("/api/v1/stories/%s/study-queue?tzOffset=%d", storyID, tz), nil).Cards
		for _, c := range queue {
			if c.CardID == card && c.Memory != nil {
				t.Errorf("the card keeps a memory: %+v", c.Memory)
			}
		}
		// An answer in Test (typed, graded here), Missing and Order is taken back the same way.
		answers := []map[string]any{
			{"mode": "test", "correct": false, "typedAnswer": "el gato", "expected": "el perro"},
			{"mode": "missing", "correct": true, "wrongTries": 1, "hintUsed": false},
			{"mode": "order", "orderCorrect": 2, "orderTotal": 3},
		}
		for _, answer := range answers {
			key := fmt.Sprintf("undo-%s", answer["mode"])
			answer["cardId"], answer["idempotencyKey"], answer["tzOffset"] = card, key, tz
			r := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", answer)
			if r.Reps != 1 || r.Grade == 0 {
				t.Fatalf("%s answer = %+v", answer["mode"], r)
			}
			u := expect[undoResult](b, 200, "DELETE", fmt.Sprintf("/api/v1/reviews/%s?tzOffset=%d", key, tz), nil)
			if u.Grade != r.Grade || u.Memory != nil || u.DueToday.New != first.DueToday.New+1 {
				t.Errorf("undo of the %s answer = %+v (the answer: %+v)", answer["mode"], u, r)
			}
		}
	})
}
