package main

import (
	"context"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/store"
)

// waitIdle waits until no lesson is queued or being made, so that the review
// phase measures a running deployment: a fresh database first makes the
// built-in library's lessons (44 of them, in the background, once per
// install), and those would otherwise share the measured seconds with the
// reviews (their first lessons in Russian or Korean load dictionaries).
func waitIdle(o store.Options, limit time.Duration) (time.Duration, error) {
	ctx := context.Background()
	st, err := store.Open(ctx, o)
	if err != nil {
		return 0, err
	}
	defer st.Close()
	start := time.Now()
	for {
		var busy int
		if err := st.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM stories WHERE status IN ('queued', 'processing')").Scan(&busy); err != nil {
			return 0, fmt.Errorf("count lessons in progress: %w", err)
		}
		if busy == 0 {
			return time.Since(start), nil
		}
		if time.Since(start) > limit {
			return 0, fmt.Errorf("%d lessons still in progress after %s", busy, limit)
		}
		time.Sleep(250 * time.Millisecond)
	}
}
