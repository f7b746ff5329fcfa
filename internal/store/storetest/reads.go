package storetest

import (
	"context"
	"testing"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// NewSingle is New with one read connection (and on PostgreSQL one
// connection in all), so that Reads sees every read the store makes.
func NewSingle(t testing.TB, d store.Dialect) *store.Store {
	t.Helper()
	opts := Options(t, d)
	opts.MaxReadConns = 1
	ctx := context.Background()
	s, err := store.Open(ctx, opts)
	if err != nil {
		t.Fatalf("storetest: open %s: %v", d, err)
	}
	t.Cleanup(func() { _ = s.Close() })
	if _, err := s.Migrate(ctx); err != nil {
		t.Fatalf("storetest: migrate %s: %v", d, err)
	}
	return s
}

// Reads is how much the database has read so far on st's connections (a
// store from NewSingle), for a test to compare what two calls cost:
//   - SQLite: virtual-machine steps run by the writer and the read
//     connection (steps.go: a few per row read, of every table);
//   - PostgreSQL: rows of flashcards and card_memory read by sequential
//     scans and index entries of theirs read (pg_stat_user_tables and
//     pg_stat_user_indexes, flushed first).
func Reads(t testing.TB, st *store.Store) int64 {
	t.Helper()
	return ReadsOf(t, st, "flashcards", "card_memory")
}

// ReadsOf is Reads counting, on PostgreSQL, the rows and index entries read
// of the named tables (on SQLite, the steps of every statement, as Reads).
func ReadsOf(t testing.TB, st *store.Store, tables ...string) int64 {
	t.Helper()
	ctx := context.Background()
	if st.Dialect() == store.SQLite {
		return steps(t, st.SQLiteDB()) + steps(t, st.SQLiteReadDB())
	}
	pool := st.PgxPool()
	if _, err := pool.Exec(ctx, "SELECT pg_stat_force_next_flush()"); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(ctx, "SELECT pg_stat_clear_snapshot()"); err != nil {
		t.Fatal(err)
	}
	var n int64
	if err := pool.QueryRow(ctx, `SELECT
		(SELECT COALESCE(SUM(seq_tup_read), 0) FROM pg_stat_user_tables WHERE relname = ANY($1))
		+ (SELECT COALESCE(SUM(idx_tup_read), 0) FROM pg_stat_user_indexes WHERE relname = ANY($1))`, tables).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Lessons gives owner n lessons of cards word cards each: one written by
// Lesson, the others copies of it made in SQL ("story-<name>-c<k>", cards
// "<card>-c<k>"), so a test can have thousands in a second. It returns the
// first lesson's id and card ids.
func Lessons(t testing.TB, st *store.Store, owner domain.Account, name string, n, cards int) (string, []string) {
	t.Helper()
	id, ids := Lesson(t, st, owner, name, cards)
	if n <= 1 {
		return id, ids
	}
	ctx := context.Background()
	const ks = `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ?) `
	if _, err := st.Exec(ctx, ks+`INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
		language_pair, status, loading_flashcards, credits_charged, cards_total, created_at, updated_at, deadline_at)
		SELECT s.id || '-c' || CAST(k.n AS TEXT), s.owner_kind, s.owner_id, s.title, s.content, s.native_language, s.target_language,
		s.language_pair, s.status, s.loading_flashcards, s.credits_charged, s.cards_total, s.created_at, s.updated_at, s.deadline_at
		FROM stories s, k WHERE s.id = ?`, n-1, id); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Exec(ctx, ks+`INSERT INTO flashcards (id, story_id, position, kind, front, back, created_at)
		SELECT f.id || '-c' || CAST(k.n AS TEXT), f.story_id || '-c' || CAST(k.n AS TEXT), f.position, f.kind, f.front, f.back, f.created_at
		FROM flashcards f, k WHERE f.story_id = ?`, n-1, id); err != nil {
		t.Fatal(err)
	}
	if st.Dialect() == store.Postgres {
		if _, err := st.Exec(ctx, "ANALYZE stories, flashcards, card_memory"); err != nil {
			t.Fatal(err)
		}
	}
	return id, ids
}
