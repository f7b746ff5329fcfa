package auth

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/store"
)

// Device cookies (OWASP's defence against lock-out by others): a browser
// that signed in to an account gets a random token, kept hashed in
// login_devices. Failed sign-ins from that browser count against the device,
// not against the address, so an attacker's failures elsewhere, which lock
// the address for every unknown browser (product §4's 5 per 15 minutes), leave
// the owner's own browser free. A device token is renewed at every sign-in.

// DeviceLifetime is how long a device cookie lasts without a sign-in.
const DeviceLifetime = 365 * 24 * time.Hour

// TemplateLoginFailures is the mail to an owner whose address was locked
// after repeated failed sign-ins.
const TemplateLoginFailures = "login_failures"

// deviceUser returns the account a device token was issued to, or "".
func (s *Service) deviceUser(ctx context.Context, token string) (string, error) {
	if token == "" {
		return "", nil
	}
	var userID string
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT user_id FROM login_devices WHERE token_hash = ?", hashToken(token)).Scan(&userID)
	if errors.Is(err, store.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("auth: device: %w", err)
	}
	return userID, nil
}

// rememberDevice issues a new device token for userID, replacing old.
func (s *Service) rememberDevice(ctx context.Context, tx store.Tx, userID, old string) (string, error) {
	if old != "" {
		if _, err := tx.Exec(ctx, "DELETE FROM login_devices WHERE token_hash = ?", hashToken(old)); err != nil {
			return "", fmt.Errorf("auth: device: %w", err)
		}
	}
	token, h := newToken()
	now := s.now().UTC()
	if _, err := tx.Exec(ctx, "INSERT INTO login_devices (token_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)",
		h, userID, now, now); err != nil {
		return "", fmt.Errorf("auth: device: %w", err)
	}
	return token, nil
}

// warnOwner mails the owner of email, at most once per sign-in window, that
// sign-ins to their account keep failing and new browsers are held back.
func (s *Service) warnOwner(ctx context.Context, email string) {
	u, err := s.UserByEmail(ctx, email)
	if err != nil || !u.Confirmed {
		return // no account (nothing to tell), or one its owner never confirmed
	}
	if _, ok, err := s.reserve(ctx, bucket("login-warn", email), 1, s.cfg.LoginWindow); err != nil || !ok {
		return
	}
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		return s.mail.QueueMail(ctx, tx, email, u.InterfaceLang, TemplateLoginFailures, map[string]string{
			"Link": s.cfg.BaseURL + "/", "DisplayName": DefaultDisplayName(email)})
	})
	if err != nil {
		s.log.WarnContext(ctx, "warn owner of failed sign-ins", "err", err)
	}
}
