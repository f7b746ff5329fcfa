package app

import "github.com/storyglot/storyglot/internal/lang"

// WithEngineBuilt returns o with a hook that New calls with the language
// engine as soon as it has built it (a test starts the engine's processes
// there, which it otherwise starts only when a lesson needs them).
func WithEngineBuilt(o Options, hook func(*lang.Engine)) Options {
	o.engineBuilt = hook
	return o
}
