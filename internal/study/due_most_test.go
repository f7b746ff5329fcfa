package study

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// mostDue ranks lessons by their cards among the earliest due, most first,
// ties by id, keeps the first n and counts every card (decision 0060).
func TestMostDueRanksByCardsThenID(t *testing.T) {
	for _, c := range []struct {
		pool  string
		n     int
		want  []any
		cards int
	}{
		{"", 100, []any{}, 0},
		{"b", 100, []any{"b"}, 1},
		{"c,a,b,a,c,a", 100, []any{"a", "c", "b"}, 6},
		{"c,a,b,a,c,a", 2, []any{"a", "c"}, 6},
		{"d,b,c,a", 3, []any{"a", "b", "c"}, 4},
	} {
		ids, cards := mostDue(c.pool, c.n)
		if !slices.Equal(ids, c.want) || cards != c.cards {
			t.Errorf("mostDue(%q, %d) = %v, %d cards; want %v, %d", c.pool, c.n, ids, cards, c.want, c.cards)
		}
	}
	// A pool of 1,001 cards in 1,001 lessons keeps n of them.
	pool := make([]string, DueRankPool)
	for i := range pool {
		pool[i] = fmt.Sprintf("lesson-%04d", DueRankPool-i)
	}
	ids, cards := mostDue(strings.Join(pool, ","), DueStories)
	if len(ids) != DueStories || cards != DueRankPool || ids[0] != "lesson-0001" {
		t.Fatalf("1,001 lessons of one card: %d listed (%v), %d cards; want %d from lesson-0001, %d", len(ids), ids, cards, DueStories, DueRankPool)
	}
}

// The bounded ranking gives what a whole sort gives, for pools of any shape.
func TestMostDueAgreesWithASort(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 60))
	for range 500 {
		lessons := 1 + r.IntN(60)
		pool := make([]string, 1+r.IntN(300))
		for i := range pool {
			pool[i] = fmt.Sprintf("l%02d", r.IntN(lessons))
		}
		n := r.IntN(15)
		counts := map[string]int{}
		for _, id := range pool {
			counts[id]++
		}
		var all []string
		for id := range counts {
			all = append(all, id)
		}
		slices.SortFunc(all, func(a, b string) int {
			if c := cmp.Compare(counts[b], counts[a]); c != 0 {
				return c
			}
			return strings.Compare(a, b)
		})
		want := []any{}
		for _, id := range all[:min(n, len(all))] {
			want = append(want, id)
		}
		ids, cards := mostDue(strings.Join(pool, ","), n)
		if !slices.Equal(ids, want) || cards != len(pool) {
			t.Fatalf("mostDue(%q, %d) = %v, %d cards; want %v, %d", strings.Join(pool, ","), n, ids, cards, want, len(pool))
		}
	}
}

func BenchmarkMostDue(b *testing.B) {
	pool := make([]string, DueRankPool)
	for i := range pool {
		pool[i] = fmt.Sprintf("%032x", rand.Uint64())
	}
	joined := strings.Join(pool, ",")
	for b.Loop() {
		mostDue(joined, DueStories)
	}
}
