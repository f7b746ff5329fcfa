package setup

import (
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/config"
)

// The server's engine releases idle tables after STORYGLOT_ENGINE_IDLE
// (decision 0044), and Close stops its sweeper.
func TestEngineIdleTimeReachesTheSweeper(t *testing.T) {
	b, err := Compose(FromConfig(config.Config{EngineIdle: 3 * time.Minute}), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.Offline.Sweeper.After; got != 3*time.Minute {
		t.Errorf("sweeper idle time %v, want 3m", got)
	}
	if len(b.Offline.Sweeper.Parts) == 0 {
		t.Error("the sweeper has nothing to sweep")
	}
	done := make(chan error)
	go func() { done <- b.Close() }()
	select {
	case err := <-done:
		if err != nil {
			t.Error(err)
		}
	case <-time.After(time.Minute):
		t.Fatal("Close did not stop the sweeper")
	}
}
