package httpapi

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"html"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
)

const spaPattern = "/"

// spa serves the embedded single-page app. Files are read and gzipped once at
// start-up; unknown non-API paths get index.html so the app's router decides
// (and shows its not-found page).
type spa struct {
	files map[string]*asset
	index *asset
}

type asset struct {
	body, gz    []byte
	contentType string
	etag        string
	cache       string
	csp         string // a page with inline scripts: the policy allowing them (spa_csp.go)
}

// basePlaceholder stands for the site's public URL in prerendered pages
// (canonical and Open Graph URLs); it is replaced once at start-up.
const basePlaceholder = "__STORYGLOT_BASE_URL__"

// pricedPages are the prerendered pages that state the packs' prices: built
// with domain.DefaultPacks, they are served only by a server selling at those
// prices; another server renders them in the browser from GET /meta.
var pricedPages = []string{"/about"}

func newSPA(dist fs.FS, baseURL string, defaultPrices bool) (*spa, error) {
	s := &spa{files: map[string]*asset{}}
	if dist == nil {
		return s, nil
	}
	err := fs.WalkDir(dist, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(dist, p)
		if err != nil {
			return err
		}
		if strings.HasSuffix(p, ".html") {
			body = bytes.ReplaceAll(body, []byte(basePlaceholder), []byte(html.EscapeString(strings.TrimRight(baseURL, "/"))))
		}
		a := &asset{body: body, contentType: mime.TypeByExtension(path.Ext(p))}
		if strings.HasSuffix(p, ".html") {
			a.csp = inlinePolicy(body)
		}
		if a.contentType == "" {
			a.contentType = http.DetectContentType(body)
		}
		sum := sha256.Sum256(body)
		a.etag = `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`
		switch {
		case p == "index.html" || strings.HasPrefix(p, prerenderDir+"/") || strings.HasPrefix(p, "_preview/"):
			a.cache = "no-cache"
		case strings.HasPrefix(p, "assets/"):
			// Vite puts a content hash in every name under assets/.
			a.cache = "public, max-age=31536000, immutable"
		default:
			a.cache = "public, max-age=3600"
		}
		if compressible(a.contentType) && len(body) > 512 {
			var buf bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
			_, _ = zw.Write(body)
			_ = zw.Close()
			if buf.Len() < len(body) {
				a.gz = buf.Bytes()
			}
		}
		s.files["/"+p] = a
		return nil
	})
	s.index = s.files["/index.html"]
	if !defaultPrices {
		for name := range s.files {
			for _, p := range pricedPages {
				if strings.HasPrefix(name, "/"+prerenderDir+"/") && strings.HasSuffix(name, p+".html") {
					delete(s.files, name)
				}
			}
		}
	}
	return s, err
}

// prerenderDir holds the public pages rendered at build time
// (web/scripts/prerender.mjs): _pages/index.html for /, _pages/about.html
// for /about. Every other path gets the bare index.html.
const prerenderDir = "_pages"

func prerendered(p string) string {
	if p == "/" {
		return "/" + prerenderDir + "/index.html"
	}
	return "/" + prerenderDir + p + ".html"
}

// prerenderedIn is the page in an interface language other than English,
// addressed as ?lang=de (the hreflang alternates point there):
// _pages/de/about.html. English, the default, has no parameter.
func prerenderedIn(p, lng string) string {
	if len(lng) != 2 || lng == "en" || strings.ContainsAny(lng, "./") {
		return ""
	}
	return strings.Replace(prerendered(p), "/"+prerenderDir+"/", "/"+prerenderDir+"/"+lng+"/", 1)
}

func compressible(ct string) bool {
	return strings.HasPrefix(ct, "text/") || strings.Contains(ct, "javascript") ||
		strings.Contains(ct, "json") || strings.Contains(ct, "svg") || strings.Contains(ct, "wasm")
}

func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
		return
	}
	if s.index == nil {
		http.Error(w, "This Storyglot binary was built without the web app (-tags noui); the API is under /api/v1.", http.StatusNotFound)
		return
	}
	clean := path.Clean(r.URL.Path)
	a, ok := s.files[prerenderedIn(clean, r.URL.Query().Get("lang"))] // ?lang=de: the page in German
	if !ok {
		a, ok = s.files[prerendered(clean)] // a public page's HTML, made at build time
	}
	if !ok {
		a, ok = s.files[clean]
	}
	if !ok {
		if strings.HasPrefix(r.URL.Path, "/assets/") {
			// A missing hashed asset is an old tab after a deploy, not a page.
			http.NotFound(w, r)
			return
		}
		a = s.index
	}
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("Cache-Control", a.cache)
	h.Set("ETag", a.etag)
	if a.csp != "" {
		h.Set("Content-Security-Policy", a.csp)
	}
	h.Add("Vary", "Accept-Encoding")
	if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, a.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.body
	if a.gz != nil && acceptsGzip(r) {
		h.Set("Content-Encoding", "gzip")
		body = a.gz
	}
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(body)
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(enc) != "gzip" {
			continue
		}
		q, ok := strings.CutPrefix(strings.TrimSpace(params), "q=")
		if !ok {
			return true
		}
		f, err := strconv.ParseFloat(q, 64)
		return err == nil && f > 0
	}
	return false
}
