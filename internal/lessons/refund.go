package lessons

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

type failure struct {
	errorType string // product §8 vocabulary
	cause     error
	attempt   int
}

// fail marks an unfinished story failed and refunds its charge, exactly once:
// only the transition from queued/processing to failed refunds, and the
// refund's ledger key is unique to the story. It returns the credits refunded
// by this call (0 when the story had already finished or failed).
func (s *Service) fail(ctx context.Context, id string, f failure) int {
	// A failure is recorded, and its charge given back, even when the
	// caller's context has just ended (a job at its time limit, a stopping
	// process): on that context it did not happen, and the sweep failed the
	// lesson later as a hard timeout, not for its own reason.
	ctx, cancel := store.Detach(ctx)
	defer cancel()
	refunded := 0
	var owner domain.Account
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		var charged int
		err := tx.QueryRow(ctx, `UPDATE stories SET status = ?, loading_flashcards = ?, failure = ?, failure_kind = ?, updated_at = ?
			WHERE id = ? AND status IN (?, ?) RETURNING credits_charged`,
			StatusFailed, false, f.cause.Error(), f.errorType, s.now().UTC(), id, StatusQueued, StatusProcessing).Scan(&charged)
		if errors.Is(err, store.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		// Refund the account that paid, which is not always the story's owner
		// now: a guest's stories move to the account at sign-up, and what the
		// guest had spent was given back then.
		var kind string
		if charged == 0 {
			// A free story (one we provide) has no charge to give back.
			if err := tx.QueryRow(ctx, "SELECT owner_kind, owner_id FROM stories WHERE id = ?", id).Scan(&kind, &owner.ID); err != nil {
				return fmt.Errorf("lessons: find the owner of %s: %w", id, err)
			}
			owner.Kind = domain.AccountKind(kind)
		} else {
			if err := tx.QueryRow(ctx, "SELECT account_kind, account_id FROM credit_ledger WHERE idempotency_key = ?",
				"story:"+id).Scan(&kind, &owner.ID); err != nil {
				return fmt.Errorf("lessons: find the charge of %s: %w", id, err)
			}
			owner.Kind = domain.AccountKind(kind)
			if _, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: owner, Delta: charged, Reason: domain.ReasonRefund,
				Reference: id, IdempotencyKey: "refund:story:" + id}); err != nil {
				return err
			}
		}
		if _, err = tx.Exec(ctx, "UPDATE stories SET credits_refunded = ? WHERE id = ?", charged, id); err != nil {
			return err
		}
		// The error log entry commits with the failure it describes.
		category := "workflow"
		if f.errorType == "story_timeout_hard" {
			category = "timeout"
		}
		if _, err := s.tel.LogErrorIn(ctx, tx, domain.ErrorLog{ErrorType: f.errorType, ErrorCategory: category, Severity: "high",
			ErrorMessage: f.cause.Error(), UserID: userIDOf(owner), SessionID: guestIDOf(owner),
			Metadata: map[string]any{"storyId": id, "attempt": f.attempt, "creditsRefunded": charged, "workflowStep": "lesson"}}); err != nil {
			return err
		}
		refunded = charged
		return nil
	})
	if err != nil {
		s.log.ErrorContext(ctx, "fail story", "story", id, "err", err)
		return 0
	}
	if refunded > 0 {
		s.notes.Notify(ctx, id)
	}
	return refunded
}

func userIDOf(a domain.Account) string {
	if a.Kind == domain.AccountUser {
		return a.ID
	}
	return ""
}

func guestIDOf(a domain.Account) string {
	if a.Kind == domain.AccountGuest {
		return a.ID
	}
	return ""
}

// WorkflowErrorResult answers the handle-workflow-error call (product §6).
type WorkflowErrorResult struct {
	CreditsRefunded int
	Status          string
}

// HandleWorkflowError is called by a client whose wait outlasted the
// processing time-out. It refunds only a story that failed or is past its
// hard timeout, never a completed lesson, and never twice: calling it again
// reports the same refund.
func (s *Service) HandleWorkflowError(ctx context.Context, owner domain.Account, id string) (WorkflowErrorResult, error) {
	st, err := s.Get(ctx, owner, id)
	if err != nil {
		return WorkflowErrorResult{}, err
	}
	switch {
	case st.Status == StatusCompleted:
		return WorkflowErrorResult{Status: st.Status}, nil
	case st.Status == StatusFailed:
		return WorkflowErrorResult{Status: st.Status, CreditsRefunded: st.CreditsRefunded}, nil
	case s.now().Before(st.DeadlineAt):
		return WorkflowErrorResult{}, domain.Titled(domain.CodeConflict, "Still Processing",
			"Your flashcards are still being made. Please wait a little longer.")
	}
	s.fail(ctx, id, failure{errorType: "story_timeout_hard", cause: errGaveUp})
	st, err = s.Get(ctx, owner, id)
	if err != nil {
		return WorkflowErrorResult{}, err
	}
	return WorkflowErrorResult{Status: st.Status, CreditsRefunded: st.CreditsRefunded}, nil
}

// Sweep fails and refunds every unfinished story past its hard timeout.
func (s *Service) Sweep(ctx context.Context) (int, error) {
	rows, err := s.st.Query(ctx, "SELECT id FROM stories WHERE status IN (?, ?) AND deadline_at < ?",
		StatusQueued, StatusProcessing, s.now().UTC())
	if err != nil {
		return 0, fmt.Errorf("lessons: sweep: %w", err)
	}
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return 0, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	n := 0
	for _, id := range ids {
		if s.fail(ctx, id, failure{errorType: "story_timeout_hard", cause: errGaveUp}) > 0 {
			n++
		}
	}
	return n, rows.Err()
}

type sweepArgs struct{}

func (sweepArgs) Kind() string { return "lesson_sweep" }

type sweepWorker struct {
	river.WorkerDefaults[sweepArgs]
	s *Service
}

func (w *sweepWorker) Timeout(*river.Job[sweepArgs]) time.Duration { return time.Minute }

func (w *sweepWorker) Work(ctx context.Context, _ *river.Job[sweepArgs]) error {
	_, err := w.s.Sweep(ctx)
	_, aerr := w.s.RefundUnsettledAIStories(ctx)
	return errors.Join(err, aerr)
}
