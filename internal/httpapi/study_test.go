package httpapi_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/httpapi"
)

// A guest studies a real lesson: reviews in several modes move the cards'
// memory and the due counts; then the guest signs up and imports the reviews
// the browser kept.
func TestStudyJourney(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: "lea@example.com"})
		storyID := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
		if ev := readEvents(t, b, "/api/v1/stories/"+storyID+"/events"); ev[len(ev)-1].Data.Status != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		var cards []string
		for _, c := range expect[flashcards](b, 200, "GET", "/api/v1/stories/"+storyID+"/flashcards", nil).Flashcards {
			cards = append(cards, c.ID)
		}
		n := len(cards)
		if n < 4 {
			t.Fatalf("only %v cards", n)
		}

		due := expect[studyDue](b, 200, "GET", "/api/v1/study/due", nil)
		stories := due.Stories
		if due.Total != (httpapi.CountsBody{Due: 0, New: n}) || len(stories) != 1 || stories[0].StoryID != storyID {
			t.Fatalf("due before studying = %+v", due)
		}
		queue := expect[studyQueue](b, 200, "GET", "/api/v1/stories/"+storyID+"/study-queue", nil).Cards
		if len(queue) != len(cards) || queue[0].CardID != cards[0] || queue[0].Group != "new" {
			t.Fatalf("queue = %+v", queue)
		}

		// The learner's clock reads about noon, so "due today" never crosses a
		// midnight during the test, whatever the hour it runs at.
		noon := noonOffset(time.Now())
		// Test mode, right but slow: Good, first learning step (10 minutes).
		test := map[string]any{"cardId": cards[0], "mode": "test", "correct": true, "durationMs": 9000, "idempotencyKey": "k1", "tzOffset": noon}
		r := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", test)
		if r.Grade != 3 || r.State != "learning" || r.Reps != 1 || r.Replayed ||
			r.DueToday != (httpapi.CountsBody{Due: 1, New: n - 1}) || r.DueTodayAll != nil {
			t.Fatalf("test review = %+v (all lessons' counts come in Random mode only)", r)
		}
		if at := r.Due; time.Until(at) < 9*time.Minute || time.Until(at) > 11*time.Minute {
			t.Errorf("due %v, want in 10 minutes", r.Due)
		}
		if again := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", test); !again.Replayed || again.Reps != 1 {
			t.Errorf("replay = %+v", again)
		}
		// Order mode, 1 of 4 right: Again. Missing, right after a wrong try: Hard.
		if r := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[1], "mode": "order", "orderCorrect": 1, "orderTotal": 4, "idempotencyKey": "k2"}); r.Grade != 1 {
			t.Errorf("order review = %+v", r)
		}
		if r := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[2], "mode": "missing", "typedAnswer": "panaderia", "expected": "panadería", "wrongTries": 1, "idempotencyKey": "k3"}); r.Grade != 2 {
			t.Errorf("missing review = %+v", r)
		}
		// Review mode: the learner's own grade.
		r = expect[reviewResult](b, 200, "POST", "/api/v1/reviews", review{CardID: cards[3], Mode: "review", Grade: 4, IdempotencyKey: "k4", TZOffset: noon})
		if r.Grade != 4 || r.State != "review" || r.ScheduledDays != 8 ||
			r.DueToday != (httpapi.CountsBody{Due: 3, New: n - 4}) || r.DueTodayAll != nil {
			t.Errorf("easy review = %+v", r)
		}

		// Problems.
		p := expect[problem](b, 400, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[0], "mode": "review", "idempotencyKey": "k5"})
		if p.Title != "Invalid Review" || p.Code != "invalid" {
			t.Errorf("review without a grade = %+v", p)
		}
		b.want(422, "POST", "/api/v1/reviews", review{CardID: cards[0], Mode: "review", Grade: 5, IdempotencyKey: "k6"})
		b.want(422, "POST", "/api/v1/reviews", review{CardID: cards[0], Mode: "quiz", Grade: 3, IdempotencyKey: "k7"})
		// A direction is optional and one of three (decision 0051).
		b.want(422, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[0], "mode": "review", "grade": 3, "direction": "sideways", "idempotencyKey": "k7d"})
		p = expect[problem](b, 422, "POST", "/api/v1/reviews", review{CardID: cards[1], Mode: "review", Grade: 3, IdempotencyKey: "k1"})
		if p.Code != "idempotency_key_reused" {
			t.Errorf("key reused = %+v", p)
		}
		p = expect[problem](b, 404, "POST", "/api/v1/reviews", review{CardID: "nope", Mode: "review", Grade: 3, IdempotencyKey: "k8"})
		if p.Title != "Flashcard Not Found" || p.Code != "not_found" {
			t.Errorf("unknown card = %+v", p)
		}
		b.want(422, "GET", "/api/v1/study/due?tzOffset=2000", nil)
		b.want(422, "GET", "/api/v1/stories/"+storyID+"/study-queue?tzOffset=2000", nil)
		b.want(422, "GET", "/api/v1/study/random?tzOffset=-2000", nil)
		other := newBrowser(t, s.URL)
		other.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		other.want(404, "POST", "/api/v1/reviews", review{CardID: cards[0], Mode: "review", Grade: 3, IdempotencyKey: "x1"})
		other.want(404, "GET", "/api/v1/stories/"+storyID+"/study-queue", nil)
		if d := expect[studyDue](other, 200, "GET", "/api/v1/study/due", nil); d.Total != (httpapi.CountsBody{}) {
			t.Errorf("another guest's due = %+v", d)
		}
		newBrowser(t, s.URL).want(401, "GET", "/api/v1/study/due", nil)

		// The queue: due cards by due date (Again in 1 min, Hard in 6, Good in
		// 10), then new ones, then the Easy card (8 days).
		queue = expect[studyQueue](b, 200, "GET", "/api/v1/stories/"+storyID+"/study-queue?tzOffset="+fmt.Sprint(noon), nil).Cards
		var order []string
		for _, q := range queue {
			order = append(order, fmt.Sprintf("%d %s", q.Position, q.Group))
		}
		if want := "[1 due 2 due 0 due 4 new"; fmt.Sprint(order)[:len(want)] != want || order[len(order)-1] != "3 later" {
			t.Errorf("queue order = %v", order)
		}

		// Random mode shows what is left in all lessons: its answer counts them.
		r = expect[reviewResult](b, 200, "POST", "/api/v1/reviews", review{CardID: cards[4], Mode: "random", Grade: 3, IdempotencyKey: "k4r", TZOffset: noon})
		if want := (httpapi.CountsBody{Due: 4, New: n - 5}); r.DueToday != want || r.DueTodayAll == nil || *r.DueTodayAll != want {
			t.Errorf("a review in Random mode = %+v, all lessons %+v", r, r.DueTodayAll)
		}

		// Random: the three due cards first, with the flashcard's own JSON.
		rnd := expect[randomCards](b, 200, "GET", "/api/v1/study/random?limit=3&tzOffset="+fmt.Sprint(noon), nil).Cards
		if len(rnd) != 3 {
			t.Fatalf("random = %+v", rnd)
		}
		for _, c := range rnd {
			if c.Group != "due" || c.StoryID != storyID || c.Front == "" || c.AudioURL == "" || c.Memory == nil ||
				c.TargetLanguage != "es" || c.NativeLanguage != "en" || c.StoryTitle == "" {
				t.Errorf("random card = %+v", c)
			}
		}
		if all := expect[randomCards](b, 200, "GET", "/api/v1/study/random?tzOffset="+fmt.Sprint(noon), nil).Cards; len(all) != n-1 {
			t.Errorf("random without a limit drew %d of %v cards (all but the later one)", len(all), n)
		}

		// Sign up: what the guest learnt on the server becomes the account's,
		// and the reviews kept in the browser move to it too.
		dueAsGuest := expect[studyDue](b, 200, "GET", "/api/v1/study/due", nil).Total
		b.want(201, "POST", "/api/v1/auth/register", credentials{Email: "lea@example.com", Password: "Secret-Pass1"})
		b.send("GET", mailLink(t, s, "lea@example.com", "confirm_email"), nil)
		if me := expect[me](b, 200, "POST", "/api/v1/auth/login", credentials{Email: "lea@example.com", Password: "Secret-Pass1"}); me.Mode != "user" {
			t.Fatalf("login = %+v", me)
		}
		if d := expect[studyDue](b, 200, "GET", "/api/v1/study/due", nil).Total; d != dueAsGuest {
			t.Errorf("due after sign-up = %+v, as a guest %+v", d, dueAsGuest)
		}
		if again := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", test); !again.Replayed || again.Reps != 1 {
			t.Errorf("the guest's review log did not move: replay after sign-up = %+v", again)
		}
		t0 := time.Now().Add(-2 * time.Hour).UTC()
		local := []map[string]any{
			{"cardId": cards[4], "mode": "review", "grade": 3, "reviewedAt": t0.Add(time.Hour), "direction": "listening", "idempotencyKey": "local-2"},
			{"cardId": cards[4], "mode": "test", "correct": true, "reviewedAt": t0, "idempotencyKey": "local-1"},
			{"cardId": "nope", "mode": "review", "grade": 3, "reviewedAt": t0, "idempotencyKey": "local-3"},
		}
		type imports struct {
			Reviews []map[string]any `json:"reviews"`
		}
		if res := expect[imported](b, 200, "POST", "/api/v1/reviews/import", imports{local}); res.Imported != 2 || res.Skipped != 1 {
			t.Errorf("import = %+v", res)
		}
		if res := expect[imported](b, 200, "POST", "/api/v1/reviews/import", imports{local}); res.Imported != 0 || res.Skipped != 3 {
			t.Errorf("second import = %+v", res)
		}
		// The other guest cannot import into Lea's lesson.
		if res := expect[imported](other, 200, "POST", "/api/v1/reviews/import", imports{local[:1]}); res.Imported != 0 {
			t.Errorf("foreign import = %+v", res)
		}
		// Native → target, typed: the target text is what is expected, graded by the same rule.
		if r := expect[reviewResult](b, 200, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[4], "mode": "test", "typedAnswer": "maria va al mercado", "expected": "María va al mercado.", "durationMs": 60000, "direction": "native-target", "idempotencyKey": "k3d"}); r.Grade != 3 {
			t.Errorf("native → target typed review = %+v", r)
		}
	})
}

// Review bodies stay maps: each mode sends its own few fields, and a map
// shows exactly which (a missing grade is a case of its own).

// Answers of the study API (the server's CountsBody, MemoryBody and
// FlashcardFields are exported; the bodies around them are not).

type reviewResult struct {
	Grade  int    `json:"grade"`
	CardID string `json:"cardId"`
	httpapi.MemoryBody
	Replayed    bool                   `json:"replayed"`
	Intervals   *httpapi.IntervalsBody `json:"intervals"`
	DueToday    httpapi.CountsBody     `json:"dueToday"`
	DueTodayAll *httpapi.CountsBody    `json:"dueTodayAll"`
}

type studyDue struct {
	Total   httpapi.CountsBody `json:"total"`
	Stories []struct {
		StoryID string `json:"storyId"`
		Title   string `json:"title"`
		httpapi.CountsBody
	} `json:"stories"`
}

type studyQueue struct {
	StoryID string `json:"storyId"`
	Cards   []struct {
		CardID    string                 `json:"cardId"`
		StoryID   string                 `json:"storyId"`
		Position  int                    `json:"position"`
		Group     string                 `json:"group"`
		Memory    *httpapi.MemoryBody    `json:"memory"`
		Intervals *httpapi.IntervalsBody `json:"intervals"`
	} `json:"cards"`
}

type randomCards struct {
	Cards []struct {
		httpapi.FlashcardFields
		StoryTitle     string                 `json:"storyTitle"`
		TargetLanguage string                 `json:"targetLanguage"`
		NativeLanguage string                 `json:"nativeLanguage"`
		Group          string                 `json:"group"`
		Memory         *httpapi.MemoryBody    `json:"memory"`
		Intervals      *httpapi.IntervalsBody `json:"intervals"`
	} `json:"cards"`
}

type imported struct {
	Imported int `json:"imported"`
	Skipped  int `json:"skipped"`
}

// noonOffset is the time-zone offset (minutes east of UTC) whose local time is
// about noon at now.
func noonOffset(now time.Time) int {
	u := now.UTC()
	off := 12*60 - (u.Hour()*60 + u.Minute())
	if off <= -720 {
		off += 1440
	}
	return off
}
