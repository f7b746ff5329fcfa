package study

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// MaxTZOffset bounds a time-zone offset in minutes (UTC−14 … UTC+14).
const MaxTZOffset = 14 * 60

// EndOfDay is the end of the learner's day containing now, for a time zone
// tzOffset minutes east of UTC (120 for UTC+2; JavaScript's
// getTimezoneOffset() is the negation).
func EndOfDay(now time.Time, tzOffset int) time.Time {
	zone := time.FixedZone("learner", tzOffset*60)
	y, m, d := now.In(zone).Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, zone).UTC()
}

func checkTZ(tzOffset int) error {
	if tzOffset < -MaxTZOffset || tzOffset > MaxTZOffset {
		return invalid("The time-zone offset must be between %d and %d minutes.", -MaxTZOffset, MaxTZOffset)
	}
	return nil
}

// Counts is what there is to study today: cards due by the end of the day,
// and cards never reviewed. A learner's totals count due cards up to
// DueCountCap: DueCapped says that more are due than Due (decision 0058).
type Counts struct {
	Due       int
	New       int
	DueCapped bool
}

// DueCountCap is where a learner's total of cards due today stops counting
// (decision 0058): every review answers with it, and a count reads an index
// entry per due card, so a backlog of 10,000 due cards cost every review
// 10,000 entries. Shown as "1000+"; a lesson's own counts are exact (a
// lesson has its few cards).
const DueCountCap = 1000

// dueTotal is the subquery of owner's cards due by a time (arguments: id,
// end, then the cap): at most DueCountCap + 1, along card_memory_due_idx;
// capDue makes the total of it. The order keeps it on the index: with a
// bare LIMIT, PostgreSQL on statistics that gave the table to one learner
// read the table from the start for any learner, expecting the first rows
// to match.
const dueTotal = `(SELECT COUNT(*) FROM (SELECT 1 FROM card_memory WHERE ` + dueOwner + ` AND due <= ? ORDER BY due LIMIT ?) due_cap)`

// capDue sets c.Due to at most DueCountCap, and c.DueCapped if it was more.
func capDue(c *Counts) {
	if c.Due > DueCountCap {
		c.Due, c.DueCapped = DueCountCap, true
	}
}

// StoryCounts are the counts of one story.
type StoryCounts struct {
	StoryID string
	Title   string
	Counts
}

// Due is what there is to study today, in total and per story (newest first).
type Due struct {
	Total   Counts
	Stories []StoryCounts
}

// DueToday is what owner has to study today: the totals over every lesson,
// and the counts of the DueStories newest lessons and of the DueStories
// lessons with the most of the DueRankPool cards due earliest, newest
// first. It reads no card of the learner's other lessons (decision 0043)
// and ranks no more than DueRankPool due ones: the due cards come from
// card_memory_due_idx, the new ones are the lessons' card counts less their
// reviewed cards (study_counts for all lessons, card_memory_lesson_idx for one).
func (s *Service) DueToday(ctx context.Context, owner domain.Account, tzOffset int) (Counts, []StoryCounts, error) {
	if err := checkTZ(tzOffset); err != nil {
		return Counts{}, nil, err
	}
	end := EndOfDay(s.now(), tzOffset)
	k, id := string(owner.Kind), owner.ID
	q := s.st.ReadOnly()
	// One read of the cards due earliest serves the total (the count of it,
	// capped) and the "most due" lessons (ranked by it): read twice, they
	// were two sorts of every due card on a PostgreSQL plan that sorts.
	// card_memory_due_idx carries each card's lesson, so the read needs no
	// row of the table. The lessons' ids first, then the lessons by id
	// (countsOf). The due cards are a materialized list of their own: grouped
	// by lesson in the same query, SQLite walked the owner's lesson index (in
	// lesson order, no sort) through every card of the learner, due or not.
	// Grouped in Go instead of SQL, the page cost 15 % more on SQLite (1,001
	// rows to scan) and no less on PostgreSQL. The row of totals stands
	// alone (LEFT JOIN) for a learner with no lesson.
	rows, err := q.Query(ctx, `WITH due_cards AS MATERIALIZED (SELECT story_id FROM card_memory WHERE `+dueOwner+` AND due <= ? ORDER BY due LIMIT ?)
		SELECT (SELECT COUNT(*) FROM due_cards),
			COALESCE((SELECT cards - reviewed FROM study_counts WHERE owner_kind = ? AND owner_id = ?), 0),
			listed.id
		FROM (SELECT 1 AS one) totals LEFT JOIN (
			SELECT newest.id FROM (SELECT id FROM stories WHERE owner_kind = ? AND owner_id = ? ORDER BY created_at DESC LIMIT ?) newest
			UNION
			SELECT most.story_id FROM (SELECT story_id FROM due_cards GROUP BY story_id ORDER BY COUNT(*) DESC, story_id LIMIT ?) most
		) listed ON totals.one = 1`,
		id, end, DueRankPool, k, id, k, id, DueStories, DueStories)
	if err != nil {
		return Counts{}, nil, fmt.Errorf("study: read lessons with cards due: %w", err)
	}
	var total Counts
	ids, err := store.ScanAll(rows, func(r store.Row) (id any, err error) {
		var s *string
		if err = r.Scan(&total.Due, &total.New, &s); err != nil || s == nil {
			return nil, err
		}
		return *s, nil
	})
	if err != nil {
		return Counts{}, nil, fmt.Errorf("study: read lessons with cards due: %w", err)
	}
	ids = slices.DeleteFunc(ids, func(id any) bool { return id == nil })
	total.New = max(total.New, 0)
	capDue(&total)
	stories, err := countsOf(ctx, q, owner, end, ids)
	if err != nil {
		return Counts{}, nil, err
	}
	return total, stories, nil
}

// DueStories bounds the lessons the due page lists: the newest, and those
// with the most cards due (decision 0043: a learner may have thousands).
const DueStories = 100

// DueRankPool is how many of the cards due earliest rank the lessons with
// the most cards due (decision 0056): the most overdue decide, and the
// page costs the same with 1,000 cards due as with 100,000.
const DueRankPool = DueCountCap + 1

// reviewDueRead is what a review of cardID answers with, into d: the totals
// and the counts of the card's lesson (d.Stories holds that one lesson),
// whose memories are counted along the lesson's index, as countsOf does.
func (s *Service) reviewDueRead(owner domain.Account, cardID string, tzOffset int, d *Due) store.Read {
	end := EndOfDay(s.now(), tzOffset)
	k, id := string(owner.Kind), owner.ID
	return store.Read{SQL: `SELECT s.id, s.title,
		(SELECT COUNT(*) FROM card_memory m WHERE m.story_id = s.id AND ` + memoryOwner + ` AND m.due <= ?),
		s.cards_total - (SELECT COUNT(*) FROM card_memory m WHERE m.story_id = s.id AND ` + memoryOwner + `),
		` + dueTotal + `,
		COALESCE((SELECT c.cards - c.reviewed FROM study_counts c WHERE c.owner_kind = ? AND c.owner_id = ?), 0)
		FROM flashcards f JOIN stories s ON s.id = f.story_id WHERE f.id = ? AND s.owner_kind = ? AND s.owner_id = ?`,
		Args: []any{k, id, end, k, id, id, end, DueCountCap + 1, k, id, cardID, k, id},
		Scan: func(rows store.Rows) error {
			d.Total, d.Stories = Counts{}, []StoryCounts{}
			for rows.Next() {
				var sc StoryCounts
				if err := rows.Scan(&sc.StoryID, &sc.Title, &sc.Due, &sc.New, &d.Total.Due, &d.Total.New); err != nil {
					return err
				}
				sc.New, d.Total.New = max(sc.New, 0), max(d.Total.New, 0)
				capDue(&d.Total)
				d.Stories = append(d.Stories, sc)
			}
			return nil
		}}
}
