package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/app"
	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// TestWhatRequestsTookIsGivenBackAtShutdown: the server is told to stop
// (SIGTERM) while a Genie wish and an AI story wait on a slow AI provider,
// longer than the shutdown's time for requests. The requests are
// cancelled then, and each gives back what it took before the database
// closes: the next process finds the guest's 3 wishes and 300 credits,
// and nothing left unsettled. Before decision 0068 the requests' contexts
// were never cancelled: Run returned, the process closed the database and
// exited, and the wish and the credit were lost for good.
func TestWhatRequestsTookIsGivenBackAtShutdown(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			asked := make(chan struct{}, 8)
			stand := aitest.New(t, func(r aitest.Request) aitest.Reply {
				asked <- struct{}{}
				rep := aitest.ChatJSON(map[string]string{"story": "Un gato curioso sube al tejado por la noche y mira la luna."})
				rep.Delay = 2 * time.Minute // a slow provider: longer than the shutdown's time (cut short when cancelled)
				return rep
			})
			cfg := apptest.Config(t)
			if d == store.Postgres {
				cfg.DatabaseURL = storetest.Options(t, d).DatabaseURL
			}
			cfg.AIBaseURL, cfg.AIModel = stand.BaseURL, "m"
			const shutdown = time.Second
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			a, err := app.New(ctx, cfg, app.WithShutdownTimeout(app.Options{Version: "test", Logger: slog.New(slog.DiscardHandler)}, shutdown))
			if err != nil {
				t.Fatal(err)
			}
			ready, done := make(chan string, 1), make(chan error, 1)
			go func() { done <- a.Run(ctx, ready) }()
			var addr string
			select {
			case addr = <-ready:
				addr = "http://" + addr
			case err := <-done:
				t.Fatalf("Run ended early: %v", err)
			case <-time.After(60 * time.Second):
				t.Fatal("the server did not start")
			}

			jar, _ := cookiejar.New(nil)
			c := &http.Client{Jar: jar}
			post := func(path string, body any) (int, error) {
				b, _ := json.Marshal(body)
				res, err := c.Post(addr+path, "application/json", bytes.NewReader(b))
				if err != nil {
					return 0, err
				}
				res.Body.Close()
				return res.StatusCode, nil
			}
			if code, err := post("/api/v1/guest-sessions", map[string]any{}); err != nil || code != 201 {
				t.Fatalf("guest session: %d %v", code, err)
			}
			answered := make(chan int, 2)
			for _, r := range []struct {
				path string
				body any
			}{
				{"/api/v1/genie", map[string]any{"action": "new-story", "targetLanguage": "es", "nativeLanguage": "en",
					"storyParams": map[string]any{"mainCharacter": "un gato", "environment": "un tejado", "theme": "la noche", "length": "short"}}},
				{"/api/v1/ai/story", map[string]any{"prompt": "un gato en un tejado", "targetLanguage": "es"}},
			} {
				go func() { code, _ := post(r.path, r.body); answered <- code }()
			}
			for range 2 {
				select {
				case <-asked:
				case <-time.After(30 * time.Second):
					t.Fatal("the wish and the AI story never both reached the AI provider")
				}
			}

			cancel() // SIGTERM
			start := time.Now()
			select {
			case <-done: // an error: the requests outlived the shutdown's time
			case <-time.After(shutdown + app.HandlerGrace + app.ShutdownTimeout + 10*time.Second):
				t.Fatal("Run did not return")
			}
			t.Logf("Run returned %s after the stop", time.Since(start).Round(time.Millisecond))
			// When Run returns, the requests have given back what they took:
			// serve's defer closes the database at once, and the process exits.
			settled(t, a.Store, "when Run returned")
			_ = a.Close()
			for range 2 {
				select {
				case code := <-answered:
					if code == 200 {
						t.Errorf("a request was answered 200 after the stop")
					}
				case <-time.After(10 * time.Second):
					t.Error("a request was still running 10 s after Run returned")
				}
			}

			// The next process looks at the database.
			b, err := app.New(context.Background(), cfg, app.Options{Version: "test", Logger: slog.New(slog.DiscardHandler)})
			if err != nil {
				t.Fatal(err)
			}
			defer b.Close()
			settled(t, b.Store, "in the next process")
		})
	}
}

// settled checks that the guest has its 3 wishes and 300 credits, and that
// no wish or AI story's charge is left unsettled.
func settled(t *testing.T, st *store.Store, when string) {
	t.Helper()
	ctx, q := context.Background(), st.ReadOnly()
	var wishes, credits, openWishes, openCharges int
	if err := q.QueryRow(ctx, "SELECT wishes_remaining, credits FROM guest_sessions").Scan(&wishes, &credits); err != nil {
		t.Fatal(err)
	}
	if err := q.QueryRow(ctx, "SELECT COUNT(*) FROM genie_wishes WHERE result IS NULL AND returned_at IS NULL").Scan(&openWishes); err != nil {
		t.Fatal(err)
	}
	if err := q.QueryRow(ctx, "SELECT COUNT(*) FROM ai_story_charges WHERE story IS NULL AND refunded_at IS NULL").Scan(&openCharges); err != nil {
		t.Fatal(err)
	}
	if wishes != 3 || credits != 300 || openWishes != 0 || openCharges != 0 {
		t.Errorf("%s: %d wishes, %d credits, %d wishes and %d charges unsettled; want 3, 300, 0, 0",
			when, wishes, credits, openWishes, openCharges)
	}
}
