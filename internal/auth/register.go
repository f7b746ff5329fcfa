package auth

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// RegisterInput is a sign-up with e-mail and password.
type RegisterInput struct {
	Email, Password string
	Lang            string // interface language for the mails
	PublicShare     string // the shared story the visitor came from, if any
	GuestToken      string // the guest session whose spent credits come back
	// SessionOnly (sign-up without 'Stay logged in') rides on the confirmation
	// link (stay=0), so the sign-in it leads to starts with the box unticked.
	SessionOnly bool
}

// RegisterResult is what the 'Registration Successful!' message can say.
type RegisterResult struct {
	CreditsToRestore int
	PublicShare      string
}

// Register creates an unconfirmed account and mails a confirmation link.
// It answers the same way whether or not the address already has an
// account, so that sign-up cannot be used to find out who has one.
func (s *Service) Register(ctx context.Context, c Client, in RegisterInput) (RegisterResult, error) {
	res, err := s.register(ctx, c, in)
	if err != nil {
		s.auditEvent(ctx, s.st, telemetry.AuditRegistrationFailure, SanitizeEmail(in.Email), c, map[string]any{"reason": reasonOf(err)})
	}
	return res, err
}

func (s *Service) register(ctx context.Context, c Client, in RegisterInput) (RegisterResult, error) {
	if in.Email == "" || in.Password == "" {
		return RegisterResult{}, errMissing
	}
	email, err := NormalizeEmail(in.Email)
	if err != nil {
		return RegisterResult{}, err
	}
	if err := checkNewPassword(in.Password); err != nil {
		return RegisterResult{}, err
	}
	// Each sign-up hashes a password and may send a mail: bound both.
	if _, ok, err := s.reserve(ctx, bucket("signup-ip", ipKey(c.IP)), s.cfg.SignupsPerIP, time.Hour); err != nil {
		return RegisterResult{}, err
	} else if !ok {
		return RegisterResult{}, errTooMany
	}
	res := RegisterResult{PublicShare: in.PublicShare}
	if _, ok, err := s.reserve(ctx, bucket("signup-email", email), 3, s.cfg.LoginWindow); err != nil {
		return RegisterResult{}, err
	} else if !ok {
		s.log.InfoContext(ctx, "sign-up mail over the limit for an address; not sent")
		return res, nil // the same answer: nothing tells whether the address is known
	}
	var guestID string
	if g, err := s.GuestByToken(ctx, in.GuestToken); err == nil {
		guestID = g.ID
		res.CreditsToRestore = max(0, domain.StartingCredits-g.Credits)
	}
	hash := HashPassword(in.Password)
	lang := interfaceLang(in.Lang)
	now := s.now().UTC()
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		existing, err := scanUser(tx.QueryRow(ctx, "SELECT "+userColumns+" FROM users WHERE email = ?", email))
		switch {
		case errors.Is(err, store.ErrNoRows):
			// The password is set when a confirmation link is used: each link
			// carries the password of the sign-up that sent it.
			existing = &User{ID: newID()}
			_, err = tx.Exec(ctx, `INSERT INTO users (id, email, interface_lang, signup_guest_session_id,
				signup_credits_to_refund, signup_public_share, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
				existing.ID, email, lang, nullable(guestID), res.CreditsToRestore, nullable(in.PublicShare), now, now)
			if err != nil {
				return fmt.Errorf("auth: create user: %w", err)
			}
		case err != nil:
			return fmt.Errorf("auth: find user: %w", err)
		case existing.Confirmed:
			// Nothing to do; the answer is the same as for a new address.
			s.log.InfoContext(ctx, "sign-up for an existing account ignored")
			return nil
		default:
			// Not confirmed yet: a new link with this sign-up's password; earlier
			// links keep theirs, so nobody's link activates somebody else's password.
			if _, err := tx.Exec(ctx, `UPDATE users SET interface_lang = ?, signup_guest_session_id = ?,
				signup_credits_to_refund = ?, signup_public_share = ?, updated_at = ? WHERE id = ?`,
				lang, nullable(guestID), res.CreditsToRestore, nullable(in.PublicShare), now, existing.ID); err != nil {
				return fmt.Errorf("auth: update unconfirmed user: %w", err)
			}
		}
		token, err := s.newEmailToken(ctx, tx, existing.ID, "confirm", hash)
		if err != nil {
			return err
		}
		link := s.cfg.BaseURL + "/api/v1/auth/confirm?token=" + url.QueryEscape(token)
		if in.SessionOnly {
			link += "&stay=0"
		}
		if err := s.mail.QueueMail(ctx, tx, email, lang, "confirm_email", map[string]string{
			"Link": link, "DisplayName": DefaultDisplayName(email)}); err != nil {
			return err
		}
		s.auditEvent(ctx, tx, telemetry.AuditRegistration, email, c, nil)
		return nil
	})
	return res, err
}

// ConfirmResult tells where to send a visitor who confirmed their address.
type ConfirmResult struct {
	Email       string
	PublicShare string
}

// ConfirmEmail uses a confirmation link: single use, until it expires.
func (s *Service) ConfirmEmail(ctx context.Context, token string) (ConfirmResult, error) {
	var res ConfirmResult
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		userID, passwordHash, err := s.useEmailToken(ctx, tx, token, "confirm")
		if err != nil {
			return err
		}
		var share *string
		if err := tx.QueryRow(ctx, "SELECT email, signup_public_share FROM users WHERE id = ?", userID).Scan(&res.Email, &share); err != nil {
			return fmt.Errorf("auth: confirm: %w", err)
		}
		if share != nil {
			res.PublicShare = *share
		}
		now := s.now().UTC()
		var confirmed bool
		if err := tx.QueryRow(ctx, "SELECT email_confirmed_at IS NOT NULL FROM users WHERE id = ?", userID).Scan(&confirmed); err != nil {
			return fmt.Errorf("auth: confirm: %w", err)
		}
		if confirmed {
			return nil // an older link of an account confirmed since: it changes nothing
		}
		if _, err := tx.Exec(ctx, "UPDATE users SET email_confirmed_at = ?, password_hash = COALESCE(?, password_hash), updated_at = ? WHERE id = ?",
			now, passwordHash, now, userID); err != nil {
			return fmt.Errorf("auth: confirm: %w", err)
		}
		// The other sign-ups' links die with the confirmation.
		if _, err := tx.Exec(ctx, "DELETE FROM email_tokens WHERE user_id = ? AND purpose = 'confirm' AND used_at IS NULL", userID); err != nil {
			return fmt.Errorf("auth: confirm: %w", err)
		}
		s.auditEvent(ctx, tx, telemetry.AuditEmailConfirmed, res.Email, Client{}, nil)
		return nil
	})
	return res, err
}

var errBadLink = domain.Titled(domain.CodeInvalid, "Invalid Link", "This link is invalid or has expired. Please ask for a new one.")

// newEmailToken makes a single-use link token; passwordHash (confirmation
// links only) is the password the link sets when used.
func (s *Service) newEmailToken(ctx context.Context, tx store.Tx, userID, purpose, passwordHash string) (string, error) {
	token, h := newToken()
	now := s.now().UTC()
	d := s.cfg.ConfirmLifetime
	if purpose == "reset" {
		d = s.cfg.ResetLifetime
	}
	if _, err := tx.Exec(ctx, "INSERT INTO email_tokens (token_hash, user_id, purpose, password_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
		h, userID, purpose, nullable(passwordHash), now, now.Add(d)); err != nil {
		return "", fmt.Errorf("auth: create %s token: %w", purpose, err)
	}
	return token, nil
}

// useEmailToken marks a token used and returns its user and the password
// hash it carries (confirmation links), or errBadLink.
func (s *Service) useEmailToken(ctx context.Context, tx store.Tx, token, purpose string) (userID string, passwordHash *string, err error) {
	if token == "" {
		return "", nil, errBadLink
	}
	now := s.now().UTC()
	err = tx.QueryRow(ctx, `UPDATE email_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
		RETURNING user_id, password_hash`, now, hashToken(token), purpose, now).Scan(&userID, &passwordHash)
	if errors.Is(err, store.ErrNoRows) {
		return "", nil, errBadLink
	}
	if err != nil {
		return "", nil, fmt.Errorf("auth: use %s token: %w", purpose, err)
	}
	return userID, passwordHash, nil
}

func interfaceLang(l string) string {
	switch l {
	case "en", "es", "fr", "zh", "de", "hi":
		return l
	}
	return "en"
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func reasonOf(err error) string {
	var de *domain.Error
	if errors.As(err, &de) && de.Message != "" {
		return de.Message
	}
	return "internal error"
}

// TokenHash is how an e-mail link's token is stored (for mail.Tokens).
func (s *Service) TokenHash(token string) string { return hashToken(token) }

// ReissueToken replaces the unused, unexpired e-mail link token stored as
// hash by a fresh one with the same purpose and expiry, and returns it: the
// mail outbox keeps no usable token, so the link is made when the mail leaves
// (for mail.Tokens). Used or expired: an error wrapping domain.ErrNotFound.
func (s *Service) ReissueToken(ctx context.Context, tx store.Tx, hash string) (string, error) {
	token, h := newToken()
	n, err := tx.Exec(ctx, "UPDATE email_tokens SET token_hash = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?",
		h, hash, s.now().UTC())
	if err != nil {
		return "", fmt.Errorf("auth: reissue e-mail token: %w", err)
	}
	if n == 0 {
		return "", fmt.Errorf("auth: reissue e-mail token: %w", domain.ErrNotFound)
	}
	return token, nil
}
