package lang

import (
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/blob"
)

// The reasons a card shows for a part that failed on a lesson's last try
// (decision 0042), in the learner's words; the error itself goes to the log.
const (
	ProblemStoreDown = "the file store did not answer"
	ProblemAIDown    = "the AI service did not answer"
	ProblemFailed    = "it could not be made this time"
)

// note records an unsupported capability, or any failure when partial;
// other errors are returned.
func (c *Card) note(cp Capability, err error, partial bool) error {
	if errors.Is(err, ErrUnsupported) || partial {
		c.problem(cp, err)
		return nil
	}
	return fmt.Errorf("lang: lesson: %s for card %d: %w", cp, c.Index, err)
}

// problem notes why c lacks capability cp.
func (c *Card) problem(cp Capability, err error) {
	if c.Problems == nil {
		c.Problems = map[Capability]string{}
	}
	c.Problems[cp] = problemReason(err)
}

// problemReason says in a learner's words why a part is missing.
func problemReason(err error) string {
	switch {
	case errors.Is(err, ErrUnsupported):
		return ProblemUnsupported
	case errors.Is(err, blob.ErrUnavailable):
		return ProblemStoreDown
	case errors.Is(err, ai.ErrUnavailable):
		return ProblemAIDown
	}
	return ProblemFailed
}
