// Command memory measures the server's resident memory over a fresh
// install's life (decision 0044): it starts the real binary (SQLite,
// offline language engine) on an empty data directory with a short
// STORYGLOT_ENGINE_IDLE, waits until the built-in library is made (44
// lessons), reads VmRSS from /proc/PID/status as the library finishes and
// again at rest (after the idle time and its sweep), then makes a lesson in
// each of the 11 languages one after another (all within the idle time, so
// every language's engine is loaded at once), reads the peak (VmHWM) and
// VmRSS, waits for the release and reads VmRSS again. Last it times the
// reload: a lesson in each language after the release (its engine loads
// again, languages one after another) and a second round right after it
// (warm), the difference being the reload's cost.
//
//	go run ./bench/memory [-bin bin/storyglot] [-idle 60s]
//
// It fails (exit 1) when the memory at rest is above -rest-max (80 MB) or
// the peak above -peak-max (350 MB). The load average is printed with the
// figures: they move with it.
package main

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite"

	"github.com/storyglot/storyglot/bench/corpus"
	"github.com/storyglot/storyglot/internal/testproc"
)

var languages = []string{"es", "fr", "de", "it", "pt", "ru", "ja", "ko", "zh", "ar", "en"}

func main() {
	bin := flag.String("bin", "", "storyglot binary (default: build one with -tags noui)")
	idle := flag.Duration("idle", 60*time.Second, "STORYGLOT_ENGINE_IDLE of the server")
	restMax := flag.Int("rest-max", 80, "fail when the resident memory at rest is above this many MB")
	peakMax := flag.Int("peak-max", 350, "fail when the peak resident memory is above this many MB")
	reload := flag.Bool("reload", true, "time each language's lesson after the release and warm")
	flag.Parse()
	if err := run(*bin, *idle, *restMax, *peakMax, *reload); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run(bin string, idle time.Duration, restMax, peakMax int, reload bool) error {
	dir, err := os.MkdirTemp("", "storyglot-memory-")
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
	s, err := testproc.NewServer(bin, filepath.Join(dir, "data"), []string{"STORYGLOT_ENGINE_IDLE=" + idle.String()})
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
	pid := s.Pid()
	fmt.Printf("load average %s; STORYGLOT_ENGINE_IDLE=%s\n", loadavg(), idle)
	fmt.Printf("started:                         %s\n", mem(pid))

	start := time.Now()
	if err := waitForLibrary(filepath.Join(s.Dir, "storyglot.db"), 20*time.Minute); err != nil {
		return err
	}
	fmt.Printf("library made (%3.0f s):            %s\n", time.Since(start).Seconds(), mem(pid))
	rest := waitForRest(pid, idle)
	fmt.Printf("at rest after the library:       %s\n", mem(pid))

	c := testproc.NewClient(s.Base)
	if err := testproc.SignUp(s, c, "bench@example.com", 40*400); err != nil {
		return err
	}
	start = time.Now()
	for i, l := range languages {
		if _, err := lesson(c, l, i); err != nil {
			return fmt.Errorf("%s: %w", l, err)
		}
	}
	fmt.Printf("after a lesson in each of 11 (%2.0f s): %s\n", time.Since(start).Seconds(), mem(pid))
	if took := time.Since(start); took > idle {
		fmt.Printf("  (the lessons took longer than the idle time: the first languages may have been released before the last was loaded; use a longer -idle for the peak)\n")
	}
	peak := status(pid, "VmHWM")
	rest2 := waitForRest(pid, idle)
	fmt.Printf("at rest after the lessons:       %s\n", mem(pid))

	if reload {
		// Every engine was released: a lesson in each language loads its
		// engine again; a second round right after finds them loaded.
		cold := make([]time.Duration, len(languages))
		for i, l := range languages {
			if cold[i], err = lesson(c, l, 11+i); err != nil {
				return fmt.Errorf("%s: %w", l, err)
			}
		}
		fmt.Println("reload cost: complete lesson of a 300-character corpus story after the release (engine loads) and warm")
		for i, l := range languages {
			warm, err := lesson(c, l, 22+i)
			if err != nil {
				return fmt.Errorf("%s: %w", l, err)
			}
			fmt.Printf("  %s  after release %6v   warm %6v   reload ≈ %6v\n", l, cold[i].Round(time.Millisecond), warm.Round(time.Millisecond), (cold[i] - warm).Round(time.Millisecond))
		}
		peak = max(peak, status(pid, "VmHWM"))
	}
	fmt.Printf("peak (VmHWM) over the run:       %d kB; load average %s\n", peak, loadavg())
	var errs []error
	if r := max(rest, rest2); r > restMax<<10 {
		errs = append(errs, fmt.Errorf("resident memory at rest %d kB is above %d MB", r, restMax))
	}
	if peak > peakMax<<10 {
		errs = append(errs, fmt.Errorf("peak resident memory %d kB is above %d MB", peak, peakMax))
	}
	return errors.Join(errs...)
}

// waitForRest waits for the engine's release (the idle time plus the sweep
// that finds it, a quarter of it, and a margin) and returns VmRSS in kB.
func waitForRest(pid int, idle time.Duration) int {
	time.Sleep(idle + idle/4 + max(idle/4, 5*time.Second))
	return status(pid, "VmRSS")
}

// waitForLibrary waits until every story of the data directory's database
// is made (the built-in library is queued at start).
func waitForLibrary(path string, within time.Duration) error {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		var all, pending int
		err := db.QueryRow(`SELECT count(*), count(*) FILTER (WHERE status <> 'completed') FROM stories`).Scan(&all, &pending)
		if err == nil && all > 0 && pending == 0 {
			return nil
		}
		time.Sleep(time.Second)
	}
	return fmt.Errorf("the built-in library was not made within %v", within)
}

// lesson makes a lesson of a 300-character corpus story in l (native
// English; Spanish for English) and returns how long it took to complete.
func lesson(c *testproc.Client, l string, v int) (time.Duration, error) {
	story, err := corpus.Story(l, v)
	if err != nil {
		return 0, err
	}
	native := "en"
	if l == "en" {
		native = "es"
	}
	start := time.Now()
	created, err := c.Call("POST", "/api/v1/stories", map[string]any{"content": story, "nativeLanguage": native, "targetLanguage": l}, 202)
	if err != nil {
		return 0, err
	}
	id := created["story"].(map[string]any)["id"].(string)
	if err := follow(c, id); err != nil {
		return 0, err
	}
	return time.Since(start), nil
}

// follow reads the lesson's SSE stream until done.
func follow(c *testproc.Client, id string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", c.Base+"/api/v1/stories/"+id+"/events", nil)
	res, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		switch sc.Text() {
		case "event: done":
			return nil
		case "event: failed":
			return errors.New("lesson failed")
		}
	}
	return errors.New("stream ended before the lesson was done")
}

// status reads a kB field (VmRSS, VmHWM, RssAnon, RssFile) of
// /proc/PID/status; 0 when it cannot.
func status(pid int, field string) int {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return n
		}
	}
	return 0
}

func mem(pid int) string {
	return fmt.Sprintf("VmRSS %7d kB (anon %7d, file %6d), VmHWM %7d kB",
		status(pid, "VmRSS"), status(pid, "RssAnon"), status(pid, "RssFile"), status(pid, "VmHWM"))
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:min(3, len(f))], " ")
}
