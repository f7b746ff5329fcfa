// Package lessons turns a story into a lesson (spec §4 "Flashcard
// generation"): a request validates and charges the story and enqueues a job
// in one transaction; the worker writes each card as soon as it is ready and
// announces it; failure after the last attempt, or the hard timeout of spec §9,
// refunds the charge exactly once and writes an error log entry.
package lessons

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// Engine is what the pipeline asks of the language engine.
type Engine interface {
	Sentences(l lang.Code, text string) []lang.Sentence
	Detect(ctx context.Context, text string) (lang.Detection, error)
	Translate(ctx context.Context, p lang.Pair, sentences []string) ([]lang.Translation, error)
	Pronounce(ctx context.Context, l lang.Code, text string) (lang.Pronunciation, error)
	Speak(ctx context.Context, l lang.Code, text string) (lang.Audio, error)
	Explain(ctx context.Context, p lang.Pair, sentence string) ([]lang.Hint, error)
	Illustrate(ctx context.Context, p lang.Pair, text string) (lang.Image, error)
}

var _ Engine = (*lang.Engine)(nil)

// Story statuses. 'completed' is the one spec §7 names.
const (
	StatusQueued     = "queued"
	StatusProcessing = "processing"
	StatusCompleted  = "completed"
	StatusFailed     = "failed"
)

// MaxStoryChars bounds one story (the longest hard timeout of spec §9 is for
// stories above 1000 characters; this keeps a lesson within it).
const MaxStoryChars = 5000

// Config tunes the pipeline.
type Config struct {
	Workers      int           // cards prepared at once
	MaxWordCards int           // key-word cards per story
	JobTimeout   time.Duration // one attempt of a lesson job
	MaxAttempts  int
}

// Service runs lessons.
type Service struct {
	cfg    Config
	st     *store.Store
	queue  *jobs.Queue
	ledger *credits.Ledger
	engine Engine
	blobs  blob.Store
	tel    *telemetry.Service
	notes  *Notifier
	log    *slog.Logger
	now    func() time.Time
}

// New returns the lesson service.
func New(cfg Config, st *store.Store, q *jobs.Queue, ledger *credits.Ledger, engine Engine, blobs blob.Store,
	tel *telemetry.Service, notes *Notifier, log *slog.Logger) *Service {
	if cfg.Workers <= 0 {
		cfg.Workers = 3
	}
	if cfg.MaxWordCards <= 0 {
		cfg.MaxWordCards = 12
	}
	if cfg.JobTimeout <= 0 {
		cfg.JobTimeout = 2 * time.Minute
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = 3
	}
	return &Service{cfg: cfg, st: st, queue: q, ledger: ledger, engine: engine, blobs: blobs, tel: tel, notes: notes, log: log, now: time.Now}
}

// Notifier returns the service's notifier (for streaming progress).
func (s *Service) Notifier() *Notifier { return s.notes }

// RegisterWorkers adds the lesson workers.
func (s *Service) RegisterWorkers(w *river.Workers) {
	river.AddWorker(w, &lessonWorker{s: s})
	river.AddWorker(w, &sweepWorker{s: s})
}

// PeriodicJobs are the pipeline's scheduled jobs.
func (s *Service) PeriodicJobs() []*river.PeriodicJob {
	return []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(30*time.Second),
		func() (river.JobArgs, *river.InsertOpts) { return sweepArgs{}, nil }, &river.PeriodicJobOpts{RunOnStart: true})}
}

// CreateInput is a request for a lesson.
type CreateInput struct {
	Content        string
	Native, Target string // language codes
	IdempotencyKey string // optional: the same key never creates or charges twice
}

var (
	errTooShort = domain.Titled(domain.CodeInvalid, "Story Too Short",
		"Please enter at least 13 characters for your story to generate flashcards.")
	errTooLong = domain.Titled(domain.CodeInvalid, "Story Too Long",
		fmt.Sprintf("Please keep your story under %d characters.", MaxStoryChars))
	errSamePair = domain.Titled(domain.CodeInvalid, "Invalid request data",
		"Please choose a target language different from your native language.")
)

// Create validates the story (spec §5), then in one transaction records it,
// charges its length in credits and enqueues its lesson.
func (s *Service) Create(ctx context.Context, owner domain.Account, in CreateInput) (Story, int, error) {
	content := strings.TrimSpace(in.Content)
	n := utf8.RuneCountInString(content)
	switch {
	case n < domain.MinStoryChars:
		return Story{}, 0, errTooShort
	case n > MaxStoryChars:
		return Story{}, 0, errTooLong
	}
	pair, err := lang.NewPair(in.Target, in.Native)
	if err != nil {
		if in.Target == in.Native && in.Target != "" {
			return Story{}, 0, errSamePair
		}
		return Story{}, 0, domain.Titled(domain.CodeInvalid, "Invalid request data", "Please choose a native and a target language from the list.")
	}
	id := newID()
	if in.IdempotencyKey != "" {
		sum := sha256.Sum256([]byte(string(owner.Kind) + ":" + owner.ID + ":" + in.IdempotencyKey))
		id = hex.EncodeToString(sum[:16])
	}
	now := s.now().UTC()
	var (
		story Story
		left  int
	)
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		if existing, err := s.get(ctx, tx, id); err == nil {
			story = existing
			left, err = s.ledgerBalance(ctx, tx, owner)
			return err
		} else if !errors.Is(err, domain.ErrNotFound) {
			return err
		}
		story = Story{ID: id, Owner: owner, Title: title(content), Content: content, NativeLanguage: string(pair.Native),
			TargetLanguage: string(pair.Target), LanguagePair: pair.Key(), Status: StatusQueued, LoadingFlashcards: true,
			CreditsCharged: n, CreatedAt: now, UpdatedAt: now,
			DeadlineAt: now.Add(time.Duration(domain.StoryTimeouts(n).Hard) * time.Second)}
		if _, err := tx.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
			language_pair, status, loading_flashcards, credits_charged, created_at, updated_at, deadline_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			story.ID, string(owner.Kind), owner.ID, story.Title, content, story.NativeLanguage, story.TargetLanguage,
			story.LanguagePair, StatusQueued, true, n, now, now, story.DeadlineAt); err != nil {
			return fmt.Errorf("lessons: create story: %w", err)
		}
		e, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: owner, Delta: -n, Reason: domain.ReasonStory,
			Reference: story.ID, IdempotencyKey: "story:" + story.ID})
		if err != nil {
			return err
		}
		left = e.BalanceAfter
		_, err = s.queue.EnqueueTx(ctx, tx, LessonArgs{StoryID: story.ID}, &river.InsertOpts{MaxAttempts: s.cfg.MaxAttempts})
		return err
	})
	if err != nil && store.IsUniqueViolation(err) && in.IdempotencyKey != "" {
		// The same request raced itself; the first one stands.
		story, err = s.Get(ctx, owner, id)
		if err != nil {
			return Story{}, 0, err
		}
		left, err = s.ledgerBalance(ctx, s.st, owner)
		return story, left, err
	}
	if err != nil {
		return Story{}, 0, err
	}
	s.notes.Notify(ctx, story.ID)
	return story, left, nil
}

func (s *Service) ledgerBalance(ctx context.Context, q store.Querier, owner domain.Account) (int, error) {
	table, col := "profiles", "user_id"
	if owner.Kind == domain.AccountGuest {
		table, col = "guest_sessions", "id"
	}
	var n int
	err := q.QueryRow(ctx, "SELECT credits FROM "+table+" WHERE "+col+" = ?", owner.ID).Scan(&n)
	return n, err
}

// title is spec §3's: the first 100 characters, then '...' if longer (with
// line breaks folded into spaces).
func title(content string) string {
	return lang.StoryTitle(strings.Join(strings.Fields(content), " "))
}

func newID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
