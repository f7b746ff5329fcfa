package lessons

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
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
	errAIFailed  = domain.Titled(domain.CodeUnavailable, "Error", "Failed to generate story. Please try again.")
	errDuplicate = domain.Titled(domain.CodeConflict, "Duplicate Request", "This story request was already answered. Please ask again.")
)

// aiStoryKept is how long an AI story is kept for a retry of its key.
const aiStoryKept = 24 * time.Hour

// WriteAIStory is the generate-story call (product §6): an AI writes a story in the
// target language from the prompt, for 1 credit (product §5), charged once per
// key and only when a story comes back.
//
// The credit is taken first, so that concurrent requests cannot all pass a
// balance check, and recorded with its ledger key in ai_story_charges. The
// story that comes back is kept there (a retry of the key within a day gets
// it again, charged once); otherwise the credit is refunded, by this call
// or, when its process stopped meanwhile, by the lesson sweep
// (RefundUnsettledAIStories). Keeping and refunding are each conditional on
// the other not having happened: a charge ends one way, once (decision 0068).
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
	if key == "" {
		key = newID()
	}
	key = "ai_story:" + string(owner.Kind) + ":" + owner.ID + ":" + key
	sum := sha256.Sum256([]byte(target + "\n" + prompt))
	request := hex.EncodeToString(sum[:])
	e, err := s.chargeAIStory(ctx, owner, key, request)
	switch {
	case errors.Is(err, domain.ErrInsufficientCredits):
		return "", 0, errNoCredit
	case err != nil:
		return "", 0, err
	case e.Replayed:
		return s.replayAIStory(ctx, owner, key, request)
	}
	// The AI's work is cut at the limit, so that a charge open for longer
	// was left by a process that stopped.
	aiCtx, cancel := context.WithTimeout(ctx, s.cfg.AIWorkLimit)
	defer cancel()
	story, err := w.WriteStory(aiCtx, t, prompt)
	if err == nil {
		kept, kerr := s.keepAIStory(ctx, key, story)
		switch {
		case kerr != nil:
			// Still open: the sweep refunds it.
			return "", 0, kerr
		case !kept:
			s.log.WarnContext(ctx, "an ai story came back after its credit was refunded", "key", key)
			return "", 0, errAIFailed
		}
		return story, e.BalanceAfter, nil
	}
	if _, rerr := s.refundAIStory(ctx, owner, key); rerr != nil {
		s.log.ErrorContext(ctx, "refund a failed ai story", "err", rerr)
	}
	if errors.Is(err, lang.ErrUnsupported) {
		return "", 0, errNoAI
	}
	s.log.WarnContext(ctx, "ai story failed", "err", err)
	return "", 0, &domain.Error{Code: errAIFailed.Code, Title: errAIFailed.Title, Message: errAIFailed.Message, Err: err}
}

// chargeAIStory takes the credit under key and records the charge, in one
// transaction; a key charged before takes nothing (Replayed).
func (s *Service) chargeAIStory(ctx context.Context, owner domain.Account, key, request string) (credits.Entry, error) {
	c := credits.Change{Account: owner, Delta: -domain.AIStoryCost, Reason: domain.ReasonAIStory, IdempotencyKey: key}
	for try := 0; ; try++ {
		var e credits.Entry
		err := s.st.InTx(ctx, func(tx store.Tx) error {
			var err error
			if e, err = s.ledger.ApplyTx(ctx, tx, c); err != nil || e.Replayed {
				return err
			}
			_, err = tx.Exec(ctx, `INSERT INTO ai_story_charges (idempotency_key, account_kind, account_id, request, created_at)
				VALUES (?, ?, ?, ?, ?)`, key, string(owner.Kind), owner.ID, request, s.now().UTC())
			return err
		})
		if err != nil && store.IsUniqueViolation(err) && try == 0 {
			continue // the same request raced itself: the first one's charge stands
		}
		return e, err
	}
}

// replayAIStory answers a key charged before: its story when one was kept,
// else Duplicate Request (it is being written, it failed and was refunded,
// or it is older than a day).
func (s *Service) replayAIStory(ctx context.Context, owner domain.Account, key, request string) (string, int, error) {
	var story *string
	var asked string
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT request, story FROM ai_story_charges WHERE idempotency_key = ?", key).Scan(&asked, &story)
	switch {
	case errors.Is(err, store.ErrNoRows):
		return "", 0, errDuplicate
	case err != nil:
		return "", 0, fmt.Errorf("lessons: replay an ai story: %w", err)
	case asked != request:
		return "", 0, domain.ErrIdempotencyKeyReused
	case story == nil:
		return "", 0, errDuplicate
	}
	balance, err := s.ledger.Balance(ctx, owner)
	if err != nil {
		return "", 0, err
	}
	return *story, balance, nil
}

// keepAIStory keeps the story of a charge not refunded: it is paid for. It
// reports false when the charge was refunded first.
func (s *Service) keepAIStory(ctx context.Context, key, story string) (bool, error) {
	n, err := s.st.Exec(context.WithoutCancel(ctx), "UPDATE ai_story_charges SET story = ? WHERE idempotency_key = ? AND story IS NULL AND refunded_at IS NULL",
		story, key)
	if err != nil {
		return false, fmt.Errorf("lessons: keep an ai story: %w", err)
	}
	return n > 0, nil
}

// refundAIStory gives back the credit of a charge whose story was not kept,
// exactly once: the charge is marked refunded only if it is neither kept nor
// refunded, in the transaction of the refund (whose ledger key is unique to
// the charge as well). It runs on a context the request's end does not
// cancel. It reports whether this call refunded.
func (s *Service) refundAIStory(ctx context.Context, owner domain.Account, key string) (refunded bool, err error) {
	ctx = context.WithoutCancel(ctx)
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		n, err := tx.Exec(ctx, "UPDATE ai_story_charges SET refunded_at = ? WHERE idempotency_key = ? AND story IS NULL AND refunded_at IS NULL",
			s.now().UTC(), key)
		if err != nil || n == 0 {
			return err
		}
		refunded = true
		_, err = s.ledger.ApplyTx(ctx, tx, credits.Change{Account: owner, Delta: domain.AIStoryCost,
			Reason: domain.ReasonRefund, Reference: key, IdempotencyKey: "refund:" + key})
		return err
	})
	return refunded && err == nil, err
}

// RefundUnsettledAIStories refunds every AI story's charge older than the
// unsettled limit with neither a story kept nor a refund: its request's
// process stopped while the AI wrote (a restart, a crash, a kill), or could
// not record the outcome. No live request holds such a charge: its AI work
// is cut earlier. It also deletes the charges settled more than a day ago.
// Safe to run in several processes at once. It returns the charges refunded
// by this call.
func (s *Service) RefundUnsettledAIStories(ctx context.Context) (int, error) {
	now := s.now().UTC()
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT idempotency_key, account_kind, account_id FROM ai_story_charges
		WHERE story IS NULL AND refunded_at IS NULL AND created_at < ? ORDER BY created_at LIMIT 1000`, now.Add(-s.cfg.UnsettledAfter))
	if err != nil {
		return 0, fmt.Errorf("lessons: find unsettled ai stories: %w", err)
	}
	type charge struct {
		key   string
		owner domain.Account
	}
	var found []charge
	for rows.Next() {
		var c charge
		var kind string
		if err := rows.Scan(&c.key, &kind, &c.owner.ID); err != nil {
			rows.Close()
			return 0, err
		}
		c.owner.Kind = domain.AccountKind(kind)
		found = append(found, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	n := 0
	for _, c := range found {
		refunded, err := s.refundAIStory(ctx, c.owner, c.key)
		if err != nil {
			return n, fmt.Errorf("lessons: refund unsettled ai story %s: %w", c.key, err)
		}
		if refunded {
			s.log.WarnContext(ctx, "refunded an ai story left unsettled", "key", c.key)
			n++
		}
	}
	if _, err := s.st.Exec(ctx, "DELETE FROM ai_story_charges WHERE created_at < ? AND (story IS NOT NULL OR refunded_at IS NOT NULL)",
		now.Add(-aiStoryKept)); err != nil {
		return n, fmt.Errorf("lessons: delete settled ai stories: %w", err)
	}
	return n, nil
}
