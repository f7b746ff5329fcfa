package mail

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// EraseAccount removes the mails to an erased account and those that name
// its address (the admins' copy of its contact message), sent or queued
// (decision 0040).
func (s *Service) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	if _, err := tx.Exec(ctx, "DELETE FROM mail_outbox WHERE to_address = ? OR LOWER(body_text) LIKE ? ESCAPE '!' OR LOWER(body_html) LIKE ? ESCAPE '!'",
		e.Email, store.Contains(e.Email), store.Contains(e.Email)); err != nil {
		return fmt.Errorf("mail: erase: %w", err)
	}
	return nil
}
