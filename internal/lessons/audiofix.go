package lessons

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
)

// Respeaker makes a sentence's audio again, bypassing stored audio
// (lang.Engine does, along the same chain that made it).
type Respeaker interface {
	Respeak(ctx context.Context, l lang.Code, text string) (lang.Audio, error)
}

// AudioFix is the outcome of remaking one card's audio.
type AudioFix struct {
	CardID   string
	AudioKey string
	Changed  bool // the card now points at a different file
}

var (
	errAudioNotReady = domain.Titled(domain.CodeConflict, "Lesson Not Ready", "This lesson is still being made; fix its audio when it is finished.")
	errNoSpeech      = domain.Titled(domain.CodeInvalid, "Audio Unavailable", "This server cannot speak the lesson's language, so its audio cannot be made again.")
	errStoreDown     = domain.Titled(domain.CodeUnavailable, "File Storage Unavailable", "The file store did not answer, so the audio could not be saved. Please try again in a few minutes.")
)

// AudioCards returns a story and its cards for the audio fix: the owner's,
// or any story for an admin (asAdmin).
func (s *Service) AudioCards(ctx context.Context, actor domain.Account, asAdmin bool, storyID string) (Story, []Card, error) {
	st, err := s.get(ctx, s.st.ReadOnly(), storyID)
	if err != nil {
		return Story{}, nil, err
	}
	if st.Owner != actor && !asAdmin {
		return Story{}, nil, errNoStory
	}
	cards, err := s.Cards(ctx, storyID, 0)
	return st, cards, err
}

// RegenerateAudio makes again the audio of one card (cardID set) or of every
// card and the title of a story. The owner may do it, an admin (asAdmin) for
// any story; someone else's story is not found. It is free: wrong audio is
// our fault. Making it again with the same engine gives the same file, so a
// repeat changes nothing; the replaced files are noted for the file sweep.
// The open reports of the remade cards are closed as fixed, by by (the
// admin's address, or "owner").
func (s *Service) RegenerateAudio(ctx context.Context, actor domain.Account, asAdmin bool, storyID, cardID, by string) ([]AudioFix, error) {
	rs, ok := s.engine.(Respeaker)
	if !ok {
		return nil, errNoSpeech
	}
	st, cards, err := s.AudioCards(ctx, actor, asAdmin, storyID)
	if err != nil {
		return nil, err
	}
	if st.Status != StatusCompleted {
		return nil, errAudioNotReady
	}
	target := lang.Code(st.TargetLanguage)
	var fixes []AudioFix
	var old []string
	for _, c := range cards {
		if cardID != "" && c.ID != cardID {
			continue
		}
		a, err := rs.Respeak(ctx, target, c.Front)
		if err != nil {
			return nil, speechError(err)
		}
		f := AudioFix{CardID: c.ID, AudioKey: a.Key, Changed: a.Key != c.AudioKey}
		_, failed := c.Problems[string(lang.CapSpeak)]
		if f.Changed || failed {
			// The card has audio now: the reason it had none goes.
			delete(c.Problems, string(lang.CapSpeak))
			problems, _ := json.Marshal(c.Problems)
			if _, err := s.st.Exec(ctx, "UPDATE flashcards SET audio_key = ?, problems = ? WHERE id = ?", a.Key, string(problems), c.ID); err != nil {
				return nil, fmt.Errorf("lessons: set audio of card %s: %w", c.ID, err)
			}
			if c.AudioKey != "" && f.Changed {
				old = append(old, c.AudioKey)
			}
		}
		fixes = append(fixes, f)
	}
	if cardID != "" && len(fixes) == 0 {
		return nil, errNoCard
	}
	if cardID == "" && st.Title != "" {
		if a, err := rs.Respeak(ctx, target, st.Title); err == nil && a.Key != st.TitleAudioKey {
			if _, err := s.st.Exec(ctx, "UPDATE stories SET title_audio_key = ? WHERE id = ?", a.Key, st.ID); err != nil {
				return nil, fmt.Errorf("lessons: set title audio of %s: %w", st.ID, err)
			}
			old = append(old, st.TitleAudioKey)
		}
	}
	if err := s.noteOrphans(ctx, s.st, nonEmpty(old...)); err != nil {
		s.log.WarnContext(ctx, "note replaced audio", "err", err)
	}
	// The audio of these cards is new: their open reports are answered.
	ids := make([]string, len(fixes))
	for i, f := range fixes {
		ids[i] = f.CardID
	}
	if _, err := s.closeFixedReports(ctx, st.ID, ids, by); err != nil {
		return fixes, err
	}
	return fixes, nil
}

func speechError(err error) error {
	if errors.Is(err, lang.ErrUnsupported) {
		return errNoSpeech
	}
	if errors.Is(err, blob.ErrUnavailable) {
		return &domain.Error{Code: errStoreDown.Code, Title: errStoreDown.Title, Message: errStoreDown.Message, Err: err}
	}
	return fmt.Errorf("lessons: remake audio: %w", err)
}
