// Command lesson measures the lesson pipeline as a learner meets it: it starts
// the real server (SQLite, offline language engine), signs up, and submits a
// 300-character Spanish story for an English speaker through the HTTP API,
// timing the first card and the complete lesson on the SSE stream. Each run
// uses a different story, so no audio comes from the cache.
//
// -targets names more learning languages (e.g. es,ja,zh): their stories are
// the first 300 characters of the corpus stories (internal/lang/testdata),
// one after another, so runs beyond the number of stories meet cached
// audio. At the end it prints the server's peak resident memory.
//
//	go run ./bench/lesson [-runs 20] [-bin bin/storyglot] [-targets es,ja,zh]
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/storyglot/storyglot/bench/corpus"
	"github.com/storyglot/storyglot/internal/testproc"
)

func main() {
	runs := flag.Int("runs", 20, "lessons to time")
	bin := flag.String("bin", "", "storyglot binary (default: build one with -tags noui)")
	targets := flag.String("targets", "es", "learning languages, comma-separated (native English)")
	flag.Parse()
	if err := run(*runs, *bin, strings.Split(*targets, ",")); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run(runs int, bin string, targets []string) error {
	dir, err := os.MkdirTemp("", "storyglot-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if bin == "" {
		bin = filepath.Join(dir, "storyglot")
		if out, err := exec.Command("go", "build", "-tags", "noui", "-o", bin, "./cmd/storyglot").CombinedOutput(); err != nil {
			return fmt.Errorf("build: %v\n%s", err, out)
		}
	}
	s, err := testproc.NewServer(bin, filepath.Join(dir, "data"), nil)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return err
	}
	if err := s.Start(); err != nil {
		return err
	}
	defer s.Kill()
	c := testproc.NewClient(s.Base)
	if err := testproc.SignUp(s, c, "bench@example.com", (runs+1)*len(targets)*400); err != nil {
		return err
	}
	defer func() {
		if rss, err := s.PeakRSS(); err == nil {
			fmt.Printf("server peak RSS (VmHWM), lessons in %s: %s\n", strings.Join(targets, ", "), rss)
		}
	}()
	for _, target := range targets {
		if err := timeLessons(c, runs, target); err != nil {
			return fmt.Errorf("%s: %w", target, err)
		}
	}
	return nil
}

// timeLessons submits runs+1 stories in target and reports the times of all
// but the first.
func timeLessons(c *testproc.Client, runs int, target string) error {
	var first, total []time.Duration
	for i := range runs + 1 { // run 0 warms the engine and is not counted
		story := storyOf300(i)
		if target != "es" {
			var err error
			if story, err = corpus.Story(target, i); err != nil {
				return err
			}
		}
		start := time.Now()
		created, err := c.Call("POST", "/api/v1/stories", map[string]any{"content": story, "nativeLanguage": "en", "targetLanguage": target}, 202)
		if err != nil {
			return err
		}
		id := created["story"].(map[string]any)["id"].(string)
		f, done, err := follow(c, id, start)
		if err != nil {
			return err
		}
		if i == 0 {
			fmt.Printf("%s warm-up (cold engine): first card %v, complete %v\n", target, f.Round(time.Millisecond), done.Round(time.Millisecond))
			continue
		}
		first, total = append(first, f), append(total, done)
	}
	fmt.Printf("%d runs, 300-character %s story, native English, offline engine, SQLite\n", runs, target)
	report("first card", first)
	report("complete lesson", total)
	return nil
}

// follow reads the SSE stream until done and returns when the first card and
// the end arrived, measured from start.
func follow(c *testproc.Client, id string, start time.Time) (time.Duration, time.Duration, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute) // a cold CJK engine on a loaded machine
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", c.Base+"/api/v1/stories/"+id+"/events", nil)
	res, err := c.HTTP.Do(req)
	if err != nil {
		return 0, 0, err
	}
	defer res.Body.Close()
	var first time.Duration
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		switch line := sc.Text(); {
		case line == "event: card" && first == 0:
			first = time.Since(start)
		case line == "event: done":
			return first, time.Since(start), nil
		}
	}
	return 0, 0, errors.New("stream ended before the lesson was done")
}

func report(name string, ds []time.Duration) {
	slices.Sort(ds)
	p := func(q float64) time.Duration { return ds[min(len(ds)-1, int(q*float64(len(ds))))] }
	fmt.Printf("  %-16s median %6v   p95 %6v   min %6v   max %6v\n", name,
		p(0.5).Round(time.Millisecond), p(0.95).Round(time.Millisecond), ds[0].Round(time.Millisecond), ds[len(ds)-1].Round(time.Millisecond))
}

// storyOf300 is a different story of exactly 300 characters for each run.
func storyOf300(v int) string {
	s := testproc.SpanishStory(12, v)
	r := []rune(s)
	if len(r) > 300 {
		r = r[:300]
	}
	out := strings.TrimSpace(string(r))
	for len([]rune(out)) < 300 {
		out += "."
	}
	return out
}
