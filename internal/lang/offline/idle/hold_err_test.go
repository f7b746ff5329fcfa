package idle

import (
	"errors"
	"testing"
	"time"
)

// A load that fails keeps nothing: the next HoldErr loads again, and a
// success is kept as Hold keeps it.
func TestHoldErrLoadsAgainAfterAFailure(t *testing.T) {
	var o Once
	loads, value := 0, ""
	load := func() error {
		loads++
		if loads == 1 {
			return errors.New("too many open files")
		}
		value = "loaded"
		return nil
	}
	drop := func() { value = "" }
	release, err := o.HoldErr(load, drop)
	release()
	if err == nil || value != "" {
		t.Fatalf("first hold: %v, %q", err, value)
	}
	release, err = o.HoldErr(load, drop)
	if err != nil || value != "loaded" || loads != 2 {
		t.Fatalf("second hold: %v, %q after %d loads", err, value, loads)
	}
	release()
	release, err = o.HoldErr(load, drop)
	release()
	if err != nil || loads != 2 {
		t.Fatalf("third hold loaded again: %v, %d loads", err, loads)
	}
	// Not held, unused for longer than after: dropped, like Hold's values.
	now := time.Now()
	o.Sweep(now, time.Minute)
	if !o.Sweep(now.Add(2*time.Minute), time.Minute) || value != "" {
		t.Errorf("not dropped: %q", value)
	}
}
