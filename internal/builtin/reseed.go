package builtin

import (
	"context"
	"errors"

	"github.com/storyglot/storyglot/internal/store"
)

// reseed keeps the curated list in step with a newly saved version: the
// library's lessons of the story's earlier versions leave the list (copies
// learners made stay theirs), and, unless the story is retired, the new
// version's lessons are made and published in the seed pairs. Only where
// the library was seeded (a server with seeding off has no library
// account). A failure is logged: the version itself is saved.
func (s *Service) reseed(ctx context.Context, v Version) {
	var one int
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT 1 FROM users WHERE id = ?", LibraryUserID).Scan(&one)
	if errors.Is(err, store.ErrNoRows) {
		return
	}
	if err != nil {
		s.log.WarnContext(ctx, "reseed: read the library account", "err", err)
		return
	}
	prefix := "quick:" + v.Slug + ":" + string(v.Language) + ":"
	keep := map[string]bool{}
	for _, pair := range SeedPairs() {
		if pair.Target == v.Language && !v.Retired {
			keep[quickSource(v.Slug, pair, v.Version)] = true
		}
	}
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT src.story_id, src.source FROM story_sources src
		JOIN public_stories p ON p.story_id = src.story_id
		WHERE src.owner_kind = 'user' AND src.owner_id = ? AND src.source LIKE ?`, LibraryUserID, prefix+"%")
	if err != nil {
		s.log.WarnContext(ctx, "reseed: list the curated seeds", "err", err)
		return
	}
	var stale []string
	for rows.Next() {
		var id, source string
		if err := rows.Scan(&id, &source); err == nil && !keep[source] {
			stale = append(stale, id)
		}
	}
	rows.Close()
	for _, id := range stale {
		if err := s.Unpublish(ctx, id); err != nil {
			s.log.WarnContext(ctx, "reseed: unpublish", "story", id, "err", err)
		}
	}
	if v.Retired {
		return
	}
	for _, pair := range SeedPairs() {
		if pair.Target != v.Language {
			continue
		}
		if _, err := s.seedOne(ctx, v, pair); err != nil {
			s.log.WarnContext(ctx, "reseed: seed", "story", v.Slug, "language", v.Language, "err", err)
		}
	}
}
