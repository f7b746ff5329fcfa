package store

import (
	"context"
	"fmt"
)

// AutovacuumOff reports whether the PostgreSQL server runs without
// autovacuum (false on SQLite, which keeps no statistics to refresh). The
// study pages' plans rely on card_memory's statistics: taken before a
// learner reviewed, they read every card due of theirs until the next
// ANALYZE (decisions 0059, 0060), so the app warns at start.
func (s *Store) AutovacuumOff(ctx context.Context) (bool, error) {
	if s.dialect != Postgres {
		return false, nil
	}
	var setting string
	if err := s.QueryRow(ctx, "SELECT current_setting('autovacuum')").Scan(&setting); err != nil {
		return false, fmt.Errorf("store: read autovacuum: %w", err)
	}
	return setting == "off", nil
}
