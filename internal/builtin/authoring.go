package builtin

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
)

// Authoring (product §16 /create-content, decision 0022): every save, retirement and
// restoration is a new version row; nothing is changed or deleted, so the
// history is complete and any version can be brought back.

func errStale(l lang.Code, slug string, newest int) error {
	return domain.Titled(domain.CodeConflict, "Story Changed",
		fmt.Sprintf("Someone saved the %s %s story (version %d) after you opened it. Reload it and make your change again.",
			l.Name(), slug, newest))
}

// newVersion writes the next version of a story in one transaction; base
// must be the newest version (0 for none), so that two admins editing at
// once never overwrite each other unseen.
func (s *Service) newVersion(ctx context.Context, by Author, l lang.Code, slug string, base int,
	next func(prev Version, exists bool) (Version, error)) (Version, error) {
	var out Version
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		prev, exists, err := s.latest(ctx, tx, l, slug)
		if err != nil {
			return err
		}
		if prev.Version != base {
			return errStale(l, slug, prev.Version)
		}
		v, err := next(prev, exists)
		if err != nil {
			return err
		}
		v.Language, v.Slug, v.Version, v.AuthorEmail = l, slug, prev.Version+1, by.Email
		v.CreatedAt = s.now().UTC()
		v.Story.Language, v.Story.Slug = l, slug
		story, err := json.Marshal(v.Story)
		if err != nil {
			return err
		}
		if v.Changes == nil {
			v.Changes = []Change{}
		}
		changed, err := json.Marshal(v.Changes)
		if err != nil {
			return err
		}
		var author, restored any
		if by.ID != "" {
			author = by.ID
		}
		if v.RestoredFrom > 0 || v.Action == ActionRestored {
			restored = v.RestoredFrom
		}
		_, err = tx.Exec(ctx, `INSERT INTO authored_story_versions (language, slug, version, story, retired, action, restored_from,
			changes, note, author_id, author_email, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			string(l), slug, v.Version, string(story), v.Retired, v.Action, restored, string(changed), v.Note, author, by.Email, v.CreatedAt)
		if store.IsUniqueViolation(err) {
			return errStale(l, slug, v.Version)
		}
		if err != nil {
			return fmt.Errorf("builtin: save %s/%s: %w", l, slug, err)
		}
		out = v
		return nil
	})
	if err != nil {
		return Version{}, err
	}
	s.reseed(ctx, out)
	return out, nil
}

// Save writes a new version of a quick story: a new story where the
// scenario has none in that language, else an edit of the current one.
func (s *Service) Save(ctx context.Context, by Author, d Draft) (Version, error) {
	st, err := d.Story()
	if err != nil {
		return Version{}, err
	}
	return s.newVersion(ctx, by, st.Language, st.Slug, d.BaseVersion, func(prev Version, exists bool) (Version, error) {
		v := Version{Story: st, Action: ActionEdited, Note: strings.TrimSpace(d.Note)}
		if !exists {
			v.Action = ActionWritten
			v.Changes = changes(Story{}, st)
			return v, nil
		}
		v.Changes = changes(prev.Story, st)
		if prev.Retired {
			v.Changes = append(v.Changes, Change{Field: "restored"})
		}
		if len(v.Changes) == 0 {
			return Version{}, domain.Titled(domain.CodeInvalid, "Nothing Changed", "This is the story as it is now: change something before saving.")
		}
		return v, nil
	})
}

// Retire takes a quick story away from learners (a new version that keeps
// the text, so restoring brings it back).
func (s *Service) Retire(ctx context.Context, by Author, language, slug string, base int, note string) (Version, error) {
	l, err := checkKey(language, slug)
	if err != nil {
		return Version{}, err
	}
	if err := tooLong("note", "The note", MaxNote, note); err != nil {
		return Version{}, err
	}
	return s.newVersion(ctx, by, l, slug, base, func(prev Version, exists bool) (Version, error) {
		if !exists {
			return Version{}, domain.Titled(domain.CodeNotFound, "Story Not Found", fmt.Sprintf("There is no %s %s story.", l.Name(), slug))
		}
		if prev.Retired {
			return Version{}, domain.Titled(domain.CodeConflict, "Already Retired", "This story is already retired.")
		}
		return Version{Story: prev.Story, Retired: true, Action: ActionRetired, Changes: []Change{{Field: "retired"}},
			Note: strings.TrimSpace(note)}, nil
	})
}

// Restore makes an earlier version (0: the original) the current one, as a
// new version; a retired story comes back.
func (s *Service) Restore(ctx context.Context, by Author, language, slug string, from, base int, note string) (Version, error) {
	l, err := checkKey(language, slug)
	if err != nil {
		return Version{}, err
	}
	if err := tooLong("note", "The note", MaxNote, note); err != nil {
		return Version{}, err
	}
	old, err := s.VersionOf(ctx, string(l), slug, from)
	if err != nil {
		return Version{}, err
	}
	return s.newVersion(ctx, by, l, slug, base, func(prev Version, _ bool) (Version, error) {
		ch := changes(prev.Story, old.Story)
		if prev.Retired {
			ch = append(ch, Change{Field: "restored"})
		}
		if len(ch) == 0 {
			return Version{}, domain.Titled(domain.CodeInvalid, "Nothing Changed",
				fmt.Sprintf("Version %d is the story as it is now.", from))
		}
		return Version{Story: old.Story, Action: ActionRestored, RestoredFrom: from, Changes: ch, Note: strings.TrimSpace(note)}, nil
	})
}
