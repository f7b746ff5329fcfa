package main

import (
	"fmt"
	"net/http"
	"time"

	"github.com/storyglot/storyglot/internal/testproc"
)

// learner is a browser of its own (cookies) from a network of its own.
type learner struct {
	c     *testproc.Client
	story string // the lesson it made
	cards []string
}

func newLearner(base string, i int) *learner {
	c := testproc.NewClient(base)
	c.HTTP.Transport = &forwarded{addr: fmt.Sprintf("10.%d.%d.%d", i/62500%250, i/250%250, i%250+1)}
	return &learner{c: c}
}

// forwarded names the learner's address (the server trusts loopback as a proxy).
type forwarded struct{ addr string }

var transport = &http.Transport{MaxIdleConnsPerHost: 1000}

func (f *forwarded) RoundTrip(r *http.Request) (*http.Response, error) {
	r.Header.Set("X-Forwarded-For", f.addr)
	return transport.RoundTrip(r)
}

// review grades card Good in mode under key (a fresh one per review).
func (l *learner) review(mode, card, key string) error {
	_, err := l.c.Call("POST", "/api/v1/reviews", map[string]any{"cardId": card, "mode": mode, "grade": 3, "idempotencyKey": key}, 200)
	return err
}

// lesson makes a guest's lesson and returns when it is complete: the time to
// its first card and to completion.
func (l *learner) lesson(story string) (first, complete time.Duration, err error) {
	if _, err := l.c.Call("POST", "/api/v1/guest-sessions", map[string]any{}, 201); err != nil {
		return 0, 0, err
	}
	start := time.Now()
	created, err := l.c.Call("POST", "/api/v1/stories", map[string]any{"content": story, "nativeLanguage": "en", "targetLanguage": "es"}, 202)
	if err != nil {
		return 0, 0, err
	}
	id := created["story"].(map[string]any)["id"].(string)
	l.story = id
	for time.Since(start) < 2*time.Minute {
		st, err := l.c.Call("GET", "/api/v1/stories/"+id+"/status", nil, 200)
		if err != nil {
			return 0, 0, err
		}
		if first == 0 && st["cardsDone"].(float64) > 0 {
			first = time.Since(start)
		}
		switch st["status"] {
		case "completed":
			complete = time.Since(start)
			if first == 0 {
				first = complete
			}
			cards, err := l.c.Call("GET", "/api/v1/stories/"+id+"/flashcards", nil, 200)
			if err != nil {
				return 0, 0, err
			}
			for _, c := range cards["flashcards"].([]any) {
				l.cards = append(l.cards, c.(map[string]any)["id"].(string))
			}
			return first, complete, nil
		case "failed", "timeout":
			return 0, 0, fmt.Errorf("lesson %s", st["status"])
		}
		time.Sleep(50 * time.Millisecond)
	}
	return 0, 0, fmt.Errorf("lesson not complete after 2 minutes")
}

// duePage and randomPage open l's due page and draw Random's cards.
func (l *learner) duePage() error {
	_, err := l.c.Call("GET", "/api/v1/study/due?tzOffset=0", nil, 200)
	return err
}

func (l *learner) randomPage() error {
	_, err := l.c.Call("GET", "/api/v1/study/random?tzOffset=0", nil, 200)
	return err
}
