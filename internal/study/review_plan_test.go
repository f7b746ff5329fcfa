package study

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A review reads its card's lesson by the lesson's key on the plans a
// database keeps for it, when most learners have one lesson and one has
// 3,000 (decision 0065). PostgreSQL plans a prepared statement run more than
// five times once for all parameters (a generic plan), for the average
// learner: with the owner as equalities, it found the lesson through the
// owner's index, every lesson of the learner read (the load benchmark's
// 10,000-lesson learner among 4,000 one-lesson guests: review p50 3.6–4.3 ms
// and 36–50 % of a one-lesson learner's rate, 2026-11-30). Here the plans
// are the generic ones, explained; on SQLite, the plans SQLite makes.
func TestReviewReadsTheLessonByItsKey(t *testing.T) {
	forEachScale(t, "seeds 5,000 lessons", func(t *testing.T, e *scaleEnv) {
		ctx := context.Background()
		st, svc, d := e.st, e.svc, e.st.Dialect()
		large := domain.Account{Kind: domain.AccountGuest, ID: "guest-large"}
		_, cards := storetest.Lessons(t, st, large, "large", 3000, 3)
		// 2,000 learners of one lesson each (owners "guest-one-<k>").
		const ks = `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ?) `
		if _, err := st.Exec(ctx, ks+`INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
			language_pair, status, loading_flashcards, credits_charged, cards_total, created_at, updated_at, deadline_at)
			SELECT s.id || '-one' || CAST(k.n AS TEXT), s.owner_kind, 'guest-one-' || CAST(k.n AS TEXT), s.title, s.content, s.native_language,
			s.target_language, s.language_pair, s.status, s.loading_flashcards, s.credits_charged, s.cards_total, s.created_at, s.updated_at,
			s.deadline_at FROM stories s, k WHERE s.id = ?`, 2000, "story-large"); err != nil {
			t.Fatal(err)
		}
		if d == store.Postgres {
			if _, err := st.Exec(ctx, "ANALYZE"); err != nil {
				t.Fatal(err)
			}
		}
		at := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		k, id := string(large.Kind), large.ID
		var due Due
		read := svc.reviewDueRead(large, cards[1], 0, true, &due)
		for _, q := range []struct {
			name, sql string
			args      []any
		}{
			{"a review's memory (lockMemory)", lockMemorySQL, []any{0.5, 5.0, "learning", 1, 1, 0, 0, 0, at, at, at,
				cards[0], k, id, lockedSentinel, k, id, k, id, k, id, k, id, minReviewsToFit}},
			{"a review's due counts (reviewDueRead)", read.SQL, read.Args},
		} {
			plan := explainGeneric(t, st, q.sql, q.args)
			var lesson string
			for _, line := range plan {
				if strings.Contains(line, " stories s") || strings.Contains(line, "SEARCH s ") {
					lesson = line
				}
			}
			t.Logf("%s: %s", q.name, strings.Join(plan, " | "))
			// PostgreSQL: the primary key (the owner a filter); SQLite: any
			// search bounded by the lesson's id (its plans were never the
			// owner's alone).
			ok := strings.Contains(lesson, "stories_pkey") || strings.Contains(lesson, "id=?)")
			if !ok {
				t.Errorf("%s reads the card's lesson other than by its key: %q in\n%s", q.name, lesson, strings.Join(plan, "\n"))
			}
		}
	})
}

// explainGeneric is the plan of sql with args: on PostgreSQL the generic
// plan of it prepared (plan_cache_mode force_generic_plan, on the store's one
// connection), on SQLite EXPLAIN QUERY PLAN's details.
func explainGeneric(t *testing.T, st *store.Store, sql string, args []any) []string {
	t.Helper()
	ctx := context.Background()
	if st.Dialect() == store.SQLite {
		rows, err := st.ReadOnly().Query(ctx, "EXPLAIN QUERY PLAN "+sql, args...)
		if err != nil {
			t.Fatal(err)
		}
		lines, err := store.ScanAll(rows, func(r store.Row) (string, error) {
			var id, parent, unused int
			var detail string
			return detail, r.Scan(&id, &parent, &unused, &detail)
		})
		if err != nil {
			t.Fatal(err)
		}
		return lines
	}
	c, err := st.PgxPool().Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Release()
	if _, err := c.Exec(ctx, "SET plan_cache_mode = force_generic_plan"); err != nil {
		t.Fatal(err)
	}
	defer func() { _, _ = c.Exec(ctx, "RESET plan_cache_mode") }()
	name := fmt.Sprintf("explained_%d", time.Now().UnixNano())
	if _, err := c.Conn().Prepare(ctx, name, store.Rebind(sql)); err != nil {
		t.Fatal(err)
	}
	defer func() { _, _ = c.Exec(ctx, "DEALLOCATE "+name) }()
	// A generic plan does not depend on the values: each parameter is
	// given as NULL of its type.
	nulls := make([]string, len(args))
	for i := range nulls {
		nulls[i] = "NULL"
	}
	rows, err := c.Query(ctx, "EXPLAIN EXECUTE "+name+"("+strings.Join(nulls, ", ")+")")
	if err != nil {
		t.Fatal(err)
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return lines
}
