package study

import (
	"fmt"
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
