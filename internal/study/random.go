package study

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// DefaultRandomLimit and MaxRandomLimit bound a Random draw.
const (
	DefaultRandomLimit = 20
	MaxRandomLimit     = 100
)

// Random draws up to limit cards from owner's lessons: due cards first,
// then new ones, shuffled within each group (product §7 Random mode). Its
// cost does not grow with the learner's lessons (decision 0043): the due
// cards are drawn from the RandomDuePool × limit earliest due, and the new ones
// from the lessons that follow a random lesson id, a few at a time.
func (s *Service) Random(ctx context.Context, owner domain.Account, limit, tzOffset int) ([]Item, error) {
	if err := checkTZ(tzOffset); err != nil {
		return nil, err
	}
	if limit <= 0 {
		limit = DefaultRandomLimit
	}
	limit = min(limit, MaxRandomLimit)
	// The memories alone (a join with flashcards may become a hash join over
	// the whole table on PostgreSQL); the drawn cards' positions after.
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+memoryColumns+` FROM card_memory
		WHERE `+dueOwner+` AND due <= ? ORDER BY due LIMIT ?`,
		owner.ID, EndOfDay(s.now(), tzOffset), RandomDuePool*limit)
	if err != nil {
		return nil, fmt.Errorf("study: read due cards: %w", err)
	}
	due, err := store.ScanAll(rows, func(r store.Row) (Item, error) {
		m, err := scanMemory(r)
		return Item{CardID: m.CardID, StoryID: m.StoryID, Group: GroupDue, Memory: &m}, err
	})
	if err != nil {
		return nil, fmt.Errorf("study: read due cards: %w", err)
	}
	rand.Shuffle(len(due), func(i, j int) { due[i], due[j] = due[j], due[i] })
	if len(due) >= limit {
		due = due[:limit]
	}
	if err := s.positions(ctx, due); err != nil {
		return nil, err
	}
	if len(due) == limit {
		return due, nil
	}
	fresh, err := s.randomNew(ctx, owner, limit-len(due))
	if err != nil {
		return nil, err
	}
	rand.Shuffle(len(fresh), func(i, j int) { fresh[i], fresh[j] = fresh[j], fresh[i] })
	out := append(due, fresh...)
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// positions fills in the cards' positions in their lessons.
func (s *Service) positions(ctx context.Context, items []Item) error {
	if len(items) == 0 {
		return nil
	}
	args := make([]any, len(items))
	for i, it := range items {
		args[i] = it.CardID
	}
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT id, position FROM flashcards WHERE id IN (?"+strings.Repeat(", ?", len(items)-1)+")", args...)
	if err != nil {
		return fmt.Errorf("study: read card positions: %w", err)
	}
	type pos struct {
		id string
		n  int
	}
	ps, err := store.ScanAll(rows, func(r store.Row) (p pos, err error) { return p, r.Scan(&p.id, &p.n) })
	if err != nil {
		return fmt.Errorf("study: read card positions: %w", err)
	}
	at := make(map[string]int, len(ps))
	for _, p := range ps {
		at[p.id] = p.n
	}
	for i := range items {
		items[i].Position = at[items[i].CardID]
	}
	return nil
}

// A Random draw of n cards shuffles the RandomDuePool × n earliest due
// cards; randomChunk and randomChunks bound the lessons it looks through for
// new cards (randomChunks × randomChunk lessons at most).
const (
	RandomDuePool = 5
	randomChunk   = 25
	randomChunks  = 40
)

// randomNew is at least need new cards of owner if there are (fewer if
// none are in the first randomChunks × randomChunk lessons looked at): the
// new cards of the lessons from a random story id on, wrapping around.
func (s *Service) randomNew(ctx context.Context, owner domain.Account, need int) ([]Item, error) {
	k, id := string(owner.Kind), owner.ID
	var left int
	if err := s.st.ReadOnly().QueryRow(ctx, "SELECT COALESCE((SELECT cards - reviewed FROM study_counts WHERE owner_kind = ? AND owner_id = ?), 0)",
		k, id).Scan(&left); err != nil {
		return nil, fmt.Errorf("study: count new cards: %w", err)
	}
	if left <= 0 {
		return nil, nil
	}
	var b [16]byte
	for i := range b {
		b[i] = byte(rand.IntN(256))
	}
	start := fmt.Sprintf("%x", b[:])
	var out []Item
	// The lessons from start on, then those before it, randomChunk at a time.
	from, wrapped := start, false
	first := true // from itself is included
	for chunks := 0; chunks < randomChunks && len(out) < need; chunks++ {
		q, args := "SELECT id FROM stories WHERE owner_kind = ? AND owner_id = ? AND id > ?", []any{k, id, from}
		if first {
			q = "SELECT id FROM stories WHERE owner_kind = ? AND owner_id = ? AND id >= ?"
		}
		if wrapped {
			q, args = q+" AND id < ?", append(args, start)
		}
		rows, err := s.st.ReadOnly().Query(ctx, q+" ORDER BY id LIMIT ?", append(args, randomChunk)...)
		if err != nil {
			return nil, fmt.Errorf("study: read lessons: %w", err)
		}
		ids, err := store.ScanAll(rows, func(r store.Row) (id string, err error) { return id, r.Scan(&id) })
		if err != nil {
			return nil, fmt.Errorf("study: read lessons: %w", err)
		}
		first = false
		if len(ids) > 0 {
			from = ids[len(ids)-1]
		}
		if len(ids) < randomChunk {
			if wrapped {
				chunks = randomChunks // every lesson was looked at
			}
			from, first, wrapped = "", true, true
		}
		if len(ids) == 0 {
			continue
		}
		// The lessons' cards, less those with a memory: two reads by index
		// (a NOT EXISTS may become a hash anti-join over all of the
		// learner's memories on PostgreSQL). The memories along
		// card_memory_lesson_idx, the owner a filter (memoryOwner).
		in := "(?" + strings.Repeat(", ?", len(ids)-1) + ")"
		storyArgs := make([]any, len(ids))
		for i, sid := range ids {
			storyArgs[i] = sid
		}
		rows, err = s.st.ReadOnly().Query(ctx, "SELECT m.card_id FROM card_memory m WHERE m.story_id IN "+in+" AND "+memoryOwner,
			append(storyArgs, k, id)...)
		if err != nil {
			return nil, fmt.Errorf("study: read reviewed cards: %w", err)
		}
		seen, err := store.ScanAll(rows, func(r store.Row) (id string, err error) { return id, r.Scan(&id) })
		if err != nil {
			return nil, fmt.Errorf("study: read reviewed cards: %w", err)
		}
		reviewed := make(map[string]bool, len(seen))
		for _, c := range seen {
			reviewed[c] = true
		}
		rows, err = s.st.ReadOnly().Query(ctx, "SELECT id, story_id, position FROM flashcards WHERE story_id IN "+in, storyArgs...)
		if err != nil {
			return nil, fmt.Errorf("study: read new cards: %w", err)
		}
		items, err := store.ScanAll(rows, func(r store.Row) (it Item, err error) {
			it.Group = GroupNew
			return it, r.Scan(&it.CardID, &it.StoryID, &it.Position)
		})
		if err != nil {
			return nil, fmt.Errorf("study: read new cards: %w", err)
		}
		items = slices.DeleteFunc(items, func(it Item) bool { return reviewed[it.CardID] })
		out = append(out, items...)
	}
	return out, nil
}

// items reads the cards of owner's stories matching where, with owner's memory of each.
