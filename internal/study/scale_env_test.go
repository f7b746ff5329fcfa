package study

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// scaleEnv is the setup of the tests that compare what a call costs a small
// and a large learner (decision 0043): a store with a single read
// connection (storetest.NewSingle, so storetest.Reads sees every read), a
// Service on a fixed clock, and the two guests.
type scaleEnv struct {
	st           *store.Store
	svc          *Service
	clock        time.Time // the service's now; a test may move it
	small, large domain.Account
}

// newScaleEnv opens the store of dialect d and the service on it, its clock
// at 2025-03-10 09:00 UTC.
func newScaleEnv(tb testing.TB, d store.Dialect) *scaleEnv {
	tb.Helper()
	st := storetest.NewSingle(tb, d)
	e := &scaleEnv{
		st: st, svc: New(st), clock: time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC),
		small: domain.Account{Kind: domain.AccountGuest, ID: "guest-small"},
		large: domain.Account{Kind: domain.AccountGuest, ID: "guest-large"},
	}
	e.svc.now = func() time.Time { return e.clock }
	return e
}

// forEachScale runs fn on a fresh scaleEnv for each dialect (subtests
// "sqlite" and "postgres"). Such tests seed thousands of rows: -short skips
// them, saying what they seed.
func forEachScale(t *testing.T, seeds string, fn func(t *testing.T, e *scaleEnv)) {
	t.Helper()
	if testing.Short() {
		t.Skip(seeds)
	}
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) { fn(t, newScaleEnv(t, d)) })
	}
}

// analyzeMemories refreshes PostgreSQL's statistics of card_memory after a
// test seeded it, so that its plans are those of a database that knows its
// learners (SQLite has none to refresh).
func analyzeMemories(tb testing.TB, st *store.Store) {
	tb.Helper()
	if st.Dialect() != store.Postgres {
		return
	}
	if _, err := st.Exec(context.Background(), "ANALYZE card_memory"); err != nil {
		tb.Fatal(err)
	}
}

// seedMemories gives who a memory, due at due and last reviewed at the
// env's clock, of each card of their lessons that where selects (a condition
// on flashcards f and stories s, with args), written in SQL: thousands in a
// second, as reviews would leave them (study_counts is not kept by it).
func (e *scaleEnv) seedMemories(tb testing.TB, who domain.Account, due time.Time, where string, args ...any) {
	tb.Helper()
	if _, err := e.st.Exec(context.Background(), `INSERT INTO card_memory (owner_kind, owner_id, card_id, story_id, stability, difficulty, state, reps, due, last_review, updated_at)
		SELECT s.owner_kind, s.owner_id, f.id, f.story_id, 3, 5, 'review', 2, ?, ?, ? FROM flashcards f JOIN stories s ON s.id = f.story_id
		WHERE s.owner_kind = ? AND s.owner_id = ? AND `+where, append([]any{due, e.clock, e.clock, string(who.Kind), who.ID}, args...)...); err != nil {
		tb.Fatal(err)
	}
}
