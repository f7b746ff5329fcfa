package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/httpapi"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

const spanishStory = "Ana vive en Sevilla. Cada mañana compra pan en la panadería de su calle. " +
	"El panadero se llama Luis y siempre le pregunta: «¿Lo de siempre?»"

type sseEvent struct {
	ID, Event string
	Data      sseData
}

// sseData is an event's data: a card (event card) or a story's status.
type sseData struct {
	Status string `json:"status"`
	httpapi.FlashcardFields
}

// readEvents reads server-sent events until `done` or the deadline.
func readEvents(t *testing.T, b *browser, path string) []sseEvent {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", b.base+path, nil)
	res, err := b.c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if ct := res.Header.Get("Content-Type"); ct != "text/event-stream" {
		raw, _ := io.ReadAll(res.Body)
		t.Fatalf("events answered %d %s: %s", res.StatusCode, ct, raw)
	}
	var out []sseEvent
	var cur sseEvent
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "id: "):
			cur.ID = strings.TrimPrefix(line, "id: ")
		case strings.HasPrefix(line, "event: "):
			cur.Event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			_ = json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &cur.Data)
		case line == "" && cur.Event != "":
			out = append(out, cur)
			if cur.Event == "done" {
				return out
			}
			cur = sseEvent{}
		}
	}
	t.Fatalf("stream ended without done after %d events (err %v)", len(out), sc.Err())
	return nil
}

func TestGuestLessonStreamsCards(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})

		p := expect[problem](b, 400, "POST", "/api/v1/stories", newStory{Content: " corto ", NativeLanguage: "en", TargetLanguage: "es"})
		if p.Title != "Story Too Short" || p.Detail != "Please enter at least 13 characters for your story to generate flashcards." {
			t.Errorf("too short = %+v", p)
		}
		p = expect[problem](b, 402, "POST", "/api/v1/stories", newStory{Content: strings.Repeat("Hola amigo. ", 30), NativeLanguage: "en", TargetLanguage: "es"})
		if p.Title != "Not enough credits" || p.Detail != "You need 359 credits but only have 300." || p.Code != "insufficient_credits" {
			t.Errorf("too expensive = %+v", p)
		}

		french := "Marie entre dans un petit café. Elle demande un café au lait et un croissant. Le serveur sourit."
		p = expect[problem](b, 422, "POST", "/api/v1/stories", newStory{Content: french, NativeLanguage: "en", TargetLanguage: "es"})
		if p.Code != "wrong_language" || p.DetectedLanguage != "fr" {
			t.Errorf("wrong language = %+v", p)
		}
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Credits != 300 {
			t.Errorf("credits moved before the learner decided: %v", me.Credits)
		}

		created := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"})
		lesson := created.Story
		n := len([]rune(spanishStory))
		if created.Credits != 300-n || lesson.CreditsCharged != n || lesson.SoftTimeoutSeconds != 300 {
			t.Fatalf("created = %+v", created)
		}
		// A fresh server has measured no lesson: no expected time is made up (decision 0021).
		if created.ExpectedSeconds != 0 {
			t.Errorf("expectedSeconds on a fresh server = %v", created.ExpectedSeconds)
		}
		id := lesson.ID
		events := readEvents(t, b, "/api/v1/stories/"+id+"/events")
		var cards []sseData
		for _, e := range events {
			if e.Event == "card" {
				cards = append(cards, e.Data)
			}
		}
		if len(cards) < 3 || events[len(events)-1].Data.Status != "completed" {
			t.Fatalf("events: %d cards, last %v", len(cards), events[len(events)-1])
		}
		first := cards[0]
		if first.Front != "Ana vive en Sevilla." || first.Back == "" || first.Pronunciation == "" || first.AudioURL == "" {
			t.Errorf("first card = %+v", first)
		}

		// The audio plays: an MP3 with a long cache.
		res, err := b.c.Get(s.URL + first.AudioURL)
		if err != nil {
			t.Fatal(err)
		}
		mp3, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "audio/mpeg" || len(mp3) < 1000 ||
			!strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
			t.Errorf("audio: %d %v, %d bytes", res.StatusCode, res.Header, len(mp3))
		}

		// The card's video is rendered on first request and then served as a file.
		loc := b.send("GET", first.VideoURL, nil).Header.Get("Location")
		if !strings.HasPrefix(loc, "/api/v1/files/video/") {
			t.Fatalf("video redirect %q", loc)
		}
		res, err = b.c.Get(s.URL + loc)
		if err != nil {
			t.Fatal(err)
		}
		mp4, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "video/mp4" || len(mp4) < 2000 || string(mp4[4:8]) != "ftyp" {
			t.Errorf("video: %d %s, %d bytes", res.StatusCode, res.Header.Get("Content-Type"), len(mp4))
		}

		fc := expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil)
		if got := fc.Flashcards; len(got) != len(cards) {
			t.Errorf("flashcards endpoint has %d cards, the stream had %d", len(got), len(cards))
		}
		if st := expect[story](b, 200, "GET", "/api/v1/stories/"+id+"/status", nil); st.Status != "completed" || st.LoadingFlashcards {
			t.Errorf("status = %+v", st)
		}
		// A reconnect after the third card gets only the rest.
		req, _ := http.NewRequest("GET", s.URL+"/api/v1/stories/"+id+"/events", nil)
		req.Header.Set("Last-Event-ID", "2")
		res, err = b.c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		rest, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if strings.Contains(string(rest), "id: 2\n") || !strings.Contains(string(rest), "id: 3\n") {
			t.Errorf("resumed stream:\n%.300s", rest)
		}

		// Someone else cannot read it.
		other := newBrowser(t, s.URL)
		other.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		other.want(404, "GET", "/api/v1/stories/"+id+"/flashcards", nil)
		newBrowser(t, s.URL).want(401, "GET", "/api/v1/stories", nil)
	})
}

// On PostgreSQL a web-only process streams the cards a worker-only process
// writes: the announcement crosses processes through LISTEN/NOTIFY.
func TestProgressCrossesProcesses(t *testing.T) {
	if storetest.PostgresURL(t) == "" {
		t.Skip("PostgreSQL not configured")
	}
	opts := storetest.Options(t, store.Postgres)
	role := func(r string) apptest.Options {
		return apptest.Options{Store: &opts, Configure: func(c *config.Config) { c.Role = r }}
	}
	web := apptest.Start(t, store.Postgres, role(config.RoleWeb))
	apptest.Start(t, store.Postgres, role(config.RoleWorker))
	b := newBrowser(t, web.URL)
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	created := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"})
	start := time.Now()
	events := readEvents(t, b, "/api/v1/stories/"+created.Story.ID+"/events")
	if events[len(events)-1].Data.Status != "completed" {
		t.Fatalf("last event %v", events[len(events)-1])
	}
	t.Logf("lesson streamed across processes in %v", time.Since(start))
}

// Twenty concurrent submissions by one account with credits for five: five
// are accepted, the rest refused, and the balance never goes below zero.
func TestConcurrentStoriesOverHTTP(t *testing.T) {
	webOnly := apptest.Options{Configure: func(c *config.Config) { c.Role = config.RoleWeb }}
	apptest.ForEachDialect(t, webOnly, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		story := strings.TrimSpace(strings.Repeat("Hola amigo. ", 5)) // 59 characters: 300 credits pay for 5
		n := len([]rune(story))
		codes := make(chan int, 20)
		var wg sync.WaitGroup
		for range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes <- b.send("POST", "/api/v1/stories", newStory{Content: story, NativeLanguage: "en", TargetLanguage: "es"}).Status
			}()
		}
		wg.Wait()
		close(codes)
		count := map[int]int{}
		for c := range codes {
			count[c]++
		}
		if count[202] != 5 || count[402] != 15 {
			t.Errorf("answers %v, want 5 × 202 and 15 × 402", count)
		}
		if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Credits != 300-5*n {
			t.Errorf("credits = %v, want %d", me.Credits, 300-5*n)
		}
		list := expect[storyList](b, 200, "GET", "/api/v1/stories", nil).Stories
		if len(list) != 5 {
			t.Errorf("%d stories recorded, want 5", len(list))
		}
	})
}
