package app

import (
	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/genie"
	"github.com/storyglot/storyglot/internal/lang/setup"
)

// genieChat is the Genie's AI client: the configured OpenAI-compatible chat
// model, or nil without one (the Genie then answers 503 ai_unconfigured).
func genieChat(cfg config.Config) genie.Chatter {
	c := ai.New(setup.FromConfig(cfg).AI)
	if !c.Configured() {
		return nil
	}
	return c
}
