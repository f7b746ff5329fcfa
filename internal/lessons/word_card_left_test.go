package lessons

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// wordCardThenLeave makes a word card with a file of its own, then its
// caller leaves (leave is called) before the card is written.
type wordCardThenLeave struct {
	Engine
	h     *harness
	leave func()
}

func (e wordCardThenLeave) WordCard(ctx context.Context, p lang.Pair, w lang.WordGloss, sentence string) (lang.Card, error) {
	if err := e.h.blobs.Put(ctx, "audio/left-word.mp3", "audio/mpeg", strings.NewReader("ID3 gato")); err != nil {
		return lang.Card{}, err
	}
	e.leave()
	return lang.Card{Kind: lang.KindWord, Text: w.Text, Audio: &lang.Audio{Key: "audio/left-word.mp3", ContentType: "audio/mpeg"},
		Glosses: []lang.WordGloss{{Text: w.Text, Gloss: "cat"}}}, nil
}

// A word card whose learner leaves once its audio is made is not added, and
// its audio is noted for the file sweep: it was left in the file store for
// good, noted by nobody.
func TestAWordCardLeftOnceMadeLeavesItsFileToTheSweep(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		h := newHarness(t, st)
		owner := h.user(t, "wordy", 100)
		id, _ := storetest.Lesson(t, st, owner, "words", 2)
		ctx, leave := context.WithCancel(context.Background())
		defer leave()
		h.s.engine = wordCardThenLeave{h: h, leave: leave}
		if _, _, err := h.s.AddWordCard(ctx, owner, id, lang.WordGloss{Text: "gato"}, "El gato duerme."); err == nil {
			t.Fatal("a word card whose learner left before it was written was added")
		}
		bg := context.Background()
		var noted, words int
		if err := st.QueryRow(bg, "SELECT COUNT(*) FROM orphan_files WHERE file_key = 'audio/left-word.mp3'").Scan(&noted); err != nil {
			t.Fatal(err)
		}
		if err := st.QueryRow(bg, "SELECT COUNT(*) FROM flashcards WHERE story_id = ? AND front = 'gato'", id).Scan(&words); err != nil {
			t.Fatal(err)
		}
		if noted != 1 || words != 0 {
			t.Errorf("after the learner left: audio noted %d times, %d cards of the word; want 1, 0", noted, words)
		}
	})
}
