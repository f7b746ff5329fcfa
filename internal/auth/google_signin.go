package auth

import (
	"context"
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/auth/google"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// SignInWithGoogle signs in the owner of a verified Google identity: the
// account linked to that Google subject, else the account of that address
// (which gets linked: Google has verified the address), else a new account,
// confirmed, without a password.
// A guest who signs up this way keeps their work, as with a password sign-up:
// guestID is their guest session, if any.
func (s *Service) SignInWithGoogle(ctx context.Context, c Client, id google.Identity, guestID string) (*Session, error) {
	if !id.EmailVerified {
		return nil, domain.Titled(domain.CodeUnauthorized, "Authentication Error", "Failed to authenticate with Google. Please try again.")
	}
	email, err := NormalizeEmail(id.Email)
	if err != nil {
		return nil, err
	}
	var u *User
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		found, err := scanUser(tx.QueryRow(ctx, "SELECT "+userColumns+" FROM users WHERE google_subject = ?", id.Subject))
		if err == nil {
			u = found
			return nil
		}
		if !errors.Is(err, store.ErrNoRows) {
			return err
		}
		now := s.now().UTC()
		found, err = scanUser(tx.QueryRow(ctx, "SELECT "+userColumns+" FROM users WHERE email = ?", email))
		switch {
		case err == nil:
			if !found.Confirmed {
				// Nobody proved this address before Google did: whatever a
				// pre-registration left (password, links, sessions) goes.
				for _, q := range []string{
					"UPDATE users SET password_hash = NULL, signup_guest_session_id = NULL, signup_credits_to_refund = 0, signup_public_share = NULL WHERE id = ?",
					"DELETE FROM email_tokens WHERE user_id = ?",
					"DELETE FROM sessions WHERE user_id = ?",
				} {
					if _, err := tx.Exec(ctx, q, found.ID); err != nil {
						return fmt.Errorf("auth: link google account: %w", err)
					}
				}
			}
			if _, err := tx.Exec(ctx, "UPDATE users SET google_subject = ?, email_confirmed_at = COALESCE(email_confirmed_at, ?), updated_at = ? WHERE id = ?",
				id.Subject, now, now, found.ID); err != nil {
				return fmt.Errorf("auth: link google account: %w", err)
			}
			found.Confirmed = true
			u = found
			return nil
		case !errors.Is(err, store.ErrNoRows):
			return err
		}
		u = &User{ID: newID(), Email: email, Role: "user", InterfaceLang: "en", Confirmed: true}
		_, err = tx.Exec(ctx, `INSERT INTO users (id, email, google_subject, email_confirmed_at, signup_guest_session_id, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, u.ID, email, id.Subject, now, nullable(guestID), now, now)
		if err != nil {
			return fmt.Errorf("auth: create google account: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.startSession(ctx, c, u, "google")
}
