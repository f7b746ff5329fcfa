package builtin

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
)

// Actions of a version (product §16 /content-history). Version 0 is the story
// embedded in the binary ("original"); it has no row.
const (
	ActionOriginal = "original"
	ActionWritten  = "written"
	ActionEdited   = "edited"
	ActionRetired  = "retired"
	ActionRestored = "restored"
)

// Version is one version of a quick story in one language.
type Version struct {
	Language     lang.Code
	Slug         string
	Version      int
	Story        Story // a retired version keeps the text it retired
	Retired      bool
	Action       string
	RestoredFrom int // with ActionRestored
	Changes      []Change
	Note         string
	AuthorEmail  string
	CreatedAt    time.Time // zero for the original
}

// Author is the admin who saves a version.
type Author struct {
	ID    string
	Email string
}

const versionColumns = `language, slug, version, story, retired, action, COALESCE(restored_from, 0), changes, note, author_email, created_at`

func scanVersion(row store.Row) (Version, error) {
	var v Version
	var story, changed string
	if err := row.Scan(&v.Language, &v.Slug, &v.Version, &story, &v.Retired, &v.Action, &v.RestoredFrom, &changed, &v.Note,
		&v.AuthorEmail, &v.CreatedAt); err != nil {
		return Version{}, err
	}
	if err := json.Unmarshal([]byte(story), &v.Story); err != nil {
		return Version{}, fmt.Errorf("builtin: version %s/%s/%d: %w", v.Language, v.Slug, v.Version, err)
	}
	if err := json.Unmarshal([]byte(changed), &v.Changes); err != nil {
		return Version{}, fmt.Errorf("builtin: version %s/%s/%d changes: %w", v.Language, v.Slug, v.Version, err)
	}
	v.Story.Language, v.Story.Slug = v.Language, v.Slug
	return v, nil
}

// original is version 0: the embedded story, when there is one.
func (s *Service) original(l lang.Code, slug string) (Version, bool) {
	st, ok := s.cat.Story(l, slug)
	if !ok {
		return Version{}, false
	}
	return Version{Language: l, Slug: slug, Story: st, Action: ActionOriginal, Changes: []Change{}}, true
}

// latest is the newest authored version, or the original, of a story; ok is
// false when neither exists.
func (s *Service) latest(ctx context.Context, q store.Querier, l lang.Code, slug string) (Version, bool, error) {
	v, err := scanVersion(q.QueryRow(ctx, `SELECT `+versionColumns+` FROM authored_story_versions
		WHERE language = ? AND slug = ? ORDER BY version DESC LIMIT 1`, string(l), slug))
	switch {
	case errors.Is(err, store.ErrNoRows):
		o, ok := s.original(l, slug)
		return o, ok, nil
	case err != nil:
		return Version{}, false, fmt.Errorf("builtin: read %s/%s: %w", l, slug, err)
	}
	return v, true, nil
}

// Current is what learners get for a scenario in a language: the newest
// authored version, else the embedded story. ok is false when there is none
// or it is retired.
func (s *Service) Current(ctx context.Context, l lang.Code, slug string) (Version, bool, error) {
	v, ok, err := s.latest(ctx, s.st.ReadOnly(), l, slug)
	if err != nil || !ok || v.Retired {
		return Version{}, false, err
	}
	return v, true, nil
}

// currentIn lists the current quick stories of language l in scenario order.
func (s *Service) currentIn(ctx context.Context, l lang.Code) ([]Version, error) {
	authored, err := s.newestAuthored(ctx, l)
	if err != nil {
		return nil, err
	}
	var out []Version
	for _, slug := range Slugs {
		if v, ok := s.newest(authored, l, slug); ok && !v.Retired {
			out = append(out, v)
		}
	}
	return out, nil
}

// newestAuthored is the newest authored version of every story (only of
// language l when l is set), by newestKey.
func (s *Service) newestAuthored(ctx context.Context, l lang.Code) (map[string]Version, error) {
	q := `SELECT ` + versionColumns + ` FROM authored_story_versions a
		WHERE version = (SELECT MAX(b.version) FROM authored_story_versions b WHERE b.language = a.language AND b.slug = a.slug)`
	var args []any
	if l != "" {
		q, args = q+` AND language = ?`, append(args, string(l))
	}
	vs, err := s.queryVersions(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("builtin: the newest versions of %q: %w", l, err)
	}
	authored := make(map[string]Version, len(vs))
	for _, v := range vs {
		authored[newestKey(v.Language, v.Slug)] = v
	}
	return authored, nil
}

func newestKey(l lang.Code, slug string) string { return string(l) + "/" + slug }

// newest is the newest version of a story: the authored one, else the
// original; ok is false when neither exists.
func (s *Service) newest(authored map[string]Version, l lang.Code, slug string) (Version, bool) {
	if v, ok := authored[newestKey(l, slug)]; ok {
		return v, true
	}
	return s.original(l, slug)
}

// queryVersions reads the versions a query selects (of versionColumns).
func (s *Service) queryVersions(ctx context.Context, q string, args ...any) ([]Version, error) {
	rows, err := s.st.ReadOnly().Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return store.ScanAll(rows, scanVersion)
}

// History lists every version of a story, newest first, ending with the
// original when the binary has one.
func (s *Service) History(ctx context.Context, language, slug string) ([]Version, error) {
	l, err := checkKey(language, slug)
	if err != nil {
		return nil, err
	}
	out, err := s.queryVersions(ctx, `SELECT `+versionColumns+` FROM authored_story_versions
		WHERE language = ? AND slug = ? ORDER BY version DESC`, string(l), slug)
	if err != nil {
		return nil, fmt.Errorf("builtin: history of %s/%s: %w", l, slug, err)
	}
	if o, ok := s.original(l, slug); ok {
		out = append(out, o)
	}
	return out, nil
}

// VersionOf returns one version (0: the original).
func (s *Service) VersionOf(ctx context.Context, language, slug string, version int) (Version, error) {
	l, err := checkKey(language, slug)
	if err != nil {
		return Version{}, err
	}
	if version == 0 {
		if o, ok := s.original(l, slug); ok {
			return o, nil
		}
	} else {
		v, err := scanVersion(s.st.ReadOnly().QueryRow(ctx, `SELECT `+versionColumns+` FROM authored_story_versions
			WHERE language = ? AND slug = ? AND version = ?`, string(l), slug, version))
		if err == nil {
			return v, nil
		} else if !errors.Is(err, store.ErrNoRows) {
			return Version{}, fmt.Errorf("builtin: read %s/%s/%d: %w", l, slug, version, err)
		}
	}
	return Version{}, domain.Titled(domain.CodeNotFound, "Version Not Found",
		fmt.Sprintf("The %s %s story has no version %d.", l.Name(), slug, version))
}

// Recent lists the newest saved versions of every story, newest first.
func (s *Service) Recent(ctx context.Context, limit int) ([]Version, error) {
	vs, err := s.queryVersions(ctx, `SELECT `+versionColumns+` FROM authored_story_versions
		ORDER BY created_at DESC, language, slug, version DESC LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("builtin: recent edits: %w", err)
	}
	return vs, nil
}

// Contents lists the newest version of every scenario in every language
// (retired ones included), for the admin's list of stories.
func (s *Service) Contents(ctx context.Context, language string) ([]Version, error) {
	codes := lang.Codes()
	if language != "" {
		l := lang.Code(language)
		if !l.Valid() {
			return nil, invalidField("language", fmt.Sprintf("%q is not a learning language.", language))
		}
		codes = []lang.Code{l}
	}
	authored, err := s.newestAuthored(ctx, "")
	if err != nil {
		return nil, err
	}
	out := []Version{}
	for _, l := range codes {
		for _, slug := range Slugs {
			if v, ok := s.newest(authored, l, slug); ok {
				out = append(out, v)
			}
		}
	}
	return out, nil
}
