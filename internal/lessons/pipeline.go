package lessons

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
)

// LessonArgs is the job that makes a story's lesson.
type LessonArgs struct {
	StoryID string `json:"story_id"`
}

func (LessonArgs) Kind() string { return "lesson" }

type lessonWorker struct {
	river.WorkerDefaults[LessonArgs]
	s *Service
}

func (w *lessonWorker) Timeout(*river.Job[LessonArgs]) time.Duration { return w.s.cfg.JobTimeout }

// Work builds the lesson. A failure is retried with backoff. The first
// attempt waits for every part; from the second on, a card part that fails
// again (audio, picture, pronunciation, hints) is left out and noted on its
// card (decision 0042), so a service that is down costs the learner a
// minute, not the lesson. A lesson whose translation or cards cannot be
// made fails after the last attempt (or its hard timeout), and its charge
// is refunded.
func (w *lessonWorker) Work(ctx context.Context, job *river.Job[LessonArgs]) error {
	err := w.s.build(ctx, job.Args.StoryID, job.Attempt, job.Attempt > 1)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, errGaveUp), errors.Is(err, errNoStory):
		return river.JobCancel(err) // past its deadline, or deleted meanwhile
	case job.Attempt >= job.MaxAttempts:
		w.s.fail(context.WithoutCancel(ctx), job.Args.StoryID, failure{errorType: "flashcard_ai_failure", cause: err, attempt: job.Attempt})
		return river.JobCancel(err)
	}
	w.s.log.WarnContext(ctx, "lesson attempt failed; will retry", "story", job.Args.StoryID, "attempt", job.Attempt, "err", err)
	return err
}

var errGaveUp = errors.New("lessons: story is past its hard timeout")

// build makes the lesson of a story with the engine's one lesson builder,
// writing and announcing each card as it is ready, and resuming after the
// cards already written (a previous attempt may have been interrupted). When
// partial, a card part that fails is left out and noted.
func (s *Service) build(ctx context.Context, id string, attempt int, partial bool) error {
	st, err := s.get(ctx, s.st, id)
	if err != nil {
		return err
	}
	if st.Status == StatusCompleted || st.Status == StatusFailed {
		return nil
	}
	if s.now().After(st.DeadlineAt) {
		s.fail(ctx, id, failure{errorType: "story_timeout_hard", cause: errGaveUp, attempt: attempt})
		return errGaveUp
	}
	if _, err := s.st.Exec(ctx, "UPDATE stories SET status = ?, updated_at = ? WHERE id = ? AND status IN (?, ?)",
		StatusProcessing, s.now().UTC(), id, StatusQueued, StatusProcessing); err != nil {
		return fmt.Errorf("lessons: start %s: %w", id, err)
	}
	s.notes.Notify(ctx, id)

	written, err := s.writtenCards(ctx, id)
	if err != nil {
		return err
	}
	var orphans []string
	lc, err := s.engine.BuildLesson(ctx, lang.LessonRequest{
		Target: lang.Code(st.TargetLanguage), Native: lang.Code(st.NativeLanguage), Text: st.Content, Title: st.Title,
		WordCards: s.cfg.MaxWordCards, Written: written,
		// Our own translation of a story we wrote replaces the engine's.
		Ours: func(ctx context.Context, n int) ([]lang.Translation, error) {
			tr, _, err := s.humanTranslation(ctx, id, n)
			return tr, err
		},
		Emit:    func(ctx context.Context, c lang.Card) error { return s.writeCard(ctx, storedCard(id, c)) },
		Discard: func(c lang.Card) { orphans = append(orphans, cardFiles(c)...) },
		Partial: partial,
	})
	switch {
	case errors.Is(err, lang.ErrEmptyStory):
		s.fail(ctx, id, failure{errorType: "flashcard_zero_generated", cause: errors.New("no sentences in the story"), attempt: attempt})
		return errGaveUp
	case errors.Is(err, errNoStory):
		// Deleted meanwhile: the files of the cards made meanwhile go to the sweep.
		if err := s.noteOrphans(context.WithoutCancel(ctx), s.st, orphans); err != nil {
			s.log.WarnContext(ctx, "note the files of a deleted lesson", "err", err)
		}
		return err
	case err != nil:
		// The files of the cards made but not written go to the sweep, which
		// keeps any that a later attempt's cards refer to: if the lesson is
		// deleted before that attempt, nothing else would name them.
		if err := s.noteOrphans(context.WithoutCancel(ctx), s.st, orphans); err != nil {
			s.log.WarnContext(ctx, "note the files of an unfinished attempt", "err", err)
		}
		return fmt.Errorf("lessons: build %s: %w", id, err)
	}
	fin := finish{storyNative: lc.Translation, titleNative: lc.TitleTranslation, titlePhonetic: lc.TitlePronunciation,
		wrongLanguage: lc.WrongLanguage}
	if lc.TitleAudio != nil {
		fin.titleAudio = lc.TitleAudio.Key
	}
	if lc.Detected != nil {
		fin.detected = string(lc.Detected.Code)
	}
	return s.complete(ctx, id, fin)
}

// storedCard is the row of a card the builder made.
func storedCard(storyID string, c lang.Card) Card {
	out := Card{StoryID: storyID, Position: c.Index, Kind: c.Kind, Front: c.Text, Hints: c.Hints, Glosses: c.Glosses,
		ImageKey: c.ImageKey, Problems: map[string]string{}, BackUnknown: []string{}}
	if out.Hints == nil {
		out.Hints = []lang.Hint{}
	}
	switch {
	case c.Translation != nil:
		out.Back, out.BackProvider, out.MachineDraft = c.Translation.Text, c.Translation.Provider, c.Translation.MachineDraft
		if c.Translation.Unknown != nil {
			out.BackUnknown = c.Translation.Unknown
		}
	case c.Kind == lang.KindWord && len(c.Glosses) == 1:
		// A word card's back is the word's gloss.
		out.Back, out.BackProvider = c.Glosses[0].Gloss, DictionaryProvider
	}
	if c.Pronunciation != nil {
		out.Pronunciation = c.Pronunciation.Display()
	}
	if c.Audio != nil {
		out.AudioKey = c.Audio.Key
	}
	for cp, why := range c.Problems {
		out.Problems[string(cp)] = why
	}
	return out
}

// DictionaryProvider is the back provider of a word card: its gloss.
const DictionaryProvider = "dictionary"

// cardFiles are the blob keys of a card's audio and picture.
func cardFiles(c lang.Card) []string {
	var audio string
	if c.Audio != nil {
		audio = c.Audio.Key
	}
	return nonEmpty(audio, c.ImageKey)
}

// writtenCards are the cards of a story already stored, as the builder
// takes them.
func (s *Service) writtenCards(ctx context.Context, id string) ([]lang.Card, error) {
	cards, err := s.cardsIn(ctx, s.st, id)
	if err != nil {
		return nil, fmt.Errorf("lessons: read written cards: %w", err)
	}
	out := make([]lang.Card, len(cards))
	for i, c := range cards {
		out[i] = lang.Card{Index: c.Position, Kind: c.Kind, Text: c.Front, Hints: c.Hints, Glosses: c.Glosses}
	}
	return out, nil
}

// writeCard stores a card (once per position) and announces it.
func (s *Service) writeCard(ctx context.Context, c Card) error {
	if c.Hints == nil {
		c.Hints = []lang.Hint{}
	}
	if c.Glosses == nil {
		c.Glosses = []lang.WordGloss{}
	}
	if c.BackUnknown == nil {
		c.BackUnknown = []string{}
	}
	hints, _ := json.Marshal(c.Hints)
	glosses, _ := json.Marshal(c.Glosses)
	unknown, _ := json.Marshal(c.BackUnknown)
	problems, _ := json.Marshal(c.Problems)
	gone := false
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		// A story that failed meanwhile (timed out and refunded) gets no more
		// cards; nor does one deleted meanwhile (its files go to the sweep).
		var status string
		err := tx.QueryRow(ctx, "SELECT status FROM stories WHERE id = ?", c.StoryID).Scan(&status)
		if errors.Is(err, store.ErrNoRows) {
			gone = true
			return s.noteOrphans(ctx, tx, nonEmpty(c.AudioKey, c.ImageKey))
		}
		if err != nil {
			return fmt.Errorf("lessons: write card %d: %w", c.Position, err)
		}
		if status == StatusFailed {
			return errGaveUp
		}
		if _, err := tx.Exec(ctx, `INSERT INTO flashcards (id, story_id, position, kind, front, back, back_provider, machine_draft,
			pronunciation, audio_key, image_key, hints, glosses, back_unknown, problems, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (story_id, position) DO NOTHING`,
			newID(), c.StoryID, c.Position, c.Kind, c.Front, c.Back, c.BackProvider, c.MachineDraft, c.Pronunciation,
			nullable(c.AudioKey), nullable(c.ImageKey), string(hints), string(glosses), string(unknown), string(problems), s.now().UTC()); err != nil {
			return fmt.Errorf("lessons: write card %d: %w", c.Position, err)
		}
		_, err = tx.Exec(ctx, "UPDATE stories SET cards_total = (SELECT COUNT(*) FROM flashcards WHERE story_id = ?), updated_at = ? WHERE id = ?",
			c.StoryID, s.now().UTC(), c.StoryID)
		return err
	})
	if err == nil && gone {
		return errNoStory
	}
	if err != nil {
		return err
	}
	s.notes.Notify(ctx, c.StoryID)
	return nil
}

func nonEmpty(keys ...string) []string {
	var out []string
	for _, k := range keys {
		if k != "" {
			out = append(out, k)
		}
	}
	return out
}

type finish struct {
	storyNative, titleNative, titlePhonetic, titleAudio, detected string
	wrongLanguage                                                 bool
}

func (s *Service) complete(ctx context.Context, id string, f finish) error {
	now := s.now().UTC()
	_, err := s.st.Exec(ctx, `UPDATE stories SET status = ?, loading_flashcards = ?, story_native = ?, title_native = ?, title_phonetic = ?,
		title_audio_key = ?, detected_language = ?, wrong_language = ?, completed_at = ?, updated_at = ?
		WHERE id = ? AND status IN (?, ?)`,
		StatusCompleted, false, nullable(f.storyNative), nullable(f.titleNative), nullable(f.titlePhonetic), nullable(f.titleAudio),
		nullable(f.detected), f.wrongLanguage, now, now, id, StatusQueued, StatusProcessing)
	if err != nil {
		return fmt.Errorf("lessons: complete %s: %w", id, err)
	}
	s.notes.Notify(ctx, id)
	return nil
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
