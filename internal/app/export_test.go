package app

import (
	"time"

	"github.com/storyglot/storyglot/internal/lang"
)

// WithEngineBuilt returns o with a hook that New calls with the language
// engine as soon as it has built it (a test starts the engine's processes
// there, which it otherwise starts only when a lesson needs them).
func WithEngineBuilt(o Options, hook func(*lang.Engine)) Options {
	o.engineBuilt = hook
	return o
}

// WithShutdownTimeout returns o with d in place of ShutdownTimeout for the
// requests running when Run is told to stop.
func WithShutdownTimeout(o Options, d time.Duration) Options {
	o.shutdown = d
	return o
}
