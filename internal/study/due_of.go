package study

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// DueOf returns the counts of owner's lessons among storyIDs (at most
// DueOfMax), newest first: a page of My Stories (product §10). Other
// learners' lessons count nothing: their cards are not owner's memories.
func (s *Service) DueOf(ctx context.Context, owner domain.Account, storyIDs []string, tzOffset int) ([]StoryCounts, error) {
	if err := checkTZ(tzOffset); err != nil {
		return nil, err
	}
	ids := make([]any, 0, min(len(storyIDs), DueOfMax))
	for _, id := range storyIDs[:min(len(storyIDs), DueOfMax)] {
		ids = append(ids, id)
	}
	return countsOf(ctx, s.st.ReadOnly(), owner, EndOfDay(s.now(), tzOffset), ids)
}

// DueOfMax bounds the lessons DueOf counts: a page of My Stories holds at
// most 100 (lessons.MaxPageSize).
const DueOfMax = 100

// countsOf counts what owner has to study today (by end) in each lesson of
// ids, newest first, leaving out lessons that are not (or no longer) owner's.
func countsOf(ctx context.Context, q store.Querier, owner domain.Account, end time.Time, ids []any) ([]StoryCounts, error) {
	stories := []StoryCounts{}
	if len(ids) == 0 {
		return stories, nil
	}
	k, id := string(owner.Kind), owner.ID
	ids = uniqueIDs(ids)
	// Each lesson by its id, in scalar subqueries: a primary-key probe each
	// on both planners whatever the table's size (given as an IN list, the
	// ids made PostgreSQL scan every learner's lessons of a small table, and
	// a VALUES list joined to stories may be hashed the same way). Two per
	// lesson (decision 0060; five before 0059, three before 0060): the
	// lesson's row read once, for its owner only (storyOwner), as one text:
	// creation time, card count, title (a timestamp and a number hold no
	// "|"); and its memories read once along card_memory_lesson_idx, the
	// owner a filter (memoryOwner), counted as one number: all of them times
	// memoryScale plus the due ones. created_at as text sorts as the time it
	// is, within a dialect.
	args := append([]any{k, id, end, k, id}, ids...)
	rows, err := q.Query(ctx, `SELECT v.column1,
		COALESCE((SELECT CAST(s.created_at AS TEXT) || '|' || CAST(s.cards_total AS TEXT) || '|' || s.title
			FROM stories s WHERE s.id = v.column1 AND `+storyOwner+`), ''),
		`+memoriesOf("v.column1")+`
		FROM (VALUES (?)`+strings.Repeat(", (?)", len(ids)-1)+`) v`, args...)
	if err != nil {
		return nil, fmt.Errorf("study: count due cards per lesson: %w", err)
	}
	type listed struct {
		StoryCounts
		created string
	}
	ls, err := store.ScanAll(rows, func(r store.Row) (l listed, err error) {
		var story string
		var memories int64
		if err = r.Scan(&l.StoryID, &story, &memories); err != nil {
			return l, err
		}
		var reviewed int
		reviewed, l.Due = unpackMemories(memories)
		if f := strings.SplitN(story, "|", 3); len(f) == 3 { // else not the owner's
			cards, _ := strconv.Atoi(f[1])
			l.created, l.Title, l.New = f[0], f[2], max(cards-reviewed, 0)
		}
		return l, nil
	})
	if err != nil {
		return nil, fmt.Errorf("study: count due cards per lesson: %w", err)
	}
	sort.Slice(ls, func(i, j int) bool {
		if ls[i].created != ls[j].created {
			return ls[i].created > ls[j].created
		}
		return ls[i].StoryID < ls[j].StoryID
	})
	for _, l := range ls {
		if l.created != "" { // not deleted meanwhile, and owner's
			stories = append(stories, l.StoryCounts)
		}
	}
	return stories, nil
}

// memoriesOf is the subquery of a lesson's memories (the lesson's id in
// column story; arguments: the end of the day, then kind, id), read once
// along card_memory_lesson_idx, the owner a filter (memoryOwner), as one
// number: all of them × memoryScale + the due ones (unpackMemories). Two
// counts were two reads of the lesson's index entries.
func memoriesOf(story string) string {
	return `(SELECT COUNT(*) * ` + strconv.Itoa(memoryScale) + ` + COALESCE(SUM(CASE WHEN m.due <= ? THEN 1 ELSE 0 END), 0)
		FROM card_memory m WHERE m.story_id = ` + story + ` AND ` + memoryOwner + `)`
}

// memoryScale packs a lesson's counts in one number: a lesson has far
// fewer cards.
const memoryScale = 1000000

// unpackMemories is the counts memoriesOf packed: memories, due ones.
func unpackMemories(n int64) (memories, due int) {
	return int(n / memoryScale), int(n % memoryScale)
}

// memoryOwner names the owner of memory m (arguments: kind, id) as a filter
// no index can take, a column in an expression, so that a lesson's memories
// are read along card_memory_lesson_idx and never along an owner-leading
// index (decision 0056: on statistics that expected one memory for the
// learner, PostgreSQL counted each listed lesson in card_memory_due_idx,
// every due memory of the learner read once per lesson). A lesson's
// memories are its owner's but for a guest's review that races their own
// sign-up on PostgreSQL, whose memory stays the guest's: it counts for no one.
const memoryOwner = "m.owner_kind || '' = ? AND m.owner_id || '' = ?"

// storyOwner names the owner of lesson s (arguments: kind, id) as a filter
// no index can take, so that a lesson named by id is found by the primary
// key alone: with the owner as equalities, PostgreSQL on statistics that gave
// the learner few lessons walked the owner's index for each listed lesson.
const storyOwner = "s.owner_kind || '' = ? AND s.owner_id || '' = ?"

// uniqueIDs is ids without repeats, in their order.
func uniqueIDs(ids []any) []any {
	seen := make(map[any]bool, len(ids))
	out := make([]any, 0, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// dueOwner names the learner of their due cards (argument: the owner's
// id) so that only card_memory_due_idx (owner_id, due, story_id) can find
// them: the primary key (owner_kind, owner_id, card_id) needs the kind first
// (decision 0058: on statistics that expected one memory for the learner,
// PostgreSQL read every memory of the learner along the primary key and
// sorted them). Guests' and users' ids are random 128-bit values of one
// generator (auth's newID; the library has its own fixed id), so an id
// names one learner whatever its kind. Each read that uses it is ordered by
// due with a limit, so no plan reads the table from its start hoping to
// meet the learner's cards early.
const dueOwner = "owner_id = ?"

// memoryKey finds owner's memory of a card (arguments: kind, id, card) by
// the card alone, card_memory_card_idx (a card has a memory per owner, in
// practice one): the owner in expressions, so that no owner-leading index
// can serve it (decision 0057: on statistics that expected one memory for
// the learner, PostgreSQL updated a reviewed card's memory through
// card_memory_due_idx, every memory of the learner read).
const memoryKey = "owner_kind || '' = ? AND owner_id || '' = ? AND card_id = ?"
