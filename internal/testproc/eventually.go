package testproc

import (
	"testing"
	"time"
)

// pollEvery is how often Eventually asks again.
const pollEvery = 50 * time.Millisecond

// Eventually calls cond every 50 ms (the first time at once) until it returns
// true, and fails t (Fatalf) naming what if within passes first. Call it from
// the test's own goroutine; cond may itself call t.Fatal.
func Eventually(t testing.TB, within time.Duration, what string, cond func() bool) {
	t.Helper()
	EventuallyValue(t, within, what, func() (struct{}, bool) { return struct{}{}, cond() })
}

// EventuallyValue is Eventually for a condition that yields a value: it
// returns the value get accepted, or fails t with the last value seen.
func EventuallyValue[T any](t testing.TB, within time.Duration, what string, get func() (T, bool)) T {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		v, ok := get()
		if ok {
			return v
		}
		if time.Now().After(deadline) {
			if _, empty := any(v).(struct{}); empty {
				t.Fatalf("%s: not within %v", what, within)
			} else {
				t.Fatalf("%s: not within %v; last seen %+v", what, within, v)
			}
			return v // a fake testing.TB's Fatalf may return
		}
		time.Sleep(pollEvery)
	}
}
