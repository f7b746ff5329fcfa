package main

import (
	"math"
	"runtime/debug"
	"testing"
)

func TestLimitMemory(t *testing.T) {
	old := debug.SetMemoryLimit(math.MaxInt64)
	defer debug.SetMemoryLimit(old)
	limitMemory(func(string) string { return "1GiB" })
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Fatalf("GOMEMLIMIT set: limit changed to %d", got)
	}
	limitMemory(func(string) string { return "" })
	if got := debug.SetMemoryLimit(-1); got != serveMemoryLimit {
		t.Fatalf("limit %d, want %d", got, serveMemoryLimit)
	}
}
