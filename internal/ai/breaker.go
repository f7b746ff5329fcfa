package ai

import (
	"errors"
	"sync"
	"time"
)

// ErrUnavailable is the error of a call to a service that did not answer:
// it failed, hung past the timeout or answered garbage on every try, or has
// just done so for others (the breaker is open). Callers fall back to the
// offline providers and say so (decision 0042).
var ErrUnavailable = errors.New("ai: the service did not answer")

// breaker stops a client from waiting on a service that keeps failing:
// after trip tries in a row fail (a 5xx, a timeout, a dropped connection,
// bytes that are not HTTP), every call fails at once with ErrUnavailable
// for cooldown; then one call is let through, and its success closes it.
// Without it, a hanging service would cost every card of a lesson its own
// timeouts and retries.
type breaker struct {
	trip     int
	cooldown time.Duration
	now      func() time.Time

	mu        sync.Mutex
	fails     int
	openUntil time.Time
}

// allow reports whether a try may go to the service now.
func (b *breaker) allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.fails < b.trip {
		return true
	}
	now := b.now()
	if now.Before(b.openUntil) {
		return false
	}
	b.openUntil = now.Add(b.cooldown) // one probe; the others wait for its outcome
	return true
}

// record notes the outcome of a try: down is true when the service failed
// (not when it refused our request, which means it is up).
func (b *breaker) record(down bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !down {
		b.fails, b.openUntil = 0, time.Time{}
		return
	}
	b.fails++
	if b.fails == b.trip {
		b.openUntil = b.now().Add(b.cooldown)
	}
}
