package httpapi

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strings"
	"sync"
)

// minGzip is the smallest body worth compressing: below it gzip's header
// and trailer cost more than they save.
const minGzip = 1024

var gzipPool = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression); return w }}

// compressAPI gzips API responses (JSON, problem+json) for clients that
// accept it. The web app's files are gzipped once at start-up (spa.go);
// event streams and files are passed through untouched.
func compressAPI(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/api/") || r.Method == http.MethodHead || !acceptsGzip(r) {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Add("Vary", "Accept-Encoding")
		gw := &gzipResponse{ResponseWriter: w, status: http.StatusOK}
		defer gw.finish()
		next.ServeHTTP(gw, r)
	})
}

// gzipResponse holds back the first minGzip bytes to decide: a short or
// incompressible body goes out as it is, a longer one through gzip.
type gzipResponse struct {
	http.ResponseWriter
	status      int
	wroteHeader bool // WriteHeader was called by the handler
	decided     bool
	passthrough bool
	buf         bytes.Buffer
	zw          *gzip.Writer
}

func (g *gzipResponse) WriteHeader(code int) {
	if g.wroteHeader {
		return
	}
	g.wroteHeader, g.status = true, code
	ct := g.Header().Get("Content-Type")
	if code < 200 || code == http.StatusNoContent || code == http.StatusNotModified || g.Header().Get("Content-Encoding") != "" ||
		!compressible(ct) || strings.HasPrefix(ct, "text/event-stream") {
		g.passthrough, g.decided = true, true
		g.ResponseWriter.WriteHeader(code)
	}
}

func (g *gzipResponse) Write(p []byte) (int, error) {
	if !g.wroteHeader {
		if g.Header().Get("Content-Type") == "" {
			g.Header().Set("Content-Type", http.DetectContentType(p))
		}
		g.WriteHeader(http.StatusOK)
	}
	if g.passthrough {
		return g.ResponseWriter.Write(p)
	}
	if g.zw != nil {
		return g.zw.Write(p)
	}
	g.buf.Write(p)
	if g.buf.Len() >= minGzip {
		g.startGzip()
	}
	return len(p), nil
}

func (g *gzipResponse) startGzip() {
	g.decided = true
	h := g.Header()
	h.Set("Content-Encoding", "gzip")
	h.Del("Content-Length")
	g.ResponseWriter.WriteHeader(g.status)
	g.zw = gzipPool.Get().(*gzip.Writer)
	g.zw.Reset(g.ResponseWriter)
	_, _ = g.zw.Write(g.buf.Bytes())
	g.buf.Reset()
}

// Flush sends what is held back (a streamed response never waits for minGzip).
func (g *gzipResponse) Flush() {
	if !g.wroteHeader {
		g.WriteHeader(http.StatusOK)
	}
	if !g.passthrough && g.zw == nil && g.wroteHeader {
		g.startGzip()
	}
	if g.zw != nil {
		_ = g.zw.Flush()
	}
	if f, ok := g.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Unwrap lets http.ResponseController reach the connection.
func (g *gzipResponse) Unwrap() http.ResponseWriter { return g.ResponseWriter }

func (g *gzipResponse) finish() {
	switch {
	case g.zw != nil:
		_ = g.zw.Close()
		gzipPool.Put(g.zw)
	case g.passthrough:
	case g.wroteHeader || g.buf.Len() > 0:
		// Short body: send it as it is.
		g.ResponseWriter.WriteHeader(g.status)
		_, _ = g.ResponseWriter.Write(g.buf.Bytes())
	}
}
