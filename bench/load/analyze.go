package main

import (
	"context"

	"github.com/storyglot/storyglot/internal/store"
)

// analyzeIfNoAutovacuum refreshes card_memory's statistics on a PostgreSQL
// server whose autovacuum is off, as autovacuum would on a running install
// (within a minute of 50 + 10 % of the table's rows changing), and says
// whether it did. Without it every round after the first measures plans made
// for a table that held none of the learner's memories: on 2026-11-30 the
// due page read all 5,461–7,718 due cards of the heavy learner and sorted
// them (auto_explain), its p50 growing round by round (6.1, 8.2, 12.5 ms).
func analyzeIfNoAutovacuum(o store.Options) (bool, error) {
	if o.DatabaseURL == "" {
		return false, nil
	}
	ctx := context.Background()
	st, err := store.Open(ctx, o)
	if err != nil {
		return false, err
	}
	defer st.Close()
	var on string
	if err := st.QueryRow(ctx, "SELECT current_setting('autovacuum')").Scan(&on); err != nil {
		return false, err
	}
	if on == "on" {
		return false, nil
	}
	_, err = st.Exec(ctx, "ANALYZE card_memory")
	return err == nil, err
}
