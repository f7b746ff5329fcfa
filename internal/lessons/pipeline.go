package lessons

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
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

// Work builds the lesson. A failure is retried with backoff; after the last
// attempt the story fails and its charge is refunded.
func (w *lessonWorker) Work(ctx context.Context, job *river.Job[LessonArgs]) error {
	err := w.s.build(ctx, job.Args.StoryID, job.Attempt)
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

// prepared is a card's content before it is written.
type prepared struct {
	card Card
	err  error
}

// build makes the lesson of a story, resuming after the cards already written
// (a previous attempt may have been interrupted).
func (s *Service) build(ctx context.Context, id string, attempt int) error {
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

	pair, err := lang.NewPair(st.TargetLanguage, st.NativeLanguage)
	if err != nil {
		return err
	}
	sentences := s.engine.Sentences(pair.Target, st.Content)
	if len(sentences) == 0 {
		s.fail(ctx, id, failure{errorType: "flashcard_zero_generated", cause: errors.New("no sentences in the story"), attempt: attempt})
		return errGaveUp
	}
	done, err := s.writtenPositions(ctx, id)
	if err != nil {
		return err
	}

	// One translation call for every sentence and the title.
	texts := make([]string, 0, len(sentences)+1)
	for _, sn := range sentences {
		texts = append(texts, sn.Text)
	}
	texts = append(texts, st.Title)
	// Our own translation of a story we wrote replaces the engine's.
	translations, ours, trErr := s.humanTranslation(ctx, id, len(sentences))
	if trErr != nil {
		return trErr
	}
	if !ours {
		translations, trErr = s.engine.Translate(ctx, pair, texts)
	}
	if trErr != nil && !errors.Is(trErr, lang.ErrUnsupported) {
		return fmt.Errorf("lessons: translate: %w", trErr)
	}

	// Prepare sentence cards in parallel; write them in order as they finish.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]chan prepared, len(sentences))
	sem := make(chan struct{}, s.cfg.Workers)
	for i, sn := range sentences {
		results[i] = make(chan prepared, 1)
		if done[i] {
			results[i] <- prepared{}
			continue
		}
		go func() {
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				results[i] <- prepared{err: ctx.Err()}
				return
			}
			defer func() { <-sem }()
			c := Card{StoryID: id, Position: i, Kind: "sentence", Front: sn.Text, Problems: map[string]string{}}
			if trErr != nil {
				c.Problems[string(lang.CapTranslate)] = problemText(trErr)
			} else {
				c.Back, c.BackProvider, c.MachineDraft = translations[i].Text, translations[i].Provider, translations[i].MachineDraft
			}
			results[i] <- prepared{card: c, err: s.prepare(ctx, pair, &c, true)}
		}()
	}
	var sentenceCards []Card
	for i := range sentences {
		r := <-results[i]
		if r.err != nil {
			return r.err
		}
		if done[i] {
			continue
		}
		if err := s.writeCard(ctx, r.card); errors.Is(err, errNoStory) {
			s.abandon(ctx, cancel, results[i+1:])
			return err
		} else if err != nil {
			return err
		}
		sentenceCards = append(sentenceCards, r.card)
	}
	if len(sentenceCards) < len(sentences) {
		// Resumed: the hints of cards written before are needed for word cards.
		all, err := s.Cards(ctx, id, 0)
		if err != nil {
			return err
		}
		sentenceCards = sentenceCards[:0]
		for _, c := range all {
			if c.Kind == "sentence" {
				sentenceCards = append(sentenceCards, c)
			}
		}
	}

	// Key-word cards: a content word's lemma, gloss, pronunciation and audio,
	// with the sentence it comes from as a hint.
	for j, w := range keyWords(sentenceCards, s.cfg.MaxWordCards) {
		pos := len(sentences) + j
		if done[pos] {
			continue
		}
		c := Card{StoryID: id, Position: pos, Kind: "word", Front: w.front, Back: w.hint.Gloss, BackProvider: "dictionary",
			Hints: []lang.Hint{w.hint}, Problems: map[string]string{}}
		if err := s.prepare(ctx, pair, &c, false); err != nil {
			return err
		}
		c.Hints = []lang.Hint{w.hint} // keep the source sentence, not the word's own analysis
		if err := s.writeCard(ctx, c); err != nil {
			return err
		}
	}

	// The title and the whole story.
	fin := finish{}
	if trErr == nil && !translations[len(translations)-1].WordByWord {
		// A word-by-word line helps a card; it is not the story's translation.
		fin.titleNative = translations[len(translations)-1].Text
		parts := make([]string, len(sentences))
		for i := range sentences {
			parts[i] = translations[i].Text
		}
		fin.storyNative = strings.Join(parts, " ")
	}
	if p, err := s.engine.Pronounce(ctx, pair.Target, st.Title); err == nil {
		fin.titlePhonetic = p.Display()
	}
	if a, err := s.engine.Speak(ctx, pair.Target, st.Title); err == nil {
		fin.titleAudio = a.Key
	}
	if d, err := s.engine.Detect(ctx, st.Content); err == nil {
		fin.detected, fin.wrongLanguage = string(d.Code), d.Reliable && d.Code != pair.Target
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.complete(ctx, id, fin)
}

// abandon stops a deleted story's preparation and notes the files the cards
// prepared meanwhile made, for the file sweep.
func (s *Service) abandon(ctx context.Context, cancel context.CancelFunc, rest []chan prepared) {
	cancel()
	var keys []string
	for _, ch := range rest {
		if r := <-ch; r.err == nil {
			keys = append(keys, nonEmpty(r.card.AudioKey, r.card.ImageKey)...)
		}
	}
	if err := s.noteOrphans(context.WithoutCancel(ctx), s.st, keys); err != nil {
		s.log.WarnContext(ctx, "note the files of a deleted lesson", "err", err)
	}
}

// prepare fills in pronunciation, audio, hints and (when the engine can
// draw) an image. A capability the pair lacks is noted in Problems; any other
// error fails the attempt so that it is retried.
func (s *Service) prepare(ctx context.Context, pair lang.Pair, c *Card, withHints bool) error {
	if p, err := s.engine.Pronounce(ctx, pair.Target, c.Front); err == nil {
		c.Pronunciation = p.Display()
	} else if err := note(c, lang.CapPronounce, err); err != nil {
		return err
	}
	if a, err := s.engine.Speak(ctx, pair.Target, c.Front); err == nil {
		c.AudioKey = a.Key
	} else if err := note(c, lang.CapSpeak, err); err != nil {
		return err
	}
	if withHints {
		if h, err := s.engine.Explain(ctx, pair, c.Front); err == nil {
			c.Hints = h
		} else if err := note(c, lang.CapExplain, err); err != nil {
			return err
		}
	}
	if c.Kind == "sentence" {
		if img, err := s.engine.Illustrate(ctx, pair, c.Front); err == nil {
			key, err := s.storeImage(ctx, img)
			if err != nil {
				return err
			}
			c.ImageKey = key
		} else if err := note(c, lang.CapIllustrate, err); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// note records an unsupported capability; other errors are returned.
func note(c *Card, cp lang.Capability, err error) error {
	if errors.Is(err, lang.ErrUnsupported) {
		c.Problems[string(cp)] = problemText(err)
		return nil
	}
	return fmt.Errorf("lessons: %s for card %d: %w", cp, c.Position, err)
}

func problemText(err error) string {
	if errors.Is(err, lang.ErrUnsupported) {
		return "not available for this language pair"
	}
	return err.Error()
}

func (s *Service) storeImage(ctx context.Context, img lang.Image) (string, error) {
	sum := sha256.Sum256(img.Data)
	ext := ".png"
	if strings.Contains(img.ContentType, "jpeg") {
		ext = ".jpg"
	}
	key := "image/" + hex.EncodeToString(sum[:]) + ext
	if ok, err := s.blobs.Exists(ctx, key); err == nil && ok {
		return key, nil
	}
	if err := s.blobs.Put(ctx, key, img.ContentType, bytes.NewReader(img.Data)); err != nil {
		return "", fmt.Errorf("lessons: store image: %w", err)
	}
	return key, nil
}

func (s *Service) writtenPositions(ctx context.Context, id string) (map[int]bool, error) {
	rows, err := s.st.Query(ctx, "SELECT position FROM flashcards WHERE story_id = ?", id)
	if err != nil {
		return nil, fmt.Errorf("lessons: read written cards: %w", err)
	}
	defer rows.Close()
	done := map[int]bool{}
	for rows.Next() {
		var p int
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		done[p] = true
	}
	return done, rows.Err()
}

// writeCard stores a card (once per position) and announces it.
func (s *Service) writeCard(ctx context.Context, c Card) error {
	if c.Hints == nil {
		c.Hints = []lang.Hint{}
	}
	hints, _ := json.Marshal(c.Hints)
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
			pronunciation, audio_key, image_key, hints, problems, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (story_id, position) DO NOTHING`,
			newID(), c.StoryID, c.Position, c.Kind, c.Front, c.Back, c.BackProvider, c.MachineDraft, c.Pronunciation,
			nullable(c.AudioKey), nullable(c.ImageKey), string(hints), string(problems), s.now().UTC()); err != nil {
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

type keyWord struct {
	front string
	hint  lang.Hint
}

// keyWords picks up to max distinct content words with a gloss, in story order.
func keyWords(cards []Card, max int) []keyWord {
	seen := map[string]bool{}
	var out []keyWord
	for _, c := range cards {
		for _, h := range c.Hints {
			front := h.Lemma
			if front == "" {
				front = h.Word
			}
			k := strings.ToLower(front)
			if h.Gloss == "" || front == "" || seen[k] {
				continue
			}
			seen[k] = true
			out = append(out, keyWord{front: front, hint: lang.Hint{Word: h.Word, Lemma: h.Lemma, POS: h.POS, Gloss: h.Gloss, Note: c.Front}})
			if len(out) == max {
				return out
			}
		}
	}
	return out
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
