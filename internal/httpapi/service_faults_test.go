package httpapi_test

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/blob/s3test"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/faultproxy"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

var bucketDown = faultproxy.HTTPFailure("application/xml",
	`<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>Please try again.</Message></Error>`)

// When the file store fails, hangs or answers garbage while a lesson is
// made, the lesson still finishes: its cards have no audio, each says why,
// the charge is taken once and kept in the ledger; the files it had are
// answered 503 (not "no such file", which a browser could keep); and once
// the store is back, the learner makes the audio again for free and the
// reason goes (decision 0042).
func TestALessonOutlivesTheFileStore(t *testing.T) {
	s3test.Credentials(t) // for the subtests, which run in parallel
	for _, d := range storetest.Dialects(t) {
		modes := []faultproxy.Mode{faultproxy.Fail, faultproxy.Hang, faultproxy.Garbage}
		if d != store.SQLite {
			// The database's part (cards, charge, ledger) is the same
			// whatever the store does; the three faults run on SQLite.
			modes = modes[:1]
		}
		for _, m := range modes {
			t.Run(string(d)+"/"+m.String(), func(t *testing.T) {
				// Each waits out the store's tries (about 17 s) on its own
				// servers and database: they wait side by side.
				t.Parallel()
				raw := s3test.Start(t)
				p := faultproxy.Start(t, s3test.Host(t, raw), bucketDown)
				// Tries of 500 ms: room for a loaded machine.
				behind, _ := s3test.Behind(t, raw, p.Addr, "2s")
				srv := apptest.Start(t, d, apptest.Options{Configure: func(c *config.Config) { c.BlobURL = behind }})

				b := newBrowser(t, srv.URL)
				b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
				before := balanceOf(t, b)
				// A file stored while the store was up.
				if err := srv.App.Blobs.Put(context.Background(), "audio/before-the-fault.mp3", "audio/mpeg", strings.NewReader("ID3-before")); err != nil {
					t.Fatal(err)
				}
				stored := "/api/v1/files/audio/before-the-fault.mp3"

				p.Set(m)
				created := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"})
				id := created.Story.ID
				if ev := readEvents(t, b, "/api/v1/stories/"+id+"/events"); ev[len(ev)-1].Data.Status != "completed" {
					t.Fatalf("lesson while the file store is %s: %v", m, ev[len(ev)-1])
				}
				cards := expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil).Flashcards
				if len(cards) == 0 {
					t.Fatal("no cards")
				}
				for _, c := range cards {
					if c.AudioURL != "" || c.Problems["speak"] != "the file store did not answer" {
						t.Errorf("card %q while the store is %s: audio %q, problems %v", c.Front, m, c.AudioURL, c.Problems)
					}
					if c.Back == "" && len(c.Glosses) == 0 {
						t.Errorf("card %q lost its back too", c.Front)
					}
				}
				charged := created.Story.CreditsCharged
				if after := balanceOf(t, b); charged <= 0 || after != before-charged {
					t.Errorf("balance %d → %d, charged %d", before, after, charged)
				}
				st, body, h := b.raw("GET", stored)
				if st != 503 || h.Get("Cache-Control") != "no-store" || h.Get("Retry-After") == "" {
					t.Errorf("a stored file while the store is %s: %d %v %s", m, st, h, body)
				}

				p.Set(faultproxy.Pass)
				if st, _, _ := b.raw("GET", stored); st != 200 {
					t.Errorf("the stored file after the fault: %d", st)
				}
				expect[audioCards](b, 200, "POST", "/api/v1/stories/"+id+"/audio", audioFix{})
				for _, c := range expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil).Flashcards {
					if _, still := c.Problems["speak"]; c.AudioURL == "" || still {
						t.Errorf("card %q after the audio was made again: audio %q, problems %v", c.Front, c.AudioURL, c.Problems)
					}
				}
				if after := balanceOf(t, b); after != before-charged {
					t.Errorf("making the audio again cost credits: balance %d", after)
				}
			})
		}
	}
}
