package study

import (
	"sort"
	"strings"
)

// mostDue ranks the lessons of pool (the lesson ids of the cards due
// earliest, comma-separated, one per card) by how many of those cards each
// has, most first and then by id, and returns the first n and the number of
// cards in the pool (decision 0060: the due page's "most due" lessons,
// counted in Go from one text rather than grouped and sorted in SQL).
func mostDue(pool string, n int) (ids []any, cards int) {
	type lesson struct {
		id    string
		cards int
	}
	var lessons []lesson
	at := map[string]int{} // a lesson's place in lessons
	for _, id := range splitIDs(pool) {
		cards++
		if i, ok := at[id]; ok {
			lessons[i].cards++
			continue
		}
		at[id] = len(lessons)
		lessons = append(lessons, lesson{id, 1})
	}
	sort.Slice(lessons, func(i, j int) bool {
		if lessons[i].cards != lessons[j].cards {
			return lessons[i].cards > lessons[j].cards
		}
		return lessons[i].id < lessons[j].id
	})
	ids = make([]any, 0, min(n, len(lessons)))
	for _, l := range lessons[:min(n, len(lessons))] {
		ids = append(ids, l.id)
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
