package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"time"

	"github.com/storyglot/storyglot/internal/store"
)

// copyLesson gives the owner of storyID n-1 more lessons, copies of it (ids
// "<story>-c<k>", cards "<card>-c<k>"), written straight into the server's
// database in two statements: a learner with many lessons is seeded in
// seconds, not by running the lesson pipeline n times. It returns the card
// ids of all n lessons.
func copyLesson(o store.Options, storyID string, n int) ([]string, error) {
	ctx := context.Background()
	st, err := store.Open(ctx, o)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	if n > 1 {
		// A recursive CTE counts 1…n-1 on both databases (SQLite has no generate_series).
		const ks = `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ?) `
		err := st.InTx(ctx, func(tx store.Tx) error {
			if _, err := tx.Exec(ctx, ks+`INSERT INTO stories (`+storyColumns+`)
				SELECT s.id || '-c' || CAST(k.n AS TEXT), s.owner_kind, s.owner_id, s.title || ' ' || CAST(k.n AS TEXT), `+storyCopied+`
				FROM stories s, k WHERE s.id = ?`, n-1, storyID); err != nil {
				return fmt.Errorf("copy stories: %w", err)
			}
			if _, err := tx.Exec(ctx, ks+`INSERT INTO flashcards (`+cardColumns+`)
				SELECT f.id || '-c' || CAST(k.n AS TEXT), f.story_id || '-c' || CAST(k.n AS TEXT), `+cardCopied+`
				FROM flashcards f, k WHERE f.story_id = ?`, n-1, storyID); err != nil {
				return fmt.Errorf("copy cards: %w", err)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if st.Dialect() == store.Postgres {
			// Fresh statistics, as autovacuum would give a real install some time later.
			if _, err := st.Exec(ctx, "ANALYZE stories, flashcards, card_memory"); err != nil {
				return nil, err
			}
		}
	}
	rows, err := st.ReadOnly().Query(ctx, `SELECT f.id FROM flashcards f JOIN stories o ON o.id = ? JOIN stories s ON s.id = f.story_id
		AND s.owner_kind = o.owner_kind AND s.owner_id = o.owner_id`, storyID)
	if err != nil {
		return nil, err
	}
	return store.ScanAll(rows, func(r store.Row) (id string, err error) { return id, r.Scan(&id) })
}

// since is how long ago t was, rounded for printing.
func since(t time.Time) time.Duration { return time.Since(t).Round(time.Millisecond) }

// The columns a copy of a lesson writes, and what it copies from the lesson:
// all but the ids, the owner and the title (stories), the ids (cards).
const (
	storyColumns = `id, owner_kind, owner_id, title, content, native_language, target_language, language_pair, status,
		loading_flashcards, credits_charged, cards_total, story_native, title_native, created_at, updated_at, completed_at, deadline_at`
	storyCopied = `s.content, s.native_language, s.target_language, s.language_pair, s.status, s.loading_flashcards, s.credits_charged,
		s.cards_total, s.story_native, s.title_native, s.created_at, s.updated_at, s.completed_at, s.deadline_at`
	cardColumns = `id, story_id, position, kind, front, back, back_provider, machine_draft, pronunciation, audio_key, image_key, hints,
		problems, glosses, back_unknown, created_at`
	cardCopied = `f.position, f.kind, f.front, f.back, f.back_provider, f.machine_draft, f.pronunciation, f.audio_key, f.image_key,
		f.hints, f.problems, f.glosses, f.back_unknown, f.created_at`
)

// giveLesson gives each guest of ls (their sessions started) a copy of
// storyID as its one lesson (ids "<story>-g<i>", cards "<card>-g<i>"),
// written straight into the database, and sets their cards.
func giveLesson(o store.Options, storyID string, ls []*learner) error {
	ctx := context.Background()
	st, err := store.Open(ctx, o)
	if err != nil {
		return err
	}
	defer st.Close()
	err = st.InTx(ctx, func(tx store.Tx) error {
		rows, err := tx.Query(ctx, `SELECT id FROM flashcards WHERE story_id = ? ORDER BY position`, storyID)
		if err != nil {
			return err
		}
		source, err := store.ScanAll(rows, func(r store.Row) (id string, err error) { return id, r.Scan(&id) })
		if err != nil {
			return err
		}
		for i, l := range ls {
			guest, err := guestID(ctx, tx, l)
			if err != nil {
				return err
			}
			suffix := fmt.Sprintf("-g%d", i)
			if _, err := tx.Exec(ctx, `INSERT INTO stories (`+storyColumns+`)
				SELECT s.id || ?, 'guest', ?, s.title, `+storyCopied+` FROM stories s WHERE s.id = ?`, suffix, guest, storyID); err != nil {
				return fmt.Errorf("copy a lesson for a guest: %w", err)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO flashcards (`+cardColumns+`)
				SELECT f.id || ?, f.story_id || ?, `+cardCopied+` FROM flashcards f WHERE f.story_id = ?`, suffix, suffix, storyID); err != nil {
				return fmt.Errorf("copy a lesson's cards for a guest: %w", err)
			}
			l.cards = make([]string, len(source))
			for j, c := range source {
				l.cards[j] = c + suffix // as the copy names them
			}
		}
		return nil
	})
	if err == nil && st.Dialect() == store.Postgres {
		// Fresh statistics after the copies, as copyLesson's.
		_, err = st.Exec(ctx, "ANALYZE stories, flashcards")
	}
	return err
}

// guestID is the id of l's guest session, found by its cookie's hash (as
// the server stores it).
func guestID(ctx context.Context, tx store.Tx, l *learner) (string, error) {
	u, err := url.Parse(l.c.Base)
	if err != nil {
		return "", err
	}
	for _, c := range l.c.HTTP.Jar.Cookies(u) {
		if c.Name == "sg_guest" {
			sum := sha256.Sum256([]byte(c.Value))
			var id string
			err := tx.QueryRow(ctx, `SELECT id FROM guest_sessions WHERE token_hash = ?`, hex.EncodeToString(sum[:])).Scan(&id)
			return id, err
		}
	}
	return "", fmt.Errorf("no guest session cookie")
}
