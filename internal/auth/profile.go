package auth

import (
	"context"
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Profile is what we keep per user (product §4), as the UI shows it.
type Profile struct {
	Email               string
	DisplayName         string
	Credits             int
	Wishes              credits.WishState
	GenieArrowDismissed bool
}

// ensureProfile creates a missing profile (product §4: 300 credits, 3 wishes,
// today's date, 0 paid wishes, +3 bonus wishes at sign-up) and gives back
// what the user spent as a guest before signing up ('credits_to_refund').
// Credits move through the ledger, so its entries sum to the balance.
// auth makes and deletes profile rows; the ledger alone then moves the
// balance columns and leaderboard sets leaderboard_opt_in (decision 0041).
func (s *Service) ensureProfile(ctx context.Context, tx store.Tx, u *User) error {
	now := s.now().UTC()
	n, err := tx.Exec(ctx, `INSERT INTO profiles (user_id, email, display_name, credits, wishes_remaining, extra_wishes,
		wishes_reset_date, paid_wishes_today, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?, ?, 0, ?, ?) ON CONFLICT (user_id) DO NOTHING`,
		u.ID, u.Email, DefaultDisplayName(u.Email), domain.DailyWishes, domain.SignupBonusWishes, now.Format("2006-01-02"), now, now)
	if err != nil {
		return fmt.Errorf("auth: create profile: %w", err)
	}
	if n == 0 {
		return nil
	}
	acct := domain.Account{Kind: domain.AccountUser, ID: u.ID}
	if _, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: acct, Delta: domain.StartingCredits,
		Reason: domain.ReasonSignupGrant, IdempotencyKey: "signup_grant:" + u.ID}); err != nil {
		return err
	}
	var guestID *string
	if err := tx.QueryRow(ctx, "SELECT signup_guest_session_id FROM users WHERE id = ?", u.ID).Scan(&guestID); err != nil {
		return fmt.Errorf("auth: read sign-up guest: %w", err)
	}
	if guestID == nil {
		return nil
	}
	// The guest's lessons, and what the guest learnt with them, become the
	// account's (product §1: a guest's work is not lost at sign-up), once:
	// only while the guest session is unclaimed. Each package moves its own
	// tables; the stories are locked before the guest session, in the same
	// order as a failing lesson's refund, so the two cannot deadlock.
	var claimedBy *string
	err = tx.QueryRow(ctx, "SELECT claimed_by_user_id FROM guest_sessions WHERE id = ?", *guestID).Scan(&claimedBy)
	if errors.Is(err, store.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("auth: read guest session: %w", err)
	}
	if claimedBy != nil {
		return nil
	}
	for _, w := range s.cfg.GuestWork {
		if err := w.MoveGuestWork(ctx, tx, *guestID, u.ID); err != nil {
			return fmt.Errorf("auth: move guest work: %w", err)
		}
	}
	// Claim the guest session once; what it spent comes back.
	var guestCredits int
	err = tx.QueryRow(ctx, "UPDATE guest_sessions SET claimed_by_user_id = ? WHERE id = ? AND claimed_by_user_id IS NULL RETURNING credits",
		u.ID, *guestID).Scan(&guestCredits)
	if errors.Is(err, store.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("auth: claim guest session: %w", err)
	}
	if spent := domain.StartingCredits - guestCredits; spent > 0 {
		if _, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: acct, Delta: spent, Reason: domain.ReasonGuestRestore,
			Reference: *guestID, IdempotencyKey: "guest_restore:" + *guestID}); err != nil {
			return err
		}
	}
	return nil
}

// Profile returns a user's profile, renewing daily wishes on a new day.
func (s *Service) Profile(ctx context.Context, u *User) (Profile, error) {
	var p Profile
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT email, display_name, credits, genie_arrow_dismissed FROM profiles WHERE user_id = ?", u.ID).
		Scan(&p.Email, &p.DisplayName, &p.Credits, &p.GenieArrowDismissed)
	if errors.Is(err, store.ErrNoRows) {
		// A session always comes with a profile; make one if it went missing.
		if err := s.st.InTx(ctx, func(tx store.Tx) error { return s.ensureProfile(ctx, tx, u) }); err != nil {
			return Profile{}, err
		}
		return s.Profile(ctx, u)
	}
	if err != nil {
		return Profile{}, fmt.Errorf("auth: read profile: %w", err)
	}
	p.Wishes, err = s.ledger.UserWishes(ctx, u.ID)
	return p, err
}

// SetGenieArrowDismissed remembers that the user dismissed the Genie arrow hint.
func (s *Service) SetGenieArrowDismissed(ctx context.Context, u *User, v bool) error {
	if _, err := s.st.Exec(ctx, "UPDATE profiles SET genie_arrow_dismissed = ?, updated_at = ? WHERE user_id = ?", v, s.now().UTC(), u.ID); err != nil {
		return fmt.Errorf("auth: set genie arrow: %w", err)
	}
	return nil
}
