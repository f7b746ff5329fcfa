package httpapi_test

import (
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/httpapi"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// A guest reads their study settings, sets a desired retention of 70 % to
// 97 % (anything else is a 422 in the product's words), and the grade
// buttons' intervals follow it: a lower retention waits longer (product §7).
func TestStudySettings(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		visitor := newBrowser(t, s.URL)
		visitor.want(401, "GET", "/api/v1/study/settings", nil)

		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: "rita@example.com"})
		got := expect[httpapi.StudySettingsBody](b, 200, "GET", "/api/v1/study/settings?tzOffset=60", nil)
		if got.DesiredRetention != 0.9 || got.Fitted != nil || got.ReviewsToFirstFit != fsrs.MinReviewsToFit || !got.FittingAvailable || len(got.Estimates) != 7 {
			t.Fatalf("a new guest's settings: %+v", got)
		}
		storyID := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		if ev := readEvents(t, b, "/api/v1/stories/"+storyID+"/events"); ev[len(ev)-1].Data.Status != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		easy := func() int64 {
			queue := expect[studyQueue](b, 200, "GET", "/api/v1/stories/"+storyID+"/study-queue", nil).Cards
			if len(queue) == 0 || queue[0].Intervals == nil {
				t.Fatalf("queue = %+v", queue)
			}
			return queue[0].Intervals.Easy
		}
		before := easy()

		type put struct {
			DesiredRetention float64 `json:"desiredRetention"`
		}
		got = expect[httpapi.StudySettingsBody](b, 200, "PUT", "/api/v1/study/settings", put{0.8})
		if got.DesiredRetention != 0.8 || len(got.Estimates) != 7 {
			t.Fatalf("after 80%%: %+v", got)
		}
		if got := expect[httpapi.StudySettingsBody](b, 200, "GET", "/api/v1/study/settings", nil); got.DesiredRetention != 0.8 {
			t.Fatalf("80%% was not kept: %+v", got)
		}
		if after := easy(); after <= before {
			t.Errorf("a new card's Easy: %d s at 90%%, %d s at 80%%", before, after)
		}
		got = expect[httpapi.StudySettingsBody](b, 200, "PUT", "/api/v1/study/settings", put{0.86})
		if len(got.Estimates) != 8 || got.Estimates[4].Retention != 0.86 {
			t.Errorf("the estimates at 86%%: %+v", got.Estimates)
		}
		for _, v := range []float64{0.69, 0.98, 1.5} {
			r := b.send("PUT", "/api/v1/study/settings", put{v})
			p := problemOf(t, r)
			if r.Status != 422 || r.Header.Get("Content-Type") != "application/problem+json" || p.Code != "invalid" ||
				p.Detail != "Choose a desired retention between 70% and 97%." {
				t.Errorf("%v: %d %s", v, r.Status, r.Body)
			}
		}
	})
}
