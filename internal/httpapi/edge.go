package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
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
		if r.Body != nil && r.Body != http.NoBody && !streamsBody(r) {
			// Every body but an upload is read here, paced (secure), before
			// any handler runs: no handler reads a body of its own, so none
			// needs a read deadline (huma's are off, see op). Held in memory:
			// at most MaxBodyBytes each (secure's limit),
			// and at most MaxBufferedBodyBytes for all requests together,
			// counted as the bytes arrive (a stalled body holds only what
			// it sent).
			body, held, err := s.readBudgeted(r)
			defer s.buffered.Release(held)
			if errors.Is(err, errBusy) {
				w.Header().Set("Retry-After", "5")
				writeProblemJSON(w, &Problem{Status: http.StatusServiceUnavailable, Title: "Server Busy", Code: domain.CodeRateLimited,
					Detail: "The server is busy; please try again in a few seconds.", RequestID: requestIDFrom(r.Context())})
				return
			}
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
			if isJSONish(r.Header.Get("Content-Type")) {
				if msg := checkJSON(body); msg != "" {
					refuse(http.StatusUnprocessableEntity, msg)
					return
				}
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		next.ServeHTTP(w, r)
	})
}

// errBusy: the budget of bodies held in memory stayed full for budgetWait.
var errBusy = errors.New("httpapi: request bodies fill the memory budget")

// budgetWait bounds how long a body waits for room in the budget.
const budgetWait = 5 * time.Second

// readBudgeted reads r's body whole, taking room in the shared budget for
// each chunk before reading it; it returns the body and the room it holds
// (the caller releases it when done with the body). With room at hand it
// reads even for a client already gone (a beacon sent as a page closes is
// still kept); without, it waits at most budgetWait.
func (s *Server) readBudgeted(r *http.Request) ([]byte, int64, error) {
	const chunk = 32 << 10
	var buf bytes.Buffer
	var held int64
	for {
		if !s.buffered.TryAcquire(chunk) {
			ctx, cancel := context.WithTimeout(r.Context(), budgetWait)
			err := s.buffered.Acquire(ctx, chunk)
			cancel()
			if err != nil {
				return nil, held, errBusy
			}
		}
		held += chunk
		n, err := io.CopyN(&buf, r.Body, chunk)
		if n < chunk {
			s.buffered.Release(chunk - n)
			held -= chunk - n
		}
		if errors.Is(err, io.EOF) {
			return buf.Bytes(), held, nil
		}
		if err != nil {
			return nil, held, err
		}
	}
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
