package study

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// DueOf returns the counts of owner's lessons among storyIDs (at most
// DueStories), newest first: a page of My Stories (product §10). Other
// learners' lessons count nothing: their cards are not owner's memories.
func (s *Service) DueOf(ctx context.Context, owner domain.Account, storyIDs []string, tzOffset int) ([]StoryCounts, error) {
	if err := checkTZ(tzOffset); err != nil {
		return nil, err
	}
	ids := make([]any, 0, min(len(storyIDs), DueStories))
	for _, id := range storyIDs[:min(len(storyIDs), DueStories)] {
		ids = append(ids, id)
	}
	return countsOf(ctx, s.st.ReadOnly(), owner, EndOfDay(s.now(), tzOffset), ids)
}

// countsOf counts what owner has to study today (by end) in each lesson of
// ids, newest first, leaving out lessons that are not (or no longer) owner's.
func countsOf(ctx context.Context, q store.Querier, owner domain.Account, end time.Time, ids []any) ([]StoryCounts, error) {
	stories := []StoryCounts{}
	if len(ids) == 0 {
		return stories, nil
	}
	k, id := string(owner.Kind), owner.ID
	// The lessons by their ids, the owner in expressions: only the primary
	// key can find them, a probe per id on both planners (with the owner's
	// index on the table, statistics that gave the learner few lessons could
	// walk all 10,000 of theirs; a VALUES list with a scalar subquery per
	// column read each lesson's row three times, past its text on SQLite).
	// created_at as text sorts as the time it is, within a dialect. A
	// lesson's memories are counted along card_memory_lesson_idx, the owner
	// a filter (memoryOwner).
	args := append(append([]any{k, id, end, k, id}, ids...), k, id)
	rows, err := q.Query(ctx, `SELECT s.id, s.title, CAST(s.created_at AS TEXT), s.cards_total,
		(SELECT COUNT(*) FROM card_memory m WHERE m.story_id = s.id AND `+memoryOwner+` AND m.due <= ?),
		(SELECT COUNT(*) FROM card_memory m WHERE m.story_id = s.id AND `+memoryOwner+`)
		FROM stories s WHERE s.id IN (?`+strings.Repeat(", ?", len(ids)-1)+`) AND `+storyOwner, args...)
	if err != nil {
		return nil, fmt.Errorf("study: count due cards per lesson: %w", err)
	}
	type listed struct {
		StoryCounts
		created string
	}
	ls, err := store.ScanAll(rows, func(r store.Row) (l listed, err error) {
		var cards, reviewed int
		err = r.Scan(&l.StoryID, &l.Title, &l.created, &cards, &l.Due, &reviewed)
		l.New = max(cards-reviewed, 0)
		return l, err
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
		stories = append(stories, l.StoryCounts)
	}
	return stories, nil
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
// no index can take, so that lessons named by id are found by the primary
// key and never along the owner's indexes.
const storyOwner = "s.owner_kind || '' = ? AND s.owner_id || '' = ?"

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
