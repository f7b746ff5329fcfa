package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"
)

// profiler fetches a web process's CPU profile over the review phase (a
// binary built with -tags pprof serves it on STORYGLOT_PPROF_ADDR).
type profiler struct {
	addr, out string
	started   bool
	done      chan error
}

func newProfiler(out string) (*profiler, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := l.Addr().String()
	l.Close()
	return &profiler{addr: addr, out: out, done: make(chan error, 1)}, nil
}

// start profiles for most of the review phase, leaving its last second out.
func (p *profiler) start(review time.Duration) {
	secs := max(1, int((review-time.Second)/time.Second))
	p.started = true
	go func() {
		res, err := http.Get(fmt.Sprintf("http://%s/debug/pprof/profile?seconds=%d", p.addr, secs))
		if err != nil {
			p.done <- err
			return
		}
		defer res.Body.Close()
		if res.StatusCode != 200 {
			p.done <- fmt.Errorf("profile: %s", res.Status)
			return
		}
		f, err := os.Create(p.out)
		if err != nil {
			p.done <- err
			return
		}
		_, err = io.Copy(f, res.Body)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		p.done <- err
	}()
}

// wait is the profile's outcome; with no review phase (-duration 0) there
// is none, and nothing to wait for.
func (p *profiler) wait() error {
	if !p.started {
		return fmt.Errorf("no review phase to profile (-duration 0): fetch /debug/pprof/profile from %s meanwhile", p.addr)
	}
	return <-p.done
}

// loadAverage is the machine's 1, 5 and 15-minute load average.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}
