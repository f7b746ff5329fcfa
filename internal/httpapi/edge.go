package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/domain"
)

// The edge refuses, for every API route (today's and those to come), the
// bytes no service should see: text that is not UTF-8 or holds a NUL (which
// PostgreSQL cannot store, while SQLite would), and JSON objects whose keys
// repeat, also in another case (encoding/json matches keys regardless of
// case and keeps the last, so such a body could slip past validation).
// A path id of bad bytes names nothing (404); a bad body, query or
// Idempotency-Key is a 422, the same on both dialects.

// checkedHeaders are the request headers a service reads as text.
var checkedHeaders = []string{"Idempotency-Key"}

func (s *Server) edge(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/api/") {
			next.ServeHTTP(w, r)
			return
		}
		refuse := func(status int, detail string) {
			title, code := "Invalid Request", domain.CodeInvalid
			if status == http.StatusNotFound {
				title, code = "Not Found", domain.CodeNotFound
			}
			writeProblemJSON(w, &Problem{Status: status, Title: title, Code: code, Detail: detail, RequestID: requestIDFrom(r.Context())})
		}
		if !cleanText(r.URL.Path) {
			refuse(http.StatusNotFound, "No such resource.")
			return
		}
		if r.URL.RawQuery != "" {
			q, err := url.ParseQuery(r.URL.RawQuery)
			if err != nil {
				refuse(http.StatusUnprocessableEntity, "The query string is malformed.")
				return
			}
			for k, vs := range q {
				if !cleanText(k) || !allClean(vs) {
					refuse(http.StatusUnprocessableEntity, "The query string holds bytes that are not text (invalid UTF-8 or NUL).")
					return
				}
			}
		}
		for _, h := range checkedHeaders {
			if !allClean(r.Header.Values(h)) {
				refuse(http.StatusUnprocessableEntity, "The "+h+" header holds bytes that are not text (invalid UTF-8 or NUL).")
				return
			}
		}
		if r.Body != nil && r.Body != http.NoBody && !streamsBody(r) && isJSONish(r.Header.Get("Content-Type")) {
			// Held in memory: at most MaxBodyBytes each (secure's limit),
			// and at most MaxBufferedBodyBytes for all requests together.
			weight := s.maxBody
			if r.ContentLength > 0 && r.ContentLength < weight {
				weight = r.ContentLength
			}
			// Room now: read, even for a client already gone (a beacon sent
			// as a page closes is still kept). No room: wait, unless the
			// client leaves meanwhile.
			if !s.buffered.TryAcquire(weight) {
				if err := s.buffered.Acquire(r.Context(), weight); err != nil {
					return
				}
			}
			defer s.buffered.Release(weight)
			body, err := io.ReadAll(r.Body)
			if err != nil {
				var tooBig *http.MaxBytesError
				if errors.As(err, &tooBig) {
					writeProblemJSON(w, &Problem{Status: http.StatusRequestEntityTooLarge, Title: "Request Entity Too Large", Code: domain.CodeInvalid,
						Detail: "The request body is too large.", RequestID: requestIDFrom(r.Context())})
					return
				}
				if slowBody(err) {
					writeProblemJSON(w, &Problem{Status: http.StatusRequestTimeout, Title: "Request Timeout", Code: domain.CodeInvalid,
						Detail: "The request body arrived too slowly.", RequestID: requestIDFrom(r.Context())})
					return
				}
				refuse(http.StatusBadRequest, "The request body could not be read.")
				return
			}
			if msg := checkJSON(body); msg != "" {
				refuse(http.StatusUnprocessableEntity, msg)
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		next.ServeHTTP(w, r)
	})
}

// isJSONish reports whether a body of this content type is read as JSON (huma
// takes a body without a type as JSON).
func isJSONish(ct string) bool {
	return ct == "" || strings.Contains(strings.ToLower(ct), "json")
}

func cleanText(s string) bool { return utf8.ValidString(s) && !strings.ContainsRune(s, 0) }

func allClean(vs []string) bool {
	for _, v := range vs {
		if !cleanText(v) {
			return false
		}
	}
	return true
}

// checkJSON returns what is wrong with a JSON body at the edge, or "". A body
// that is not JSON at all is left to the decoder, which says so (400).
func checkJSON(body []byte) string {
	if !utf8.Valid(body) {
		return "The request body is not valid UTF-8."
	}
	type frame struct {
		object, wantKey bool
		keys            map[string]string
	}
	var stack []frame
	valueDone := func() {
		if n := len(stack); n > 0 && stack[n-1].object {
			stack[n-1].wantKey = true
		}
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	for {
		tok, err := dec.Token()
		if err != nil {
			return "" // the end, or malformed JSON: the decoder reports it
		}
		switch v := tok.(type) {
		case json.Delim:
			switch v {
			case '{':
				stack = append(stack, frame{object: true, wantKey: true, keys: map[string]string{}})
			case '[':
				stack = append(stack, frame{})
			default:
				if len(stack) > 0 {
					stack = stack[:len(stack)-1]
				}
				valueDone()
			}
		case string:
			if strings.ContainsRune(v, 0) {
				return "Text may not contain the NUL character (\\u0000)."
			}
			if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].wantKey {
				f := foldKey(v)
				if prev, dup := stack[n-1].keys[f]; dup {
					if prev == v {
						return "The key \"" + v + "\" appears twice in one object."
					}
					return "The keys \"" + prev + "\" and \"" + v + "\" differ only in case; keys are case-sensitive."
				}
				stack[n-1].keys[f] = v
				stack[n-1].wantKey = false
				continue
			}
			valueDone()
		default:
			valueDone()
		}
	}
}

// foldKey maps a key to one representative of its case-folding class, as
// encoding/json's case-insensitive matching would see it.
func foldKey(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		m := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f < m {
				m = f
			}
		}
		b.WriteRune(m)
	}
	return b.String()
}
