package lessons

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

// Story is a story and the state of its lesson (product §6).
type Story struct {
	ID                string
	Owner             domain.Account
	Title             string
	OriginalTitle     string // the title the lesson was made with, when the learner renamed it
	Content           string
	NativeLanguage    string
	TargetLanguage    string
	LanguagePair      string
	Status            string
	LoadingFlashcards bool
	CreditsCharged    int
	CreditsRefunded   int
	CardsTotal        int // cards written so far (all of them once completed)
	StoryNative       string
	TitleNative       string
	TitlePhonetic     string
	TitleAudioKey     string
	DetectedLanguage  string
	WrongLanguage     bool
	Failure           string
	FailureKind       string // the product §8 errorType of a failed lesson; '' before migration 0029
	CreatedAt         time.Time
	UpdatedAt         time.Time
	CompletedAt       *time.Time
	DeadlineAt        time.Time
}

// Card is one flashcard (product §6).
type Card struct {
	ID            string
	StoryID       string
	Position      int
	Kind          string // sentence or word
	Front         string
	Back          string
	BackProvider  string
	BackUnknown   []string // words of Back its translator passed through untranslated
	MachineDraft  bool
	Pronunciation string
	AudioKey      string
	ImageKey      string
	Hints         []lang.Hint
	Glosses       []lang.WordGloss // the words in order with their glosses (product §6)
	Problems      map[string]string
	Edited        bool // corrected by the learner
	CreatedAt     time.Time
}

const storyColumns = `id, owner_kind, owner_id, title, content, native_language, target_language, language_pair, status,
	loading_flashcards, credits_charged, credits_refunded, cards_total, COALESCE(story_native, ''), COALESCE(title_native, ''),
	COALESCE(title_phonetic, ''), COALESCE(title_audio_key, ''), COALESCE(detected_language, ''), wrong_language,
	COALESCE(failure, ''), created_at, updated_at, completed_at, deadline_at, COALESCE(original_title, ''), failure_kind`

func scanStory(r store.Row) (Story, error) {
	var s Story
	var kind string
	err := r.Scan(&s.ID, &kind, &s.Owner.ID, &s.Title, &s.Content, &s.NativeLanguage, &s.TargetLanguage, &s.LanguagePair,
		&s.Status, &s.LoadingFlashcards, &s.CreditsCharged, &s.CreditsRefunded, &s.CardsTotal, &s.StoryNative, &s.TitleNative,
		&s.TitlePhonetic, &s.TitleAudioKey, &s.DetectedLanguage, &s.WrongLanguage, &s.Failure, &s.CreatedAt, &s.UpdatedAt,
		&s.CompletedAt, &s.DeadlineAt, &s.OriginalTitle, &s.FailureKind)
	s.Owner.Kind = domain.AccountKind(kind)
	return s, err
}

var errNoStory = domain.Titled(domain.CodeNotFound, "Story Not Found", "This story does not exist or is not yours.")

func (s *Service) get(ctx context.Context, q store.Querier, id string) (Story, error) {
	st, err := scanStory(q.QueryRow(ctx, "SELECT "+storyColumns+" FROM stories WHERE id = ?", id))
	if errors.Is(err, store.ErrNoRows) {
		return Story{}, errNoStory
	}
	if err != nil {
		return Story{}, fmt.Errorf("lessons: read story %s: %w", id, err)
	}
	return st, nil
}

// Get returns a story of owner (someone else's is not found).
func (s *Service) Get(ctx context.Context, owner domain.Account, id string) (Story, error) {
	st, err := s.get(ctx, s.st.ReadOnly(), id)
	if err != nil {
		return Story{}, err
	}
	if st.Owner != owner {
		return Story{}, errNoStory
	}
	return st, nil
}

// Find returns any story by its id, whoever owns it (the admin console).
func (s *Service) Find(ctx context.Context, id string) (Story, error) {
	return s.get(ctx, s.st.ReadOnly(), id)
}

// List returns owner's stories, newest first.
func (s *Service) List(ctx context.Context, owner domain.Account, limit int) ([]Story, error) {
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+storyColumns+" FROM stories WHERE owner_kind = ? AND owner_id = ? ORDER BY created_at DESC LIMIT ?",
		string(owner.Kind), owner.ID, limit)
	if err != nil {
		return nil, fmt.Errorf("lessons: list stories: %w", err)
	}
	return store.ScanAll(rows, scanStory)
}

// Cards returns a story's cards from position from on, in order.
func (s *Service) Cards(ctx context.Context, storyID string, from int) ([]Card, error) {
	return s.cardsFrom(ctx, s.st.ReadOnly(), storyID, from)
}

// cardsIn returns every card of a story, read through q (a transaction).
func (s *Service) cardsIn(ctx context.Context, q store.Querier, storyID string) ([]Card, error) {
	return s.cardsFrom(ctx, q, storyID, 0)
}

func (s *Service) cardsFrom(ctx context.Context, q store.Querier, storyID string, from int) ([]Card, error) {
	cards, err := cardsWhere(ctx, q, "story_id = ? AND position >= ? ORDER BY position", storyID, from)
	if err != nil {
		return nil, fmt.Errorf("lessons: read cards of %s: %w", storyID, err)
	}
	return cards, nil
}

// cardsWhere reads the cards matching where (which may end in ORDER BY).
func cardsWhere(ctx context.Context, q store.Querier, where string, args ...any) ([]Card, error) {
	rows, err := q.Query(ctx, `SELECT id, story_id, position, kind, front, back, back_provider, machine_draft, pronunciation,
		COALESCE(audio_key, ''), COALESCE(image_key, ''), hints, glosses, back_unknown, problems, edited, created_at
		FROM flashcards WHERE `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Card
	for rows.Next() {
		var c Card
		var hints, glosses, unknown, problems string
		if err := rows.Scan(&c.ID, &c.StoryID, &c.Position, &c.Kind, &c.Front, &c.Back, &c.BackProvider, &c.MachineDraft,
			&c.Pronunciation, &c.AudioKey, &c.ImageKey, &hints, &glosses, &unknown, &problems, &c.Edited, &c.CreatedAt); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(hints), &c.Hints); err != nil {
			return nil, fmt.Errorf("lessons: hints of card %s: %w", c.ID, err)
		}
		if err := json.Unmarshal([]byte(glosses), &c.Glosses); err != nil {
			return nil, fmt.Errorf("lessons: glosses of card %s: %w", c.ID, err)
		}
		if err := json.Unmarshal([]byte(unknown), &c.BackUnknown); err != nil {
			return nil, fmt.Errorf("lessons: unknown words of card %s: %w", c.ID, err)
		}
		if err := json.Unmarshal([]byte(problems), &c.Problems); err != nil {
			return nil, fmt.Errorf("lessons: problems of card %s: %w", c.ID, err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Card returns one card and its story.
func (s *Service) Card(ctx context.Context, id string) (Card, Story, error) {
	var storyID string
	var pos int
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT story_id, position FROM flashcards WHERE id = ?", id).Scan(&storyID, &pos)
	if errors.Is(err, store.ErrNoRows) {
		return Card{}, Story{}, errNoCard
	}
	if err != nil {
		return Card{}, Story{}, fmt.Errorf("lessons: read card %s: %w", id, err)
	}
	st, err := s.get(ctx, s.st.ReadOnly(), storyID)
	if err != nil {
		return Card{}, Story{}, err
	}
	cards, err := s.Cards(ctx, storyID, pos)
	if err != nil || len(cards) == 0 {
		return Card{}, Story{}, fmt.Errorf("lessons: read card %s: %w", id, err)
	}
	return cards[0], st, nil
}
