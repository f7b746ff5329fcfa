package httpapi_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A lesson page carries its owner's lesson before the app's code has run
// (decision 0034): the title and the card the study round opens with, which
// is the queue's first (a card graded Again is due, so it comes before the
// new ones). Anyone else gets the plain page, the same bytes for everyone.
func TestLessonPagePaintsTheLessonForItsOwner(t *testing.T) {
	const shell, painted = previewShell, previewPainted
	ui := fstest.MapFS{
		"index.html":               {Data: []byte(shell)},
		"_pages/flashcards.html":   {Data: []byte(shell)},
		"_preview/flashcards.html": {Data: []byte(painted)},
	}
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			s := apptest.Start(t, d, apptest.Options{UI: ui})
			owner, _, story, cards := guestWithLesson(t, s, "preview", 5)
			if _, err := s.App.Store.Exec(context.Background(), "UPDATE stories SET title = ? WHERE id = ?", `María & <b>el mercado</b>`, story); err != nil {
				t.Fatal(err)
			}
			page := "/flashcards?story=" + story

			r := owner.send("GET", page, nil)
			body := string(r.Body)
			if r.Status != 200 || !strings.Contains(body, `id="lesson-preview"`) {
				t.Fatalf("owner: %d %s", r.Status, body)
			}
			// The title is text, escaped; the first new card is position 0.
			for _, want := range []string{`María &amp; &lt;b&gt;el mercado&lt;/b&gt;`, `>palabra 0</p>`, `lang="es"`, `<div id="root"></div>`} {
				if !strings.Contains(body, want) {
					t.Errorf("owner's page lacks %q: %s", want, body)
				}
			}
			if got := r.Header.Get("Cache-Control"); got != "private, no-store" {
				t.Errorf("Cache-Control = %q", got)
			}
			// The page's inline start script is allowed by its hash, as on the public pages.
			if csp := r.Header.Get("Content-Security-Policy"); !strings.Contains(body, "<script>start()</script>") || !strings.Contains(csp, "'sha256-") {
				t.Errorf("the paint-first page or its policy is missing: CSP %q, body %s", csp, body)
			}

			// The app's first answers come with the page (decision 0054), as
			// the API gives them; the JSON cannot end its element early.
			data := lessonDataOf(t, body)
			if strings.Contains(data, "<") || !strings.Contains(data, `\u003cb\u003eel mercado`) {
				t.Errorf("lesson data not escaped: %s", data)
			}
			var got struct{ Flashcards, Queue json.RawMessage }
			if err := json.Unmarshal([]byte(data), &got); err != nil {
				t.Fatalf("lesson data: %v: %s", err, data)
			}
			sameJSON(t, "flashcards in the page", got.Flashcards, apiJSON(t, owner, "/api/v1/stories/"+story+"/flashcards"))
			sameJSON(t, "queue in the page", got.Queue, apiJSON(t, owner, "/api/v1/stories/"+story+"/study-queue?tzOffset=0"))

			// Graded Again ten minutes ago, card 3 is due already (at any hour:
			// graded now, it would be due tomorrow in the last minute of a UTC
			// day): the round opens with it.
			gradedAt := time.Now().Add(-10 * time.Minute)
			owner.want(200, "POST", "/api/v1/reviews", review{CardID: cards[3], Mode: "review", Grade: 1, IdempotencyKey: "again-3", ReviewedAt: &gradedAt})
			if body := string(owner.send("GET", page, nil).Body); !strings.Contains(body, `>palabra 3</p>`) || strings.Contains(body, `>palabra 0</p>`) {
				t.Errorf("after Again on card 3, the preview shows: %s", body)
			}

			// A visitor, another guest, an unknown story: the page as built.
			other := newBrowser(t, s.URL)
			other.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
			for name, r := range map[string]response{
				"visitor":       newBrowser(t, s.URL).send("GET", page, nil),
				"another guest": other.send("GET", page, nil),
				"unknown story": owner.send("GET", "/flashcards?story=nope", nil),
				"no story":      owner.send("GET", "/flashcards", nil),
			} {
				if r.Status != 200 || string(r.Body) != shell {
					t.Errorf("%s: %d %s, want the plain page", name, r.Status, r.Body)
				}
			}
		})
	}
}

// lessonDataOf is the JSON of the page's lesson-data element.
func lessonDataOf(t *testing.T, page string) string {
	t.Helper()
	const open = `<script type="application/json" id="lesson-data">`
	i := strings.Index(page, open)
	if i < 0 {
		t.Fatalf("no lesson data in %s", page)
	}
	rest := page[i+len(open):]
	return rest[:strings.Index(rest, "</script>")]
}

// apiJSON is the body of a GET by b, without the API's $schema link.
func apiJSON(t *testing.T, b *browser, path string) string {
	t.Helper()
	r := b.send("GET", path, nil)
	var v map[string]any
	if err := json.Unmarshal(r.Body, &v); r.Status != 200 || err != nil {
		t.Fatalf("GET %s: %d %v %s", path, r.Status, err, r.Body)
	}
	delete(v, "$schema")
	j, _ := json.Marshal(v)
	return string(j)
}

// previewShells are a built app's plain page and its paint-first page, for
// the tests of pages painted before the app's code runs.
const (
	previewShell   = `<!doctype html><title>Storyglot</title><div id="root"></div><script type="module" src="/assets/app.js"></script>`
	previewPainted = `<!doctype html><title>Storyglot</title><style>p{}</style><div id="root"></div><script>start()</script>`
)

// guestWithLesson starts a guest in a new browser and gives them a lesson
// of n cards named name: the browser, the guest's id, the lesson's id and
// its cards' ids.
func guestWithLesson(t *testing.T, s *apptest.Server, name string, n int) (b *browser, guestID, story string, cards []string) {
	t.Helper()
	b = newBrowser(t, s.URL)
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	if err := s.App.Store.QueryRow(context.Background(), "SELECT id FROM guest_sessions").Scan(&guestID); err != nil {
		t.Fatal(err)
	}
	story, cards = storetest.Lesson(t, s.App.Store, domain.Account{Kind: domain.AccountGuest, ID: guestID}, name, n)
	return b, guestID, story, cards
}
