package httpapi_test

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// fuzzTargets are JSON operations of every access level; the fuzzer picks
// one with its first input.
var fuzzTargets = []string{
	"/api/v1/error-logs", "/api/v1/analytics/events", "/api/v1/auth/login", "/api/v1/auth/register",
	"/api/v1/auth/password-reset", "/api/v1/auth/password-reset/confirm", "/api/v1/auth/password-reset/check", "/api/v1/auth/email-status",
	"/api/v1/guest-sessions", "/api/v1/guest-session/consume", "/api/v1/stories", "/api/v1/reviews",
	"/api/v1/reviews/import", "/api/v1/ai/story", "/api/v1/wishes/purchase",
}

// FuzzJSONEdge sends random bytes as the JSON body (and, in part, as a path
// id and an Idempotency-Key) of the API's writes, as a guest, on every
// dialect: no answer may be a server error. `go test` runs the seeds only;
// `go test -fuzz FuzzJSONEdge -fuzztime 60s ./internal/httpapi/` explores.
func FuzzJSONEdge(f *testing.F) {
	for _, seed := range []string{
		`{"content":"Ana vive en Sevilla y compra pan.","nativeLanguage":"en","targetLanguage":"es"}`,
		`{"email":"a\u0000@example.com","password":"x"}`,
		"{\"errorMessage\":\"\xff\xfe\"}",
		`{"reviews":[],"REVIEWS":[{"cardId":"c"}]}`,
		`{"cardId":"c","mode":"review","MODE":"x","grade":3,"idempotencyKey":"k"}`,
		`{"amount":1e309,"idempotencyKey":"\ud800"}`,
		`[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]`,
		`{"reviewedAt":"0001-01-01T00:00:00Z","cardId":"` + strings.Repeat("x", 70) + `"}`,
		"",
	} {
		f.Add(uint8(len(seed)), seed, "k")
	}
	type target struct {
		url, cookie string
	}
	var servers []target
	for _, d := range storetest.Dialects(f) {
		s := apptest.Start(f, d, apptest.Options{})
		servers = append(servers, target{s.URL, fuzzGuest(f, s.URL)})
	}
	client := &http.Client{}
	f.Fuzz(func(t *testing.T, pick uint8, body, key string) {
		path := fuzzTargets[int(pick)%len(fuzzTargets)]
		if pick%7 == 0 {
			path = "/api/v1/stories/" + key + "/workflow-error"
		}
		for _, s := range servers {
			req, err := http.NewRequest("POST", s.url+path, strings.NewReader(body))
			if err != nil {
				return // not a URL a client could send
			}
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Cookie", s.cookie)
			if key != "" && !strings.ContainsAny(key, "\r\n\x00") {
				req.Header["Idempotency-Key"] = []string{key}
			}
			res, err := client.Do(req)
			if err != nil {
				if strings.Contains(err.Error(), "invalid header") || strings.Contains(err.Error(), "invalid URL") {
					return
				}
				t.Fatal(err)
			}
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode >= 500 {
				t.Fatalf("%s %q → %d %s", path, body, res.StatusCode, b)
			}
		}
	})
}

func fuzzGuest(f *testing.F, base string) string {
	res, err := http.Post(base+"/api/v1/guest-sessions", "application/json", bytes.NewReader([]byte(`{}`)))
	if err != nil {
		f.Fatal(err)
	}
	defer res.Body.Close()
	for _, c := range res.Cookies() {
		if c.Name == "sg_guest" {
			return c.Name + "=" + c.Value
		}
	}
	f.Fatal("no guest cookie")
	return ""
}
