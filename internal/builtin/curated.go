package builtin

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/store"
)

// Curated stories (product §16 /create-content/stories, decision 0032): an admin
// writes a library story (a language pair, a title, a text) and edits its
// title and text. Every save is a version row naming the library lesson made
// of it by the normal lesson path; the newest version's lesson is on the
// curated list and the earlier ones leave it (learners' copies stay theirs).

// CuratedDraft is what an admin writes: a new story (ID empty) or an edit of
// the newest version BaseVersion of story ID.
type CuratedDraft struct {
	ID             string
	BaseVersion    int
	Target, Native string
	Title, Text    string
}

// CuratedVersion is one saved version of a curated story.
type CuratedVersion struct {
	ID             string
	Version        int
	Target, Native string
	Title, Text    string
	StoryID        string // the library lesson of this version
	Changes        []Change
	AuthorEmail    string
	CreatedAt      time.Time
}

const curatedColumns = `curated_id, version, target_language, native_language, title, content, story_id, changes,
	author_email, created_at`

func scanCurated(row store.Row) (CuratedVersion, error) {
	var v CuratedVersion
	var changed string
	if err := row.Scan(&v.ID, &v.Version, &v.Target, &v.Native, &v.Title, &v.Text, &v.StoryID, &changed,
		&v.AuthorEmail, &v.CreatedAt); err != nil {
		return CuratedVersion{}, err
	}
	if err := json.Unmarshal([]byte(changed), &v.Changes); err != nil {
		return CuratedVersion{}, fmt.Errorf("builtin: curated changes: %w", err)
	}
	return v, nil
}

func errCuratedStale(title string, newest int) error {
	return domain.Titled(domain.CodeConflict, "Story Changed",
		fmt.Sprintf("Someone saved %q (version %d) after you opened it. Reload it and make your change again.", title, newest))
}

var errCuratedNotFound = domain.Titled(domain.CodeNotFound, "Story Not Found", "There is no such curated story.")

// check validates a draft's text fields the way the quick stories' are.
func (d CuratedDraft) check() (lang.Pair, string, string, error) {
	title, text := strings.TrimSpace(d.Title), strings.TrimSpace(d.Text)
	pair, err := lang.NewPair(d.Target, d.Native)
	if err != nil {
		return lang.Pair{}, "", "", invalidField("target", "Choose a target and a native language from the list, not the same one twice.")
	}
	if title == "" {
		return lang.Pair{}, "", "", invalidField("title", "Write a title.")
	}
	if err := tooLong("title", "The title", MaxTitle, title); err != nil {
		return lang.Pair{}, "", "", err
	}
	if text == "" {
		return lang.Pair{}, "", "", invalidField("text", "Write the story.")
	}
	if err := tooLong("text", "The story", MaxStoryContent, text); err != nil {
		return lang.Pair{}, "", "", err
	}
	return pair, title, text, nil
}

// SaveCurated writes a new curated story (d.ID empty: version 1) or a new
// version of one; d.BaseVersion must be its newest version, else 409
// "Story Changed". The version's lesson is made for the library account and
// published; the previous version's lesson leaves the curated list.
func (s *Service) SaveCurated(ctx context.Context, by Author, d CuratedDraft) (CuratedVersion, error) {
	var prev CuratedVersion
	if d.ID != "" {
		p, err := s.latestCurated(ctx, s.st, d.ID)
		if err != nil {
			return CuratedVersion{}, err
		}
		// A version's pair is fixed: an edit changes the title and the text.
		d.Target, d.Native, prev = p.Target, p.Native, p
		if p.Version != d.BaseVersion {
			return CuratedVersion{}, errCuratedStale(p.Title, p.Version)
		}
	} else if d.BaseVersion != 0 {
		return CuratedVersion{}, invalidField("baseVersion", "A new story starts at version 0.")
	}
	pair, title, text, err := d.check()
	if err != nil {
		return CuratedVersion{}, err
	}
	v := CuratedVersion{ID: d.ID, Version: prev.Version + 1, Target: string(pair.Target), Native: string(pair.Native),
		Title: title, Text: text, AuthorEmail: by.Email, CreatedAt: s.now().UTC()}
	if d.ID == "" {
		v.ID = newCuratedID()
		v.Changes = []Change{{Field: "written"}}
	} else {
		if title != prev.Title {
			v.Changes = append(v.Changes, Change{Field: "title"})
		}
		if text != prev.Text {
			v.Changes = append(v.Changes, Change{Field: "text"})
		}
		if len(v.Changes) == 0 {
			return CuratedVersion{}, domain.Titled(domain.CodeInvalid, "Nothing Changed", "This is the story as it is now: change something before saving.")
		}
	}
	if err := s.auth.EnsureLibraryAccount(ctx); err != nil {
		return CuratedVersion{}, fmt.Errorf("builtin: library account: %w", err)
	}
	lesson, err := s.lessons.CreateFree(ctx, library, lessons.FreeInput{Title: title, Content: text, Native: v.Native,
		Target: v.Target, Source: "curated:" + v.ID + ":v" + strconv.Itoa(v.Version)})
	if err != nil {
		return CuratedVersion{}, err
	}
	v.StoryID = lesson.ID
	changed, _ := json.Marshal(v.Changes)
	var author any
	if by.ID != "" {
		author = by.ID
	}
	_, err = s.st.Exec(ctx, `INSERT INTO curated_story_versions (`+curatedColumns+`, author_id)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, v.ID, v.Version, v.Target, v.Native, v.Title, v.Text, v.StoryID,
		string(changed), v.AuthorEmail, v.CreatedAt, author)
	if err != nil {
		// Another admin saved the same version in the same instant: theirs
		// stands, and this lesson is not kept.
		if _, derr := s.lessons.DeleteAny(ctx, lesson.ID); derr != nil {
			s.log.WarnContext(ctx, "curated: drop the lesson of a lost save", "story", lesson.ID, "err", derr)
		}
		if store.IsUniqueViolation(err) {
			return CuratedVersion{}, errCuratedStale(prev.Title, v.Version)
		}
		return CuratedVersion{}, fmt.Errorf("builtin: save curated story: %w", err)
	}
	if _, err := s.Publish(ctx, domain.Account{Kind: domain.AccountUser, ID: by.ID}, lesson.ID); err != nil {
		return v, err
	}
	if prev.StoryID != "" {
		if err := s.Unpublish(ctx, prev.StoryID); err != nil && !errors.Is(err, domain.ErrNotFound) {
			s.log.WarnContext(ctx, "curated: unpublish the previous version", "story", prev.StoryID, "err", err)
		}
	}
	return v, nil
}

func newCuratedID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func (s *Service) latestCurated(ctx context.Context, q store.Querier, id string) (CuratedVersion, error) {
	v, err := scanCurated(q.QueryRow(ctx, `SELECT `+curatedColumns+` FROM curated_story_versions
		WHERE curated_id = ? ORDER BY version DESC LIMIT 1`, id))
	if errors.Is(err, store.ErrNoRows) {
		return CuratedVersion{}, errCuratedNotFound
	}
	return v, err
}

func (s *Service) listCurated(ctx context.Context, q string, args ...any) ([]CuratedVersion, error) {
	rows, err := s.st.ReadOnly().Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("builtin: list curated stories: %w", err)
	}
	return store.ScanAll(rows, scanCurated)
}

// CuratedStories returns the newest version of every curated story, newest
// first.
func (s *Service) CuratedStories(ctx context.Context) ([]CuratedVersion, error) {
	return s.listCurated(ctx, `SELECT `+curatedColumns+` FROM curated_story_versions v
		WHERE v.version = (SELECT MAX(w.version) FROM curated_story_versions w WHERE w.curated_id = v.curated_id)
		ORDER BY v.created_at DESC, v.curated_id`)
}

// CuratedHistory returns every version of a curated story, newest first.
func (s *Service) CuratedHistory(ctx context.Context, id string) ([]CuratedVersion, error) {
	vs, err := s.listCurated(ctx, `SELECT `+curatedColumns+` FROM curated_story_versions WHERE curated_id = ?
		ORDER BY version DESC`, id)
	if err == nil && len(vs) == 0 {
		return nil, errCuratedNotFound
	}
	return vs, err
}

// RecentCurated returns the newest saved versions of all curated stories.
func (s *Service) RecentCurated(ctx context.Context, limit int) ([]CuratedVersion, error) {
	return s.listCurated(ctx, `SELECT `+curatedColumns+` FROM curated_story_versions
		ORDER BY created_at DESC, curated_id, version DESC LIMIT ?`, limit)
}
