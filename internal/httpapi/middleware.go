package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"net/http"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
)

type ctxKey int

const requestIDKey ctxKey = 0

func requestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// validRequestID accepts a caller's id only if it is short and plain.
func validRequestID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}

func newRequestID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// statusRecorder remembers the status and size a handler wrote.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (r *statusRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}

// Flush and Unwrap keep streaming (SSE) and http.ResponseController working.
func (r *statusRecorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// observe is the outermost middleware: request id, panic recovery, access log
// and metrics by route pattern.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := r.Header.Get("X-Request-Id")
		if !validRequestID(id) {
			id = newRequestID()
		}
		w.Header().Set("X-Request-Id", id)
		r = r.WithContext(context.WithValue(r.Context(), requestIDKey, id))
		rec := &statusRecorder{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.log.ErrorContext(r.Context(), "panic", slog.String("request_id", id), slog.Any("panic", p))
				if rec.status == 0 {
					writeProblemJSON(rec, &Problem{Status: 500, Title: "Internal Server Error", Code: "internal",
						Detail: "Something went wrong on our side. Please try again.", RequestID: id})
				}
			}
			route := r.Pattern
			if route == "" {
				route = "unmatched"
			}
			status := rec.status
			if status == 0 {
				status = http.StatusOK
			}
			elapsed := time.Since(start)
			s.metrics.observeRequest(r.Method, route, status, elapsed)
			level := slog.LevelInfo
			if route == spaPattern || route == "GET /healthz" || route == "GET /metrics" {
				level = slog.LevelDebug
			}
			s.log.LogAttrs(r.Context(), level, "request",
				slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.String("route", route),
				slog.Int("status", status), slog.Int64("bytes", rec.bytes),
				slog.Duration("duration", elapsed), slog.String("request_id", id))
		}()
		next.ServeHTTP(rec, r)
	})
}

// ContentSecurityPolicy is what every response carries. Scripts come only from
// our origin; inline style attributes are allowed because UI primitives set them.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self'; connect-src 'self'; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// secure sets the security headers and bounds the request body.
func (s *Server) secure(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", ContentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
		if s.SecureCookies {
			// Served over TLS (an https base URL): browsers keep to https.
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		// A request without a body (a GET, an event stream) is neither bounded
		// nor paced: a read deadline set for an absent body would run under the
		// server's background read of the connection and, once past, end the
		// context of this request and of every later one on the connection.
		if r.Body != nil && r.Body != http.NoBody {
			r.Body = http.MaxBytesReader(w, r.Body, s.bodyLimit(r))
			s.paceBody(w, r)
		}
		next.ServeHTTP(w, r)
	})
}

func writeProblemJSON(w http.ResponseWriter, p *Problem) {
	w.Header().Set("Content-Type", "application/problem+json")
	w.WriteHeader(p.Status)
	_ = json.NewEncoder(w).Encode(p)
}

// crossOriginDenied answers a refused cross-site write as a problem.
func (s *Server) crossOriginDenied(w http.ResponseWriter, r *http.Request) {
	writeProblemJSON(w, &Problem{Status: http.StatusForbidden, Title: "Forbidden", Code: domain.CodeForbidden,
		Detail: "Cross-site requests may not change anything here.", RequestID: requestIDFrom(r.Context())})
}
