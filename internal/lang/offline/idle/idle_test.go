package idle

import (
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// value is a loaded table as a component keeps it: fields set by load and
// zeroed by drop, read under a lease.
type value struct {
	once  Once
	table []int
	loads atomic.Int32
}

func (v *value) hold() func() {
	return v.once.Hold(func() {
		v.loads.Add(1)
		v.table = make([]int, 1000)
	}, func() { v.table = nil })
}

var t0 = time.Date(2026, 11, 29, 4, 0, 0, 0, time.UTC)

func TestLoadsOnFirstHoldOnly(t *testing.T) {
	var v value
	if loaded, _ := v.once.Loaded(); loaded {
		t.Fatal("loaded before the first Hold")
	}
	for range 3 {
		release := v.hold()
		if len(v.table) != 1000 {
			t.Fatal("table not loaded under the lease")
		}
		release()
	}
	if n := v.loads.Load(); n != 1 {
		t.Fatalf("loaded %d times, want 1", n)
	}
}

func TestDroppedAfterIdleAndLoadedAgain(t *testing.T) {
	var v value
	v.hold()()
	const after = 5 * time.Minute
	// The first sweep sees the use; the value is dropped once a sweep finds
	// it unused for after since then.
	if v.once.Sweep(t0, after) {
		t.Fatal("dropped at the sweep that saw it used")
	}
	if v.once.Sweep(t0.Add(after-time.Second), after) {
		t.Fatal("dropped before the idle time")
	}
	if !v.once.Sweep(t0.Add(after), after) {
		t.Fatal("not dropped after the idle time")
	}
	if v.table != nil {
		t.Fatal("drop did not run")
	}
	if v.once.Sweep(t0.Add(2*after), after) {
		t.Fatal("dropped twice")
	}
	release := v.hold()
	defer release()
	if len(v.table) != 1000 || v.loads.Load() != 2 {
		t.Fatalf("after a drop: table %d, loads %d; want loaded again", len(v.table), v.loads.Load())
	}
}

func TestUseResetsTheIdleTime(t *testing.T) {
	var v value
	const after = time.Minute
	v.hold()()
	v.once.Sweep(t0, after)
	v.hold()() // used again between sweeps
	if v.once.Sweep(t0.Add(after), after) {
		t.Fatal("dropped although used since the last sweep")
	}
	if v.once.Sweep(t0.Add(after+30*time.Second), after) {
		t.Fatal("dropped before the idle time counted from the last use")
	}
	if !v.once.Sweep(t0.Add(2*after), after) {
		t.Fatal("not dropped an idle time after the last use was seen")
	}
}

// A lease outlives any idle time: a lesson that holds a table for an hour
// keeps it, and the idle time counts from its release.
func TestNeverDroppedWhileHeld(t *testing.T) {
	var v value
	const after = time.Minute
	release := v.hold()
	for i := range 60 {
		if v.once.Sweep(t0.Add(time.Duration(i)*after), after) {
			t.Fatalf("dropped under a lease at sweep %d", i)
		}
	}
	if len(v.table) != 1000 {
		t.Fatal("table gone under a lease")
	}
	release()
	end := t0.Add(60 * after)
	if v.once.Sweep(end, after) {
		t.Fatal("dropped at the sweep right after the release")
	}
	if !v.once.Sweep(end.Add(after), after) {
		t.Fatal("not dropped an idle time after the release")
	}
}

// Nested holds (a method holding the table calls another that holds it)
// count as two leases.
func TestNestedHolds(t *testing.T) {
	var v value
	outer := v.hold()
	inner := v.hold()
	inner()
	v.once.Sweep(t0, time.Minute)
	if v.once.Sweep(t0.Add(time.Hour), time.Minute) {
		t.Fatal("dropped while the outer lease is held")
	}
	outer()
	if v.loads.Load() != 1 {
		t.Fatalf("loaded %d times", v.loads.Load())
	}
}

// Concurrent holders share one load; sweeps running beside them never drop
// the table under a holder (run with -race).
func TestConcurrentHoldersAndSweeps(t *testing.T) {
	var v value
	var wg sync.WaitGroup
	stop := make(chan struct{})
	var clock atomic.Int64
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
				v.once.Sweep(t0.Add(time.Duration(clock.Add(1))*time.Hour), time.Minute)
			}
		}
	}()
	var holders sync.WaitGroup
	for range 8 {
		holders.Add(1)
		go func() {
			defer holders.Done()
			for range 200 {
				release := v.hold()
				if len(v.table) != 1000 {
					t.Error("table missing under a lease")
				}
				release()
			}
		}()
	}
	holders.Wait()
	close(stop)
	wg.Wait()
}

func TestPanickingLoadLoadsAgain(t *testing.T) {
	var o Once
	func() {
		defer func() { _ = recover() }()
		o.Hold(func() { panic("boom") }, nil)
	}()
	loaded := false
	o.Hold(func() { loaded = true }, nil)()
	if !loaded {
		t.Fatal("a load after a panicking one did not run")
	}
}

func TestSweeperReleasesAndReports(t *testing.T) {
	var a, b value
	var released []int
	s := &Sweeper{After: time.Minute, Parts: []Sweepable{Of(&a.once, &b.once)}, Released: func(n int) { released = append(released, n) }}
	a.hold()()
	b.hold()()
	s.Sweep(t0)
	b.hold()()
	if n := s.Sweep(t0.Add(time.Minute)); n != 1 || a.table != nil || b.table == nil {
		t.Fatalf("dropped %d (a %v, b %v), want a only", n, a.table != nil, b.table != nil)
	}
	if n := s.Sweep(t0.Add(2 * time.Minute)); n != 1 || b.table != nil {
		t.Fatalf("second sweep dropped %d, want b", n)
	}
	if len(released) != 2 || released[0] != 1 || released[1] != 1 {
		t.Fatalf("Released calls %v, want [1 1]", released)
	}
	if n := s.Sweep(t0.Add(time.Hour)); n != 0 || len(released) != 2 {
		t.Fatal("a sweep that dropped nothing called Released")
	}
	off := &Sweeper{Parts: s.Parts}
	a.hold()()
	if off.Sweep(t0.Add(100*time.Hour)) != 0 {
		t.Fatal("a Sweeper with After 0 dropped something")
	}
}

func TestEvery(t *testing.T) {
	for _, c := range []struct{ after, want time.Duration }{
		{5 * time.Minute, 75 * time.Second}, {2 * time.Second, time.Second}, {time.Hour, 15 * time.Minute},
	} {
		if got := Every(c.after); got != c.want {
			t.Errorf("Every(%v) = %v, want %v", c.after, got, c.want)
		}
	}
}

// The executable's read-only data reads the same after its pages were
// dropped (they come back from the page cache).
func TestDropExecutablePagesKeepsTheData(t *testing.T) {
	before := strings.Clone(embedded)
	n, err := DropExecutablePages()
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS == "linux" && n == 0 {
		t.Fatal("no read-only mapping of the executable found")
	}
	if embedded != before {
		t.Fatal("read-only data changed")
	}
}

// embedded is a constant in the executable's read-only data.
const embedded = "a constant string that lives in the read-only data of the test binary, long enough to span some bytes"

// BenchmarkHold: the cost a provider call pays for its lease on a loaded
// table (a lesson makes a few thousand such calls).
func BenchmarkHold(b *testing.B) {
	var v value
	v.hold()()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			v.hold()()
		}
	})
}
