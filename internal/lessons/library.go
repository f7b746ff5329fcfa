package lessons

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/filesweep"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
)

// Delete removes a story of owner with its cards, card memory, review log and
// share links (the foreign keys cascade on both dialects). A lesson still
// being made may be deleted: its job finds the story gone and writes nothing
// more. The files its cards used are noted for the file sweep, which removes
// those no other card refers to. Someone else's story is not found.
func (s *Service) Delete(ctx context.Context, owner domain.Account, id string) error {
	_, err := s.deleteIf(ctx, id, func(st Story) bool { return st.Owner == owner })
	return err
}

// DeleteAny is Delete for an admin: any owner's story, the same way. It
// returns the story as it was.
func (s *Service) DeleteAny(ctx context.Context, id string) (Story, error) {
	return s.deleteIf(ctx, id, func(Story) bool { return true })
}

func (s *Service) deleteIf(ctx context.Context, id string, allowed func(Story) bool) (Story, error) {
	var keys []string
	var gone Story
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		st, err := s.get(ctx, tx, id)
		if err != nil {
			return err
		}
		if !allowed(st) {
			return errNoStory
		}
		gone = st
		keys, err = storyFileKeys(ctx, tx, id)
		if err != nil {
			return err
		}
		if st.TitleAudioKey != "" {
			keys = append(keys, st.TitleAudioKey)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM stories WHERE id = ?", id); err != nil {
			return fmt.Errorf("lessons: delete story %s: %w", id, err)
		}
		return s.noteOrphans(ctx, tx, keys)
	})
	if err != nil {
		return Story{}, err
	}
	s.notes.Notify(ctx, id) // a stream of the story sees it gone
	return gone, nil
}

func storyFileKeys(ctx context.Context, q store.Querier, id string) ([]string, error) {
	rows, err := q.Query(ctx, "SELECT COALESCE(audio_key, ''), COALESCE(image_key, '') FROM flashcards WHERE story_id = ?", id)
	if err != nil {
		return nil, fmt.Errorf("lessons: files of %s: %w", id, err)
	}
	defer rows.Close()
	var keys []string
	for rows.Next() {
		var a, i string
		if err := rows.Scan(&a, &i); err != nil {
			return nil, err
		}
		for _, k := range []string{a, i} {
			if k != "" {
				keys = append(keys, k)
			}
		}
	}
	return keys, rows.Err()
}

// noteOrphans records files that may have lost their last reference.
func (s *Service) noteOrphans(ctx context.Context, q store.Querier, keys []string) error {
	return filesweep.Note(ctx, q, s.now(), keys)
}

// OrphanGrace is how long a noted file waits before the sweep may remove it.
const OrphanGrace = filesweep.Grace

// SweepFiles removes the noted files that nothing refers to any more (no
// card, lesson title, upload or ad) and were noted at least grace ago; files
// shared with others stay (and leave the list). It returns the number of
// files removed.
func (s *Service) SweepFiles(ctx context.Context, grace time.Duration) (int, error) {
	return filesweep.Sweep(ctx, s.st, s.blobs, s.now(), grace)
}

type fileSweepArgs struct{}

func (fileSweepArgs) Kind() string { return "lesson_file_sweep" }

type fileSweepWorker struct {
	river.WorkerDefaults[fileSweepArgs]
	s *Service
}

func (w *fileSweepWorker) Timeout(*river.Job[fileSweepArgs]) time.Duration { return 5 * time.Minute }

func (w *fileSweepWorker) Work(ctx context.Context, _ *river.Job[fileSweepArgs]) error {
	_, err := w.s.SweepFiles(ctx, OrphanGrace)
	return err
}

// CardEdit is a learner's correction of a card's back.
type CardEdit struct {
	Back  *string     // the translation
	Hints []lang.Hint // nil keeps the hints
	// ByDevice: Back is the learner's browser's on-device machine
	// translation, which the learner kept (product §6): it stays labelled.
	ByDevice bool
}

// Back providers of a corrected card.
const (
	LearnerProvider = "learner"
	DeviceProvider  = "device-translator"
)

// MaxBackChars bounds a corrected translation.
const MaxBackChars = 2000

// EditCard corrects a card of owner's story: the new translation and hints
// are kept, the card is marked edited (no longer a machine draft), and a
// later regeneration never overwrites it (the pipeline only inserts cards it
// has not written). Someone else's card is not found.
func (s *Service) EditCard(ctx context.Context, owner domain.Account, cardID string, e CardEdit) (Card, Story, error) {
	if e.Back == nil && e.Hints == nil {
		return Card{}, Story{}, domain.Titled(domain.CodeInvalid, "Nothing to Change", "Send a new translation or new hints.")
	}
	if e.Back != nil {
		b := strings.TrimSpace(*e.Back)
		if b == "" || utf8.RuneCountInString(b) > MaxBackChars {
			return Card{}, Story{}, domain.Titled(domain.CodeInvalid, "Invalid Translation",
				fmt.Sprintf("Please enter a translation of 1 to %d characters.", MaxBackChars))
		}
		e.Back = &b
	}
	c, st, err := s.Card(ctx, cardID)
	if err != nil || st.Owner != owner {
		return Card{}, Story{}, errNoCard
	}
	if e.Back != nil {
		// The new back is the learner's (or their device's): the old
		// translator's name and unknown words no longer describe it.
		c.Back, c.BackProvider, c.BackUnknown, c.MachineDraft = *e.Back, LearnerProvider, []string{}, false
		if e.ByDevice {
			c.BackProvider, c.MachineDraft = DeviceProvider, true
		}
	}
	if e.Hints != nil {
		c.Hints = e.Hints
	}
	hints, _ := json.Marshal(c.Hints)
	unknown, _ := json.Marshal(c.BackUnknown)
	if c.BackUnknown == nil {
		unknown = []byte("[]")
	}
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		if _, err := tx.Exec(ctx, "UPDATE flashcards SET back = ?, back_provider = ?, back_unknown = ?, hints = ?, edited = ?, machine_draft = ? WHERE id = ?",
			c.Back, c.BackProvider, string(unknown), string(hints), true, c.MachineDraft, c.ID); err != nil {
			return fmt.Errorf("lessons: edit card %s: %w", c.ID, err)
		}
		if e.Back == nil || c.Kind != "sentence" {
			return nil
		}
		return s.retranslateStory(ctx, tx, &st, c)
	})
	if err != nil {
		return Card{}, Story{}, err
	}
	c.Edited = true
	return c, st, nil
}

// retranslateStory carries a corrected sentence translation to the places
// made from the cards' translations (decision 0038): the whole story's
// translation (the Story tab, the shared page), once every sentence has one,
// and the title's when the corrected card is the sentence the title is.
func (s *Service) retranslateStory(ctx context.Context, tx store.Tx, st *Story, c Card) error {
	rows, err := tx.Query(ctx, "SELECT position, front, back FROM flashcards WHERE story_id = ? AND kind = 'sentence' ORDER BY position", st.ID)
	if err != nil {
		return fmt.Errorf("lessons: read sentences of %s: %w", st.ID, err)
	}
	type sentence struct {
		pos         int
		front, back string
	}
	all, err := store.ScanAll(rows, func(r store.Row) (sentence, error) {
		var x sentence
		return x, r.Scan(&x.pos, &x.front, &x.back)
	})
	if err != nil || len(all) == 0 {
		return err
	}
	backs := make([]string, 0, len(all))
	for _, x := range all {
		if strings.TrimSpace(x.back) == "" {
			backs = nil
			break
		}
		backs = append(backs, x.back)
	}
	if backs != nil {
		st.StoryNative = strings.Join(backs, " ")
	}
	title := st.Title
	if st.OriginalTitle != "" {
		title = st.OriginalTitle
	}
	if all[0].pos == c.Position {
		native := lang.Code(st.NativeLanguage)
		switch front := strings.Join(strings.Fields(c.Front), " "); {
		case title == front:
			st.TitleNative = c.Back
		case title == lang.LessonTitle(lang.Code(st.TargetLanguage), front):
			st.TitleNative = lang.LessonTitle(native, c.Back)
		}
	}
	if _, err := tx.Exec(ctx, "UPDATE stories SET story_native = ?, title_native = ?, updated_at = ? WHERE id = ?",
		nullable(st.StoryNative), nullable(st.TitleNative), s.now().UTC(), st.ID); err != nil {
		return fmt.Errorf("lessons: retranslate %s: %w", st.ID, err)
	}
	return nil
}

var errNoCard = domain.Titled(domain.CodeNotFound, "Card Not Found", "This card does not exist or is not yours.")
