package testproc

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// fakeTB records Fatalf instead of stopping the goroutine.
type fakeTB struct {
	testing.TB
	fatal string
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Fatalf(format string, args ...any) {
	f.fatal = fmt.Sprintf(format, args...)
}

func TestEventuallyReturnsAtOnceWhenTrue(t *testing.T) {
	f := &fakeTB{}
	calls := 0
	start := time.Now()
	Eventually(f, time.Minute, "ready", func() bool { calls++; return true })
	if f.fatal != "" || calls != 1 || time.Since(start) > 40*time.Millisecond {
		t.Errorf("fatal %q, %d calls, took %v; want no failure, 1 call, at once", f.fatal, calls, time.Since(start))
	}
	if got := EventuallyValue(f, time.Minute, "three", func() (int, bool) { calls++; return calls, calls >= 3 }); got != 3 || f.fatal != "" {
		t.Errorf("EventuallyValue = %d, fatal %q; want 3 and no failure", got, f.fatal)
	}
}

func TestEventuallyFailsWhenNeverTrue(t *testing.T) {
	f := &fakeTB{}
	Eventually(f, 120*time.Millisecond, "the job is done", func() bool { return false })
	if !strings.Contains(f.fatal, "the job is done") || !strings.Contains(f.fatal, "120ms") {
		t.Errorf("Fatalf = %q, want it to name what and how long", f.fatal)
	}
	f = &fakeTB{}
	EventuallyValue(f, 60*time.Millisecond, "completed", func() (string, bool) { return "running", false })
	if !strings.Contains(f.fatal, "completed") || !strings.Contains(f.fatal, "running") {
		t.Errorf("Fatalf = %q, want what and the last value seen", f.fatal)
	}
}
