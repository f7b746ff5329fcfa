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
	// The pool's cards by id alone (a memory's columns read and parsed for
	// five times the cards drawn were a fifth of a draw's CPU at 10,000
	// lessons); the memories drawn, with their positions, after.
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT card_id FROM card_memory
		WHERE `+dueOwner+` AND due <= ? ORDER BY due LIMIT ?`,
		owner.ID, EndOfDay(s.now(), tzOffset), RandomDuePool*limit)
	if err != nil {
		return nil, fmt.Errorf("study: read due cards: %w", err)
	}
	pool, err := store.ScanAll(rows, func(r store.Row) (id string, err error) { return id, r.Scan(&id) })
	if err != nil {
		return nil, fmt.Errorf("study: read due cards: %w", err)
	}
	rand.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	due, err := s.drawn(ctx, owner, pool[:min(len(pool), limit)])
	if err != nil {
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

// drawn is owner's memories of the cards ids names, in that order, with
// the cards' positions in their lessons: each memory found by its card
// (card_memory_card_idx, the owner a filter: memoryKey) and its card by its
// key. The join is with at most MaxRandomLimit memories named by id: in the
// heavy benchmark it gave PostgreSQL the draws/s of a scalar subquery per
// card and SQLite more (docs/performance.md, session 37). A memory gone
// since the draw (its lesson deleted) is left out.
func (s *Service) drawn(ctx context.Context, owner domain.Account, ids []string) ([]Item, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	args := []any{string(owner.Kind), owner.ID}
	for _, id := range ids {
		args = append(args, id)
	}
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT `+prefixed("m.", memoryColumns)+`, f.position
		FROM card_memory m JOIN flashcards f ON f.id = m.card_id
		WHERE m.owner_kind || '' = ? AND m.owner_id || '' = ? AND m.card_id IN (?`+strings.Repeat(", ?", len(ids)-1)+")", args...)
	if err != nil {
		return nil, fmt.Errorf("study: read drawn cards: %w", err)
	}
	found, err := store.ScanAll(rows, func(r store.Row) (Item, error) {
		var pos int
		m, err := scanMemory(r, &pos)
		return Item{CardID: m.CardID, StoryID: m.StoryID, Position: pos, Group: GroupDue, Memory: &m}, err
	})
	if err != nil {
		return nil, fmt.Errorf("study: read drawn cards: %w", err)
	}
	byCard := make(map[string]Item, len(found))
	for _, it := range found {
		byCard[it.CardID] = it
	}
	out := make([]Item, 0, len(ids))
	for _, id := range ids {
		if it, ok := byCard[id]; ok {
			out = append(out, it)
		}
	}
	return out, nil
}

// prefixed is a list of columns, each with prefix.
func prefixed(prefix, columns string) string {
	return prefix + strings.ReplaceAll(columns, ", ", ", "+prefix)
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
