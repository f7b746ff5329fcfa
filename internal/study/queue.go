package study

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Group says why a card is in a queue.
type Group string

// The groups of a queue, in queue order.
const (
	GroupDue   Group = "due"   // due by the end of the learner's day
	GroupNew   Group = "new"   // never reviewed
	GroupLater Group = "later" // reviewed and not due today
)

// Item is one card of a study queue; Memory is nil for a new card.
type Item struct {
	CardID   string
	StoryID  string
	Position int
	Group    Group
	Memory   *Memory
}

// Queue is a story's cards in study order: due cards by due date, then new
// cards by position, then the rest by due date. Someone else's story is not found.
func (s *Service) Queue(ctx context.Context, owner domain.Account, storyID string, tzOffset int) ([]Item, error) {
	if err := checkTZ(tzOffset); err != nil {
		return nil, err
	}
	var n int
	if err := s.st.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM stories WHERE id = ? AND owner_kind = ? AND owner_id = ?",
		storyID, string(owner.Kind), owner.ID).Scan(&n); err != nil {
		return nil, fmt.Errorf("study: read story %s: %w", storyID, err)
	}
	if n == 0 {
		return nil, domain.Titled(domain.CodeNotFound, "Story Not Found", "This story does not exist or is not yours.")
	}
	items, err := s.items(ctx, owner, "f.story_id = ?", storyID)
	if err != nil {
		return nil, err
	}
	end := EndOfDay(s.now(), tzOffset)
	classify(items, end)
	sort.SliceStable(items, func(i, j int) bool {
		a, b := items[i], items[j]
		if a.Group != b.Group {
			return groupRank[a.Group] < groupRank[b.Group]
		}
		if a.Group == GroupNew || a.Memory.Due.Equal(b.Memory.Due) {
			return a.Position < b.Position
		}
		return a.Memory.Due.Before(b.Memory.Due)
	})
	return items, nil
}

var groupRank = map[Group]int{GroupDue: 0, GroupNew: 1, GroupLater: 2}

func (s *Service) items(ctx context.Context, owner domain.Account, where string, args ...any) ([]Item, error) {
	q := `SELECT f.id, f.story_id, f.position, m.state, m.stability, m.difficulty, m.step, m.reps, m.lapses, m.elapsed_days,
		m.scheduled_days, m.due, m.last_review
		FROM flashcards f JOIN stories s ON s.id = f.story_id
		LEFT JOIN card_memory m ON m.owner_kind = ? AND m.owner_id = ? AND m.card_id = f.id AND m.state <> 'new'
		WHERE s.owner_kind = ? AND s.owner_id = ? AND ` + where + ` ORDER BY f.story_id, f.position`
	all := append([]any{string(owner.Kind), owner.ID, string(owner.Kind), owner.ID}, args...)
	rows, err := s.st.ReadOnly().Query(ctx, q, all...)
	if err != nil {
		return nil, fmt.Errorf("study: read cards: %w", err)
	}
	return store.ScanAll(rows, scanItem)
}

// scanItem reads a row of items: a card and, unless it is new, its memory.
func scanItem(r store.Row) (Item, error) {
	var it Item
	var state *string
	var stab, diff *float64
	var step, reps, lapses, elapsed, sched *int
	var due, last *time.Time
	if err := r.Scan(&it.CardID, &it.StoryID, &it.Position, &state, &stab, &diff, &step, &reps, &lapses, &elapsed,
		&sched, &due, &last); err != nil {
		return it, err
	}
	if state != nil {
		m := &Memory{CardID: it.CardID, StoryID: it.StoryID, State: parseState(*state), Stability: *stab, Difficulty: *diff,
			Step: *step, Reps: *reps, Lapses: *lapses, ElapsedDays: *elapsed, ScheduledDays: *sched, Due: due.UTC()}
		if last != nil {
			m.LastReview = last.UTC()
		}
		it.Memory = m
	}
	return it, nil
}

func classify(items []Item, end time.Time) {
	for i := range items {
		switch m := items[i].Memory; {
		case m == nil:
			items[i].Group = GroupNew
		case !m.Due.After(end):
			items[i].Group = GroupDue
		default:
			items[i].Group = GroupLater
		}
	}
}
