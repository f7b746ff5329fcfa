package study

import (
	"strings"
)

// mostDue ranks the lessons of pool (the lesson ids of the cards due
// earliest, comma-separated, one per card) by how many of those cards each
// has, most first and then by id, and returns the first n and the number of
// cards in the pool (decision 0060: the due page's "most due" lessons,
// counted in Go from one text rather than grouped and sorted in SQL). Only
// the first n are ranked: a pool of 1,001 lessons is counted once and each
// lesson compared with the n-th so far, not sorted whole (a sort of 1,001
// was a third of the due page's CPU at 10,000 lessons).
func mostDue(pool string, n int) (ids []any, cards int) {
	if pool == "" {
		return []any{}, 0
	}
	cards = strings.Count(pool, ",") + 1
	if n <= 0 {
		return []any{}, cards
	}
	counts := make(map[string]int, cards)
	for rest := pool; ; {
		id, more, found := strings.Cut(rest, ",")
		counts[id]++
		if !found {
			break
		}
		rest = more
	}
	type lesson struct {
		id    string
		cards int
	}
	before := func(a, b lesson) bool { return a.cards > b.cards || a.cards == b.cards && a.id < b.id }
	// top holds the first len(top) lessons in order; a lesson that comes
	// before the last of a full top is put in its place.
	top := make([]lesson, 0, min(n, len(counts)))
	for id, c := range counts {
		l := lesson{id, c}
		if len(top) == cap(top) && !before(l, top[len(top)-1]) {
			continue
		}
		i := len(top)
		if i < cap(top) {
			top = append(top, l)
		} else {
			i--
		}
		for ; i > 0 && before(l, top[i-1]); i-- {
			top[i] = top[i-1]
		}
		top[i] = l
	}
	ids = make([]any, len(top))
	for i, l := range top {
		ids[i] = l.id
	}
	return ids, cards
}

// splitIDs is the ids of a comma-separated list (none for "").
func splitIDs(list string) []string {
	if list == "" {
		return nil
	}
	return strings.Split(list, ",")
}
