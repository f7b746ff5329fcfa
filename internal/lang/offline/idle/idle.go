// Package idle keeps what the language engine loads (segmenter
// dictionaries, glossaries, indexes) only while it is used: a Once loads on
// the first Hold, like sync.Once, and a Sweeper drops what no caller has
// held for a while, so that the next Hold loads it again (decision 0044).
//
// A holder's lease keeps the value: a Once is never dropped while a call
// holds it, whatever the clock says. Dropping only forgets the value (the
// garbage collector frees it once the last reader is gone), so a caller
// that kept a slice of it past its lease still reads valid memory.
package idle

import (
	"sync"
	"time"
)

// Once loads a value on the first Hold and keeps it until Drop, when it was
// not held for the idle time of a Sweeper. The zero value is ready.
type Once struct {
	mu      sync.Mutex
	done    bool
	loading bool
	wait    *sync.Cond
	leases  int
	used    bool      // held since the last sweep
	seen    time.Time // the sweep that last saw it used
	drop    func()
	loads   int
	release func() // o.unhold, made once: a lease allocates nothing
}

// Hold runs load if the value is not loaded (at most one load at a time;
// other holders wait for it) and returns the lease's release, which the
// caller must call exactly once when it no longer reads what load set
// (`defer release()`). drop undoes load
// (it sets the fields load set to their zero values) and runs when the
// value is dropped, never while a lease is held. A nested Hold on the same
// goroutine is allowed; so is a panicking load (the next Hold loads again).
func (o *Once) Hold(load, drop func()) (release func()) {
	o.mu.Lock()
	if o.wait == nil {
		o.wait = sync.NewCond(&o.mu)
		o.release = o.unhold
	}
	for o.loading {
		o.wait.Wait()
	}
	o.leases++
	o.used = true
	if !o.done {
		o.loading = true
		o.mu.Unlock()
		ok := false
		defer func() {
			o.mu.Lock()
			o.loading = false
			if ok {
				o.done, o.drop = true, drop
				o.loads++
			} else {
				o.leases--
			}
			o.wait.Broadcast()
			o.mu.Unlock()
		}()
		load()
		ok = true
		return o.release
	}
	o.mu.Unlock()
	return o.release
}

// unhold ends a lease.
func (o *Once) unhold() {
	o.mu.Lock()
	o.leases--
	o.used = true
	o.mu.Unlock()
}

// Sweep drops the value when it is loaded, not held, and was last seen used
// by a sweep at least after ago (now is the sweep's time). It reports
// whether it dropped the value.
func (o *Once) Sweep(now time.Time, after time.Duration) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.done || o.loading {
		return false
	}
	if o.used || o.leases > 0 {
		o.used = o.leases > 0
		o.seen = now
		return false
	}
	if now.Sub(o.seen) < after {
		return false
	}
	o.done = false
	if o.drop != nil {
		o.drop()
	}
	o.drop = nil
	return true
}

// Loaded reports whether the value is loaded and how many times it was.
func (o *Once) Loaded() (loaded bool, loads int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.done, o.loads
}

// Sweepable is something that keeps loaded values and can drop the idle
// ones; Sweep returns how many it dropped.
type Sweepable interface {
	Sweep(now time.Time, after time.Duration) int
}

// Func makes a Sweepable of a function.
type Func func(now time.Time, after time.Duration) int

// Sweep implements Sweepable.
func (f Func) Sweep(now time.Time, after time.Duration) int { return f(now, after) }

// Of makes a Sweepable of Onces.
func Of(os ...*Once) Sweepable {
	return Func(func(now time.Time, after time.Duration) int {
		n := 0
		for _, o := range os {
			if o.Sweep(now, after) {
				n++
			}
		}
		return n
	})
}

// Sweeper drops what its parts have not used for After.
type Sweeper struct {
	// After is the idle time after which a value is dropped; 0 never drops.
	After time.Duration
	// Parts are swept in order.
	Parts []Sweepable
	// Released runs after a sweep that dropped something (the server
	// returns the freed memory to the system there).
	Released func(dropped int)
}

// Sweep sweeps every part at now and returns how many values it dropped.
func (s *Sweeper) Sweep(now time.Time) int {
	if s.After <= 0 {
		return 0
	}
	n := 0
	for _, p := range s.Parts {
		n += p.Sweep(now, s.After)
	}
	if n > 0 && s.Released != nil {
		s.Released(n)
	}
	return n
}

// Every is how often Run sweeps for an idle time of after: a quarter of it,
// at least a second, so a value goes between after and 1.25×after unused.
func Every(after time.Duration) time.Duration {
	return max(after/4, time.Second)
}

// Run sweeps every Every(s.After) until stop is closed; with After 0 it
// returns at once.
func (s *Sweeper) Run(stop <-chan struct{}) {
	if s.After <= 0 {
		return
	}
	t := time.NewTicker(Every(s.After))
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case now := <-t.C:
			s.Sweep(now)
		}
	}
}

// Do loads with f, like sync.Once's Do, and holds nothing: a value loaded
// by Do is loaded again by the Hold after a sweep dropped it (tests preset a
// value with it).
func (o *Once) Do(f func()) { o.Hold(f, nil)() }
