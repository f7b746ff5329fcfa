package httpapi_test

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
)

// quickPace cuts a body that stalls or trickles after one second.
func quickPace(c *config.Config) {
	c.BodyTimeout = time.Second
	c.UploadMinKBps = 16
}

// slowClient opens a raw connection, sends a request's head announcing
// length bytes of body and then feeds the body as feed says; it returns how
// long the server kept the connection and the status it answered (0: none).
func slowClient(t *testing.T, base, method, path, contentType, cookie string, length int, feed func(w io.Writer) error) (time.Duration, int) {
	t.Helper()
	u, _ := url.Parse(base)
	c, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	start := time.Now()
	fmt.Fprintf(c, "%s %s HTTP/1.1\r\nHost: %s\r\nContent-Type: %s\r\nContent-Length: %d\r\nIdempotency-Key: slow\r\n", method, path, u.Host, contentType, length)
	if cookie != "" {
		fmt.Fprintf(c, "Cookie: %s\r\n", cookie)
	}
	fmt.Fprint(c, "\r\n")
	go func() { _ = feed(c) }()
	_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
	status := 0
	if res, err := http.ReadResponse(bufio.NewReader(c), nil); err == nil {
		status = res.StatusCode
		_, _ = io.Copy(io.Discard, res.Body)
	}
	return time.Since(start), status
}

// stall sends n bytes and then nothing.
func stall(n int) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write([]byte(strings.Repeat("x", n)))
		return err
	}
}

// trickle sends a byte every 100 ms after a first burst of n bytes.
func trickle(n int) func(io.Writer) error {
	return func(w io.Writer) error {
		if _, err := w.Write(make([]byte, n)); err != nil {
			return err
		}
		for {
			time.Sleep(100 * time.Millisecond)
			if _, err := w.Write([]byte{0}); err != nil {
				return err
			}
		}
	}
}

// TestSlowClientsAreCut: JSON bodies that stall or trickle are answered 408
// once BodyTimeout has passed (50 of them at once, as a probe would), and an
// upload that stalls or falls under the minimum rate is cut too, while the
// server goes on answering others.
func TestSlowClientsAreCut(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{Configure: quickPace}, func(t *testing.T, s *apptest.Server) {
		var wg sync.WaitGroup
		type cut struct {
			took   time.Duration
			status int
		}
		cuts := make(chan cut, 60)
		for i := range 50 {
			feed := stall(10)
			if i%2 == 1 {
				feed = trickle(0)
			}
			wg.Go(func() {
				took, status := slowClient(t, s.URL, "POST", "/api/v1/contact", "application/json", "", 1000, feed)
				cuts <- cut{took, status}
			})
		}
		// Meanwhile the server answers everyone else.
		if r := newBrowser(t, s.URL).send("GET", "/api/v1/meta", nil); r.Status != 200 {
			t.Errorf("meta during the slow clients: %d", r.Status)
		}
		wg.Wait()
		close(cuts)
		for c := range cuts {
			if c.took > 10*time.Second || c.status != http.StatusRequestTimeout {
				t.Errorf("a slow JSON body was kept %s and answered %d, want 408 after about 1 s", c.took, c.status)
			}
		}

		// Uploads: a signed-in user's, so that the body is read.
		b := signedIn(t, s, "slow@example.com")
		u, _ := url.Parse(s.URL)
		var cookies []string
		for _, c := range b.c.Jar.Cookies(u) {
			cookies = append(cookies, c.Name+"="+c.Value)
		}
		cookie := strings.Join(cookies, "; ")
		start := balanceOf(t, b)
		for name, feed := range map[string]func(io.Writer) error{
			"stalled":  stall(64 << 10),
			"trickled": trickle(8 << 10),
		} {
			took, _ := slowClient(t, s.URL, "POST", "/api/v1/uploads", "video/mp4", cookie, 10<<20, feed)
			if took > 10*time.Second {
				t.Errorf("a %s upload was kept %s", name, took)
			}
		}
		if got := balanceOf(t, b); got != start {
			t.Errorf("cut uploads charged: %d -> %d credits", start, got)
		}
	})
}
