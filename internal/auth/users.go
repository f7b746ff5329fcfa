package auth

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/store"
)

// AccountSummary is an account as the admin console lists it.
type AccountSummary struct {
	ID        string
	Email     string
	Role      string
	Confirmed bool
	Disabled  bool
	Credits   *int // nil: never signed in, so no profile yet
	Stories   int
	CreatedAt time.Time
}

const summaryColumns = `u.id, u.email, u.role, u.email_confirmed_at IS NOT NULL, u.disabled_at IS NOT NULL, p.credits,
	(SELECT COUNT(*) FROM stories s WHERE s.owner_kind = 'user' AND s.owner_id = u.id), u.created_at`

func scanSummary(r store.Row) (AccountSummary, error) {
	var a AccountSummary
	var credits *int64
	err := r.Scan(&a.ID, &a.Email, &a.Role, &a.Confirmed, &a.Disabled, &credits, &a.Stories, &a.CreatedAt)
	if credits != nil {
		n := int(*credits)
		a.Credits = &n
	}
	return a, err
}

// SearchAccounts finds accounts whose e-mail contains query, those that start
// with it first, then alphabetically; offset and limit page through them.
// total is the number of matches.
func (s *Service) SearchAccounts(ctx context.Context, query string, offset, limit int) (out []AccountSummary, total int, err error) {
	pat := store.Contains(query)
	prefix := strings.TrimPrefix(pat, "%")
	q := s.st.ReadOnly()
	if err := q.QueryRow(ctx, "SELECT COUNT(*) FROM users u WHERE u.email LIKE ? ESCAPE '!'", pat).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("auth: count accounts: %w", err)
	}
	rows, err := q.Query(ctx, "SELECT "+summaryColumns+` FROM users u LEFT JOIN profiles p ON p.user_id = u.id
		WHERE u.email LIKE ? ESCAPE '!'
		ORDER BY CASE WHEN u.email LIKE ? ESCAPE '!' THEN 0 ELSE 1 END, u.email LIMIT ? OFFSET ?`, pat, prefix, limit, offset)
	if err != nil {
		return nil, 0, fmt.Errorf("auth: search accounts: %w", err)
	}
	if out, err = store.ScanAll(rows, scanSummary); err != nil {
		return nil, 0, fmt.Errorf("auth: search accounts: %w", err)
	}
	return out, total, nil
}

// Account returns one account's summary by its e-mail address.
func (s *Service) Account(ctx context.Context, email string) (AccountSummary, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	a, err := scanSummary(s.st.ReadOnly().QueryRow(ctx, "SELECT "+summaryColumns+" FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.email = ?", email))
	if errors.Is(err, store.ErrNoRows) {
		return AccountSummary{}, errNoSuchEmail(email)
	}
	if err != nil {
		return AccountSummary{}, fmt.Errorf("auth: read account: %w", err)
	}
	return a, nil
}

// ActiveSessions counts the live sessions of an account.
func (s *Service) ActiveSessions(ctx context.Context, userID string) (int, error) {
	var n int
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM sessions WHERE user_id = ? AND expires_at > ?", userID, s.now().UTC()).Scan(&n)
	return n, err
}

// EmailOf returns the address of an account by its id ("" when it is gone).
func (s *Service) EmailOf(ctx context.Context, userID string) (string, error) {
	var email string
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT email FROM users WHERE id = ?", userID).Scan(&email)
	if errors.Is(err, store.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("auth: email of user: %w", err)
	}
	return email, nil
}
