// Package lessons turns a story into a lesson (product §6, making a
// lesson): a request validates and charges the story and enqueues a job
// in one transaction; the worker writes each card as soon as it is ready and
// announces it; failure after the last attempt, or the hard timeout of product §6,
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
	"unicode"
	"unicode/utf8"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// Engine is what the pipeline asks of the language engine: the one lesson
// builder, and a guess at a story's language before charging for it.
type Engine interface {
	BuildLesson(ctx context.Context, r lang.LessonRequest) (lang.LessonContent, error)
	Detect(ctx context.Context, text string) (lang.Detection, error)
	WordCard(ctx context.Context, p lang.Pair, w lang.WordGloss, sentence string) (lang.Card, error)
}

var _ Engine = (*lang.Engine)(nil)

// Story statuses (product §6). 'completed' is the one a finished lesson reports.
const (
	StatusQueued     = "queued"
	StatusProcessing = "processing"
	StatusCompleted  = "completed"
	StatusFailed     = "failed"
)

// MaxStoryChars bounds one story (the longest hard timeout of product §6 is for
// stories above 1000 characters; this keeps a lesson within it).
const MaxStoryChars = 5000

// Config tunes the pipeline.
type Config struct {
	MaxWordCards int           // key-word cards per story (0 = lang.DefaultWordCards)
	JobTimeout   time.Duration // one attempt of a lesson job
	MaxAttempts  int
	// AIWorkLimit cuts an AI story's wait on the AI provider; a charge open
	// for UnsettledAfter was left by a process that stopped (config's
	// AIWorkLimit and UnsettledAfter; 0: their values at the default AI
	// timeout).
	AIWorkLimit, UnsettledAfter time.Duration
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
	if cfg.JobTimeout <= 0 {
		cfg.JobTimeout = 2 * time.Minute
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = 3
	}
	if cfg.AIWorkLimit <= 0 {
		cfg.AIWorkLimit = ai.WorkLimit(time.Minute)
	}
	if cfg.UnsettledAfter <= 0 {
		cfg.UnsettledAfter = cfg.AIWorkLimit + ai.UnsettledMargin
	}
	return &Service{cfg: cfg, st: st, queue: q, ledger: ledger, engine: engine, blobs: blobs, tel: tel, notes: notes, log: log, now: time.Now}
}

// Notifier returns the service's notifier (for streaming progress).
func (s *Service) Notifier() *Notifier { return s.notes }

// RegisterWorkers adds the lesson workers.
func (s *Service) RegisterWorkers(w *river.Workers) {
	river.AddWorker(w, &lessonWorker{s: s})
	river.AddWorker(w, &sweepWorker{s: s})
	river.AddWorker(w, &fileSweepWorker{s: s})
}

// PeriodicJobs are the pipeline's scheduled jobs: the sweep of lessons past
// their hard timeout and of AI stories' unsettled charges, every 30 s, and
// the sweep of files.
func (s *Service) PeriodicJobs() []*river.PeriodicJob {
	return []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(30*time.Second),
		func() (river.JobArgs, *river.InsertOpts) { return sweepArgs{}, nil }, &river.PeriodicJobOpts{RunOnStart: true}),
		river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
			func() (river.JobArgs, *river.InsertOpts) { return fileSweepArgs{}, nil }, &river.PeriodicJobOpts{RunOnStart: true})}
}

// CreateInput is a request for a lesson.
type CreateInput struct {
	Content        string
	Native, Target string // language codes
	IdempotencyKey string // optional: the same key never creates or charges twice
	// AnyLanguage: generate even when the text looks like another language
	// than Target (the learner chose "Generate anyway").
	AnyLanguage bool
}

var (
	errTooShort = domain.Titled(domain.CodeInvalid, "Story Too Short",
		"Please enter at least 13 characters for your story to generate flashcards.")
	errTooLong = domain.Titled(domain.CodeInvalid, "Story Too Long",
		fmt.Sprintf("Please keep your story under %d characters.", MaxStoryChars))
	errSamePair = domain.Titled(domain.CodeInvalid, "Invalid request data",
		"Please choose a target language different from your native language.")
	errNoWords = domain.Titled(domain.CodeInvalid, "Story Has No Words",
		"Please write your story in words: it has no letters to make flashcards from (only symbols, emoji or invisible characters).")
)

// visibleChars counts what a reader sees of a story, and its letters: spaces,
// control and format characters (zero-width joiners, variation selectors and
// the like) and combining marks are not seen on their own.
func visibleChars(s string) (visible, letters int) {
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
			visible++
		case unicode.IsSpace(r), unicode.Is(unicode.Cc, r), unicode.Is(unicode.Cf, r), unicode.Is(unicode.Mn, r),
			unicode.Is(unicode.Me, r), unicode.Is(unicode.Variation_Selector, r):
		default:
			visible++
		}
	}
	return visible, letters
}

// Create validates the story (product §6), then in one transaction records it,
// charges its length in credits and enqueues its lesson.
func (s *Service) Create(ctx context.Context, owner domain.Account, in CreateInput) (Story, int, error) {
	content := strings.TrimSpace(in.Content)
	n := utf8.RuneCountInString(content)
	visible, letters := visibleChars(content)
	switch {
	case n > MaxStoryChars:
		return Story{}, 0, errTooLong
	case letters == 0 && n > 0:
		return Story{}, 0, errNoWords
	case visible < domain.MinStoryChars:
		return Story{}, 0, errTooShort
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
	if !in.AnyLanguage {
		if err := s.checkLanguage(ctx, id, content, pair.Target); err != nil {
			return Story{}, 0, err
		}
	}
	now := s.now().UTC()
	var (
		story Story
		left  int
	)
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		if existing, err := s.get(ctx, tx, id); err == nil {
			if !sameRequest(existing, content, pair) {
				return domain.ErrIdempotencyKeyReused
			}
			story = existing
			left, err = s.ledger.BalanceIn(ctx, tx, owner)
			return err
		} else if !errors.Is(err, domain.ErrNotFound) {
			return err
		}
		story = Story{ID: id, Owner: owner, Title: lang.LessonTitle(pair.Target, content), Content: content, NativeLanguage: string(pair.Native),
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
		if !sameRequest(story, content, pair) {
			return Story{}, 0, domain.ErrIdempotencyKeyReused
		}
		left, err = s.ledger.BalanceIn(ctx, s.st, owner)
		return story, left, err
	}
	if err != nil {
		return Story{}, 0, err
	}
	s.notes.Notify(ctx, story.ID)
	return story, left, nil
}

// sameRequest reports whether a story made under an idempotency key is what
// this request asks for; if not, the key is being reused for another story.
func sameRequest(st Story, content string, pair lang.Pair) bool {
	return st.Content == content && st.NativeLanguage == string(pair.Native) && st.TargetLanguage == string(pair.Target)
}

// checkLanguage refuses, before anything is charged, a story whose text is
// reliably in another language than its target (a retry of a story already
// made is never refused). A detector that fails lets the story through: the
// pipeline flags it afterwards as before.
func (s *Service) checkLanguage(ctx context.Context, id, content string, target lang.Code) error {
	if _, err := s.get(ctx, s.st, id); err == nil {
		return nil
	}
	d, err := s.engine.Detect(ctx, content)
	if err != nil || !d.Reliable || d.Code == "" || d.Code == target {
		return nil
	}
	return &domain.Error{Code: domain.CodeWrongLanguage, Title: "Wrong Language",
		Message:  fmt.Sprintf("This text looks like %s, not %s. Switch the target language, or generate anyway.", d.Code, target),
		Language: string(d.Code)}
}

// MaxTitleChars bounds a lesson's title (lang.LessonTitle).
const MaxTitleChars = lang.MaxTitleChars

func newID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
