package builtin

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/store"
)

// PublicLimit is product §11's curated list limit.
const PublicLimit = 50

// PublicStory is one story of the curated list.
type PublicStory struct {
	ID             string
	Title          string // cut at 100 characters (product §9)
	TitleNative    string
	TargetLanguage string
	NativeLanguage string
	LanguagePair   string
	Cards          int
	PublishedAt    time.Time
	// MyStoryID is the viewer's own copy, when they have added it.
	MyStoryID string
	// Sentences, Translated and Drafts count the lesson's sentence cards,
	// those with a sentence translation, and those of them machine drafts:
	// what Back says before a learner adds it.
	Sentences, Translated, Drafts int
}

// Back says what the lesson's sentence cards have on their backs, in the
// words of GET /meta/offers (product §6): "translation", "machine-draft",
// "glosses" (no sentence has a translation) or "partial" (some have).
func (p PublicStory) Back() string {
	switch {
	case p.Translated == 0:
		return "glosses"
	case p.Translated < p.Sentences:
		return "partial"
	case p.Drafts > 0:
		return "machine-draft"
	default:
		return "translation"
	}
}

var errCuratedLogin = domain.Titled(domain.CodeUnauthorized, "Unauthorized", "Authentication required to view curated stories")

// copySource is what a copy of a curated story is a copy of: the story's own
// source when it has one (a seeded quick story is the same lesson as the
// header button opens, so a learner gets it once), else the story itself.
func (s *Service) copySource(ctx context.Context, storyID string) (string, error) {
	var source string
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT source FROM story_sources WHERE story_id = ?", storyID).Scan(&source)
	switch {
	case errors.Is(err, store.ErrNoRows):
		return "public:" + storyID, nil
	case err != nil:
		return "", fmt.Errorf("builtin: read the source of %s: %w", storyID, err)
	}
	return source, nil
}

// Public lists the newest published stories whose lesson is ready, for the
// pair in either order (product §11); without target and native, of any pair.
func (s *Service) Public(ctx context.Context, viewer domain.Account, target, native string) ([]PublicStory, error) {
	if viewer.Kind != domain.AccountUser {
		return nil, errCuratedLogin
	}
	q := `SELECT st.id, st.title, COALESCE(st.title_native, '') AS title_native, st.target_language, st.native_language, st.language_pair,
		st.cards_total, p.published_at, COALESCE(mine.story_id, '') AS my_story_id
		FROM public_stories p JOIN stories st ON st.id = p.story_id
		LEFT JOIN story_sources origin ON origin.story_id = p.story_id
		LEFT JOIN story_sources mine ON mine.owner_kind = ? AND mine.owner_id = ?
			AND mine.source = COALESCE(origin.source, 'public:' || p.story_id)
		WHERE st.status = ?`
	args := []any{string(viewer.Kind), viewer.ID, lessons.StatusCompleted}
	if target != "" || native != "" {
		pair, err := lang.NewPair(target, native)
		if err != nil {
			return nil, domain.Titled(domain.CodeInvalid, "Invalid request data", "Please choose a native and a target language from the list.")
		}
		q += ` AND ((st.target_language = ? AND st.native_language = ?) OR (st.target_language = ? AND st.native_language = ?))`
		args = append(args, string(pair.Target), string(pair.Native), string(pair.Native), string(pair.Target))
	}
	q += ` ORDER BY p.published_at DESC, st.id LIMIT ?`
	args = append(args, PublicLimit)
	// The backs are counted for the page's stories only (≤ PublicLimit), so
	// the cost does not grow with the cards everyone else has.
	q = `SELECT x.*,
		(SELECT COUNT(*) FROM flashcards f WHERE f.story_id = x.id AND f.kind = 'sentence'),
		(SELECT COUNT(*) FROM flashcards f WHERE f.story_id = x.id AND f.kind = 'sentence' AND f.back <> '' AND f.back_provider <> '` + lang.WordByWordProvider + `'),
		(SELECT COUNT(*) FROM flashcards f WHERE f.story_id = x.id AND f.kind = 'sentence' AND f.back <> '' AND f.machine_draft)
		FROM (` + q + `) x ORDER BY x.published_at DESC, x.id`
	rows, err := s.st.ReadOnly().Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("builtin: list curated stories: %w", err)
	}
	return store.ScanAll(rows, func(r store.Row) (PublicStory, error) {
		var p PublicStory
		err := r.Scan(&p.ID, &p.Title, &p.TitleNative, &p.TargetLanguage, &p.NativeLanguage, &p.LanguagePair, &p.Cards,
			&p.PublishedAt, &p.MyStoryID, &p.Sentences, &p.Translated, &p.Drafts)
		p.Title, p.TitleNative = lang.StoryTitle(p.Title), lang.StoryTitle(p.TitleNative)
		return p, err
	})
}

var errNotPublic = domain.Titled(domain.CodeNotFound, "Story Not Found", "This story is not on the curated list.")

// AddPublic copies a curated story into a signed-in user's stories, free and
// once: adding it again gives the same copy.
func (s *Service) AddPublic(ctx context.Context, owner domain.Account, storyID string) (lessons.Story, error) {
	if owner.Kind != domain.AccountUser {
		return lessons.Story{}, errCuratedLogin
	}
	source, err := s.copySource(ctx, storyID)
	if err != nil {
		return lessons.Story{}, err
	}
	if mine, err := s.lessons.FromSource(ctx, owner, source); err == nil {
		return mine, nil
	} else if !errors.Is(err, domain.ErrNotFound) {
		return lessons.Story{}, err
	}
	var n int
	if err := s.st.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM public_stories WHERE story_id = ?", storyID).Scan(&n); err != nil {
		return lessons.Story{}, fmt.Errorf("builtin: read curated story: %w", err)
	}
	if n == 0 {
		return lessons.Story{}, errNotPublic
	}
	return s.lessons.Copy(ctx, owner, storyID, source)
}

// Publish puts a story on the curated list (again: it keeps its first
// publication time). by is the admin, or nobody for a seed.
func (s *Service) Publish(ctx context.Context, by domain.Account, storyID string) (time.Time, error) {
	var exists int
	if err := s.st.QueryRow(ctx, "SELECT COUNT(*) FROM stories WHERE id = ?", storyID).Scan(&exists); err != nil {
		return time.Time{}, fmt.Errorf("builtin: read story: %w", err)
	}
	if exists == 0 {
		return time.Time{}, domain.Titled(domain.CodeNotFound, "Story Not Found", "There is no story "+storyID+".")
	}
	var publisher any
	if by.ID != "" {
		publisher = by.ID
	}
	now := s.now().UTC()
	if _, err := s.st.Exec(ctx, "INSERT INTO public_stories (story_id, published_by, published_at) VALUES (?, ?, ?) ON CONFLICT (story_id) DO NOTHING",
		storyID, publisher, now); err != nil {
		return time.Time{}, fmt.Errorf("builtin: publish %s: %w", storyID, err)
	}
	var at time.Time
	err := s.st.QueryRow(ctx, "SELECT published_at FROM public_stories WHERE story_id = ?", storyID).Scan(&at)
	if errors.Is(err, store.ErrNoRows) {
		return time.Time{}, errNotPublic
	}
	return at, err
}

// Unpublish takes a story off the curated list; copies already made stay.
func (s *Service) Unpublish(ctx context.Context, storyID string) error {
	n, err := s.st.Exec(ctx, "DELETE FROM public_stories WHERE story_id = ?", storyID)
	if err != nil {
		return fmt.Errorf("builtin: unpublish %s: %w", storyID, err)
	}
	if n == 0 {
		return errNotPublic
	}
	return nil
}
