package lessons

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// finished records a lesson that took took, as the pipeline leaves it.
func finished(t testing.TB, st *store.Store, id, target string, charged int, took time.Duration) {
	t.Helper()
	created := time.Date(2026, 11, 1, 10, 0, 0, 0, time.UTC)
	done := created.Add(took)
	_, err := st.Exec(context.Background(), `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language,
		target_language, language_pair, status, loading_flashcards, credits_charged, created_at, updated_at, completed_at, deadline_at)
		VALUES (?, 'user', 'u', 't', 'c', 'en', ?, 'x_english', ?, FALSE, ?, ?, ?, ?, ?)`,
		id, target, StatusCompleted, charged, created, done, done, created.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
}

func TestExpectedSecondsIsTheMedianOfMeasuredLessons(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := newHarness(t, st)
		expect := func(name, target string, length, want int) {
			t.Helper()
			got, err := h.s.ExpectedSeconds(ctx, target, length)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%s: expected %d s, want %d s", name, got, want)
			}
		}
		expect("nothing measured yet", "es", 295, 0)

		// Spanish lessons of 250–500 characters took 2, 3 and 40 s; free copies take no time.
		for i, took := range []time.Duration{2 * time.Second, 3 * time.Second, 40 * time.Second} {
			finished(t, st, fmt.Sprintf("es%d", i), "es", 300+i, took)
		}
		finished(t, st, "copy", "es", 0, 0)
		// Longer lessons and another language.
		for i, took := range []time.Duration{90 * time.Second, 100 * time.Second, 110 * time.Second} {
			finished(t, st, fmt.Sprintf("long%d", i), "es", 900, took)
		}
		finished(t, st, "fr0", "fr", 400, 11*time.Second)

		expect("same language and length band: the median, not the outlier", "es", 295, 3)
		expect("another band", "es", 800, 100)
		expect("too few French lessons: every language of the band", "fr", 260, 7) // 2, 3, 11, 40 → (3+11)/2
		expect("a band nobody measured", "es", 100, 0)
	})
}

// BenchmarkExpectedSeconds is the estimate each POST /api/v1/stories makes,
// over 2,000 finished lessons on SQLite (it reads the latest 500).
func BenchmarkExpectedSeconds(b *testing.B) {
	st := storetest.New(b, store.SQLite)
	ctx := context.Background()
	s := &Service{st: st}
	for i := range 2000 {
		finished(b, st, fmt.Sprintf("s%d", i), []string{"es", "fr", "de"}[i%3], 100+i%900, time.Duration(1+i%40)*time.Second)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := s.ExpectedSeconds(ctx, "es", 295); err != nil {
			b.Fatal(err)
		}
	}
}
