package store

import (
	"context"
	"fmt"
)

// ProbeWrite writes one row and commits, to tell whether the database can
// take writes now (not read-only, not out of disk): readiness asks it.
func (s *Store) ProbeWrite(ctx context.Context) error {
	if _, err := s.Exec(ctx, "UPDATE write_probe SET n = n + 1 WHERE id = 1"); err != nil {
		return fmt.Errorf("database cannot write: %w", err)
	}
	return nil
}
