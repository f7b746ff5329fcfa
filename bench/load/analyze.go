package main

import (
	"context"

	"github.com/storyglot/storyglot/internal/store"
)

// analyzeIfNoAutovacuum refreshes card_memory's statistics on a PostgreSQL
// server whose autovacuum is off, as autovacuum would on a running install
// (within a minute of 50 + 10 % of the table's rows changing), and says
// whether it did. Without it every round after the first measures plans made
// for a table that held none of the learner's memories: on 2026-11-30
// auto_explain showed the due page reading all 5,461–7,718 due cards of the
// heavy learner and sorting them, and a run without analysis saw its p50
// grow round by round (6.1, 8.2, 12.5 ms).
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
	if off, err := st.AutovacuumOff(ctx); err != nil || !off {
		return false, err
	}
	_, err = st.Exec(ctx, "ANALYZE card_memory")
	return err == nil, err
}
