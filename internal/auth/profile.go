package auth

import (
	"context"
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Profile is what spec §3 keeps per user, as the UI shows it.
type Profile struct {
	Email               string
	DisplayName         string
	Credits             int
	Wishes              credits.WishState
	GenieArrowDismissed bool
}

// ensureProfile creates a missing profile (spec §3: 300 credits, 3 wishes,
// today's date, 0 paid wishes; §6: +3 bonus wishes at sign-up) and gives back
// what the user spent as a guest before signing up ('credits_to_refund').
// Credits move through the ledger, so its entries sum to the balance.
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
	// The guest's lessons become the account's (spec §6: a guest's work is not
	// lost at sign-up). Stories are locked before the guest session, in the
	// same order as a failing lesson's refund, so the two cannot deadlock.
	if _, err := tx.Exec(ctx, `UPDATE stories SET owner_kind = 'user', owner_id = ?, updated_at = ? WHERE owner_kind = 'guest' AND owner_id = ?
		AND EXISTS (SELECT 1 FROM guest_sessions WHERE id = ? AND claimed_by_user_id IS NULL)`, u.ID, now, *guestID, *guestID); err != nil {
		return fmt.Errorf("auth: move guest stories: %w", err)
	}
	// What the guest learnt goes with the lessons: their memory of each card
	// and the review log (issue 6). The account is new, so no row of its own
	// can collide with the guest's.
	for _, table := range []string{"card_memory", "review_log"} {
		if _, err := tx.Exec(ctx, `UPDATE `+table+` SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?
			AND EXISTS (SELECT 1 FROM guest_sessions WHERE id = ? AND claimed_by_user_id IS NULL)`, u.ID, *guestID, *guestID); err != nil {
			return fmt.Errorf("auth: move guest %s: %w", table, err)
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
