package httpapi_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
)

// A public page in another interface language is addressed as ?lang=de: the
// server sends the German prerender; an unknown or absent language gets the
// English one.
func TestPrerenderedPageInTheAskedLanguage(t *testing.T) {
	ui := fstest.MapFS{
		"index.html":           {Data: []byte("<!doctype html><div id=root></div>")},
		"_pages/about.html":    {Data: []byte(`<!doctype html><link rel="alternate" hreflang="de" href="__STORYGLOT_BASE_URL__/about?lang=de"><h1>About Storyglot</h1>`)},
		"_pages/de/about.html": {Data: []byte(`<!doctype html><html lang="de"><h1>Über Storyglot</h1>`)},
	}
	s := apptest.Start(t, "sqlite", apptest.Options{UI: ui, Configure: func(c *config.Config) { c.BaseURL = "https://sg.example" }})
	for path, want := range map[string]string{
		"/about?lang=de": "Über Storyglot",
		"/about":         `hreflang="de" href="https://sg.example/about?lang=de"`,
		"/about?lang=xx": "About Storyglot",
		"/about?lang=en": "About Storyglot",
		"/about?lang=..": "About Storyglot",
		"/?lang=de":      "id=root",
	} {
		if r := do(t, "GET", s.URL+path, ""); r.Status != 200 || !strings.Contains(string(r.Body), want) {
			t.Errorf("%s = %d %q, want %q", path, r.Status, r.Body, want)
		}
	}
}
