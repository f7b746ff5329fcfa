package main

import "runtime/debug"

// serveMemoryLimit is the Go runtime's soft memory limit for `storyglot
// serve` unless GOMEMLIMIT is set (decision 0030). The language engine keeps
// about 150 MB of dictionaries once lessons in every language have been
// made (CJK segmenters, CC-CEDICT, FreeDict indexes, hanja, Müller) until
// they are idle for STORYGLOT_ENGINE_IDLE (decision 0044); with
// the default GOGC=100 alone the heap may grow to twice that before a
// collection, which put the server over the 400 MB of decision 0030.
// Below the limit GOGC still decides; near it the collector runs sooner
// (at most half the CPU, so a larger live heap slows lessons, never fails
// them).
const serveMemoryLimit = 256 << 20

// limitMemory sets serveMemoryLimit when the environment sets no limit.
func limitMemory(getenv func(string) string) {
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(serveMemoryLimit)
	}
}
