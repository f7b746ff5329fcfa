package study

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// aYearOfStudy is the memory, at now, of the n cards of a learner who
// studied for the year before it with FSRS-6's defaults at 90 %: the new
// cards spread over the year, a session on most days (one in ten is missed,
// its new and due cards waiting for the next), and their answers drawn from each
// card's chance of recall (Hard, Good or Easy when recalled, Again when
// not; a new card is sometimes Again or Easy at once). A few sessions end
// before a card's learning step. The cards are in a random order, so a
// range of them is a sample of the whole. It stands for a real collection:
// young cards and old, lapsed and never lapsed, overdue and not.
func aYearOfStudy(n int, now time.Time, seed uint64) []fsrs.Card {
	const days = 365
	sched := fsrs.Default()
	rng := rand.New(rand.NewPCG(seed, 0xc0ffee))
	cards := make([]fsrs.Card, 0, n)
	grade := func(c fsrs.Card, at time.Time) fsrs.Rating {
		u := rng.Float64()
		switch {
		case c.State == fsrs.StateNew:
			return []fsrs.Rating{fsrs.Again, fsrs.Hard, fsrs.Good, fsrs.Good, fsrs.Good, fsrs.Good, fsrs.Good, fsrs.Easy}[rng.IntN(8)]
		case u >= sched.Retrievability(c, at):
			return fsrs.Again
		case u < 0.1:
			return fsrs.Hard
		case u < 0.85:
			return fsrs.Good
		}
		return fsrs.Easy
	}
	first := now.AddDate(0, 0, -days)
	for d := range days {
		session := first.AddDate(0, 0, d).Add(time.Duration(rng.IntN(600)) * time.Minute)
		if d < days-1 && rng.IntN(10) == 0 {
			continue // a day off
		}
		for len(cards) < n*(d+1)/days {
			cards = append(cards, fsrs.NewCard(session))
		}
		end := session.Add(30 * time.Minute)
		for i := range cards {
			for c := cards[i]; c.Due.Before(end); c = cards[i] {
				at := c.Due
				if at.Before(session) {
					at = session
				}
				next, err := sched.Next(c, at, grade(c, at))
				if err != nil {
					panic(err)
				}
				cards[i] = next
				if next.State != fsrs.StateReview && rng.IntN(20) == 0 {
					break // the session ended before this card's next step
				}
			}
		}
	}
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	return cards
}

// seedCollection gives owner the memories of cards, in lessons of 10.
func seedCollection(tb testing.TB, st *store.Store, owner domain.Account, name string, cards []fsrs.Card, now time.Time) {
	tb.Helper()
	ctx := context.Background()
	storetest.Lessons(tb, st, owner, name, (len(cards)+9)/10, 10)
	rows, err := st.Query(ctx, `SELECT f.id, f.story_id FROM flashcards f JOIN stories s ON s.id = f.story_id
		WHERE s.owner_kind = ? AND s.owner_id = ? ORDER BY f.id`, string(owner.Kind), owner.ID)
	if err != nil {
		tb.Fatal(err)
	}
	ids, err := store.ScanAll(rows, func(r store.Row) (x [2]string, err error) { return x, r.Scan(&x[0], &x[1]) })
	if err != nil {
		tb.Fatal(err)
	}
	const batch = 200
	if err := st.InTx(ctx, func(tx store.Tx) error {
		for at := 0; at < len(cards); at += batch {
			var values []string
			var args []any
			for i := at; i < min(at+batch, len(cards)); i++ {
				c := cards[i]
				var last *time.Time
				if !c.LastReview.IsZero() {
					last = &c.LastReview
				}
				values = append(values, "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
				args = append(args, string(owner.Kind), owner.ID, ids[i][0], ids[i][1], c.Stability, c.Difficulty, stateName(c.State),
					c.LearningSteps, c.Reps, c.Lapses, c.ElapsedDays, c.ScheduledDays, c.Due, last, now)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO card_memory (owner_kind, owner_id, card_id, story_id, stability, difficulty, state,
				step, reps, lapses, elapsed_days, scheduled_days, due, last_review, updated_at) VALUES `+strings.Join(values, ", "), args...); err != nil {
				return fmt.Errorf("seed memories: %w", err)
			}
		}
		_, err := tx.Exec(ctx, `UPDATE study_counts SET reviewed = ? WHERE owner_kind = ? AND owner_id = ?`, len(cards), string(owner.Kind), owner.ID)
		return err
	}); err != nil {
		tb.Fatal(err)
	}
	analyzeMemories(tb, st)
}
