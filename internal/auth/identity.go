package auth

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Modes of product §1: who is using the app.
const (
	ModeVisitor = "visitor"
	ModeGuest   = "guest"
	ModeUser    = "user"
)

// User is a registered account.
type User struct {
	ID            string
	Email         string
	Role          string
	InterfaceLang string
	Confirmed     bool
}

// IsAdmin reports whether the user may use the admin area.
func (u *User) IsAdmin() bool { return u != nil && u.Role == "admin" }

// Guest is a guest session.
type Guest struct {
	ID        string
	Email     string
	Credits   int
	Wishes    int
	ExpiresAt time.Time
}

// Identity is who a request comes from.
type Identity struct {
	User  *User
	Guest *Guest
}

// Mode names the identity.
func (i Identity) Mode() string {
	switch {
	case i.User != nil:
		return ModeUser
	case i.Guest != nil:
		return ModeGuest
	}
	return ModeVisitor
}

const userColumns = "id, email, role, interface_lang, email_confirmed_at IS NOT NULL"

func scanUser(row store.Row) (*User, error) {
	var u User
	if err := row.Scan(&u.ID, &u.Email, &u.Role, &u.InterfaceLang, &u.Confirmed); err != nil {
		return nil, err
	}
	return &u, nil
}

// UserBySession returns the user of a session token, ending sessions that
// are idle or too old, and noting use at most every five minutes.
func (s *Service) UserBySession(ctx context.Context, token string) (*User, error) {
	if token == "" {
		return nil, domain.ErrUnauthorized
	}
	h := hashToken(token)
	now := s.now().UTC()
	// The session and its user in one query (decision 0024: a query fewer per request).
	var lastSeen, expires time.Time
	var u User
	err := s.st.ReadOnly().QueryRow(ctx, `SELECT s.last_seen_at, s.expires_at, u.id, u.email, u.role, u.interface_lang, u.email_confirmed_at IS NOT NULL
		FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`, h).
		Scan(&lastSeen, &expires, &u.ID, &u.Email, &u.Role, &u.InterfaceLang, &u.Confirmed)
	if errors.Is(err, store.ErrNoRows) {
		return nil, domain.ErrUnauthorized
	}
	if err != nil {
		return nil, fmt.Errorf("auth: read session: %w", err)
	}
	if now.After(expires) || now.Sub(lastSeen) > s.cfg.SessionIdle {
		_, _ = s.st.Exec(ctx, "DELETE FROM sessions WHERE token_hash = ?", h)
		return nil, domain.ErrUnauthorized
	}
	if now.Sub(lastSeen) > 5*time.Minute {
		if _, err := s.st.Exec(ctx, "UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?", now, h); err != nil {
			s.log.WarnContext(ctx, "touch session", "err", err)
		}
	}
	return &u, nil
}

// createSession starts a session for a user in tx and returns its token.
func (s *Service) createSession(ctx context.Context, tx store.Tx, userID, userAgent string) (string, time.Time, error) {
	token, h := newToken()
	now := s.now().UTC()
	expires := now.Add(s.cfg.SessionAbsolute)
	_, err := tx.Exec(ctx, "INSERT INTO sessions (token_hash, user_id, user_agent, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
		h, userID, domain.Truncate(userAgent, 512), now, now, expires)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("auth: create session: %w", err)
	}
	return token, expires, nil
}

// Logout ends the session of token (a no-op for an unknown token).
func (s *Service) Logout(ctx context.Context, token string, client Client) error {
	if token == "" {
		return nil
	}
	var email string
	err := s.st.QueryRow(ctx, "SELECT u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?", hashToken(token)).Scan(&email)
	if errors.Is(err, store.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("auth: logout: %w", err)
	}
	if _, err := s.st.Exec(ctx, "DELETE FROM sessions WHERE token_hash = ?", hashToken(token)); err != nil {
		return fmt.Errorf("auth: logout: %w", err)
	}
	s.auditEvent(ctx, s.st, "logout", email, client, nil)
	return nil
}

// UserByEmail finds an account.
func (s *Service) UserByEmail(ctx context.Context, email string) (*User, error) {
	u, err := scanUser(s.st.ReadOnly().QueryRow(ctx, "SELECT "+userColumns+" FROM users WHERE email = ?", email))
	if errors.Is(err, store.ErrNoRows) {
		return nil, domain.Errorf(domain.CodeNotFound, "no account for %s", email)
	}
	if err != nil {
		return nil, fmt.Errorf("auth: find user: %w", err)
	}
	return u, nil
}

func (s *Service) auditEvent(ctx context.Context, q store.Querier, typ, email string, c Client, details map[string]any) {
	if s.audit == nil {
		return
	}
	if err := s.audit.Audit(ctx, q, auditEvent(typ, email, c, details)); err != nil {
		s.log.WarnContext(ctx, "audit", "type", typ, "err", err)
	}
}
