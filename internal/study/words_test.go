package study

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// germanLesson writes a German lesson of one sentence card (with glosses:
// a name, a number, a verb form with its lemma and a noun) and one word
// card, and returns their ids.
func germanLesson(t *testing.T, st *store.Store, owner domain.Account, name string) (sentence, word string) {
	t.Helper()
	ctx := context.Background()
	now := time.Now().UTC()
	id := "story-" + name
	if _, err := st.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language, language_pair,
		status, loading_flashcards, credits_charged, cards_total, created_at, updated_at, deadline_at)
		VALUES (?, ?, ?, 'Katzen', 'Anna hat 2 Katzen. Die Katze schläft.', 'en', 'de', 'german_english', 'completed', FALSE, 5, 2, ?, ?, ?)`,
		id, string(owner.Kind), owner.ID, now, now, now); err != nil {
		t.Fatal(err)
	}
	glosses := `[{"text":"Anna","start":0,"end":4,"pos":"propn"},{"text":"hat","start":5,"end":8,"lemma":"haben","gloss":"has"},
		{"text":"2","start":9,"end":10,"pos":"num"},{"text":"Katzen","start":11,"end":17,"lemma":"Katze","gloss":"cats"}]`
	sentence, word = name+"-s", name+"-w"
	for _, c := range []struct {
		id, kind, front, glosses string
		pos                      int
	}{{sentence, "sentence", "Anna hat 2 Katzen.", glosses, 0}, {word, "word", "schlafen", `[{"text":"schlafen","start":0,"end":8,"gloss":"to sleep"}]`, 1}} {
		if _, err := st.Exec(ctx, `INSERT INTO flashcards (id, story_id, position, kind, front, back, glosses, created_at) VALUES (?, ?, ?, ?, ?, '', ?, ?)`,
			c.id, id, c.pos, c.kind, c.front, c.glosses, now); err != nil {
			t.Fatal(err)
		}
	}
	return sentence, word
}

func wordStatuses(t *testing.T, st *store.Store, owner domain.Account) map[string]string {
	t.Helper()
	rows, err := st.Query(context.Background(), "SELECT word, status FROM word_status WHERE owner_kind = ? AND owner_id = ? AND language = 'de'",
		string(owner.Kind), owner.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var w, s string
		if err := rows.Scan(&w, &s); err != nil {
			t.Fatal(err)
		}
		out[w] = s
	}
	return out
}

func setWord(t *testing.T, st *store.Store, owner domain.Account, word, status string) {
	t.Helper()
	if _, err := st.Exec(context.Background(), `INSERT INTO word_status (owner_kind, owner_id, language, word, status, updated_at) VALUES (?, ?, 'de', ?, ?, ?)
		ON CONFLICT (owner_kind, owner_id, language, word) DO UPDATE SET status = excluded.status`,
		string(owner.Kind), owner.ID, word, status, time.Now().UTC()); err != nil {
		t.Fatal(err)
	}
}

// Product §18: a review moves the statuses of its card's words in its commit.
func TestReviewsMoveWords(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		clock := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-words"}
		sentence, word := germanLesson(t, st, eva, "words")
		setWord(t, st, eva, "katze", "ignored")
		review := func(card, key string, g fsrs.Rating) {
			t.Helper()
			if _, err := svc.Review(ctx, eva, ReviewInput{CardID: card, Mode: ModeReview, Grade: g, IdempotencyKey: key}); err != nil {
				t.Fatal(err)
			}
		}

		// The first review: the sentence's new words become learning; names
		// and numbers have no status; an ignored word stays ignored.
		review(sentence, "w1", fsrs.Good)
		if got := wordStatuses(t, st, eva); len(got) != 2 || got["haben"] != "learning" || got["katze"] != "ignored" {
			t.Fatalf("after the first review: %v", got)
		}
		// Known in the reader; a sentence's Again does not unlearn it.
		setWord(t, st, eva, "haben", "known")
		review(sentence, "w2", fsrs.Again)
		if got := wordStatuses(t, st, eva); got["haben"] != "known" {
			t.Fatalf("a sentence's Again moved a known word: %v", got)
		}
		// A word card's Again makes its known word learning again.
		review(word, "w3", fsrs.Good)
		if got := wordStatuses(t, st, eva)["schlafen"]; got != "learning" {
			t.Fatalf("a word card's first review: schlafen is %q", got)
		}
		setWord(t, st, eva, "schlafen", "known")
		clock = clock.Add(time.Hour)
		review(word, "w4", fsrs.Again)
		if got := wordStatuses(t, st, eva)["schlafen"]; got != "learning" {
			t.Fatalf("a word card's Again: schlafen is %q", got)
		}

		// Crossing the known stability with Good makes the card's words known
		// (an ignored word stays ignored); a review that stays below does not.
		if _, err := st.Exec(ctx, `UPDATE card_memory SET state = 'review', stability = 15, difficulty = 5, due = ?, last_review = ?
			WHERE owner_id = ? AND card_id = ?`, clock.Add(15*24*time.Hour), clock, eva.ID, sentence); err != nil {
			t.Fatal(err)
		}
		setWord(t, st, eva, "haben", "learning")
		clock = clock.Add(15 * 24 * time.Hour)
		review(sentence, "w5", fsrs.Good)
		var stability float64
		var knownAt *time.Time
		if err := st.QueryRow(ctx, "SELECT m.stability, w.known_at FROM card_memory m, word_status w WHERE m.card_id = ? AND w.owner_id = m.owner_id AND w.word = 'haben'",
			sentence).Scan(&stability, &knownAt); err != nil {
			t.Fatal(err)
		}
		got := wordStatuses(t, st, eva)
		if stability < 21 || got["haben"] != "known" || got["katze"] != "ignored" || knownAt == nil || !knownAt.Equal(clock) {
			t.Fatalf("after crossing %.1f days: %v, known at %v", stability, got, knownAt)
		}
	})
}
