package auth

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// RequestReset mails a reset link when the address has an account. It
// answers the same way either way (OWASP forgot-password cheat sheet). As
// product §4 says, the address is not sanitised here, only trimmed.
func (s *Service) RequestReset(ctx context.Context, c Client, email, lang string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	if email == "" {
		return errEmailRequired
	}
	// Quietly cap how many mails one address can be sent.
	if _, ok, err := s.reserve(ctx, bucket("reset-email", email), 3, s.cfg.LoginWindow); err != nil || !ok {
		if err != nil {
			return err
		}
		s.log.InfoContext(ctx, "password reset request over the limit ignored")
		return nil
	}
	u, err := s.UserByEmail(ctx, email)
	if errors.Is(err, domain.ErrNotFound) {
		s.auditEvent(ctx, s.st, telemetry.AuditResetRequested, email, c, map[string]any{"account": false})
		return nil
	}
	if err != nil {
		return err
	}
	if lang == "" {
		lang = u.InterfaceLang
	}
	return s.st.InTx(ctx, func(tx store.Tx) error {
		token, err := s.newEmailToken(ctx, tx, u.ID, "reset", "")
		if err != nil {
			return err
		}
		link := s.cfg.BaseURL + "/reset-password?token=" + url.QueryEscape(token)
		if err := s.mail.QueueMail(ctx, tx, u.Email, interfaceLang(lang), "reset_password", map[string]string{
			"Link": link, "DisplayName": DefaultDisplayName(u.Email)}); err != nil {
			return err
		}
		s.auditEvent(ctx, tx, telemetry.AuditResetRequested, u.Email, c, map[string]any{"account": true})
		return nil
	})
}

// CheckReset tells, without using it, whether a reset link still works:
// errBadLink ('Invalid Link') for a used, expired or unknown one, so that the
// page says so before asking for a new password.
func (s *Service) CheckReset(ctx context.Context, token string) error {
	if token == "" {
		return errBadLink
	}
	var n int
	if err := s.st.ReadOnly().QueryRow(ctx, `SELECT COUNT(*) FROM email_tokens WHERE token_hash = ? AND purpose = 'reset' AND used_at IS NULL AND expires_at > ?`,
		hashToken(token), s.now().UTC()).Scan(&n); err != nil {
		return fmt.Errorf("auth: check reset token: %w", err)
	}
	if n == 0 {
		return errBadLink
	}
	return nil
}

// ConfirmReset sets a new password with a reset link (single use, 1 hour).
// Every session of the user ends; the address counts as confirmed, since the
// link reached it.
func (s *Service) ConfirmReset(ctx context.Context, c Client, token, password string) error {
	if password == "" {
		return domain.Titled(domain.CodeInvalid, "Missing Information", MsgPasswordShort)
	}
	if err := checkNewPassword(password); err != nil {
		err.(*domain.Error).Title = "Password Reset Error"
		return err
	}
	hash := HashPassword(password)
	return s.st.InTx(ctx, func(tx store.Tx) error {
		userID, _, err := s.useEmailToken(ctx, tx, token, "reset")
		if err != nil {
			return err
		}
		now := s.now().UTC()
		var email string
		if err := tx.QueryRow(ctx, `UPDATE users SET password_hash = ?, email_confirmed_at = COALESCE(email_confirmed_at, ?), updated_at = ?
			WHERE id = ? RETURNING email`, hash, now, now, userID).Scan(&email); err != nil {
			return fmt.Errorf("auth: set password: %w", err)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM sessions WHERE user_id = ?", userID); err != nil {
			return fmt.Errorf("auth: end sessions: %w", err)
		}
		if _, err := tx.Exec(ctx, "UPDATE email_tokens SET used_at = ? WHERE user_id = ? AND purpose = 'reset' AND used_at IS NULL", now, userID); err != nil {
			return err
		}
		s.auditEvent(ctx, tx, telemetry.AuditPasswordChanged, email, c, nil)
		return nil
	})
}

// GrantAdmin makes the account of email an admin.
func (s *Service) GrantAdmin(ctx context.Context, email string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	n, err := s.st.Exec(ctx, "UPDATE users SET role = 'admin', updated_at = ? WHERE email = ?", s.now().UTC(), email)
	if err != nil {
		return fmt.Errorf("auth: grant admin: %w", err)
	}
	if n == 0 {
		return domain.Errorf(domain.CodeNotFound, "no account for %s", email)
	}
	s.auditEvent(ctx, s.st, telemetry.AuditAdminGranted, email, Client{UserAgent: "storyglot admin"}, nil)
	return nil
}
