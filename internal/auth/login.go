package auth

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// Session is a signed-in session: the token goes in an HttpOnly cookie, and
// so does Device, the browser's new device token (see devices.go).
type Session struct {
	Token     string
	ExpiresAt time.Time
	User      *User
	Device    string
}

// Login signs in with e-mail and password. Every failure, whatever its cause
// (unknown address, wrong password, unconfirmed account), gives the same
// 'Login Error'; product §4's limit of 5 attempts per address per 15 minutes is
// kept in the database, with a wider limit per network address, and every
// answer comes after product §4's random 100–299 ms pause.
func (s *Service) Login(ctx context.Context, c Client, email, password string) (*Session, error) {
	defer s.delay(ctx)
	if email == "" || password == "" {
		return nil, errMissing
	}
	email, err := NormalizeEmail(email)
	if err != nil {
		return nil, err
	}
	// Failures count against the address, except from a browser this
	// account signed in from before (a device cookie): those count against
	// that device, so others' failures cannot lock the owner out.
	deviceUser, err := s.deviceUser(ctx, c.Device)
	if err != nil {
		return nil, err
	}
	limitBucket, trusted := bucket("login-email", email), false
	if deviceUser != "" {
		if owner, err := s.UserByEmail(ctx, email); err == nil && owner.ID == deviceUser {
			limitBucket, trusted = bucket("login-device", hashToken(c.Device)), true
		}
	}
	emailSlot, ok, err := s.reserve(ctx, limitBucket, s.cfg.LoginPerEmail, s.cfg.LoginWindow)
	if err != nil {
		return nil, err
	}
	if !ok {
		s.auditEvent(ctx, s.st, telemetry.AuditLoginFailure, email, c, map[string]any{"reason": "rate_limited", "trustedDevice": trusted})
		if !trusted {
			s.warnOwner(ctx, email)
		}
		return nil, errTooMany
	}
	// A network address over its limit (many people can share one, behind a
	// proxy) still lets a correct password in; the per-address limit above
	// bounds the guessing.
	ipSlot, ipOK, err := s.reserve(ctx, bucket("login-ip", ipKey(c.IP)), s.cfg.LoginPerIP, s.cfg.LoginWindow)
	if err != nil {
		return nil, err
	}

	var (
		u    *User
		hash *string
	)
	row := s.st.ReadOnly().QueryRow(ctx, "SELECT "+userColumns+", password_hash FROM users WHERE email = ?", email)
	var uu User
	err = row.Scan(&uu.ID, &uu.Email, &uu.Role, &uu.InterfaceLang, &uu.Confirmed, &hash)
	switch {
	case errors.Is(err, store.ErrNoRows):
	case err != nil:
		return nil, fmt.Errorf("auth: login: %w", err)
	default:
		u = &uu
	}
	if u == nil || hash == nil {
		// No account, or one without a password (Google): take as long as a check.
		VerifyPassword(password, s.dummyHash)
	}
	if u == nil || hash == nil || !VerifyPassword(password, *hash) || !u.Confirmed {
		reason := "bad_credentials"
		if u != nil && hash != nil && !u.Confirmed {
			reason = "unconfirmed"
		}
		if !ipOK {
			reason = "rate_limited_ip"
		}
		s.auditEvent(ctx, s.st, telemetry.AuditLoginFailure, email, c, map[string]any{"reason": reason})
		if !ipOK {
			return nil, errTooMany
		}
		return nil, errLogin
	}
	s.release(ctx, emailSlot, ipSlot)
	return s.startSession(ctx, c, u, "password")
}

// startSession creates the profile on first sign-in and a new session.
func (s *Service) startSession(ctx context.Context, c Client, u *User, method string) (*Session, error) {
	if err := s.refuseDisabled(ctx, s.st.ReadOnly(), c, u, method); err != nil {
		return nil, err
	}
	sess := &Session{User: u}
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		if err := s.ensureProfile(ctx, tx, u); err != nil {
			return err
		}
		var err error
		sess.Token, sess.ExpiresAt, err = s.createSession(ctx, tx, u.ID, c.UserAgent)
		if err != nil {
			return err
		}
		if sess.Device, err = s.rememberDevice(ctx, tx, u.ID, c.Device); err != nil {
			return err
		}
		s.auditEvent(ctx, tx, telemetry.AuditLoginSuccess, u.Email, c, map[string]any{"method": method})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return sess, nil
}
