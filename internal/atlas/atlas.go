// Package atlas reads what the map of learning languages shows (product §3
// /map; rules in docs/decisions/0017-map-and-speed.md): for each of the 11
// learning languages, the caller's cards studied and learned in it, and how
// many lessons the whole community has made in it.
package atlas

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
)

// communityTTL is how long the community's counts are reused: they change
// slowly and the map is a public page.
const communityTTL = time.Minute

// Language is one learning language as the map shows it.
type Language struct {
	Code       string
	Name       string
	NativeName string
	// Studied counts the caller's cards of this language answered at least
	// once; Learned those of them that left the learning steps (FSRS state
	// "review"). Both 0 for a visitor.
	Studied, Learned int
	// Lessons counts the finished lessons in this language, everybody's.
	Lessons int
}

// Service reads the map.
type Service struct {
	st  *store.Store
	now func() time.Time

	mu        sync.Mutex
	community map[string]int
	readAt    time.Time
}

// New returns a Service on st.
func New(st *store.Store) *Service { return &Service{st: st, now: time.Now} }

// Read returns the 11 learning languages in product §2's order with owner's
// progress (owner.ID "" for a visitor: none) and the community's lessons.
func (s *Service) Read(ctx context.Context, owner domain.Account) ([]Language, error) {
	lessons, err := s.communityLessons(ctx)
	if err != nil {
		return nil, err
	}
	studied, learned := map[string]int{}, map[string]int{}
	if owner.ID != "" {
		// Kept per language as reviews commit (study_languages, migration
		// 0035): at most 11 rows, however many cards the learner has.
		rows, err := s.st.ReadOnly().Query(ctx, `SELECT language, studied, learned FROM study_languages
			WHERE owner_kind = ? AND owner_id = ?`, string(owner.Kind), owner.ID)
		if err != nil {
			return nil, fmt.Errorf("atlas: progress: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var code string
			var n, l int
			if err := rows.Scan(&code, &n, &l); err != nil {
				return nil, fmt.Errorf("atlas: progress: %w", err)
			}
			studied[code], learned[code] = n, l
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("atlas: progress: %w", err)
		}
	}
	out := make([]Language, 0, len(lang.Languages()))
	for _, l := range lang.Languages() {
		c := string(l.Code)
		out = append(out, Language{Code: c, Name: l.Name, NativeName: l.NativeName,
			Studied: studied[c], Learned: learned[c], Lessons: lessons[c]})
	}
	return out, nil
}

// communityLessons counts finished lessons per learning language, reusing
// the last count for a minute.
func (s *Service) communityLessons(ctx context.Context) (map[string]int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.community != nil && s.now().Sub(s.readAt) < communityTTL {
		return s.community, nil
	}
	// Learners' lessons: the built-in library's seeded ones are not the community's.
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT target_language, COUNT(*) FROM stories
		WHERE status = 'completed' AND owner_id <> ? GROUP BY target_language`, domain.LibraryUserID)
	if err != nil {
		return nil, fmt.Errorf("atlas: community lessons: %w", err)
	}
	defer rows.Close()
	counts := map[string]int{}
	for rows.Next() {
		var code string
		var n int
		if err := rows.Scan(&code, &n); err != nil {
			return nil, fmt.Errorf("atlas: community lessons: %w", err)
		}
		counts[code] = n
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("atlas: community lessons: %w", err)
	}
	s.community, s.readAt = counts, s.now()
	return counts, nil
}
