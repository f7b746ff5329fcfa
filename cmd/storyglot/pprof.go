//go:build pprof

package main

import (
	"fmt"
	"net/http"
	_ "net/http/pprof" // registers /debug/pprof/ on http.DefaultServeMux
	"os"
)

// A binary built with -tags pprof serves Go's profiles on
// STORYGLOT_PPROF_ADDR (e.g. 127.0.0.1:6060), for the load benchmark's
// -cpuprofile (bench/load). Release binaries have no such listener.
func init() {
	addr := os.Getenv("STORYGLOT_PPROF_ADDR")
	if addr == "" {
		return
	}
	go func() {
		if err := http.ListenAndServe(addr, nil); err != nil {
			fmt.Fprintln(os.Stderr, "pprof:", err)
		}
	}()
}
