package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/store/storetest"
)

// TestKilledServerFinishesTheLesson kills the server with SIGKILL in the
// middle of a lesson, starts it again, and checks that the lesson completes
// and was charged exactly once.
func TestKilledServerFinishesTheLesson(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := filepath.Join(t.TempDir(), "storyglot")
	build := exec.Command("go", "build", "-tags", "noui", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			dbURL := storetest.Options(t, d).DatabaseURL
			killAndResume(t, bin, dbURL)
		})
	}
}

type server struct {
	t       *testing.T
	bin     string
	args    []string
	env     []string
	logPath string
	cmd     *exec.Cmd
	base    string
}

func (s *server) start() {
	s.t.Helper()
	logf, err := os.OpenFile(s.logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		s.t.Fatal(err)
	}
	s.cmd = exec.Command(s.bin, append([]string{"serve"}, s.args...)...)
	s.cmd.Env = append(os.Environ(), s.env...)
	s.cmd.Stdout, s.cmd.Stderr = logf, logf
	if err := s.cmd.Start(); err != nil {
		s.t.Fatal(err)
	}
	s.t.Cleanup(func() {
		_ = s.cmd.Process.Kill()
		_, _ = s.cmd.Process.Wait()
		logf.Close()
	})
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(s.base + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	log, _ := os.ReadFile(s.logPath)
	s.t.Fatalf("server did not become ready:\n%s", log)
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func killAndResume(t *testing.T, bin, dbURL string) {
	dir := t.TempDir()
	port := freePort(t)
	s := &server{t: t, bin: bin, logPath: filepath.Join(dir, "server.log"), base: fmt.Sprintf("http://127.0.0.1:%d", port),
		args: []string{"--addr", fmt.Sprintf("127.0.0.1:%d", port), "--data-dir", dir, "--base-url", fmt.Sprintf("http://127.0.0.1:%d", port),
			"--log-level", "info", "--job-rescue-after", "3s"}}
	if dbURL != "" {
		s.env = []string{"DATABASE_URL=" + dbURL}
	}
	s.start()

	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	call := func(method, path string, body any, want int) map[string]any {
		t.Helper()
		var rd io.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			rd = bytes.NewReader(b)
		}
		req, _ := http.NewRequestWithContext(context.Background(), method, s.base+path, rd)
		req.Header.Set("Content-Type", "application/json")
		res, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		raw, _ := io.ReadAll(res.Body)
		if res.StatusCode != want {
			t.Fatalf("%s %s = %d %s, want %d", method, path, res.StatusCode, raw, want)
		}
		var m map[string]any
		_ = json.Unmarshal(raw, &m)
		return m
	}

	// A user with enough credits for a long story.
	call("POST", "/api/v1/auth/register", map[string]any{"email": "kim@example.com", "password": "Secret-Pass1"}, 201)
	link := waitForLink(t, s.logPath, "/api/v1/auth/confirm")
	res, err := c.Get(link)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	call("POST", "/api/v1/auth/login", map[string]any{"email": "kim@example.com", "password": "Secret-Pass1"}, 200)
	admin := exec.Command(bin, "admin", "credits", "--email", "kim@example.com", "--delta", "5000", "--reason", "kill test", "--data-dir", dir)
	admin.Env = append(os.Environ(), s.env...)
	if out, err := admin.CombinedOutput(); err != nil {
		t.Fatalf("admin credits: %v\n%s", err, out)
	}
	before := call("GET", "/api/v1/me", nil, 200)["credits"].(float64)

	story := longStory(60)
	created := call("POST", "/api/v1/stories", map[string]any{"content": story, "nativeLanguage": "en", "targetLanguage": "es"}, 202)
	id := created["story"].(map[string]any)["id"].(string)

	// Kill it once some cards, but not all, are written.
	var done float64
	deadline := time.Now().Add(30 * time.Second)
	for {
		st := call("GET", "/api/v1/stories/"+id+"/status", nil, 200)
		done = st["cardsDone"].(float64)
		if st["status"] == "completed" {
			t.Fatal("the lesson finished before the kill; make the story longer")
		}
		if done >= 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no cards after 30 s: %v", st)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := s.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_, _ = s.cmd.Process.Wait()
	t.Logf("killed with %v cards written", done)

	s.start()
	deadline = time.Now().Add(90 * time.Second)
	var st map[string]any
	for {
		st = call("GET", "/api/v1/stories/"+id+"/status", nil, 200)
		if st["status"] == "completed" {
			break
		}
		if st["status"] == "failed" || time.Now().After(deadline) {
			log, _ := os.ReadFile(s.logPath)
			t.Fatalf("after restart: %v\n%s", st, tail(string(log), 3000))
		}
		time.Sleep(200 * time.Millisecond)
	}
	cards := call("GET", "/api/v1/stories/"+id+"/flashcards", nil, 200)["flashcards"].([]any)
	for i, c := range cards {
		if pos := c.(map[string]any)["position"].(float64); int(pos) != i {
			t.Fatalf("card %d has position %v: a gap or a duplicate", i, pos)
		}
	}
	after := call("GET", "/api/v1/me", nil, 200)["credits"].(float64)
	n := float64(len([]rune(story)))
	if before-after != n {
		t.Errorf("charged %v credits, want %v exactly once", before-after, n)
	}
	t.Logf("completed after restart with %d cards", len(cards))
}

var linkRe = regexp.MustCompile(`link=(\S+)`)

func waitForLink(t *testing.T, logPath, contains string) string {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		log, _ := os.ReadFile(logPath)
		for _, m := range linkRe.FindAllStringSubmatch(string(log), -1) {
			if l := strings.Trim(m[1], `"`); strings.Contains(l, contains) {
				return l
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("no mail link with %q in the server log", contains)
	return ""
}

// longStory writes n different Spanish sentences.
func longStory(n int) string {
	names := []string{"Ana", "Luis", "Marta", "Pablo", "Sofía", "Diego", "Elena"}
	places := []string{"el mercado", "la plaza", "el puerto", "la estación", "el parque"}
	things := []string{"manzanas", "libros", "flores", "panes", "cartas"}
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "%s compra %d %s en %s. ", names[i%len(names)], i+2, things[i%len(things)], places[i%len(places)])
	}
	return strings.TrimSpace(b.String())
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
