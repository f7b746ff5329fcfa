package auth

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
)

// EnsureLibraryAccount makes the library's account (domain.LibraryUserID,
// which owns the curated list's own stories) if it is missing. It has no
// password and no Google subject, so it cannot sign in, and no profile.
// auth owns users (decision 0041): builtin asks for the account here.
func (s *Service) EnsureLibraryAccount(ctx context.Context) error {
	now := s.now().UTC()
	if _, err := s.st.Exec(ctx, `INSERT INTO users (id, email, role, interface_lang, created_at, updated_at)
		VALUES (?, ?, 'user', 'en', ?, ?) ON CONFLICT DO NOTHING`, domain.LibraryUserID, domain.LibraryEmail, now, now); err != nil {
		return fmt.Errorf("auth: make the library account: %w", err)
	}
	return nil
}
