package httpapi

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestALongAnswerWithoutBodyKeepsItsConnection: the pace of request bodies
// (decision 0040) never touches a request that has none. A GET whose handler
// runs longer than BodyTimeout keeps its context, and so does the next
// request on the same kept-alive connection. Before, a read deadline set for
// the absent body ran under the server's background read of the connection
// and, once past with nobody reading the body, ended the connection's
// context: every request on it then failed at once with "context canceled".
// (In the whole server the edge reads an API request's empty body, which
// lifted the deadline; this checks the middleware itself.)
func TestALongAnswerWithoutBodyKeepsItsConnection(t *testing.T) {
	const timeout = 500 * time.Millisecond
	s := &Server{maxBody: 1 << 20}
	s.Pace = BodyPace{BodyTimeout: timeout}
	srv := httptest.NewServer(s.secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			if _, err := io.ReadAll(r.Body); err != nil {
				http.Error(w, err.Error(), http.StatusRequestTimeout)
				return
			}
		}
		if r.URL.Path == "/slow" {
			select {
			case <-r.Context().Done():
			case <-time.After(3 * timeout):
			}
		}
		if err := r.Context().Err(); err != nil {
			http.Error(w, "context: "+err.Error(), http.StatusInternalServerError)
			return
		}
		_, _ = io.WriteString(w, "ok")
	})))
	defer srv.Close()
	// One connection for every request, as a browser keeps one alive.
	client := &http.Client{Transport: &http.Transport{MaxConnsPerHost: 1, MaxIdleConnsPerHost: 1}}
	defer client.CloseIdleConnections()
	for _, step := range []struct{ method, path, body string }{
		{"GET", "/slow", ""},
		{"GET", "/fast", ""},
		{"POST", "/slow", `{"a":1}`},
		{"GET", "/fast", ""},
		{"POST", "/fast", ""},
		{"GET", "/slow", ""},
		{"GET", "/fast", ""},
	} {
		var body io.Reader
		if step.body != "" {
			body = strings.NewReader(step.body)
		}
		req, _ := http.NewRequest(step.method, srv.URL+step.path, body)
		res, err := client.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", step.method, step.path, err)
		}
		got, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s %s: %d %s", step.method, step.path, res.StatusCode, got)
		}
	}
}
