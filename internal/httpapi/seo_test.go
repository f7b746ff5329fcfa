package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/httpapi"
)

func TestFindableAndCompressed(t *testing.T) {
	ui := fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html><div id=root></div>")},
		"_pages/index.html":  {Data: []byte("<!doctype html><script>start()</script><h1>Learn with stories</h1>")},
		"_pages/about.html":  {Data: []byte(`<!doctype html><link rel="canonical" href="__STORYGLOT_BASE_URL__/about"><h1>About Storyglot</h1>`)},
		"assets/app-abc1.js": {Data: []byte("console.log(1)")},
	}
	s := apptest.Start(t, "sqlite", apptest.Options{UI: ui, Configure: func(c *config.Config) { c.BaseURL = "https://sg.example" }})

	r := do(t, "GET", s.URL+"/robots.txt", "")
	if r.Status != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/plain") ||
		!strings.Contains(string(r.Body), "Disallow: /api/") || !strings.Contains(string(r.Body), "Sitemap: https://sg.example/sitemap.xml") {
		t.Errorf("robots.txt: %d %s\n%s", r.Status, r.Header.Get("Content-Type"), r.Body)
	}
	// A learner's lists, study modes and the admin area are off limits; a
	// lesson page and a shared lesson are not (decision 0031).
	for _, line := range []string{"Disallow: /admin\n", "Disallow: /stories\n", "Disallow: /test\n"} {
		if !strings.Contains(string(r.Body), line) {
			t.Errorf("robots.txt lacks %q:\n%s", line, r.Body)
		}
	}
	for _, path := range []string{"/flashcards", "/shared/"} {
		if strings.Contains(string(r.Body), "Disallow: "+path) {
			t.Errorf("robots.txt disallows %s:\n%s", path, r.Body)
		}
	}
	r = do(t, "GET", s.URL+"/sitemap.xml", "")
	if r.Status != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/xml") ||
		!strings.Contains(string(r.Body), "<loc>https://sg.example/about</loc>") || strings.Contains(string(r.Body), "/admin") {
		t.Errorf("sitemap.xml: %d\n%s", r.Status, r.Body)
	}

	// Prerendered public pages; every other route gets the bare app.
	for path, want := range map[string]string{"/": "Learn with stories", "/about": "About Storyglot", "/stories": "id=root"} {
		if r := do(t, "GET", s.URL+path, ""); !strings.Contains(string(r.Body), want) || r.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s = %q (cache %q)", path, r.Body, r.Header.Get("Cache-Control"))
		}
	}

	// A page's own inline script is allowed by its hash, and only there.
	startHash := sha256.Sum256([]byte("start()"))
	want := "script-src 'self' 'sha256-" + base64.StdEncoding.EncodeToString(startHash[:]) + "';"
	if csp := do(t, "GET", s.URL+"/", "").Header.Get("Content-Security-Policy"); !strings.Contains(csp, want) {
		t.Errorf("CSP of / = %q, want %q", csp, want)
	}
	for _, path := range []string{"/about", "/stories"} {
		if csp := do(t, "GET", s.URL+path, "").Header.Get("Content-Security-Policy"); csp != httpapi.ContentSecurityPolicy {
			t.Errorf("CSP of %s = %q", path, csp)
		}
	}

	if r := do(t, "GET", s.URL+"/about", ""); !strings.Contains(string(r.Body), `href="https://sg.example/about"`) {
		t.Errorf("canonical URL not filled in: %s", r.Body)
	}

	// API JSON is gzipped for clients that accept it, and only for them.
	r = do(t, "GET", s.URL+"/api/openapi.json", "", "Accept-Encoding", "gzip, br")
	if r.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(r.Header.Get("Vary"), "Accept-Encoding") {
		t.Fatalf("openapi.json headers: %v", r.Header)
	}
	zr, err := gzip.NewReader(bytes.NewReader(r.Body))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	var doc map[string]any // any JSON document with an openapi key: the shape is not the point
	if err := json.Unmarshal(plain, &doc); err != nil || doc["openapi"] == nil || len(r.Body)*3 > len(plain) {
		t.Errorf("gunzipped %d → %d bytes: %v", len(r.Body), len(plain), err)
	}
	if r := do(t, "GET", s.URL+"/api/openapi.json", "", "Accept-Encoding", "identity"); r.Header.Get("Content-Encoding") != "" || !json.Valid(r.Body) {
		t.Errorf("gzip sent to a client that did not ask")
	}
	// A short answer is not worth compressing.
	if r := do(t, "GET", s.URL+"/healthz", "", "Accept-Encoding", "gzip"); r.Header.Get("Content-Encoding") != "" || !json.Valid(r.Body) {
		t.Errorf("healthz: %v %q", r.Header, r.Body)
	}
	// Problems too.
	if r := do(t, "GET", s.URL+"/api/v1/nope", "", "Accept-Encoding", "gzip"); r.Status != 404 || !json.Valid(r.Body) {
		t.Errorf("404: %d %q", r.Status, r.Body)
	}
}
