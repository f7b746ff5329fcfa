package httpapi_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// A guest studies a real lesson: reviews in several modes move the cards'
// memory and the due counts; then the guest signs up and imports the reviews
// the browser kept.
func TestStudyJourney(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", map[string]any{"email": "lea@example.com"})
		created := b.want(202, "POST", "/api/v1/stories", map[string]any{"content": spanishStory, "nativeLanguage": "en", "targetLanguage": "es"})
		storyID := created["story"].(map[string]any)["id"].(string)
		if ev := readEvents(t, b, "/api/v1/stories/"+storyID+"/events"); ev[len(ev)-1].Data["status"] != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		var cards []string
		for _, c := range b.want(200, "GET", "/api/v1/stories/"+storyID+"/flashcards", nil)["flashcards"].([]any) {
			cards = append(cards, c.(map[string]any)["id"].(string))
		}
		n := float64(len(cards))
		if n < 4 {
			t.Fatalf("only %v cards", n)
		}

		due := b.want(200, "GET", "/api/v1/study/due", nil)
		stories := due["stories"].([]any)
		if fmt.Sprint(due["total"]) != fmt.Sprintf("map[due:0 new:%v]", n) || len(stories) != 1 || stories[0].(map[string]any)["storyId"] != storyID {
			t.Fatalf("due before studying = %v", due)
		}
		queue := b.want(200, "GET", "/api/v1/stories/"+storyID+"/study-queue", nil)["cards"].([]any)
		if len(queue) != len(cards) || queue[0].(map[string]any)["cardId"] != cards[0] || queue[0].(map[string]any)["group"] != "new" {
			t.Fatalf("queue = %v", queue)
		}

		// The learner's clock reads about noon, so "due today" never crosses a
		// midnight during the test, whatever the hour it runs at.
		noon := noonOffset(time.Now())
		// Test mode, right but slow: Good, first learning step (10 minutes).
		test := map[string]any{"cardId": cards[0], "mode": "test", "correct": true, "durationMs": 9000, "idempotencyKey": "k1", "tzOffset": noon}
		r := b.want(200, "POST", "/api/v1/reviews", test)
		if r["grade"] != float64(3) || r["state"] != "learning" || r["reps"] != float64(1) || r["replayed"] != false ||
			fmt.Sprint(r["dueToday"]) != fmt.Sprintf("map[due:1 new:%v]", n-1) || fmt.Sprint(r["dueTodayAll"]) != fmt.Sprint(r["dueToday"]) {
			t.Fatalf("test review = %v", r)
		}
		if at, _ := time.Parse(time.RFC3339, r["due"].(string)); time.Until(at) < 9*time.Minute || time.Until(at) > 11*time.Minute {
			t.Errorf("due %v, want in 10 minutes", r["due"])
		}
		if again := b.want(200, "POST", "/api/v1/reviews", test); again["replayed"] != true || again["reps"] != float64(1) {
			t.Errorf("replay = %v", again)
		}
		// Order mode, 1 of 4 right: Again. Missing, right after a wrong try: Hard.
		if r := b.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[1], "mode": "order", "orderCorrect": 1, "orderTotal": 4, "idempotencyKey": "k2"}); r["grade"] != float64(1) {
			t.Errorf("order review = %v", r)
		}
		if r := b.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[2], "mode": "missing", "typedAnswer": "panaderia", "expected": "panadería", "wrongTries": 1, "idempotencyKey": "k3"}); r["grade"] != float64(2) {
			t.Errorf("missing review = %v", r)
		}
		// Review mode: the learner's own grade.
		r = b.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[3], "mode": "review", "grade": 4, "idempotencyKey": "k4"})
		if r["grade"] != float64(4) || r["state"] != "review" || r["scheduledDays"] != float64(8) ||
			fmt.Sprint(r["dueToday"]) != fmt.Sprintf("map[due:3 new:%v]", n-4) {
			t.Errorf("easy review = %v", r)
		}

		// Problems.
		p := b.want(400, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[0], "mode": "review", "idempotencyKey": "k5"})
		if p["title"] != "Invalid Review" || p["code"] != "invalid" {
			t.Errorf("review without a grade = %v", p)
		}
		b.want(422, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[0], "mode": "review", "grade": 5, "idempotencyKey": "k6"})
		b.want(422, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[0], "mode": "quiz", "grade": 3, "idempotencyKey": "k7"})
		p = b.want(422, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[1], "mode": "review", "grade": 3, "idempotencyKey": "k1"})
		if p["code"] != "idempotency_key_reused" {
			t.Errorf("key reused = %v", p)
		}
		p = b.want(404, "POST", "/api/v1/reviews", map[string]any{"cardId": "nope", "mode": "review", "grade": 3, "idempotencyKey": "k8"})
		if p["title"] != "Flashcard Not Found" || p["code"] != "not_found" {
			t.Errorf("unknown card = %v", p)
		}
		b.want(422, "GET", "/api/v1/study/due?tzOffset=2000", nil)
		b.want(422, "GET", "/api/v1/stories/"+storyID+"/study-queue?tzOffset=2000", nil)
		b.want(422, "GET", "/api/v1/study/random?tzOffset=-2000", nil)
		other := newBrowser(t, s.URL)
		other.want(201, "POST", "/api/v1/guest-sessions", map[string]any{})
		other.want(404, "POST", "/api/v1/reviews", map[string]any{"cardId": cards[0], "mode": "review", "grade": 3, "idempotencyKey": "x1"})
		other.want(404, "GET", "/api/v1/stories/"+storyID+"/study-queue", nil)
		if d := other.want(200, "GET", "/api/v1/study/due", nil); fmt.Sprint(d["total"]) != "map[due:0 new:0]" {
			t.Errorf("another guest's due = %v", d)
		}
		newBrowser(t, s.URL).want(401, "GET", "/api/v1/study/due", nil)

		// The queue: due cards by due date (Again in 1 min, Hard in 6, Good in
		// 10), then new ones, then the Easy card (8 days).
		queue = b.want(200, "GET", "/api/v1/stories/"+storyID+"/study-queue?tzOffset="+fmt.Sprint(noon), nil)["cards"].([]any)
		var order []string
		for _, q := range queue {
			q := q.(map[string]any)
			order = append(order, fmt.Sprintf("%v %v", q["position"], q["group"]))
		}
		if want := "[1 due 2 due 0 due 4 new"; fmt.Sprint(order)[:len(want)] != want || order[len(order)-1] != "3 later" {
			t.Errorf("queue order = %v", order)
		}

		// Random: the three due cards first, with the flashcard's own JSON.
		rnd := b.want(200, "GET", "/api/v1/study/random?limit=3", nil)["cards"].([]any)
		if len(rnd) != 3 {
			t.Fatalf("random = %v", rnd)
		}
		for _, c := range rnd {
			c := c.(map[string]any)
			if c["group"] != "due" || c["storyId"] != storyID || c["front"] == "" || c["audioUrl"] == nil || c["memory"] == nil ||
				c["targetLanguage"] != "es" || c["nativeLanguage"] != "en" || c["storyTitle"] == "" {
				t.Errorf("random card = %v", c)
			}
		}
		if all := b.want(200, "GET", "/api/v1/study/random", nil)["cards"].([]any); float64(len(all)) != n-1 {
			t.Errorf("random without a limit drew %d of %v cards (all but the later one)", len(all), n)
		}

		// Sign up: what the guest learnt on the server becomes the account's,
		// and the reviews kept in the browser move to it too.
		dueAsGuest := b.want(200, "GET", "/api/v1/study/due", nil)["total"]
		b.want(201, "POST", "/api/v1/auth/register", map[string]any{"email": "lea@example.com", "password": "Secret-Pass1"})
		b.call("GET", mailLink(t, s, "lea@example.com", "confirm_email"), nil)
		if me := b.want(200, "POST", "/api/v1/auth/login", map[string]any{"email": "lea@example.com", "password": "Secret-Pass1"}); me["mode"] != "user" {
			t.Fatalf("login = %v", me)
		}
		if d := b.want(200, "GET", "/api/v1/study/due", nil)["total"]; fmt.Sprint(d) != fmt.Sprint(dueAsGuest) {
			t.Errorf("due after sign-up = %v, as a guest %v", d, dueAsGuest)
		}
		if again := b.want(200, "POST", "/api/v1/reviews", test); again["replayed"] != true || again["reps"] != float64(1) {
			t.Errorf("the guest's review log did not move: replay after sign-up = %v", again)
		}
		t0 := time.Now().Add(-2 * time.Hour).UTC()
		local := []map[string]any{
			{"cardId": cards[4], "mode": "review", "grade": 3, "reviewedAt": t0.Add(time.Hour), "idempotencyKey": "local-2"},
			{"cardId": cards[4], "mode": "test", "correct": true, "reviewedAt": t0, "idempotencyKey": "local-1"},
			{"cardId": "nope", "mode": "review", "grade": 3, "reviewedAt": t0, "idempotencyKey": "local-3"},
		}
		if res := b.want(200, "POST", "/api/v1/reviews/import", map[string]any{"reviews": local}); res["imported"] != float64(2) || res["skipped"] != float64(1) {
			t.Errorf("import = %v", res)
		}
		if res := b.want(200, "POST", "/api/v1/reviews/import", map[string]any{"reviews": local}); res["imported"] != float64(0) || res["skipped"] != float64(3) {
			t.Errorf("second import = %v", res)
		}
		// The other guest cannot import into Lea's lesson.
		if res := other.want(200, "POST", "/api/v1/reviews/import", map[string]any{"reviews": local[:1]}); res["imported"] != float64(0) {
			t.Errorf("foreign import = %v", res)
		}
	})
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
