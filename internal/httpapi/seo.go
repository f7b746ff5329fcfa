package httpapi

import (
	"fmt"
	"net/http"
	"strings"
)

// publicPages are the pages search engines may list (sitemap.xml); the rest
// of the app is a learner's own (stories, study modes) or the admin's.
var publicPages = []string{"/", "/about", "/contact", "/leaderboards", "/privacy-policy", "/terms-of-service", "/map"}

// robots answers /robots.txt: public pages may be crawled; the API, the
// admin area and a learner's own lists and study modes may not. A lesson
// page (/flashcards) and a shared lesson (/shared/) stay crawlable: without
// the learner's session a lesson page shows no one's data, and a share link
// is public by its owner's choice (decision 0031).
func (s *Server) robots(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\n")
	for _, p := range []string{"/api/", "/admin", "/create-content", "/content-history", "/stories", "/test",
		"/missing", "/order", "/random", "/slideshow", "/reset-password", "/payment-success", "/payment-canceled"} {
		fmt.Fprintf(&b, "Disallow: %s\n", p)
	}
	fmt.Fprintf(&b, "\nSitemap: %s/sitemap.xml\n", s.baseURL())
	_, _ = w.Write([]byte(b.String()))
}

// sitemap answers /sitemap.xml with the public pages under the base URL.
func (s *Server) sitemap(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, p := range publicPages {
		fmt.Fprintf(&b, "  <url><loc>%s%s</loc></url>\n", s.baseURL(), p)
	}
	b.WriteString("</urlset>\n")
	_, _ = w.Write([]byte(b.String()))
}

func (s *Server) baseURL() string {
	if s.BaseURL == "" {
		return "http://localhost:8080"
	}
	return strings.TrimRight(s.BaseURL, "/")
}
