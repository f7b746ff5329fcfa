package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
)

func TestFindableAndCompressed(t *testing.T) {
	ui := fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html><div id=root></div>")},
		"_pages/index.html":  {Data: []byte("<!doctype html><h1>Learn with stories</h1>")},
		"_pages/about.html":  {Data: []byte(`<!doctype html><link rel="canonical" href="__STORYGLOT_BASE_URL__/about"><h1>About Storyglot</h1>`)},
		"assets/app-abc1.js": {Data: []byte("console.log(1)")},
	}
	s := apptest.Start(t, "sqlite", apptest.Options{UI: ui, Configure: func(c *config.Config) { c.BaseURL = "https://sg.example" }})

	r := do(t, "GET", s.URL+"/robots.txt", "")
	if r.Status != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/plain") ||
		!strings.Contains(string(r.Body), "Disallow: /api/") || !strings.Contains(string(r.Body), "Sitemap: https://sg.example/sitemap.xml") {
		t.Errorf("robots.txt: %d %s\n%s", r.Status, r.Header.Get("Content-Type"), r.Body)
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
	var doc map[string]any
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
