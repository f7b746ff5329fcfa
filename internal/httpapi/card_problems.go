package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/lang"
)

// learnerProblems leaves out of a card's problems what only the operator can
// act on (decision 0019): that pictures need an AI image model is a fact about
// the server's configuration, not about the learner's card, so a learner is
// told nothing (the card simply has no picture). Admins see it on the lesson
// page (withOperatorProblems) and in `storyglot doctor`.
func learnerProblems(problems map[string]string) map[string]string {
	if _, ok := problems[string(lang.CapIllustrate)]; !ok {
		return problems
	}
	out := make(map[string]string, len(problems))
	for cp, reason := range problems {
		if !operatorOnly(cp, reason) {
			out[cp] = reason
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// operatorOnly: a capability the server lacks for want of configuration
// (pictures: no image model is set), whatever the stored reason says.
func operatorOnly(capability, _ string) bool {
	return capability == string(lang.CapIllustrate)
}

// withOperatorProblems gives an admin viewing a lesson the card's problems
// in full, the operator-only ones included.
func withOperatorProblems(ctx context.Context, b flashcardBody, all map[string]string) flashcardBody {
	if identityFrom(ctx).User.IsAdmin() {
		b.Problems = all
	}
	return b
}
