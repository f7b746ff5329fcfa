package auth

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// AdjustCredits is adjust_user_credits(target_email, credit_adjustment,
// reason) (product §5): an operator's grant or correction, through the
// ledger, from the command line.
func (s *Service) AdjustCredits(ctx context.Context, email string, delta int, reason, key string) (credits.Entry, error) {
	return s.AdjustCreditsBy(ctx, "command line", email, delta, reason, key)
}

// AdjustCreditsBy is AdjustCredits by a named admin (the console). The
// account must have signed in once (it has a profile); a change that would
// take the balance below zero is refused by the ledger. The change and its
// audit event are one transaction: neither is kept without the other, even
// when the admin leaves as it commits (decision 0069).
func (s *Service) AdjustCreditsBy(ctx context.Context, by, email string, delta int, reason, key string) (credits.Entry, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	reason = strings.TrimSpace(reason)
	if delta == 0 || reason == "" || key == "" {
		return credits.Entry{}, domain.Titled(domain.CodeInvalid, "Missing Information", "An adjustment needs a non-zero amount and a reason.")
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
	change := credits.Change{Account: domain.Account{Kind: domain.AccountUser, ID: u.ID}, Delta: delta,
		Reason: domain.ReasonAdjustment, Reference: reason, IdempotencyKey: "adjust:" + key}
	var e credits.Entry
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		var err error
		if e, err = s.ledger.ApplyTx(ctx, tx, change); err != nil || e.Replayed || s.audit == nil {
			return err
		}
		return s.audit.Audit(ctx, tx, auditEvent(telemetry.AuditCreditsAdjusted, email, Client{UserAgent: "storyglot admin"},
			map[string]any{"delta": delta, "reason": reason, "by": by, "balanceAfter": e.BalanceAfter}))
	})
	if err != nil && store.IsUniqueViolation(err) {
		// A concurrent call with the same key won: its entry, replayed.
		return s.ledger.Apply(ctx, change)
	}
	if err != nil {
		return credits.Entry{}, err
	}
	return e, nil
}

var (
	errOwnRole     = domain.Titled(domain.CodeConflict, "Not Yourself", "You cannot take away your own admin role; ask another admin.")
	errLastAdmin   = domain.Titled(domain.CodeConflict, "Last Admin", "This is the last admin: grant the role to someone else first.")
	errOwnDisable  = domain.Titled(domain.CodeConflict, "Not Yourself", "You cannot disable your own account.")
	errBadRole     = domain.Titled(domain.CodeInvalid, "Invalid Role", "A role is either user or admin.")
	errDisabled    = domain.Titled(domain.CodeForbidden, "Account Disabled", "This account has been disabled. If you think this is a mistake, write to us through the contact page.")
	errNoSuchEmail = func(email string) error { return domain.Errorf(domain.CodeNotFound, "no account for %s", email) }
)

// ErrDisabled is the answer to signing in to a disabled account.
var ErrDisabled = errDisabled

// SetRole makes the account of email a user or an admin. by is the admin
// doing it: they cannot demote themselves, and the last admin stays one.
func (s *Service) SetRole(ctx context.Context, by *User, email, role string) error {
	if role != "user" && role != "admin" {
		return errBadRole
	}
	email = strings.ToLower(strings.TrimSpace(email))
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		u, err := scanUser(tx.QueryRow(ctx, "SELECT "+userColumns+" FROM users WHERE email = ?", email))
		if errors.Is(err, store.ErrNoRows) {
			return errNoSuchEmail(email)
		}
		if err != nil {
			return fmt.Errorf("auth: set role: %w", err)
		}
		if u.Role == role {
			return nil
		}
		if role == "user" {
			if u.ID == by.ID {
				return errOwnRole
			}
			var admins int
			if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM users WHERE role = 'admin'").Scan(&admins); err != nil {
				return fmt.Errorf("auth: count admins: %w", err)
			}
			if admins <= 1 {
				return errLastAdmin
			}
		}
		if _, err := tx.Exec(ctx, "UPDATE users SET role = ?, updated_at = ? WHERE id = ?", role, s.now().UTC(), u.ID); err != nil {
			return fmt.Errorf("auth: set role: %w", err)
		}
		typ := telemetry.AuditAdminGranted
		if role == "user" {
			typ = telemetry.AuditAdminRevoked
		}
		s.auditEvent(ctx, tx, typ, email, Client{UserAgent: "storyglot admin"}, map[string]any{"by": by.Email})
		return nil
	})
	return err
}

// SetDisabled disables or re-enables the account of email. Disabling ends
// every session of the account at once; a disabled account cannot sign in.
func (s *Service) SetDisabled(ctx context.Context, by *User, email string, disabled bool) error {
	email = strings.ToLower(strings.TrimSpace(email))
	return s.st.InTx(ctx, func(tx store.Tx) error {
		var id string
		var was bool
		err := tx.QueryRow(ctx, "SELECT id, disabled_at IS NOT NULL FROM users WHERE email = ?", email).Scan(&id, &was)
		if errors.Is(err, store.ErrNoRows) {
			return errNoSuchEmail(email)
		}
		if err != nil {
			return fmt.Errorf("auth: disable: %w", err)
		}
		if disabled && id == by.ID {
			return errOwnDisable
		}
		if was == disabled {
			return nil
		}
		now := s.now().UTC()
		var at any
		typ := telemetry.AuditAccountEnabled
		if disabled {
			at, typ = now, telemetry.AuditAccountDisabled
		}
		if _, err := tx.Exec(ctx, "UPDATE users SET disabled_at = ?, updated_at = ? WHERE id = ?", at, now, id); err != nil {
			return fmt.Errorf("auth: disable: %w", err)
		}
		ended := int64(0)
		if disabled {
			if ended, err = tx.Exec(ctx, "DELETE FROM sessions WHERE user_id = ?", id); err != nil {
				return fmt.Errorf("auth: end sessions: %w", err)
			}
		}
		s.auditEvent(ctx, tx, typ, email, Client{UserAgent: "storyglot admin"}, map[string]any{"by": by.Email, "sessionsEnded": ended})
		return nil
	})
}

// refuseDisabled returns errDisabled (and audits it) when u is disabled.
func (s *Service) refuseDisabled(ctx context.Context, q store.Querier, c Client, u *User, method string) error {
	var disabled bool
	if err := q.QueryRow(ctx, "SELECT disabled_at IS NOT NULL FROM users WHERE id = ?", u.ID).Scan(&disabled); err != nil {
		return fmt.Errorf("auth: read account state: %w", err)
	}
	if !disabled {
		return nil
	}
	s.auditEvent(ctx, s.st, telemetry.AuditLoginDisabled, u.Email, c, map[string]any{"method": method})
	return errDisabled
}
