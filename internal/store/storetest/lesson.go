package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Lesson writes a completed Spanish lesson of n word cards ("palabra i" /
// "word i") owned by owner, straight into the tables, and returns the story's
// id ("story-"+name) and its card ids in position order.
func Lesson(t testing.TB, st *store.Store, owner domain.Account, name string, n int) (string, []string) {
	t.Helper()
	ctx := context.Background()
	now := time.Now().UTC()
	id := "story-" + name
	if _, err := st.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language, language_pair,
		status, loading_flashcards, credits_charged, cards_total, created_at, updated_at, deadline_at)
		VALUES (?, ?, ?, ?, 'Hola.', 'en', 'es', 'spanish_english', 'completed', FALSE, 5, ?, ?, ?, ?)`,
		id, string(owner.Kind), owner.ID, "Story "+name, n, now, now, now); err != nil {
		t.Fatal(err)
	}
	cards := make([]string, 0, n)
	for i := range n {
		cid := fmt.Sprintf("%s-card-%d", name, i)
		if _, err := st.Exec(ctx, `INSERT INTO flashcards (id, story_id, position, kind, front, back, created_at) VALUES (?, ?, ?, 'word', ?, ?, ?)`,
			cid, id, i, fmt.Sprintf("palabra %d", i), fmt.Sprintf("word %d", i), now); err != nil {
			t.Fatal(err)
		}
		cards = append(cards, cid)
	}
	return id, cards
}
