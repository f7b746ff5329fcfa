package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
)

// signUp registers, confirms and signs in an account in b.

func contactBody(subject string) map[string]any {
	return map[string]any{"firstName": "Ana", "lastName": "García", "email": "ana@example.com",
		"subject": subject, "message": "How do I get my credits back after a failed lesson?", "lang": "es"}
}

func TestContactMessagesReachTheAdmins(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{Configure: func(c *config.Config) { c.ContactTo = "support@example.com" }},
		func(t *testing.T, s *apptest.Server) {
			adminB := newBrowser(t, s.URL)
			signIn(t, s, adminB, "boss@example.com")
			if err := s.App.Auth.GrantAdmin(context.Background(), "boss@example.com"); err != nil {
				t.Fatal(err)
			}

			b := newBrowser(t, s.URL)
			r := b.want(201, "POST", "/api/v1/contact", contactBody("Refund"))
			if r["message"] != "Message sent! We'll get back to you within 24 hours." || r["id"] == nil {
				t.Errorf("send = %v", r)
			}
			// Both the admin and the configured address get the message, with a link to /admin.
			for _, to := range []string{"boss@example.com", "support@example.com"} {
				m, err := s.App.Mail.LatestTo(context.Background(), to, "contact_message")
				if err != nil {
					t.Fatalf("no contact mail to %s: %v", to, err)
				}
				if !strings.Contains(m.Subject, "Refund") || !strings.Contains(m.Text, "credits back") ||
					!strings.Contains(m.Text, "ana@example.com") || !strings.HasSuffix(m.Link, "/admin/contact") {
					t.Errorf("mail to %s: %q\n%s", to, m.Subject, m.Text)
				}
			}
			// The admin reads it; anybody else may not.
			msgs := adminB.want(200, "GET", "/api/v1/admin/contact-messages", nil)["messages"].([]any)
			if len(msgs) != 1 || msgs[0].(map[string]any)["subject"] != "Refund" || msgs[0].(map[string]any)["lastName"] != "García" ||
				msgs[0].(map[string]any)["signedIn"] != false {
				t.Errorf("admin sees %v", msgs)
			}
			b.want(401, "GET", "/api/v1/admin/contact-messages", nil)

			// Bounds: each bad field is named with a sentence the form shows.
			bad := contactBody("Refund")
			bad["firstName"], bad["message"] = "  ", "short"
			p := b.want(400, "POST", "/api/v1/contact", bad)
			fields, _ := p["fields"].(map[string]any)
			if p["code"] != "invalid" || p["title"] != "Invalid Message" || fields["firstName"] != "Please enter your first name." ||
				fields["message"] != "Please write at least 10 characters." {
				t.Errorf("bad message = %v", p)
			}
			long := contactBody(strings.Repeat("s", 201))
			long["message"] = strings.Repeat("ü", 5001)
			long["email"] = "ana@"
			p = b.want(400, "POST", "/api/v1/contact", long)
			fields, _ = p["fields"].(map[string]any)
			if fields["subject"] != "The subject may be at most 200 characters long." || fields["email"] == nil ||
				fields["message"] != "The message may be at most 5000 characters long (it has 5001)." {
				t.Errorf("long message = %v", p)
			}
			p = b.want(400, "POST", "/api/v1/contact", contactBody("Line\r\nBcc: x@example.com"))
			if p["detail"] != "The subject must be a single line." {
				t.Errorf("header injection = %v", p)
			}
			if n := len(adminB.want(200, "GET", "/api/v1/admin/contact-messages", nil)["messages"].([]any)); n != 1 {
				t.Errorf("refused messages were stored: %d", n)
			}
		})
}

func TestContactIsRateLimited(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	b := newBrowser(t, s.URL)
	for i := range 5 {
		b.want(201, "POST", "/api/v1/contact", contactBody(fmt.Sprint("Question ", i)))
	}
	p := b.want(429, "POST", "/api/v1/contact", contactBody("Sixth"))
	if p["code"] != "rate_limited" || p["title"] != "Too Many Messages" {
		t.Errorf("sixth message in an hour = %v", p)
	}
	// Invalid input is answered before the limit, so a typo costs nothing.
	bad := contactBody("x")
	bad["email"] = "nope"
	b.want(400, "POST", "/api/v1/contact", bad)
	// Nobody to tell (no admin, no address): the message is still stored.
	msgs, err := s.App.Contact.List(context.Background(), 0)
	if err != nil || len(msgs) != 5 {
		t.Errorf("stored %d messages (%v), want 5", len(msgs), err)
	}
}

// studyOneLesson makes a lesson for b's account and returns its card ids.
func studyOneLesson(t *testing.T, b *browser) []string {
	t.Helper()
	created := b.want(202, "POST", "/api/v1/stories", map[string]any{"content": spanishStory, "nativeLanguage": "en", "targetLanguage": "es"})
	storyID := created["story"].(map[string]any)["id"].(string)
	if ev := readEvents(t, b, "/api/v1/stories/"+storyID+"/events"); ev[len(ev)-1].Data["status"] != "completed" {
		t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
	}
	var cards []string
	for _, c := range b.want(200, "GET", "/api/v1/stories/"+storyID+"/flashcards", nil)["flashcards"].([]any) {
		cards = append(cards, c.(map[string]any)["id"].(string))
	}
	return cards
}

func TestLeaderboards(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ana, ben := newBrowser(t, s.URL), newBrowser(t, s.URL)
		signIn(t, s, ana, "ana@example.com")
		signIn(t, s, ben, "ben@example.com")
		if me := ana.want(200, "GET", "/api/v1/me", nil); me["leaderboardOptIn"] != false {
			t.Fatalf("the switch should start off: %v", me)
		}
		anaCards, benCards := studyOneLesson(t, ana), studyOneLesson(t, ben)

		// Ana: three answers this week (Good 2 points, Again 1, Easy 2) and
		// one eight days ago (Good), which counts for all time only.
		for i, g := range []int{3, 1, 4} {
			ana.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": anaCards[i], "mode": "review", "grade": g, "idempotencyKey": fmt.Sprint("a", i)})
		}
		old := time.Now().Add(-8 * 24 * time.Hour).UTC()
		ana.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": anaCards[3], "mode": "review", "grade": 3, "reviewedAt": old, "idempotencyKey": "a-old"})
		// A replayed key earns nothing.
		ana.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": anaCards[0], "mode": "review", "grade": 3, "idempotencyKey": "a0"})
		// Ben: one Good answer this week.
		ben.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": benCards[0], "mode": "review", "grade": 3, "idempotencyKey": "b0"})

		// Nobody opted in: empty boards, but Ana sees where she would stand.
		week := ana.want(200, "GET", "/api/v1/leaderboards?period=week", nil)
		if len(week["entries"].([]any)) != 0 || week["optedIn"] != false || fmt.Sprint(week["me"]) != "map[displayName:ana isMe:true points:5 rank:1]" {
			t.Errorf("before opting in: %v", week)
		}

		ana.want(200, "PATCH", "/api/v1/me", map[string]any{"leaderboardOptIn": true})
		ben.want(200, "PATCH", "/api/v1/me", map[string]any{"leaderboardOptIn": true})
		board := func(b *browser, q string) string {
			var lines []string
			r := b.want(200, "GET", "/api/v1/leaderboards"+q, nil)
			for _, e := range r["entries"].([]any) {
				e := e.(map[string]any)
				lines = append(lines, fmt.Sprintf("%v %v %v %v", e["rank"], e["displayName"], e["points"], e["isMe"]))
			}
			return strings.Join(lines, "; ")
		}
		if got := board(ana, "?period=week"); got != "1 ana 5 true; 2 ben 2 false" {
			t.Errorf("weekly board = %q", got)
		}
		if got := board(ben, "?period=all&language=es"); got != "1 ana 7 false; 2 ben 2 true" {
			t.Errorf("all-time Spanish board = %q", got)
		}
		if got := board(ben, "?period=week&language=fr"); got != "" {
			t.Errorf("French board = %q", got)
		}
		r := ben.want(200, "GET", "/api/v1/leaderboards?period=week", nil)
		if fmt.Sprint(r["me"]) != "map[displayName:ben isMe:true points:2 rank:2]" || r["optedIn"] != true || r["since"] == nil {
			t.Errorf("ben's own line = %v", r)
		}
		// A visitor sees the board but has no line of their own.
		visitor := newBrowser(t, s.URL)
		if r := visitor.want(200, "GET", "/api/v1/leaderboards?period=all", nil); r["me"] != nil || len(r["entries"].([]any)) != 2 {
			t.Errorf("visitor sees %v", r)
		}

		// Ben leaves the boards: gone for everybody.
		ben.want(200, "PATCH", "/api/v1/me", map[string]any{"leaderboardOptIn": false})
		if got := board(visitor, "?period=week"); got != "1 ana 5 false" {
			t.Errorf("after ben left = %q", got)
		}

		// Guests study too but are never ranked.
		guest := newBrowser(t, s.URL)
		guest.want(201, "POST", "/api/v1/guest-sessions", map[string]any{})
		gCards := studyOneLesson(t, guest)
		guest.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": gCards[0], "mode": "review", "grade": 4, "idempotencyKey": "g0"})
		if r := guest.want(200, "GET", "/api/v1/leaderboards?period=week", nil); r["me"] != nil || len(r["entries"].([]any)) != 1 {
			t.Errorf("guest sees %v", r)
		}

		p := visitor.want(422, "GET", "/api/v1/leaderboards?period=month", nil)
		if p["code"] != "invalid" {
			t.Errorf("bad period = %v", p)
		}
		if p := visitor.want(400, "GET", "/api/v1/leaderboards?language=xx", nil); p["title"] != "Invalid Leaderboard" {
			t.Errorf("bad language = %v", p)
		}
	})
}
