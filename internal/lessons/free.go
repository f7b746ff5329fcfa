package lessons

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
)

// Stories we provide (the quick stories, the curated list) are free: they
// are made into lessons by the same pipeline as a learner's story, or copied
// from a lesson already made, and each account gets one story per source.

// HumanTranslation is our own translation of a story, one text per sentence
// as the segmenter cuts it, and the title. It replaces the engine's.
type HumanTranslation struct {
	Sentences []string
	Title     string
	Provider  string // shown as the card's translator, e.g. "storyglot"
}

// FreeInput is a story we provide, to be made into a lesson at no charge.
type FreeInput struct {
	Title          string
	Content        string
	Native, Target string
	// Source names what the story is (e.g. "quick:coffee:es:en"); an
	// account holds at most one story of a source.
	Source      string
	Translation *HumanTranslation // nil: the engine translates
	// Background puts the lesson in the background queue (one job at a
	// time, after nobody): for start-up seeds, which no learner waits for.
	Background bool
}

var errNotReady = domain.Titled(domain.CodeConflict, "Lesson not ready", "This story's lesson is still being made. Please try again in a moment.")

// CreateFree records a story we provide for owner and enqueues its lesson,
// free of charge, in one transaction. When owner already has a story of
// in.Source, that one is returned and nothing is made.
func (s *Service) CreateFree(ctx context.Context, owner domain.Account, in FreeInput) (Story, error) {
	pair, err := lang.NewPair(in.Target, in.Native)
	if err != nil {
		return Story{}, domain.Titled(domain.CodeInvalid, "Invalid request data", "Please choose a native and a target language from the list.")
	}
	if in.Source == "" || in.Title == "" || in.Content == "" {
		return Story{}, domain.Errorf(domain.CodeInvalid, "lessons: a free story needs a source, a title and content")
	}
	opts := &river.InsertOpts{MaxAttempts: s.cfg.MaxAttempts}
	if in.Background {
		opts.Queue, opts.Priority = jobs.QueueBackground, 4
	}
	n := utf8.RuneCountInString(in.Content)
	now := s.now().UTC()
	var story Story
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		if existing, err := s.fromSource(ctx, tx, owner, in.Source); err == nil {
			story = existing
			return nil
		} else if !errors.Is(err, domain.ErrNotFound) {
			return err
		}
		story = Story{ID: newID(), Owner: owner, Title: lang.StoryTitle(in.Title), Content: in.Content, NativeLanguage: string(pair.Native),
			TargetLanguage: string(pair.Target), LanguagePair: pair.Key(), Status: StatusQueued, LoadingFlashcards: true,
			CreatedAt: now, UpdatedAt: now, DeadlineAt: now.Add(time.Duration(domain.StoryTimeouts(n).Hard) * time.Second)}
		if _, err := tx.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
			language_pair, status, loading_flashcards, credits_charged, created_at, updated_at, deadline_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
			story.ID, string(owner.Kind), owner.ID, story.Title, story.Content, story.NativeLanguage, story.TargetLanguage,
			story.LanguagePair, StatusQueued, true, now, now, story.DeadlineAt); err != nil {
			return fmt.Errorf("lessons: create free story: %w", err)
		}
		if t := in.Translation; t != nil {
			sentences, _ := json.Marshal(t.Sentences)
			if _, err := tx.Exec(ctx, "INSERT INTO story_translations (story_id, sentences, title, provider) VALUES (?, ?, ?, ?)",
				story.ID, string(sentences), t.Title, t.Provider); err != nil {
				return fmt.Errorf("lessons: store our translation: %w", err)
			}
		}
		if err := s.recordSource(ctx, tx, owner, in.Source, story.ID); err != nil {
			return err
		}
		_, err := s.queue.EnqueueTx(ctx, tx, LessonArgs{StoryID: story.ID}, opts)
		return err
	})
	if err != nil && store.IsUniqueViolation(err) {
		// The same request raced itself; the first one stands.
		return s.fromSource(ctx, s.st, owner, in.Source)
	}
	if err != nil {
		return Story{}, err
	}
	s.notes.Notify(ctx, story.ID)
	return story, nil
}

// FromSource returns owner's story of source, or a not-found error.
func (s *Service) FromSource(ctx context.Context, owner domain.Account, source string) (Story, error) {
	return s.fromSource(ctx, s.st.ReadOnly(), owner, source)
}

func (s *Service) fromSource(ctx context.Context, q store.Querier, owner domain.Account, source string) (Story, error) {
	var id string
	err := q.QueryRow(ctx, "SELECT story_id FROM story_sources WHERE owner_kind = ? AND owner_id = ? AND source = ?",
		string(owner.Kind), owner.ID, source).Scan(&id)
	if errors.Is(err, store.ErrNoRows) {
		return Story{}, errNoStory
	}
	if err != nil {
		return Story{}, fmt.Errorf("lessons: read story source: %w", err)
	}
	return s.get(ctx, q, id)
}

// CompletedOfSource returns the oldest finished lesson made from source by
// anyone, ready to be copied; not found when there is none yet.
func (s *Service) CompletedOfSource(ctx context.Context, source string) (Story, error) {
	var id string
	err := s.st.ReadOnly().QueryRow(ctx, `SELECT st.id FROM story_sources src JOIN stories st ON st.id = src.story_id
		WHERE src.source = ? AND st.status = ? AND st.cards_total > 0 ORDER BY st.completed_at, st.id LIMIT 1`,
		source, StatusCompleted).Scan(&id)
	if errors.Is(err, store.ErrNoRows) {
		return Story{}, errNoStory
	}
	if err != nil {
		return Story{}, fmt.Errorf("lessons: find a lesson of %s: %w", source, err)
	}
	return s.get(ctx, s.st.ReadOnly(), id)
}

func (s *Service) recordSource(ctx context.Context, tx store.Tx, owner domain.Account, source, storyID string) error {
	if _, err := tx.Exec(ctx, "INSERT INTO story_sources (owner_kind, owner_id, source, story_id, created_at) VALUES (?, ?, ?, ?, ?)",
		string(owner.Kind), owner.ID, source, storyID, s.now().UTC()); err != nil {
		return fmt.Errorf("lessons: record story source: %w", err)
	}
	return nil
}

// Copy gives owner a story of their own made from the finished lesson srcID:
// the same text, translation and cards (pronunciation, audio, images and
// hints point at the same stored files), with a fresh study memory — no card
// of the copy has been reviewed. Free, and once per source: when owner
// already has a story of source, that one is returned.
//
// This is the one place a lesson is copied from one account to another.
func (s *Service) Copy(ctx context.Context, owner domain.Account, srcID, source string) (Story, error) {
	var story Story
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		if existing, err := s.fromSource(ctx, tx, owner, source); err == nil {
			story = existing
			return nil
		} else if !errors.Is(err, domain.ErrNotFound) {
			return err
		}
		src, err := s.get(ctx, tx, srcID)
		if err != nil {
			return err
		}
		if src.Status != StatusCompleted {
			return errNotReady
		}
		if story, err = s.insertCopy(ctx, tx, owner, src, ""); err != nil {
			return err
		}
		return s.recordSource(ctx, tx, owner, source, story.ID)
	})
	if err != nil && store.IsUniqueViolation(err) {
		return s.fromSource(ctx, s.st, owner, source)
	}
	if err != nil {
		return Story{}, err
	}
	return story, nil
}

// insertCopy writes owner's copy of the completed story src in tx: the same
// texts, translations, pronunciations, hints and corrections, the same stored
// files, new ids, no credits, no card memory. sharedFrom names the original of
// an accepted share ("" for none). Every copy of a lesson goes through here.
func (s *Service) insertCopy(ctx context.Context, tx store.Tx, owner domain.Account, src Story, sharedFrom string) (Story, error) {
	now := s.now().UTC()
	story := src
	story.ID, story.Owner, story.CreditsCharged, story.CreditsRefunded = newID(), owner, 0, 0
	story.CreatedAt, story.UpdatedAt, story.CompletedAt, story.DeadlineAt = now, now, &now, now
	if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM flashcards WHERE story_id = ?", src.ID).Scan(&story.CardsTotal); err != nil {
		return Story{}, fmt.Errorf("lessons: count cards of %s: %w", src.ID, err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
		language_pair, status, loading_flashcards, credits_charged, cards_total, story_native, title_native, title_phonetic,
		title_audio_key, detected_language, wrong_language, created_at, updated_at, completed_at, deadline_at, shared_from)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		story.ID, string(owner.Kind), owner.ID, story.Title, story.Content, story.NativeLanguage, story.TargetLanguage,
		story.LanguagePair, StatusCompleted, false, story.CardsTotal, nullable(story.StoryNative), nullable(story.TitleNative),
		nullable(story.TitlePhonetic), nullable(story.TitleAudioKey), nullable(story.DetectedLanguage), story.WrongLanguage,
		now, now, now, now, nullable(sharedFrom)); err != nil {
		return Story{}, fmt.Errorf("lessons: copy story %s: %w", src.ID, err)
	}
	cards, err := s.cardsIn(ctx, tx, src.ID)
	if err != nil {
		return Story{}, err
	}
	for _, c := range cards {
		if _, err := tx.Exec(ctx, `INSERT INTO flashcards (id, story_id, position, kind, front, back, back_provider, machine_draft,
			pronunciation, audio_key, image_key, hints, glosses, back_unknown, problems, edited, created_at)
			SELECT ?, ?, position, kind, front, back, back_provider, machine_draft, pronunciation, audio_key, image_key,
			hints, glosses, back_unknown, problems, edited, ? FROM flashcards WHERE id = ?`, newID(), story.ID, now, c.ID); err != nil {
			return Story{}, fmt.Errorf("lessons: copy card %d of %s: %w", c.Position, src.ID, err)
		}
	}
	return story, nil
}

// humanTranslation returns our translation of story id as the pipeline's
// translations (the sentences, then the title), when there is one that fits
// the n sentences the segmenter found.
func (s *Service) humanTranslation(ctx context.Context, id string, n int) ([]lang.Translation, bool, error) {
	var raw, title, provider string
	err := s.st.QueryRow(ctx, "SELECT sentences, title, provider FROM story_translations WHERE story_id = ?", id).Scan(&raw, &title, &provider)
	if errors.Is(err, store.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("lessons: read our translation of %s: %w", id, err)
	}
	var sentences []string
	if err := json.Unmarshal([]byte(raw), &sentences); err != nil {
		return nil, false, fmt.Errorf("lessons: our translation of %s: %w", id, err)
	}
	if len(sentences) != n {
		s.log.WarnContext(ctx, "our translation does not fit the sentences; the engine translates", "story", id,
			"translated", len(sentences), "sentences", n)
		return nil, false, nil
	}
	out := make([]lang.Translation, 0, n+1)
	for _, t := range append(sentences, title) {
		out = append(out, lang.Translation{Text: t, Provider: provider})
	}
	return out, true, nil
}
