package auth

import (
	"context"
	"fmt"
	"strings"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
)

// AdjustCredits is spec §7's adjust_user_credits(target_email,
// credit_adjustment, reason): an operator's grant or correction, through the
// ledger. The account must have signed in once (it has a profile).
func (s *Service) AdjustCredits(ctx context.Context, email string, delta int, reason, key string) (credits.Entry, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	if delta == 0 || reason == "" || key == "" {
		return credits.Entry{}, domain.Errorf(domain.CodeInvalid, "an adjustment needs a non-zero amount, a reason and a key")
	}
	u, err := s.UserByEmail(ctx, email)
	if err != nil {
		return credits.Entry{}, err
	}
	var has int
	if err := s.st.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM profiles WHERE user_id = ?", u.ID).Scan(&has); err != nil {
		return credits.Entry{}, fmt.Errorf("auth: adjust credits: %w", err)
	}
	if has == 0 {
		return credits.Entry{}, domain.Errorf(domain.CodeNotFound, "%s has not signed in yet, so has no credits to adjust", email)
	}
	e, err := s.ledger.Apply(ctx, credits.Change{Account: domain.Account{Kind: domain.AccountUser, ID: u.ID}, Delta: delta,
		Reason: domain.ReasonAdjustment, Reference: reason, IdempotencyKey: "adjust:" + key})
	if err != nil {
		return credits.Entry{}, err
	}
	s.auditEvent(ctx, s.st, "credits_adjusted", email, Client{UserAgent: "storyglot admin"}, map[string]any{"delta": delta, "reason": reason})
	return e, nil
}
