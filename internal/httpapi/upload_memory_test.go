package httpapi_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"runtime"
	"sync"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// TestStrangersCannotMakeTheServerHoldBodies sends 12 anonymous 49 MB
// uploads at once, with no Content-Type (which the edge would take for JSON
// and read whole to check): each is refused before its body is read, so the
// server allocates far less than even one body while they are answered.
// (Before, every body was read into memory first: 12 of them took the
// process from about 300 to 730 MB.)
func TestStrangersCannotMakeTheServerHoldBodies(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		body := fakeMP4(49 << 20)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		var wg sync.WaitGroup
		statuses := make(chan int, 12)
		for range 12 {
			wg.Go(func() {
				req, _ := http.NewRequestWithContext(context.Background(), "POST", s.URL+"/api/v1/uploads", bytes.NewReader(body))
				req.Header["Content-Type"] = nil // none at all
				req.Header.Set("Idempotency-Key", "stranger")
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					return // the server may close the connection on a body it will not read
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				statuses <- res.StatusCode
			})
		}
		wg.Wait()
		close(statuses)
		runtime.ReadMemStats(&after)
		answered := 0
		for st := range statuses {
			answered++
			if st != http.StatusUnauthorized {
				t.Errorf("an anonymous upload was answered %d, want 401", st)
			}
		}
		if answered == 0 {
			t.Error("no upload was answered")
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 24<<20 {
			t.Errorf("12 refused uploads allocated %d MB (a body is 49 MB)", grew>>20)
		}
	})
}
