package lessons

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
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
// repeat changes nothing. The open reports of the remade cards are closed as
// fixed, by by (the admin's address, or "owner").
//
// Each card is done whole once its audio is made: its new file, the note of
// the file it replaced (for the file sweep) and the closing of its reports
// are one transaction, run to its end whatever becomes of ctx (decision
// 0069). A caller that leaves midway ends the remaking of the cards still to
// do; on an error the story and the cards done so far are returned with it.
func (s *Service) RegenerateAudio(ctx context.Context, actor domain.Account, asAdmin bool, storyID, cardID, by string) (Story, []AudioFix, error) {
	rs, ok := s.engine.(Respeaker)
	if !ok {
		return Story{}, nil, errNoSpeech
	}
	st, cards, err := s.AudioCards(ctx, actor, asAdmin, storyID)
	if err != nil {
		return Story{}, nil, err
	}
	if st.Status != StatusCompleted {
		return Story{}, nil, errAudioNotReady
	}
	target := lang.Code(st.TargetLanguage)
	var fixes []AudioFix
	for _, c := range cards {
		if cardID != "" && c.ID != cardID {
			continue
		}
		a, err := rs.Respeak(ctx, target, c.Front)
		if err != nil {
			return st, fixes, speechError(err)
		}
		f := AudioFix{CardID: c.ID, AudioKey: a.Key, Changed: a.Key != c.AudioKey}
		if err := s.setCardAudio(ctx, st.ID, c, f, by); err != nil {
			return st, fixes, err
		}
		fixes = append(fixes, f)
	}
	if cardID != "" && len(fixes) == 0 {
		return Story{}, nil, errNoCard
	}
	if cardID == "" && st.Title != "" {
		if a, err := rs.Respeak(ctx, target, st.Title); err == nil && a.Key != st.TitleAudioKey {
			kept, cancel := store.Detach(ctx)
			defer cancel()
			if err := s.st.InTx(kept, func(tx store.Tx) error {
				if _, err := tx.Exec(kept, "UPDATE stories SET title_audio_key = ? WHERE id = ?", a.Key, st.ID); err != nil {
					return fmt.Errorf("lessons: set title audio of %s: %w", st.ID, err)
				}
				return s.noteOrphans(kept, tx, nonEmpty(st.TitleAudioKey))
			}); err != nil {
				return st, fixes, err
			}
		}
	}
	return st, fixes, nil
}

// setCardAudio records a card's remade audio (f), notes the file it
// replaced for the sweep and closes the card's open reports, in one
// transaction that ctx's end does not cut short.
func (s *Service) setCardAudio(ctx context.Context, storyID string, c Card, f AudioFix, by string) error {
	ctx, cancel := store.Detach(ctx)
	defer cancel()
	return s.st.InTx(ctx, func(tx store.Tx) error {
		if _, failed := c.Problems[string(lang.CapSpeak)]; f.Changed || failed {
			// The card has audio now: the reason it had none goes.
			delete(c.Problems, string(lang.CapSpeak))
			problems, _ := json.Marshal(c.Problems)
			if _, err := tx.Exec(ctx, "UPDATE flashcards SET audio_key = ?, problems = ? WHERE id = ?", f.AudioKey, string(problems), c.ID); err != nil {
				return fmt.Errorf("lessons: set audio of card %s: %w", c.ID, err)
			}
			if f.Changed {
				if err := s.noteOrphans(ctx, tx, nonEmpty(c.AudioKey)); err != nil {
					return err
				}
			}
		}
		// The audio of the card is new: its open reports are answered.
		return s.closeFixedReports(ctx, tx, storyID, c.ID, by)
	})
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
