package words

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
)

// Counts are a learner's words of one language by status, and the known
// words at the end of each month since the first became known.
type Counts struct {
	Language string
	Learning int
	Known    int
	Ignored  int
	Months   []Month
}

// Month is the known words at the end of a month ("2026-11"): those known
// now that became known by then.
type Month struct {
	Month string
	Known int
}

// Summary returns owner's counts per language (languages with a word), in
// code order. It reads one index entry per word of the learner's: a
// vocabulary, not a collection of lessons.
func (s *Service) Summary(ctx context.Context, owner domain.Account) ([]Counts, error) {
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT language, status, known_at FROM word_status
		WHERE owner_kind = ? AND owner_id = ?`, string(owner.Kind), owner.ID)
	if err != nil {
		return nil, fmt.Errorf("words: summary: %w", err)
	}
	defer rows.Close()
	by := map[string]*Counts{}
	months := map[string]map[string]int{}
	for rows.Next() {
		var language, status string
		var knownAt *time.Time
		if err := rows.Scan(&language, &status, &knownAt); err != nil {
			return nil, fmt.Errorf("words: summary: %w", err)
		}
		c := by[language]
		if c == nil {
			c = &Counts{Language: language, Months: []Month{}}
			by[language] = c
			months[language] = map[string]int{}
		}
		switch Status(status) {
		case Learning:
			c.Learning++
		case Known:
			c.Known++
			if knownAt != nil {
				months[language][knownAt.UTC().Format("2006-01")]++
			}
		case Ignored:
			c.Ignored++
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("words: summary: %w", err)
	}
	out := make([]Counts, 0, len(by))
	for language, c := range by {
		var keys []string
		for m := range months[language] {
			keys = append(keys, m)
		}
		sort.Strings(keys)
		total := 0
		for _, m := range keys {
			total += months[language][m]
			c.Months = append(c.Months, Month{Month: m, Known: total})
		}
		out = append(out, *c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Language < out[j].Language })
	return out, nil
}
