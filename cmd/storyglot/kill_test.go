package main

import (
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/testproc"
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
			t.Parallel() // each waits for its server's rescue window, on its own data
			dbURL := storetest.Options(t, d).DatabaseURL
			killAndResume(t, bin, dbURL)
		})
	}
}

func killAndResume(t *testing.T, bin, dbURL string) {
	var env []string
	if dbURL != "" {
		env = []string{"DATABASE_URL=" + dbURL}
	}
	// A short rescue window keeps the test quick; each attempt then has 4 s
	// and resumes after the cards already written. The built-in library is
	// not made: its eleven lessons, each attempt also cut at 4 s, kept the
	// workers busy past the test's waits on a loaded machine.
	s, err := testproc.NewServer(bin, t.TempDir(), env, "--job-rescue-after", "5s", "--seed-library", "off")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Kill)
	c := testproc.NewClient(s.Base)
	call := func(method, path string, body any, want int) map[string]any {
		t.Helper()
		m, err := c.Call(method, path, body, want)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	if err := testproc.SignUp(s, c, "kim@example.com", 5000); err != nil {
		t.Fatal(err)
	}
	before := call("GET", "/api/v1/me", nil, 200)["credits"].(float64)

	story := testproc.SpanishStory(40, 0)
	created := call("POST", "/api/v1/stories", map[string]any{"content": story, "nativeLanguage": "en", "targetLanguage": "es"}, 202)
	id := created["story"].(map[string]any)["id"].(string)

	// Kill it once some cards, but not all, are written (a fresh process
	// loads the language's engine first: slow on a loaded machine).
	var done float64
	testproc.EventuallyValue(t, 90*time.Second, "3 cards written", func() (map[string]any, bool) {
		st := call("GET", "/api/v1/stories/"+id+"/status", nil, 200)
		done = st["cardsDone"].(float64)
		if st["status"] == "completed" {
			t.Fatal("the lesson finished before the kill; make the story longer")
		}
		return st, done >= 3
	})
	s.Kill()
	t.Logf("killed with %v cards written", done)

	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("server log:\n%s", s.LogTail(3000))
		}
	})
	testproc.EventuallyValue(t, 120*time.Second, "lesson completed after restart", func() (map[string]any, bool) {
		st := call("GET", "/api/v1/stories/"+id+"/status", nil, 200)
		if st["status"] == "failed" {
			t.Fatalf("after restart: %v", st)
		}
		return st, st["status"] == "completed"
	})
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
