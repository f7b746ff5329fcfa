package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/httpapi"
)

func TestOperationsEndpoints(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		type health struct {
			Status string `json:"status"`
		}
		if r := do(t, "GET", s.URL+"/healthz", ""); r.Status != 200 || decode[health](t, r).Status != "ok" {
			t.Errorf("healthz: %d %s", r.Status, r.Body)
		}
		r := do(t, "GET", s.URL+"/readyz", "")
		if r.Status != 200 || decode[health](t, r).Status != "ready" {
			t.Errorf("readyz: %d %s", r.Status, r.Body)
		}
		do(t, "GET", s.URL+"/api/v1/meta", "")
		m := do(t, "GET", s.URL+"/metrics", "")
		for _, want := range []string{
			`storyglot_http_requests_total{method="GET",route="GET /api/v1/meta",status="200"} 1`,
			`storyglot_http_request_duration_seconds_bucket{method="GET",route="GET /readyz"`,
			`storyglot_db_connections_open{pool=`,
			`storyglot_jobs{state="available"} 0`,
			`storyglot_jobs_scrape_ok 1`,
		} {
			if !bytes.Contains(m.Body, []byte(want)) {
				t.Errorf("metrics lack %q", want)
			}
		}
	})
}

func TestReadyzFailsWithPendingMigrations(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	if _, err := s.App.Store.Exec(context.Background(), "DELETE FROM schema_migrations"); err != nil {
		t.Fatal(err)
	}
	r := do(t, "GET", s.URL+"/readyz", "")
	p := problemOf(t, r)
	if r.Status != http.StatusServiceUnavailable || p.Code != "unavailable" || !strings.Contains(p.Detail, "migrations pending") {
		t.Errorf("readyz with pending migrations: %d %s", r.Status, r.Body)
	}
}

func TestErrorLogs(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		tests := []struct {
			name      string
			body      string
			status    int
			code      string
			wantField string
		}{
			{"valid entry is stored", `{"errorType":"react_error_boundary","errorCategory":"frontend","severity":"high",
				"errorMessage":"Cannot read x","errorStack":"at Foo","metadata":{"url":"/test","userAgent":"UA"}}`, 201, "", ""},
			{"unknown type is refused", `{"errorType":"made_up","errorCategory":"frontend","severity":"high","errorMessage":"m"}`, 400, "invalid", "errorType"},
			{"bad severity is refused by the schema", `{"errorType":"javascript_error","errorCategory":"frontend","severity":"urgent","errorMessage":"m"}`, 422, "invalid", ""},
			{"malformed JSON", `{"errorType":`, 400, "invalid", ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r := do(t, "POST", s.URL+"/api/v1/error-logs", tt.body)
				if r.Status != tt.status {
					t.Fatalf("status %d, want %d: %s", r.Status, tt.status, r.Body)
				}
				if tt.code == "" {
					return
				}
				if ct := r.Header.Get("Content-Type"); ct != "application/problem+json" {
					t.Errorf("content type %q", ct)
				}
				p := problemOf(t, r)
				if p.Code != tt.code || p.RequestID != r.Header.Get("X-Request-Id") {
					t.Errorf("problem %+v", p)
				}
				if tt.wantField != "" {
					if _, ok := p.Fields[tt.wantField]; !ok {
						t.Errorf("fields %v lack %s", p.Fields, tt.wantField)
					}
				}
			})
		}
		logs, err := s.App.Telemetry.RecentErrors(context.Background(), 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(logs) != 1 || logs[0].ErrorType != "react_error_boundary" || logs[0].Metadata["url"] != "/test" || logs[0].ErrorStack != "at Foo" {
			t.Errorf("stored logs = %+v, want exactly the valid entry", logs)
		}
	})
}

func TestRequestGuards(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	t.Run("body over the limit", func(t *testing.T) {
		big := `{"errorType":"javascript_error","errorCategory":"frontend","severity":"low","errorMessage":"` +
			strings.Repeat("x", httpapi.MaxBodyBytes) + `"}`
		r := do(t, "POST", s.URL+"/api/v1/error-logs", big)
		if r.Status != http.StatusRequestEntityTooLarge || problemOf(t, r).Code != "invalid" {
			t.Errorf("got %d %s", r.Status, r.Body[:min(200, len(r.Body))])
		}
	})
	t.Run("cross-site POST is refused", func(t *testing.T) {
		r := do(t, "POST", s.URL+"/api/v1/error-logs", `{}`, "Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example")
		if r.Status != http.StatusForbidden {
			t.Errorf("got %d, want 403", r.Status)
		}
	})
	t.Run("unknown API path is a problem", func(t *testing.T) {
		r := do(t, "GET", s.URL+"/api/v1/nope", "")
		if r.Status != 404 || problemOf(t, r).Code != "not_found" {
			t.Errorf("got %d %s", r.Status, r.Body)
		}
	})
	t.Run("request id is echoed or made", func(t *testing.T) {
		if got := do(t, "GET", s.URL+"/healthz", "", "X-Request-Id", "abc-123").Header.Get("X-Request-Id"); got != "abc-123" {
			t.Errorf("echoed %q", got)
		}
		if got := do(t, "GET", s.URL+"/healthz", "", "X-Request-Id", "bad id <script>").Header.Get("X-Request-Id"); len(got) != 24 {
			t.Errorf("made %q", got)
		}
	})
	t.Run("security headers", func(t *testing.T) {
		h := do(t, "GET", s.URL+"/healthz", "").Header
		for k, want := range map[string]string{
			"Content-Security-Policy": "frame-ancestors 'none'",
			"X-Content-Type-Options":  "nosniff",
			"Referrer-Policy":         "strict-origin-when-cross-origin",
		} {
			if !strings.Contains(h.Get(k), want) {
				t.Errorf("%s = %q, want it to contain %q", k, h.Get(k), want)
			}
		}
	})
}

func TestOpenAPIDocument(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	r := do(t, "GET", s.URL+"/api/openapi.json", "")
	if r.Status != 200 {
		t.Fatalf("status %d", r.Status)
	}
	// The document is walked as untyped JSON on purpose: every path, method
	// and $ref, whatever their shape, is what is checked.
	doc := decode[map[string]any](t, r)
	if doc["openapi"] != "3.1.0" {
		t.Errorf("openapi = %v", doc["openapi"])
	}
	paths, _ := doc["paths"].(map[string]any)
	ids := map[string]bool{}
	for path, item := range paths {
		for method, o := range item.(map[string]any) {
			op := o.(map[string]any)
			id, _ := op["operationId"].(string)
			if id == "" || ids[id] {
				t.Errorf("%s %s: missing or duplicate operationId %q", method, path, id)
			}
			ids[id] = true
			if _, ok := op["responses"].(map[string]any); !ok {
				t.Errorf("%s %s has no responses", method, path)
			}
		}
	}
	for _, want := range []string{"get-meta", "create-error-log", "get-health", "get-readiness"} {
		if !ids[want] {
			t.Errorf("operation %s missing", want)
		}
	}
	// Every $ref must resolve inside the document.
	schemas := doc["components"].(map[string]any)["schemas"].(map[string]any)
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			if ref, ok := x["$ref"].(string); ok {
				name := strings.TrimPrefix(ref, "#/components/schemas/")
				if _, ok := schemas[name]; !ok {
					t.Errorf("unresolved $ref %s", ref)
				}
			}
			for _, c := range x {
				walk(c)
			}
		case []any:
			for _, c := range x {
				walk(c)
			}
		}
	}
	walk(doc)
}

func TestSinglePageApp(t *testing.T) {
	index := "<!doctype html><title>Storyglot</title>" + strings.Repeat("<!-- padding -->", 100)
	ui := fstest.MapFS{
		"index.html":         {Data: []byte(index)},
		"assets/app-abc1.js": {Data: []byte(strings.Repeat("console.log('storyglot');", 100))},
		"favicon.svg":        {Data: []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")},
	}
	s := apptest.Start(t, "sqlite", apptest.Options{UI: ui})

	r := do(t, "GET", s.URL+"/stories?publicShare=x", "")
	if r.Status != 200 || string(r.Body) != index || r.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("SPA route: %d cache=%q", r.Status, r.Header.Get("Cache-Control"))
	}
	r = do(t, "GET", s.URL+"/assets/app-abc1.js", "", "Accept-Encoding", "gzip")
	if r.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || r.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("asset headers: %v", r.Header)
	}
	zr, err := gzip.NewReader(bytes.NewReader(r.Body))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if !strings.HasPrefix(string(plain), "console.log") {
		t.Errorf("gunzipped asset = %.40q", plain)
	}
	if r2 := do(t, "GET", s.URL+"/assets/app-abc1.js", "", "If-None-Match", r.Header.Get("ETag")); r2.Status != http.StatusNotModified {
		t.Errorf("conditional GET: %d", r2.Status)
	}
	if r := do(t, "GET", s.URL+"/assets/gone-123.js", ""); r.Status != 404 {
		t.Errorf("missing asset: %d", r.Status)
	}
	if r := do(t, "GET", s.URL+"/assets/app-abc1.js", "", "Accept-Encoding", "gzip;q=0"); r.Header.Get("Content-Encoding") != "" {
		t.Errorf("gzip sent although refused")
	}
	if r := do(t, "POST", s.URL+"/stories", "{}"); r.Status != http.StatusMethodNotAllowed {
		t.Errorf("POST to a page: %d", r.Status)
	}
}

func TestMetricsToken(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{Configure: func(c *config.Config) { c.MetricsToken = "s3cret" }})
	if r := do(t, "GET", s.URL+"/metrics", ""); r.Status != http.StatusUnauthorized {
		t.Errorf("without the token: %d", r.Status)
	}
	if r := do(t, "GET", s.URL+"/metrics", "", "Authorization", "Bearer s3cret"); r.Status != 200 || !bytes.Contains(r.Body, []byte("storyglot_http_requests_total")) {
		t.Errorf("with the token: %d", r.Status)
	}
}

// TestMetricsClosedOnAPublicSite: without a token, /metrics is open only on a
// site served to this machine; a public base URL closes it, saying how to
// open it (problem+json, as every refusal).
func TestMetricsClosedOnAPublicSite(t *testing.T) {
	for base, want := range map[string]int{
		"https://storyglot.example.org": http.StatusForbidden,
		"http://203.0.113.7:8080":       http.StatusForbidden,
		"http://localhost:8080":         http.StatusOK,
		"http://127.0.0.1:8080":         http.StatusOK,
	} {
		s := apptest.Start(t, "sqlite", apptest.Options{Configure: func(c *config.Config) { c.BaseURL = base }})
		r := do(t, "GET", s.URL+"/metrics", "")
		if r.Status != want {
			t.Errorf("%s: /metrics = %d, want %d", base, r.Status, want)
		}
		if want == http.StatusForbidden && (r.Header.Get("Content-Type") != "application/problem+json" || !bytes.Contains(r.Body, []byte("STORYGLOT_METRICS_TOKEN"))) {
			t.Errorf("%s: refused as %s %s", base, r.Header.Get("Content-Type"), r.Body)
		}
	}
}

func TestPublicWritesAreLimited(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	body := `{"errorType":"javascript_error","errorCategory":"frontend","severity":"low","errorMessage":"x"}`
	for i := range 60 {
		if r := do(t, "POST", s.URL+"/api/v1/error-logs", body); r.Status != 201 {
			t.Fatalf("entry %d: %d", i, r.Status)
		}
	}
	if r := do(t, "POST", s.URL+"/api/v1/error-logs", body); r.Status != 429 || problemOf(t, r).Code != "rate_limited" {
		t.Errorf("61st entry in a minute: %d %s", r.Status, r.Body)
	}
}
