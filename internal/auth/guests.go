package auth

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// ErrGuestRateLimited is the rate-limited answer of the guest service
// (product §1): the UI shows the login prompt and zero credits.
var ErrGuestRateLimited = domain.Titled(domain.CodeRateLimited, "Too Many Attempts",
	"Too many guest sessions were started from your network. Please sign up or log in to continue.")

// StartGuest begins a guest session with the starting credits and wishes of
// product §1 and returns it with the token for its cookie.
func (s *Service) StartGuest(ctx context.Context, c Client, email string) (*Guest, string, error) {
	if email != "" {
		e, err := NormalizeEmail(email)
		if err != nil {
			return nil, "", err
		}
		email = e
	}
	if _, ok, err := s.reserve(ctx, bucket("guest-ip", ipKey(c.IP)), s.cfg.GuestsPerIP, s.cfg.GuestWindow); err != nil {
		return nil, "", err
	} else if !ok {
		return nil, "", ErrGuestRateLimited
	}
	g := &Guest{ID: newID(), Email: email, Wishes: domain.DailyWishes}
	token, h := newToken()
	now := s.now().UTC()
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO guest_sessions (id, token_hash, email, credits, wishes_remaining, created_at, last_seen_at, expires_at)
			VALUES (?, ?, ?, 0, ?, ?, ?, ?)`, g.ID, h, nullable(email), g.Wishes, now, now, now.Add(s.cfg.GuestLifetime)); err != nil {
			return fmt.Errorf("auth: start guest: %w", err)
		}
		e, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: domain.Account{Kind: domain.AccountGuest, ID: g.ID},
			Delta: domain.StartingCredits, Reason: domain.ReasonGuestGrant, IdempotencyKey: "guest_grant:" + g.ID})
		g.Credits = e.BalanceAfter
		return err
	})
	if err != nil {
		return nil, "", err
	}
	return g, token, nil
}

// GuestByToken returns the live guest session of a cookie token.
func (s *Service) GuestByToken(ctx context.Context, token string) (*Guest, error) {
	if token == "" {
		return nil, domain.ErrUnauthorized
	}
	var g Guest
	var email *string
	var expires time.Time
	err := s.st.ReadOnly().QueryRow(ctx, `SELECT id, email, credits, wishes_remaining, expires_at FROM guest_sessions
		WHERE token_hash = ? AND claimed_by_user_id IS NULL`, hashToken(token)).Scan(&g.ID, &email, &g.Credits, &g.Wishes, &expires)
	if errors.Is(err, store.ErrNoRows) || (err == nil && s.now().After(expires)) {
		return nil, domain.ErrUnauthorized
	}
	if err != nil {
		return nil, fmt.Errorf("auth: read guest: %w", err)
	}
	if email != nil {
		g.Email = *email
	}
	g.ExpiresAt = expires
	return &g, nil
}

// RenewGuest extends a guest session in use to a full lifetime again (a
// guest who comes back keeps their lessons), at most once a day so that use
// costs no write per request. It returns the new expiry when it renewed.
func (s *Service) RenewGuest(ctx context.Context, g *Guest) (time.Time, bool, error) {
	now := s.now().UTC()
	if g.ExpiresAt.Sub(now) > s.cfg.GuestLifetime-24*time.Hour {
		return time.Time{}, false, nil
	}
	expires := now.Add(s.cfg.GuestLifetime)
	n, err := s.st.Exec(ctx, "UPDATE guest_sessions SET expires_at = ?, last_seen_at = ? WHERE id = ? AND claimed_by_user_id IS NULL AND expires_at > ?",
		expires, now, g.ID, now)
	if err != nil {
		return time.Time{}, false, fmt.Errorf("auth: renew guest: %w", err)
	}
	if n == 0 {
		return time.Time{}, false, nil
	}
	g.ExpiresAt = expires
	return expires, true, nil
}

// EndGuest ends a guest session (product §1: guest data is cleared on sign-in).
func (s *Service) EndGuest(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	_, err := s.st.Exec(ctx, "UPDATE guest_sessions SET expires_at = ? WHERE token_hash = ? AND expires_at > ?",
		s.now().UTC(), hashToken(token), s.now().UTC())
	return err
}

// ConsumeGuestCredits spends a guest's credits (guest-session-manager
// 'consume', product §1), once per idempotency key.
func (s *Service) ConsumeGuestCredits(ctx context.Context, g *Guest, amount int, key string) (int, error) {
	if amount <= 0 {
		return 0, domain.Errorf(domain.CodeInvalid, "amount must be positive")
	}
	e, err := s.ledger.Apply(ctx, credits.Change{Account: domain.Account{Kind: domain.AccountGuest, ID: g.ID},
		Delta: -amount, Reason: domain.ReasonGuestConsume, IdempotencyKey: "guest_consume:" + g.ID + ":" + key})
	if err != nil {
		return 0, err
	}
	return e.BalanceAfter, nil
}

// EmailHasStories answers check_stories_exist_for_email (product §4): whether
// the address already belongs to someone (stories arrive with the lesson
// pipeline; until then an account is what "has stories" means). It takes at
// least 500 ms whatever the answer and is rate-limited per address.
func (s *Service) EmailHasStories(ctx context.Context, c Client, email string) (bool, error) {
	start := s.now()
	defer func() {
		if wait := s.cfg.MinEmailCheck - s.now().Sub(start); wait > 0 {
			t := time.NewTimer(wait)
			defer t.Stop()
			select {
			case <-t.C:
			case <-ctx.Done():
			}
		}
	}()
	e, err := NormalizeEmail(email)
	if err != nil {
		return false, err
	}
	if _, ok, err := s.reserve(ctx, bucket("email-check-ip", ipKey(c.IP)), s.cfg.EmailChecksPerIP, s.cfg.LoginWindow); err != nil {
		return false, err
	} else if !ok {
		return false, errTooMany
	}
	var n int
	if err := s.st.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM users WHERE email = ?", e).Scan(&n); err != nil {
		return false, fmt.Errorf("auth: check email: %w", err)
	}
	return n > 0, nil
}
