package httpapi_test

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/blob/s3test"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// With STORYGLOT_BLOB_URL, audio and videos live in an S3-compatible bucket:
// a web process serves the files another process made (on PostgreSQL a
// worker with a data directory of its own), the same sentence is stored once
// (content-addressed keys), and a rendered video is cached there for all.
func TestFilesSharedThroughS3(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			blobURL := s3test.Start(t)
			withS3 := func(role string) func(*config.Config) {
				return func(c *config.Config) { c.BlobURL, c.Role = blobURL, role }
			}
			var web *apptest.Server
			if d == store.Postgres {
				opts := storetest.Options(t, store.Postgres)
				web = apptest.Start(t, d, apptest.Options{Store: &opts, Configure: withS3(config.RoleWeb)})
				apptest.Start(t, d, apptest.Options{Store: &opts, Configure: withS3(config.RoleWorker)})
			} else {
				web = apptest.Start(t, d, apptest.Options{Configure: withS3(config.RoleAll)})
			}

			var videoURL string
			audioOf := func() []string {
				b := newBrowser(t, web.URL)
				b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
				id := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: spanishStory, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
				if ev := readEvents(t, b, "/api/v1/stories/"+id+"/events"); ev[len(ev)-1].Data.Status != "completed" {
					t.Fatalf("lesson: %v", ev[len(ev)-1])
				}
				var urls []string
				for _, card := range expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil).Flashcards {
					if u := card.AudioURL; u != "" {
						urls = append(urls, u)
					}
					if v := card.VideoURL; v != "" && videoURL == "" {
						videoURL = v
					}
				}
				return urls
			}
			first, second := audioOf(), audioOf()
			if len(first) == 0 || strings.Join(first, ",") != strings.Join(second, ",") {
				t.Fatalf("the same story's audio is stored twice: %v vs %v", first, second)
			}
			b := newBrowser(t, web.URL)
			st, mp3, h := b.raw("GET", first[0])
			if st != 200 || h.Get("Content-Type") != "audio/mpeg" || len(mp3) < 1000 {
				t.Fatalf("audio from the bucket: %d %v %d bytes", st, h, len(mp3))
			}
			// Range requests (seeking in audio) work on bucket files too.
			res, err := rangeGet(b, web.URL+first[0], "bytes=10-19")
			if err != nil || res != string(mp3[10:20]) {
				t.Errorf("range request: %q %v", res, err)
			}
			// Nothing was written to the process's own disk.
			if d == store.SQLite {
				if files, _ := filepath.Glob(filepath.Join(filepath.Dir(web.Store.SQLitePath), "files", "*", "*")); len(files) > 0 {
					t.Errorf("local files written: %v", files)
				}
			}

			// A card's video is rendered once into the bucket, then redirected to.
			if videoURL == "" {
				t.Fatal("no video URL")
			}
			h = b.send("GET", videoURL, nil).Header
			loc := h.Get("Location")
			if !strings.HasPrefix(loc, "/api/v1/files/video/") {
				t.Fatalf("video redirect %q", loc)
			}
			if st, mp4, _ := b.raw("GET", loc); st != 200 || len(mp4) < 2000 || string(mp4[4:8]) != "ftyp" {
				t.Errorf("video from the bucket: %d, %d bytes", st, len(mp4))
			}
			if again := newBrowser(t, web.URL).send("GET", videoURL, nil).Header; again.Get("Location") != loc {
				t.Errorf("second request redirected to %q, want the cached %q", again.Get("Location"), loc)
			}
		})
	}
}

func rangeGet(b *browser, url, rng string) (string, error) {
	req, err := http.NewRequestWithContext(context.Background(), "GET", url, nil)
	if err != nil {
		return "", err
	}
	req.Header.Set("Range", rng)
	res, err := b.c.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	return string(body), err
}
