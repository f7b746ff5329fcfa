package study

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// A review (with the due counts in its answer), the due page and a Random
// draw cost the same for a learner with 20 times more lessons, and the same
// for a learner alone and beside one with 20 times more: none of them reads
// every card of the learner, or everyone's (decision 0043: 16 ms per review
// at 1,000 lessons instead of 1.5–3 ms). The database's own counters say what
// each call read (storetest.Reads: virtual-machine steps on SQLite, rows and
// index entries of the card tables on PostgreSQL).
func TestStudyCostIndependentOfCollection(t *testing.T) {
	forEachScale(t, "seeds 3,150 lessons", func(t *testing.T, e *scaleEnv) {
		ctx := context.Background()
		st, svc, small, large := e.st, e.svc, e.small, e.large
		const cardsPer = 5
		start := e.clock
		// seed gives who n lessons of cardsPer cards, the first three cards
		// of the first reviewed now. The copies' first three cards were
		// reviewed long ago and are due in a year (a learner with many
		// lessons has many memories too); 200 of them are due today: the
		// same due cards, spread over many lessons, for lessons of many and
		// of few.
		// analyze says whether PostgreSQL's statistics are refreshed after:
		// a learner whose memories came after the last ANALYZE looks to the
		// planner like one with none (decision 0055: the due page then
		// counted every due memory once per listed lesson).
		seed := func(who domain.Account, name string, n int, analyze bool) []string {
			_, cards := storetest.Lessons(t, st, who, name, n, cardsPer)
			for i, c := range cards[:3] {
				if _, err := svc.Review(ctx, who, ReviewInput{CardID: c, Mode: ModeReview, Grade: 3, IdempotencyKey: fmt.Sprintf("seed-%d", i)}); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := st.Exec(ctx, `INSERT INTO card_memory (owner_kind, owner_id, card_id, story_id, stability, difficulty, state, reps, due, last_review, updated_at)
					SELECT s.owner_kind, s.owner_id, f.id, f.story_id, 300, 5, 'review', 3, ?, ?, ? FROM flashcards f JOIN stories s ON s.id = f.story_id
					WHERE s.owner_kind = ? AND s.owner_id = ? AND f.position < 3 AND s.id LIKE '%-c%'`,
				e.clock.AddDate(1, 0, 0), e.clock, e.clock, string(who.Kind), who.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := st.Exec(ctx, `UPDATE card_memory SET due = ? WHERE owner_kind = ? AND owner_id = ? AND card_id IN
					(SELECT card_id FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND due > ? ORDER BY card_id LIMIT 200)`,
				e.clock, string(who.Kind), who.ID, string(who.Kind), who.ID, e.clock); err != nil {
				t.Fatal(err)
			}
			if analyze {
				analyzeMemories(t, st)
			}
			return cards
		}

		// Each op is measured twice on the small learner (alone, then beside
		// the large one) and once on the large: round r reviews the cards
		// at r (due) and 3+r (new) of the learner's first lesson.
		type op struct {
			name string
			do   func(who domain.Account, cards []string, r int) error
		}
		ops := []op{
			{"a first review with its due counts", func(who domain.Account, cards []string, r int) error {
				_, err := svc.Review(ctx, who, ReviewInput{CardID: cards[3+r], Mode: ModeReview, Grade: 3, IdempotencyKey: fmt.Sprintf("first-%d", r), CountDue: true, CountAll: true})
				return err
			}},
			{"a review of a due card with its due counts", func(who domain.Account, cards []string, r int) error {
				_, err := svc.Review(ctx, who, ReviewInput{CardID: cards[r], Mode: ModeReview, Grade: 3, IdempotencyKey: fmt.Sprintf("again-%d", r), CountDue: true, CountAll: true})
				return err
			}},
			{"the due page", func(who domain.Account, _ []string, _ int) error {
				_, _, err := svc.DueToday(ctx, who, 0)
				return err
			}},
			{"a Random draw", func(who domain.Account, _ []string, _ int) error {
				_, err := svc.Random(ctx, who, DefaultRandomLimit, 0)
				return err
			}},
		}
		// On PostgreSQL the lessons count too: the due page finds its lessons
		// by id (decision 0059), and a plan that scanned every learner's
		// would grow with the large learner.
		reads := func() int64 { return storetest.ReadsOf(t, st, "flashcards", "card_memory", "stories") }
		cost := func(o op, who domain.Account, cards []string, r int) int64 {
			before := reads()
			if err := o.do(who, cards, r); err != nil {
				t.Fatalf("%s of %s: %v", o.name, who.ID, err)
			}
			return reads() - before
		}

		// A learner's first answer of the day with all lessons' count counts
		// them (up to 2,001 index entries, decision 0062), the others read the
		// kept count: each learner gives one (of the seeded card 2) before
		// the ops are measured, so that all are measured on the kept count.
		warm := func(who domain.Account, cards []string) {
			if _, err := svc.Review(ctx, who, ReviewInput{CardID: cards[2], Mode: ModeRandom, Grade: 3,
				IdempotencyKey: "warm", CountDue: true, CountAll: true}); err != nil {
				t.Fatal(err)
			}
		}

		smallCards := seed(small, "small", 150, true)
		e.clock = start.Add(24 * time.Hour) // the three cards reviewed in seed are due
		warm(small, smallCards)
		alone := make([]int64, len(ops))
		for i, o := range ops {
			alone[i] = cost(o, small, smallCards, 0)
		}
		e.clock = start
		largeCards := seed(large, "large", 3000, false)
		e.clock = start.Add(24 * time.Hour)
		warm(large, largeCards)
		beside := make([]int64, len(ops))
		for i, o := range ops {
			s, l := cost(o, small, smallCards, 1), cost(o, large, largeCards, 0)
			beside[i] = s
			t.Logf("%s: read %d for 150 lessons alone, %d beside 3,000 lessons, %d for 3,000 (statistics from before its memories)", o.name, alone[i], s, l)
			if l > 2*s+100 {
				t.Errorf("%s reads what grows with the learner's cards on statistics from before their memories: %d for 150 lessons of %d cards, %d for 3,000", o.name, s, cardsPer, l)
			}
			if s > 2*alone[i]+100 {
				t.Errorf("%s reads what grows with everyone's cards: %d for 150 lessons alone, %d beside another learner's 3,000", o.name, alone[i], s)
			}
		}
		analyzeMemories(t, st)
		for i, o := range ops {
			l := cost(o, large, largeCards, 1)
			t.Logf("%s: read %d for 3,000 lessons (statistics that know them)", o.name, l)
			if l > 2*beside[i]+100 {
				t.Errorf("%s reads what grows with the learner's cards: %d for 150 lessons of %d cards, %d for 3,000", o.name, beside[i], cardsPer, l)
			}
		}
	})
}

// study_counts (decision 0043) follows every write to stories and
// card_memory, whoever makes it, and every memory stays its lesson owner's
// (decision 0056): a lesson with no card yet, a first review and a second one of a card,
// a lesson's cards arriving, a guest's work moving to their account, a lesson
// deleted with its memory, an account erased.
func TestStudyCountsFollowEveryWrite(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := New(st)
		guest := domain.Account{Kind: domain.AccountGuest, ID: "guest-counts"}
		user := domain.Account{Kind: domain.AccountUser, ID: "user-counts"}
		check := func(step string) {
			t.Helper()
			rows, err := st.Query(ctx, `SELECT o.owner_kind, o.owner_id,
				COALESCE((SELECT SUM(cards_total) FROM stories s WHERE s.owner_kind = o.owner_kind AND s.owner_id = o.owner_id), 0),
				(SELECT COUNT(*) FROM card_memory m WHERE m.owner_kind = o.owner_kind AND m.owner_id = o.owner_id),
				COALESCE((SELECT cards FROM study_counts c WHERE c.owner_kind = o.owner_kind AND c.owner_id = o.owner_id), 0),
				COALESCE((SELECT reviewed FROM study_counts c WHERE c.owner_kind = o.owner_kind AND c.owner_id = o.owner_id), 0),
				(SELECT COUNT(*) FROM stories s WHERE s.owner_kind = o.owner_kind AND s.owner_id = o.owner_id),
				COALESCE((SELECT lessons FROM study_counts c WHERE c.owner_kind = o.owner_kind AND c.owner_id = o.owner_id), 0)
				FROM (SELECT owner_kind, owner_id FROM stories UNION SELECT owner_kind, owner_id FROM card_memory
					UNION SELECT owner_kind, owner_id FROM study_counts) o`)
			if err != nil {
				t.Fatal(err)
			}
			type row struct {
				kind, id                       string
				cards, reviewed, kept, keptRev int
				lessons, keptLessons           int
			}
			got, err := store.ScanAll(rows, func(r store.Row) (x row, err error) {
				return x, r.Scan(&x.kind, &x.id, &x.cards, &x.reviewed, &x.kept, &x.keptRev, &x.lessons, &x.keptLessons)
			})
			if err != nil {
				t.Fatal(err)
			}
			// The map's counts per language (study_languages) against the memories.
			langs, err := st.Query(ctx, `SELECT o.owner_kind, o.owner_id, o.language,
				(SELECT COUNT(*) FROM card_memory m JOIN stories s ON s.id = m.story_id WHERE m.owner_kind = o.owner_kind
					AND m.owner_id = o.owner_id AND s.target_language = o.language AND m.reps > 0),
				(SELECT COUNT(*) FROM card_memory m JOIN stories s ON s.id = m.story_id WHERE m.owner_kind = o.owner_kind
					AND m.owner_id = o.owner_id AND s.target_language = o.language AND m.reps > 0 AND m.state = 'review'),
				(SELECT COUNT(*) FROM card_memory m JOIN stories s ON s.id = m.story_id WHERE m.owner_kind = o.owner_kind
					AND m.owner_id = o.owner_id AND s.target_language = o.language AND m.reps > 0 AND m.state = 'relearning'),
				COALESCE((SELECT studied FROM study_languages l WHERE l.owner_kind = o.owner_kind AND l.owner_id = o.owner_id AND l.language = o.language), 0),
				COALESCE((SELECT learned FROM study_languages l WHERE l.owner_kind = o.owner_kind AND l.owner_id = o.owner_id AND l.language = o.language), 0),
				COALESCE((SELECT relearning FROM study_languages l WHERE l.owner_kind = o.owner_kind AND l.owner_id = o.owner_id AND l.language = o.language), 0)
				FROM (SELECT m.owner_kind, m.owner_id, s.target_language AS language FROM card_memory m JOIN stories s ON s.id = m.story_id
					UNION SELECT owner_kind, owner_id, language FROM study_languages) o`)
			if err != nil {
				t.Fatal(err)
			}
			type langRow struct {
				kind, id, language                        string
				studied, learned, keptStudied, keptLearnt int
				relearning, keptRelearning                int
			}
			perLang, err := store.ScanAll(langs, func(r store.Row) (x langRow, err error) {
				return x, r.Scan(&x.kind, &x.id, &x.language, &x.studied, &x.learned, &x.relearning, &x.keptStudied, &x.keptLearnt, &x.keptRelearning)
			})
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range perLang {
				if x.studied != x.keptStudied || x.learned != x.keptLearnt || x.relearning != x.keptRelearning {
					t.Errorf("%s: %s %s studied %d, learned %d and relearns %d in %s, study_languages says %d, %d and %d", step, x.kind, x.id,
						x.studied, x.learned, x.relearning, x.language, x.keptStudied, x.keptLearnt, x.keptRelearning)
				}
			}
			// A lesson's memories are its owner's (decision 0056: the
			// per-lesson counts go by the lesson's index).
			var strays int
			if err := st.QueryRow(ctx, `SELECT COUNT(*) FROM card_memory m JOIN stories s ON s.id = m.story_id
				WHERE m.owner_kind <> s.owner_kind OR m.owner_id <> s.owner_id`).Scan(&strays); err != nil || strays != 0 {
				t.Errorf("%s: %d memories belong to another learner than their lesson's owner (%v)", step, strays, err)
			}
			for _, x := range got {
				if x.cards != x.kept || x.reviewed != x.keptRev || x.lessons != x.keptLessons {
					t.Errorf("%s: %s %s has %d cards, %d reviewed and %d lessons, study_counts says %d, %d and %d", step, x.kind, x.id,
						x.cards, x.reviewed, x.lessons, x.kept, x.keptRev, x.keptLessons)
				}
			}
		}
		storyA, cardsA := storetest.Lesson(t, st, guest, "counts-a", 4)
		_, cardsB := storetest.Lesson(t, st, guest, "counts-b", 3)
		check("two lessons")
		storetest.Lesson(t, st, guest, "counts-empty", 0)
		check("a lesson with no card yet")
		for i, c := range []string{cardsA[0], cardsA[0], cardsA[1], cardsB[0]} {
			if _, err := svc.Review(ctx, guest, ReviewInput{CardID: c, Mode: ModeReview, Grade: 3, IdempotencyKey: fmt.Sprintf("k%d", i)}); err != nil {
				t.Fatal(err)
			}
		}
		check("reviews, one card twice")
		// Easy on a new card learns it; Again on it forgets it again.
		for i, g := range []fsrs.Rating{4, 1, 4} {
			if _, err := svc.Review(ctx, guest, ReviewInput{CardID: cardsA[2], Mode: ModeReview, Grade: g, IdempotencyKey: fmt.Sprintf("learn%d", i)}); err != nil {
				t.Fatal(err)
			}
			check(fmt.Sprintf("grade %d", g))
		}
		d, _, err := svc.DueToday(ctx, guest, 0)
		if err != nil || d.New != 7-4 {
			t.Fatalf("due today = %+v, %v; want 3 new", d, err)
		}
		if _, err := st.Exec(ctx, "UPDATE stories SET cards_total = cards_total + 2 WHERE id = ?", storyA); err != nil {
			t.Fatal(err)
		}
		check("cards arriving")
		if err := st.InTx(ctx, func(tx store.Tx) error {
			if _, err := tx.Exec(ctx, "UPDATE stories SET owner_kind = 'user', owner_id = ? WHERE owner_kind = 'guest' AND owner_id = ?", user.ID, guest.ID); err != nil {
				return err
			}
			return svc.MoveGuestWork(ctx, tx, guest.ID, user.ID)
		}); err != nil {
			t.Fatal(err)
		}
		check("the guest's work moved")
		if _, err := st.Exec(ctx, "DELETE FROM stories WHERE id = ?", storyA); err != nil {
			t.Fatal(err)
		}
		check("a lesson deleted")
		if err := st.InTx(ctx, func(tx store.Tx) error {
			if err := svc.EraseAccount(ctx, tx, domain.Erasure{UserID: user.ID}); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, "DELETE FROM stories WHERE owner_kind = 'user' AND owner_id = ?", user.ID)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		check("the account erased")
		var n int
		if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM study_counts").Scan(&n); err != nil || n != 0 {
			t.Errorf("study_counts keeps %d rows after the erasure (%v)", n, err)
		}
	})
}
