package lessons

import (
	"context"
	"errors"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
)

// StoryWriter writes stories from a prompt (the AI provider through the engine).
type StoryWriter interface {
	CanWriteStories(l lang.Code) bool
	WriteStory(ctx context.Context, target lang.Code, prompt string) (string, error)
}

var (
	errNoCredit = domain.Titled(domain.CodeInsufficientCredits, "Insufficient Credits", "You need 1 credit to generate an AI story.")
	errBlank    = domain.Titled(domain.CodeInvalid, "Missing Information", "Please describe the story you want.")
	errNoAI     = domain.Titled(domain.CodeNotFound, "AI Story Not Available",
		"No AI provider is configured on this server, so it cannot write stories. Write your own in 'Your Story'.")
	errAIFailed  = domain.Titled(domain.CodeInternal, "Error", "Failed to generate story. Please try again.")
	errDuplicate = domain.Titled(domain.CodeConflict, "Duplicate Request", "This story request was already answered. Please ask again.")
)

// WriteAIStory is the generate-story call (product §6): an AI writes a story in the
// target language from the prompt, for 1 credit (product §5), charged once per
// key and only when a story comes back.
func (s *Service) WriteAIStory(ctx context.Context, w StoryWriter, owner domain.Account, prompt, target, key string) (string, int, error) {
	t := lang.Code(target)
	if !t.Valid() {
		return "", 0, domain.Titled(domain.CodeInvalid, "Invalid request data", "Please choose a target language from the list.")
	}
	if w == nil || !w.CanWriteStories(t) {
		return "", 0, errNoAI
	}
	if _, err := lang.ParseStoryPrompt(prompt); errors.Is(err, lang.ErrBlankPrompt) {
		return "", 0, errBlank
	}
	// Charge first, so that concurrent requests cannot all pass a balance
	// check; give the credit back if no story comes.
	if key == "" {
		key = newID()
	}
	key = "ai_story:" + string(owner.Kind) + ":" + owner.ID + ":" + key
	e, err := s.ledger.Apply(ctx, credits.Change{Account: owner, Delta: -domain.AIStoryCost, Reason: domain.ReasonAIStory, IdempotencyKey: key})
	switch {
	case errors.Is(err, domain.ErrInsufficientCredits):
		return "", 0, errNoCredit
	case err != nil:
		return "", 0, err
	case e.Replayed:
		// The story of that request was delivered (or refused) already; a
		// second one would be free.
		return "", 0, errDuplicate
	}
	story, err := w.WriteStory(ctx, t, prompt)
	if err == nil {
		return story, e.BalanceAfter, nil
	}
	_, rerr := s.ledger.Apply(context.WithoutCancel(ctx), credits.Change{Account: owner, Delta: domain.AIStoryCost,
		Reason: domain.ReasonRefund, Reference: key, IdempotencyKey: "refund:" + key})
	if rerr != nil {
		s.log.ErrorContext(ctx, "refund a failed ai story", "err", rerr)
	}
	if errors.Is(err, lang.ErrUnsupported) {
		return "", 0, errNoAI
	}
	s.log.WarnContext(ctx, "ai story failed", "err", err)
	return "", 0, &domain.Error{Code: errAIFailed.Code, Title: errAIFailed.Title, Message: errAIFailed.Message, Err: err}
}
