package study

import (
	"context"
	"fmt"
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
// and ranks no more than DueRankPool due ones (mostDue): the due cards come
// from card_memory_due_idx, the new ones are the lessons' card counts less
// their reviewed cards (study_counts for all lessons, card_memory_lesson_idx
// for one).
func (s *Service) DueToday(ctx context.Context, owner domain.Account, tzOffset int) (Counts, []StoryCounts, error) {
	if err := checkTZ(tzOffset); err != nil {
		return Counts{}, nil, err
	}
	end := EndOfDay(s.now(), tzOffset)
	k, id := string(owner.Kind), owner.ID
	q := s.st.ReadOnly()
	// One read of the cards due earliest serves the total (how many) and the
	// "most due" lessons (ranked here, in Go): card_memory_due_idx carries
	// each card's lesson, so the read needs no row of the table. The pool and
	// the newest lessons come back as two lists of ids in one row
	// (string_agg, the same on both databases; a lesson's id is hex, never
	// holding the comma that separates them): grouped and ranked in SQL, the
	// 1,001 ids were two sorts of text, 80 % of the statement on SQLite
	// (decision 0060); returned as rows, each cost a row's step and scan.
	// Then the lessons by id (countsOf).
	var pool, newest string
	var total Counts
	if err := q.QueryRow(ctx, `SELECT
			COALESCE((SELECT string_agg(story_id, ',') FROM (SELECT story_id FROM card_memory WHERE `+dueOwner+` AND due <= ? ORDER BY due LIMIT ?) due_cards), ''),
			COALESCE((SELECT cards - reviewed FROM study_counts WHERE owner_kind = ? AND owner_id = ?), 0),
			COALESCE((SELECT string_agg(id, ',') FROM (SELECT id FROM stories WHERE owner_kind = ? AND owner_id = ? ORDER BY created_at DESC LIMIT ?) newest), '')`,
		id, end, DueRankPool, k, id, k, id, DueStories).Scan(&pool, &total.New, &newest); err != nil {
		return Counts{}, nil, fmt.Errorf("study: read lessons with cards due: %w", err)
	}
	ids, due := mostDue(pool, DueStories)
	for _, lesson := range splitIDs(newest) {
		ids = append(ids, lesson)
	}
	total.Due, total.New = due, max(total.New, 0)
	capDue(&total)
	stories, err := countsOf(ctx, q, owner, end, ids)
	if err != nil {
		return Counts{}, nil, err
	}
	return total, stories, nil
}

// DueStories bounds the lessons the due page lists: the newest, and those
// with the most cards due (decision 0043: a learner may have thousands).
// Ten of each (decision 0063): the app shows the three with the most left
// today, and each listed lesson costs the page two probes, so 200 lessons
// made it a tenth of the speed of one lesson's page.
const DueStories = 10

// DueRankPool is how many of the cards due earliest rank the lessons with
// the most cards due (decision 0056): the most overdue decide, and the
// page costs the same with 1,000 cards due as with 100,000.
const DueRankPool = DueCountCap + 1

// reviewDueRead is what a review of cardID answers with, into d: the counts
// of the card's lesson (d.Stories holds that one lesson), whose memories are
// counted along the lesson's index, as countsOf does, and the learner's new
// cards; with all, the learner's cards due too (the capped total: up to
// 1,001 index entries, the one part of a review's answer that grows with the
// collection, read only where it is shown; decision 0061). Without all,
// d.Total.Due is 0.
func (s *Service) reviewDueRead(owner domain.Account, cardID string, tzOffset int, all bool, d *Due) store.Read {
	end := EndOfDay(s.now(), tzOffset)
	k, id := string(owner.Kind), owner.ID
	total, args := "0", []any{end, k, id}
	if all {
		total, args = "COALESCE("+dueKept+", "+dueTotal+")", append(args, end, end, k, id, id, end, DueCountCap+1)
	}
	return store.Read{SQL: `SELECT s.id, s.title, s.cards_total, ` + memoriesOf("s.id") + `,
		` + total + `,
		COALESCE((SELECT c.cards - c.reviewed FROM study_counts c WHERE c.owner_kind = ? AND c.owner_id = ?), 0)
		FROM flashcards f JOIN stories s ON s.id = f.story_id WHERE f.id = ? AND ` + storyOwner,
		Args: append(args, k, id, cardID, k, id),
		Scan: func(rows store.Rows) error {
			d.Total, d.Stories = Counts{}, []StoryCounts{}
			for rows.Next() {
				var sc StoryCounts
				var cards int
				var memories int64
				if err := rows.Scan(&sc.StoryID, &sc.Title, &cards, &memories, &d.Total.Due, &d.Total.New); err != nil {
					return err
				}
				reviewed, due := unpackMemories(memories)
				sc.Due, sc.New, d.Total.New = due, max(cards-reviewed, 0), max(d.Total.New, 0)
				capDue(&d.Total)
				d.Stories = append(d.Stories, sc)
			}
			return nil
		}}
}
