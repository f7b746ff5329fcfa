package httpapi_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A shared lesson paints itself before the app's code has run (decision
// 0045): /shared/{token} carries the story's title and its first cards, as
// text, and nothing of the owner. A token that is unknown, revoked or not a
// token gets the page as built, as before, and the app says the link does
// not work.
func TestSharedLessonPaintsTheStory(t *testing.T) {
	const shell, painted = previewShell, previewPainted
	ui := fstest.MapFS{
		"index.html":           {Data: []byte(shell)},
		"_preview/shared.html": {Data: []byte(painted)},
	}
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			s := apptest.Start(t, d, apptest.Options{UI: ui})
			owner, guestID, story, _ := guestWithLesson(t, s, "shared", 6)
			ctx := context.Background()
			if _, err := s.App.Store.Exec(ctx, "UPDATE stories SET title = ?, title_native = ? WHERE id = ?", `María & <b>el mercado</b>`, `Mary <i>and</i> the market`, story); err != nil {
				t.Fatal(err)
			}
			if _, err := s.App.Store.Exec(ctx, "UPDATE flashcards SET front = ? WHERE story_id = ? AND position = 1", `<script>alert(1)</script>`, story); err != nil {
				t.Fatal(err)
			}
			r := owner.send("POST", "/api/v1/stories/"+story+"/shares", nil)
			var share struct{ Token string }
			if r.Status != 201 || json.Unmarshal(r.Body, &share) != nil || share.Token == "" {
				t.Fatalf("share: %d %s", r.Status, r.Body)
			}
			page := "/shared/" + share.Token

			// Anyone with the link, without a session.
			r = newBrowser(t, s.URL).send("GET", page, nil)
			body := string(r.Body)
			if r.Status != 200 || !strings.Contains(body, `id="shared-preview"`) {
				t.Fatalf("visitor: %d %s", r.Status, body)
			}
			for _, want := range []string{
				`María &amp; &lt;b&gt;el mercado&lt;/b&gt;</h1>`, `Mary &lt;i&gt;and&lt;/i&gt; the market`,
				`>palabra 0</p>`, `>word 0</p>`, `&lt;script&gt;alert(1)&lt;/script&gt;`, `>palabra 3</p>`,
				`lang="es"`, `lang="en"`, `<div id="root"></div>`, `<script>start()</script>`,
			} {
				if !strings.Contains(body, want) {
					t.Errorf("the shared page lacks %q: %s", want, body)
				}
			}
			// The first screen's cards, not the whole lesson; nothing of the owner.
			for _, unwanted := range []string{`palabra 4`, `<script>alert`, guestID, story} {
				if strings.Contains(body, unwanted) {
					t.Errorf("the shared page holds %q: %s", unwanted, body)
				}
			}
			if got := r.Header.Get("Cache-Control"); got != "no-cache" {
				t.Errorf("Cache-Control = %q", got)
			}
			if csp := r.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "'sha256-") {
				t.Errorf("the paint-first page's policy is missing: CSP %q", csp)
			}

			// Unknown, malformed and (below) revoked: the page as built, as before.
			unknown := strings.Repeat("A", len(share.Token))
			for name, r := range map[string]response{
				"unknown token":   newBrowser(t, s.URL).send("GET", "/shared/"+unknown, nil),
				"malformed token": newBrowser(t, s.URL).send("GET", "/shared/nope", nil),
				"a path below":    newBrowser(t, s.URL).send("GET", page+"/more", nil),
			} {
				if r.Status != 200 || string(r.Body) != shell {
					t.Errorf("%s: %d %s, want the plain page", name, r.Status, r.Body)
				}
			}
			owner.want(204, "DELETE", "/api/v1/shares/"+share.Token, nil)
			if r := newBrowser(t, s.URL).send("GET", page, nil); r.Status != 200 || string(r.Body) != shell {
				t.Errorf("revoked: %d %s, want the plain page", r.Status, r.Body)
			}
		})
	}
}
