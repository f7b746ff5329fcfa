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

// contact is the body of POST /api/v1/contact.
type contact struct {
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Email     string `json:"email"`
	Subject   string `json:"subject"`
	Message   string `json:"message"`
	Lang      string `json:"lang,omitempty"`
}

func contactBody(subject string) contact {
	return contact{FirstName: "Ana", LastName: "García", Email: "ana@example.com",
		Subject: subject, Message: "How do I get my credits back after a failed lesson?", Lang: "es"}
}

// contactMessages is GET /api/v1/admin/contact-messages.
type contactMessages struct {
	Messages []struct {
		ID        int64  `json:"id"`
		FirstName string `json:"firstName"`
		LastName  string `json:"lastName"`
		Subject   string `json:"subject"`
		SignedIn  bool   `json:"signedIn"`
	} `json:"messages"`
}

// leaderboardEntry is a line of a leaderboard.
type leaderboardEntry struct {
	Rank        int    `json:"rank"`
	DisplayName string `json:"displayName"`
	Points      int    `json:"points"`
	IsMe        bool   `json:"isMe"`
}

// leaderboard is GET /api/v1/leaderboards.
type leaderboard struct {
	Period   string             `json:"period"`
	Language string             `json:"language"`
	Since    *time.Time         `json:"since"`
	Entries  []leaderboardEntry `json:"entries"`
	Me       *leaderboardEntry  `json:"me"`
	OptedIn  bool               `json:"optedIn"`
}

// optIn is the body that switches the leaderboards on or off.
type optIn struct {
	LeaderboardOptIn bool `json:"leaderboardOptIn"`
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
			r := expect[struct {
				ID      *int64 `json:"id"`
				Message string `json:"message"`
			}](b, 201, "POST", "/api/v1/contact", contactBody("Refund"))
			if r.Message != "Message sent! We'll get back to you within 24 hours." || r.ID == nil {
				t.Errorf("send = %+v", r)
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
			msgs := expect[contactMessages](adminB, 200, "GET", "/api/v1/admin/contact-messages", nil).Messages
			if len(msgs) != 1 || msgs[0].Subject != "Refund" || msgs[0].LastName != "García" ||
				msgs[0].SignedIn {
				t.Errorf("admin sees %+v", msgs)
			}
			b.want(401, "GET", "/api/v1/admin/contact-messages", nil)

			// Bounds: each bad field is named with a sentence the form shows.
			bad := contactBody("Refund")
			bad.FirstName, bad.Message = "  ", "short"
			p := expect[problem](b, 400, "POST", "/api/v1/contact", bad)
			if p.Code != "invalid" || p.Title != "Invalid Message" || p.Fields["firstName"] != "Please enter your first name." ||
				p.Fields["message"] != "Please write at least 10 characters." {
				t.Errorf("bad message = %+v", p)
			}
			long := contactBody(strings.Repeat("s", 201))
			long.Message = strings.Repeat("ü", 5001)
			long.Email = "ana@"
			p = expect[problem](b, 400, "POST", "/api/v1/contact", long)
			if p.Fields["subject"] != "The subject may be at most 200 characters long." || p.Fields["email"] == "" ||
				p.Fields["message"] != "The message may be at most 5000 characters long (it has 5001)." {
				t.Errorf("long message = %+v", p)
			}
			p = expect[problem](b, 400, "POST", "/api/v1/contact", contactBody("Line\r\nBcc: x@example.com"))
			if p.Detail != "The subject must be a single line." {
				t.Errorf("header injection = %+v", p)
			}
			if n := len(expect[contactMessages](adminB, 200, "GET", "/api/v1/admin/contact-messages", nil).Messages); n != 1 {
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
	p := expect[problem](b, 429, "POST", "/api/v1/contact", contactBody("Sixth"))
	if p.Code != "rate_limited" || p.Title != "Too Many Messages" {
		t.Errorf("sixth message in an hour = %+v", p)
	}
	// Invalid input is answered before the limit, so a typo costs nothing.
	bad := contactBody("x")
	bad.Email = "nope"
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
	storyID := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
	if ev := readEvents(t, b, "/api/v1/stories/"+storyID+"/events"); ev[len(ev)-1].Data.Status != "completed" {
		t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
	}
	var cards []string
	for _, c := range expect[flashcards](b, 200, "GET", "/api/v1/stories/"+storyID+"/flashcards", nil).Flashcards {
		cards = append(cards, c.ID)
	}
	return cards
}

func TestLeaderboards(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ana, ben := newBrowser(t, s.URL), newBrowser(t, s.URL)
		signIn(t, s, ana, "ana@example.com")
		signIn(t, s, ben, "ben@example.com")
		if me := expect[me](ana, 200, "GET", "/api/v1/me", nil); me.LeaderboardOptIn {
			t.Fatalf("the switch should start off: %+v", me)
		}
		anaCards, benCards := studyOneLesson(t, ana), studyOneLesson(t, ben)

		// Ana: three answers this week (Good 2 points, Again 1, Easy 2) and
		// one eight days ago (Good), which counts for all time only.
		for i, g := range []int{3, 1, 4} {
			ana.want(200, "POST", "/api/v1/reviews", review{CardID: anaCards[i], Mode: "review", Grade: g, IdempotencyKey: fmt.Sprint("a", i)})
		}
		old := time.Now().Add(-8 * 24 * time.Hour).UTC()
		ana.want(200, "POST", "/api/v1/reviews", review{CardID: anaCards[3], Mode: "review", Grade: 3, ReviewedAt: &old, IdempotencyKey: "a-old"})
		// A replayed key earns nothing.
		ana.want(200, "POST", "/api/v1/reviews", review{CardID: anaCards[0], Mode: "review", Grade: 3, IdempotencyKey: "a0"})
		// Ben: one Good answer this week.
		ben.want(200, "POST", "/api/v1/reviews", review{CardID: benCards[0], Mode: "review", Grade: 3, IdempotencyKey: "b0"})

		// Nobody opted in: empty boards, but Ana sees where she would stand.
		week := expect[leaderboard](ana, 200, "GET", "/api/v1/leaderboards?period=week", nil)
		if len(week.Entries) != 0 || week.OptedIn || week.Me == nil || *week.Me != (leaderboardEntry{Rank: 1, DisplayName: "ana", Points: 5, IsMe: true}) {
			t.Errorf("before opting in: %+v", week)
		}

		ana.want(200, "PATCH", "/api/v1/me", optIn{true})
		ben.want(200, "PATCH", "/api/v1/me", optIn{true})
		board := func(b *browser, q string) string {
			var lines []string
			for _, e := range expect[leaderboard](b, 200, "GET", "/api/v1/leaderboards"+q, nil).Entries {
				lines = append(lines, fmt.Sprintf("%d %s %d %t", e.Rank, e.DisplayName, e.Points, e.IsMe))
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
		r := expect[leaderboard](ben, 200, "GET", "/api/v1/leaderboards?period=week", nil)
		if r.Me == nil || *r.Me != (leaderboardEntry{Rank: 2, DisplayName: "ben", Points: 2, IsMe: true}) || !r.OptedIn || r.Since == nil {
			t.Errorf("ben's own line = %+v", r)
		}
		// A visitor sees the board but has no line of their own.
		visitor := newBrowser(t, s.URL)
		if r := expect[leaderboard](visitor, 200, "GET", "/api/v1/leaderboards?period=all", nil); r.Me != nil || len(r.Entries) != 2 {
			t.Errorf("visitor sees %+v", r)
		}

		// Ben leaves the boards: gone for everybody.
		ben.want(200, "PATCH", "/api/v1/me", optIn{false})
		if got := board(visitor, "?period=week"); got != "1 ana 5 false" {
			t.Errorf("after ben left = %q", got)
		}

		// Guests study too but are never ranked.
		guest := newBrowser(t, s.URL)
		guest.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		gCards := studyOneLesson(t, guest)
		guest.want(200, "POST", "/api/v1/reviews", review{CardID: gCards[0], Mode: "review", Grade: 4, IdempotencyKey: "g0"})
		if r := expect[leaderboard](guest, 200, "GET", "/api/v1/leaderboards?period=week", nil); r.Me != nil || len(r.Entries) != 1 {
			t.Errorf("guest sees %+v", r)
		}

		p := expect[problem](visitor, 422, "GET", "/api/v1/leaderboards?period=month", nil)
		if p.Code != "invalid" {
			t.Errorf("bad period = %+v", p)
		}
		if p := expect[problem](visitor, 400, "GET", "/api/v1/leaderboards?language=xx", nil); p.Title != "Invalid Leaderboard" {
			t.Errorf("bad language = %+v", p)
		}
	})
}
