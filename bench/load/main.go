// Command load is Storyglot's load benchmark (decision 0036): it starts the real
// binary on SQLite (one process) and on PostgreSQL (a --role web and a
// --role worker process on one database), lets many distinct learners
// review their cards as fast as they can for a bounded time, and meanwhile
// submits new lessons, timing their first card and completion. It prints
// review throughput, p50/p99 latency, errors, and lesson latency under that
// load. Loopback only; every process it starts is stopped at the end.
//
//	go run ./bench/load [-duration 20s] [-learners 50] [-lessons 5] [-db sqlite,postgres] [-cpuprofile DIR]
//	    [-lessons-per-learner N] [-heavy N -heavy-conns 20 -heavy-duration 5s -heavy-rounds 3 [-heavy-only KIND]]
//
// -lessons-per-learner N gives each learner N lessons: one made by the
// lesson pipeline, the rest copies of it written in SQL (seed.go), so its
// cards are many and all new. -heavy N adds the one-heavy-learner case after
// the review phase: a learner with one lesson and a learner with N lessons
// each review alone (p50 of a review, of the due page and of a Random draw),
// then on -heavy-conns connections at once (reviews/s, due pages/s, draws/s),
// in turn for -heavy-rounds rounds once no lesson is in progress; the last
// line is the heavy learner's medians over the rounds (review and due page
// p50, and its -heavy-conns connections' reviews/s against the one-lesson
// learner's, the two in alternating turns of a second, -heavy-duration's
// seconds each: reviewing again 2,000 cards it studied before, drawn from
// all its lessons; the cards of one lesson; and random cards, nearly all
// new, whose first review also moves their words; and those random cards
// against first reviews at one lesson: fresh cards of guests with one lesson
// each, a copy of the one-lesson learner's, fresh.go).
// -duration 0 skips the many-learners phase. -heavy-only KIND (with -heavy N)
// runs, instead of the rounds, -heavy-rounds phases of one kind of review
// alone (one, lesson, studied, random or first: the kinds above; or the
// heavy learner's due page, duepage, or Random's draw, randompage), each
// -heavy-duration long on -heavy-conns connections, on a database seeded as
// for the rounds; with -cpuprofile each phase's profile (all but its last
// second) is written to DIR/<db>-KIND-<phase>.pprof: where one kind's time goes.
//
// With -cpuprofile the binary is built with -tags pprof and each web
// process's CPU profile over the review phase is written to DIR/<db>.pprof
// (read it with go tool pprof). The machine's load average (/proc/loadavg) is
// printed before and after each run: on a shared machine it says how far the
// figures can be trusted.
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/testproc"
)

func main() {
	duration := flag.Duration("duration", 20*time.Second, "how long the learners review")
	learners := flag.Int("learners", 50, "concurrent reviewing learners (distinct accounts)")
	lessons := flag.Int("lessons", 5, "new lessons submitted during the review load")
	dbs := flag.String("db", "sqlite,postgres", "databases to run on")
	pgURL := flag.String("pg", envOr("TEST_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"), "PostgreSQL server (a database of its own is created and dropped)")
	bin := flag.String("bin", "", "storyglot binary (default: build one with -tags noui)")
	profDir := flag.String("cpuprofile", "", "write each web process's CPU profile of the review phase (with -heavy-only, of each phase) to this directory (builds with -tags pprof)")
	idle := flag.Bool("wait-idle", true, "start the review phase once no lesson is in progress (false: while a fresh database still makes the built-in library)")
	pool := flag.Int("pool", 0, "PostgreSQL connections per process (pool_max_conns; 0: the app's default)")
	flag.IntVar(&perLearner, "lessons-per-learner", 1, "lessons per learner: one made, the rest copied in SQL")
	flag.IntVar(&heavy.lessons, "heavy", 0, "also measure one learner with this many lessons against one with one lesson (0: off)")
	flag.IntVar(&heavy.conns, "heavy-conns", 20, "concurrent connections of the one learner in the heavy case")
	flag.DurationVar(&heavy.duration, "heavy-duration", 5*time.Second, "length of each phase of the heavy case; its whole seconds (at least 1) are each learner's 1 s turns in a ratio's alternation")
	flag.StringVar(&heavy.only, "heavy-only", "", "run only phases of one kind of review in the heavy case, -heavy-rounds of them, each for -heavy-duration (for a CPU profile): "+strings.Join(onlyKinds, ", ")+
		" (the one-lesson learner's reviews; the heavy learner's one lesson's cards, studied cards across its lessons, random cards; first reviews at one lesson; the heavy learner's due page and Random draw)")
	flag.IntVar(&heavy.rounds, "heavy-rounds", 3, "rounds of the heavy case: the two learners measured in turn, the median of the rounds reported (with -heavy-only, its phases)")
	flag.Parse()
	if heavy.only != "" && !slices.Contains(onlyKinds, heavy.only) {
		fmt.Fprintf(os.Stderr, "load: -heavy-only %q: one of %s\n", heavy.only, strings.Join(onlyKinds, ", "))
		os.Exit(2)
	}
	if heavy.only != "" && heavy.lessons <= 0 {
		fmt.Fprintln(os.Stderr, "load: -heavy-only needs the heavy case (-heavy N)")
		os.Exit(2)
	}
	if err := run(*duration, *learners, *lessons, strings.Split(*dbs, ","), *pgURL, *bin, *profDir, *pool, *idle); err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func run(duration time.Duration, learners, lessons int, dbs []string, pgURL, bin, profDir string, pool int, waitForIdle bool) error {
	dir, err := os.MkdirTemp("", "storyglot-load-")
	if err != nil {
		return err
	}
	if os.Getenv("LOAD_KEEP") != "" {
		fmt.Println("server logs kept in", dir)
	} else {
		defer os.RemoveAll(dir)
	}
	if bin == "" {
		bin = filepath.Join(dir, "storyglot")
		tags := "noui"
		if profDir != "" {
			tags += ",pprof"
		}
		if out, err := exec.Command("go", "build", "-tags", tags, "-o", bin, "./cmd/storyglot").CombinedOutput(); err != nil {
			return fmt.Errorf("build: %v\n%s", err, out)
		}
	}
	if profDir != "" {
		if err := os.MkdirAll(profDir, 0o755); err != nil {
			return err
		}
	}
	for _, db := range dbs {
		var servers []*testproc.Server
		var prof *profiler
		var webEnv []string
		var dbOpts store.Options // where the load tool reads whether the server is idle
		if profDir != "" {
			p, err := newProfiler(filepath.Join(profDir, db+".pprof"))
			if err != nil {
				return err
			}
			prof, webEnv = p, []string{"STORYGLOT_PPROF_ADDR=" + p.addr}
			fmt.Printf("%s: the web process serves /debug/pprof/ on %s\n", db, p.addr)
		}
		switch db {
		case "sqlite":
			s, err := testproc.NewServer(bin, filepath.Join(dir, "sqlite"), webEnv, "--trusted-proxies", "127.0.0.1")
			if err != nil {
				return err
			}
			dbOpts.SQLitePath = filepath.Join(s.Dir, "storyglot.db")
			servers = append(servers, s)
		case "postgres":
			url, drop, err := freshDatabase(pgURL, pool)
			if err != nil {
				return err
			}
			defer drop()
			dbOpts.DatabaseURL = url
			env := []string{"DATABASE_URL=" + url}
			web, err := testproc.NewServer(bin, filepath.Join(dir, "pg-web"), append(env, webEnv...), "--role", "web", "--trusted-proxies", "127.0.0.1")
			if err != nil {
				return err
			}
			// The worker serves no HTTP: it starts after the web process has migrated.
			servers = append(servers, web)
			defer startWorker(bin, filepath.Join(dir, "pg-worker"), env)()
		default:
			return fmt.Errorf("unknown database %q", db)
		}
		for _, s := range servers {
			if err := os.MkdirAll(s.Dir, 0o755); err != nil {
				return err
			}
			if err := s.Start(); err != nil {
				return err
			}
			defer s.Kill()
		}
		if startWorkerPending != nil {
			if err := startWorkerPending(); err != nil {
				return err
			}
			startWorkerPending = nil
		}
		before := loadAverage()
		idle := func() (time.Duration, error) {
			if !waitForIdle {
				return 0, nil
			}
			return waitIdle(dbOpts, 3*time.Minute)
		}
		if duration > 0 {
			res, err := measure(servers[0].Base, dbOpts, duration, learners, lessons, prof, idle)
			if err != nil {
				return fmt.Errorf("%s: %w", db, err)
			}
			res.print(db, learners, duration)
			fmt.Printf("  load average before %s, after %s\n", before, loadAverage())
		}
		if heavy.lessons > 0 {
			if err := heavy.run(db, servers[0].Base, dbOpts, idle, prof); err != nil {
				return fmt.Errorf("%s, heavy learner: %w", db, err)
			}
		}
		if prof != nil && (duration > 0 || heavy.only == "") { // -heavy-only profiled its own phases
			if err := prof.wait(); err != nil {
				fmt.Printf("  cpu profile: %v\n", err)
			} else {
				fmt.Printf("  cpu profile: %s\n", prof.out)
			}
		}
		for _, s := range servers {
			s.Kill()
		}
	}
	return nil
}

// startWorkerPending starts the worker process once the web process is ready.
var startWorkerPending func() error

// startWorker prepares a --role worker process; it returns its stop.
func startWorker(bin, dir string, env []string) func() {
	cmd := exec.Command(bin, "serve", "--role", "worker", "--data-dir", dir)
	cmd.Env = append(os.Environ(), env...)
	startWorkerPending = func() error {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		logf, err := os.Create(filepath.Join(dir, "worker.log"))
		if err != nil {
			return err
		}
		cmd.Stdout, cmd.Stderr = logf, logf
		return cmd.Start()
	}
	return func() {
		if cmd.Process != nil {
			_ = cmd.Process.Kill()
			_, _ = cmd.Process.Wait()
		}
	}
}

// freshDatabase creates a database of its own on the PostgreSQL server.
func freshDatabase(base string, pool int) (string, func(), error) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		return "", nil, err
	}
	name := fmt.Sprintf("storyglot_load_%d", os.Getpid())
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		conn.Close(ctx)
		return "", nil, err
	}
	cfg := conn.Config()
	url := fmt.Sprintf("postgres://%s@%s:%d/%s?sslmode=disable", cfg.User, cfg.Host, cfg.Port, name)
	if pool > 0 {
		url += fmt.Sprintf("&pool_max_conns=%d", pool)
	}
	return url, func() {
		if os.Getenv("LOAD_KEEP") != "" {
			fmt.Println("PostgreSQL database kept:", name)
		} else {
			_, _ = conn.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		}
		conn.Close(ctx)
	}, nil
}

type result struct {
	reviews, errors int64
	lat             []time.Duration
	first, complete []time.Duration
	lessonErrors    int
	setup           time.Duration
	idleWait        time.Duration // after setup, until no lesson was in progress
	firstErr        string
	errKinds        map[string]int // by HTTP status, or "transport"
}

func measure(base string, dbOpts store.Options, duration time.Duration, n, lessons int, prof *profiler, idle func() (time.Duration, error)) (*result, error) {
	res := &result{errKinds: map[string]int{}}
	start := time.Now()
	ls := make([]*learner, n)
	var wg sync.WaitGroup
	var setupErr atomic.Value
	sem := make(chan struct{}, 8)
	for i := range ls {
		ls[i] = newLearner(base, i)
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			if _, _, err := ls[i].lesson(testproc.SpanishStory(2, i)); err != nil {
				setupErr.Store(err)
			}
		}()
	}
	wg.Wait()
	if err, ok := setupErr.Load().(error); ok {
		return nil, fmt.Errorf("setup: %w", err)
	}
	if perLearner > 1 {
		for _, l := range ls {
			cards, err := copyLesson(dbOpts, l.story, perLearner)
			if err != nil {
				return nil, fmt.Errorf("setup: copy lessons: %w", err)
			}
			l.cards = cards
		}
	}
	res.setup = time.Since(start)
	var err error
	if res.idleWait, err = idle(); err != nil {
		return nil, fmt.Errorf("wait for the server to be idle: %w", err)
	}

	var mu sync.Mutex
	deadline := time.Now().Add(duration)
	if prof != nil {
		prof.start(duration)
	}
	for i, l := range ls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var lat []time.Duration
			for k := 0; time.Now().Before(deadline); k++ {
				t0 := time.Now()
				err := l.review("review", l.cards[rand.IntN(len(l.cards))], fmt.Sprintf("load-%d-%d", i, k))
				lat = append(lat, time.Since(t0))
				if err != nil {
					mu.Lock()
					res.errors++
					res.errKinds[errKind(err)]++
					if res.firstErr == "" {
						res.firstErr = err.Error()
					}
					mu.Unlock()
				}
			}
			mu.Lock()
			res.reviews += int64(len(lat))
			res.lat = append(res.lat, lat...)
			mu.Unlock()
		}()
	}
	// New lessons while the learners review, spread over the run.
	for j := range lessons {
		time.Sleep(duration / time.Duration(lessons+1))
		wg.Add(1)
		go func() {
			defer wg.Done()
			l := newLearner(base, n+j)
			first, complete, err := l.lesson(testproc.SpanishStory(4, 1000+j))
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				res.lessonErrors++
				return
			}
			res.first, res.complete = append(res.first, first), append(res.complete, complete)
		}()
	}
	wg.Wait()
	return res, nil
}

var statusRe = regexp.MustCompile(` = (\d{3}) `)

// errKind names an error by its HTTP status, or "transport" when no answer came.
func errKind(err error) string {
	if m := statusRe.FindStringSubmatch(err.Error()); m != nil {
		return m[1]
	}
	return "transport"
}

func pct(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return s[min(len(s)-1, int(float64(len(s))*p))]
}

func (r *result) print(db string, learners int, duration time.Duration) {
	fmt.Printf("%s: %d learners (%d lessons each) reviewing for %s (setup %s, then %s until no lesson was in progress)\n", db, learners, perLearner, duration,
		r.setup.Round(time.Millisecond), r.idleWait.Round(time.Millisecond))
	fmt.Printf("  reviews: %d (%.0f/s), p50 %s, p99 %s, errors %d\n", r.reviews, float64(r.reviews)/duration.Seconds(),
		pct(r.lat, 0.5).Round(100*time.Microsecond), pct(r.lat, 0.99).Round(100*time.Microsecond), r.errors)
	if r.firstErr != "" {
		fmt.Printf("  errors by kind: %v; first error: %s\n", r.errKinds, r.firstErr)
	}
	fmt.Printf("  new lessons under load: %d, first card p50 %s max %s, complete p50 %s max %s, failed %d\n", len(r.complete),
		pct(r.first, 0.5).Round(time.Millisecond), pct(r.first, 1).Round(time.Millisecond),
		pct(r.complete, 0.5).Round(time.Millisecond), pct(r.complete, 1).Round(time.Millisecond), r.lessonErrors)
}
