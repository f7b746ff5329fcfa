package lessons

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Share links (product §10 /shared/{publicShareId}): an owner makes an
// unguessable token for a finished lesson; anyone with it reads the lesson
// (without anything about the owner); a signed-in learner accepts it once,
// which gives them their own copy (cards and media reused, fresh memory).

// Share is a public link to a story.
type Share struct {
	Token   string
	StoryID string
}

const tokenBytes = 32 // 256 bits, 43 characters of base64url

var (
	errNoShare = domain.Titled(domain.CodeNotFound, "Shared Story Not Found",
		"This share link does not exist, was revoked, or its story was deleted.")
	errBadToken = domain.Titled(domain.CodeInvalid, "Invalid Share Link",
		"This is not a Storyglot share link. Please check that you copied all of it.")
	errInProgress = domain.Titled(domain.CodeConflict, "Lesson Still Being Made",
		"This lesson is still being made. Please wait until it is ready.")
)

// ValidToken reports whether s has the shape of a share token.
func ValidToken(s string) bool {
	if len(s) != base64.RawURLEncoding.EncodedLen(tokenBytes) {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// CreateShare makes a public link to a finished story of owner, or returns
// its live one.
func (s *Service) CreateShare(ctx context.Context, owner domain.Account, storyID string) (Share, error) {
	st, err := s.Get(ctx, owner, storyID)
	if err != nil {
		return Share{}, err
	}
	if st.Status != StatusCompleted {
		return Share{}, errInProgress
	}
	if live, err := s.Shares(ctx, owner, st.ID); err != nil {
		return Share{}, err
	} else if len(live) > 0 {
		return live[0], nil // one live link per story: sharing again gives the same
	}
	b := make([]byte, tokenBytes)
	if _, err := rand.Read(b); err != nil {
		return Share{}, err
	}
	sh := Share{Token: base64.RawURLEncoding.EncodeToString(b), StoryID: st.ID}
	if _, err := s.st.Exec(ctx, "INSERT INTO story_shares (token, story_id, created_at) VALUES (?, ?, ?)",
		sh.Token, sh.StoryID, s.now().UTC()); err != nil {
		return Share{}, fmt.Errorf("lessons: create share: %w", err)
	}
	return sh, nil
}

// RevokeShare ends a link of owner's; someone else's link is not found.
func (s *Service) RevokeShare(ctx context.Context, owner domain.Account, token string) error {
	st, err := s.sharedStory(ctx, token)
	if err != nil {
		return err
	}
	if st.Owner != owner {
		return errNoShare
	}
	_, err = s.st.Exec(ctx, "UPDATE story_shares SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL", s.now().UTC(), token)
	return err
}

// Shares lists the live links of a story of owner.
func (s *Service) Shares(ctx context.Context, owner domain.Account, storyID string) ([]Share, error) {
	if _, err := s.Get(ctx, owner, storyID); err != nil {
		return nil, err
	}
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT token FROM story_shares WHERE story_id = ? AND revoked_at IS NULL ORDER BY created_at", storyID)
	if err != nil {
		return nil, fmt.Errorf("lessons: shares of %s: %w", storyID, err)
	}
	return store.ScanAll(rows, func(r store.Row) (Share, error) {
		sh := Share{StoryID: storyID}
		return sh, r.Scan(&sh.Token)
	})
}

// sharedStory is the story behind a live token.
func (s *Service) sharedStory(ctx context.Context, token string) (Story, error) {
	if !ValidToken(token) {
		return Story{}, errBadToken
	}
	var id string
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT story_id FROM story_shares WHERE token = ? AND revoked_at IS NULL", token).Scan(&id)
	if errors.Is(err, store.ErrNoRows) {
		return Story{}, errNoShare
	}
	if err != nil {
		return Story{}, fmt.Errorf("lessons: read share: %w", err)
	}
	st, err := s.get(ctx, s.st.ReadOnly(), id)
	if errors.Is(err, domain.ErrNotFound) {
		return Story{}, errNoShare
	}
	return st, err
}

// Shared returns the story and cards behind a live token, for anyone.
func (s *Service) Shared(ctx context.Context, token string) (Story, []Card, error) {
	st, err := s.sharedStory(ctx, token)
	if err != nil {
		return Story{}, nil, err
	}
	cards, err := s.Cards(ctx, st.ID, 0)
	return st, cards, err
}

// AcceptShare gives user their own copy of a shared story, exactly once: a
// second accept, or two at once, return the same copy. Accepting one's own
// share returns the original. It costs no credits.
func (s *Service) AcceptShare(ctx context.Context, user domain.Account, token string) (string, bool, error) {
	src, err := s.sharedStory(ctx, token)
	if err != nil {
		return "", false, err
	}
	if src.Owner == user {
		return src.ID, false, nil
	}
	if id, err := s.copyOf(ctx, user, src.ID); err == nil {
		return id, false, nil
	} else if !errors.Is(err, store.ErrNoRows) {
		return "", false, err
	}
	var id string
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		c, err := s.insertCopy(ctx, tx, user, src, src.ID)
		id = c.ID
		return err
	})
	if store.IsUniqueViolation(err) {
		// Another accept of the same learner won the race; theirs stands.
		existing, err := s.copyOf(ctx, user, src.ID)
		return existing, false, err
	}
	if err != nil {
		return "", false, fmt.Errorf("lessons: accept share: %w", err)
	}
	return id, true, nil
}

func (s *Service) copyOf(ctx context.Context, user domain.Account, srcID string) (string, error) {
	var id string
	err := s.st.QueryRow(ctx, "SELECT id FROM stories WHERE owner_kind = ? AND owner_id = ? AND shared_from = ?",
		string(user.Kind), user.ID, srcID).Scan(&id)
	return id, err
}
