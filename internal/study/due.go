package study

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
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
// and cards never reviewed.
type Counts struct {
	Due int
	New int
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
// lessons with the most due cards, newest first. It reads no card of the
// learner's other lessons (decision 0043): the due cards come from
// card_memory_due_idx, the new ones are the lessons' card counts less their
// reviewed cards (study_counts for all lessons, card_memory_story_idx for one).
func (s *Service) DueToday(ctx context.Context, owner domain.Account, tzOffset int) (Counts, []StoryCounts, error) {
	if err := checkTZ(tzOffset); err != nil {
		return Counts{}, nil, err
	}
	end := EndOfDay(s.now(), tzOffset)
	k, id := string(owner.Kind), owner.ID
	q := s.st.ReadOnly()
	var total Counts
	if err := q.QueryRow(ctx, `SELECT (SELECT COUNT(*) FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND due <= ?),
		COALESCE((SELECT cards - reviewed FROM study_counts WHERE owner_kind = ? AND owner_id = ?), 0)`, k, id, end, k, id).
		Scan(&total.Due, &total.New); err != nil {
		return Counts{}, nil, fmt.Errorf("study: count due cards: %w", err)
	}
	total.New = max(total.New, 0)
	// The lessons' ids first, then the lessons by id: a list of ids given
	// as such stays on the primary key (PostgreSQL hashed an IN (subquery)
	// against all the stories of every learner).
	rows, err := q.Query(ctx, `SELECT newest.id FROM (SELECT id FROM stories WHERE owner_kind = ? AND owner_id = ? ORDER BY created_at DESC LIMIT ?) newest
		UNION
		SELECT most.story_id FROM (SELECT story_id FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND due <= ?
			GROUP BY story_id ORDER BY COUNT(*) DESC, story_id LIMIT ?) most`, k, id, DueStories, k, id, end, DueStories)
	if err != nil {
		return Counts{}, nil, fmt.Errorf("study: read lessons with cards due: %w", err)
	}
	ids, err := store.ScanAll(rows, func(r store.Row) (id any, err error) {
		var s string
		err = r.Scan(&s)
		return s, err
	})
	if err != nil {
		return Counts{}, nil, fmt.Errorf("study: read lessons with cards due: %w", err)
	}
	stories, err := countsOf(ctx, q, owner, end, ids)
	if err != nil {
		return Counts{}, nil, err
	}
	return total, stories, nil
}

// DueStories bounds the lessons the due page lists: the newest, and those
// with the most cards due (decision 0043: a learner may have thousands).
const DueStories = 100

// reviewDueRead is what a review of cardID answers with, into d: the totals
// and the counts of the card's lesson (d.Stories holds that one lesson).
func (s *Service) reviewDueRead(owner domain.Account, cardID string, tzOffset int, d *Due) store.Read {
	end := EndOfDay(s.now(), tzOffset)
	k, id := string(owner.Kind), owner.ID
	return store.Read{SQL: `SELECT s.id, s.title,
		(SELECT COUNT(*) FROM card_memory m WHERE m.owner_kind = ? AND m.owner_id = ? AND m.story_id = s.id AND m.due <= ?),
		s.cards_total - (SELECT COUNT(*) FROM card_memory m WHERE m.owner_kind = ? AND m.owner_id = ? AND m.story_id = s.id),
		(SELECT COUNT(*) FROM card_memory m WHERE m.owner_kind = ? AND m.owner_id = ? AND m.due <= ?),
		COALESCE((SELECT c.cards - c.reviewed FROM study_counts c WHERE c.owner_kind = ? AND c.owner_id = ?), 0)
		FROM flashcards f JOIN stories s ON s.id = f.story_id WHERE f.id = ? AND s.owner_kind = ? AND s.owner_id = ?`,
		Args: []any{k, id, end, k, id, k, id, end, k, id, cardID, k, id},
		Scan: func(rows store.Rows) error {
			d.Total, d.Stories = Counts{}, []StoryCounts{}
			for rows.Next() {
				var sc StoryCounts
				if err := rows.Scan(&sc.StoryID, &sc.Title, &sc.Due, &sc.New, &d.Total.Due, &d.Total.New); err != nil {
					return err
				}
				sc.New, d.Total.New = max(sc.New, 0), max(d.Total.New, 0)
				d.Stories = append(d.Stories, sc)
			}
			return nil
		}}
}

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
		WHERE owner_kind = ? AND owner_id = ? AND due <= ? ORDER BY due LIMIT ?`,
		string(owner.Kind), owner.ID, EndOfDay(s.now(), tzOffset), RandomDuePool*limit)
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
		// learner's memories on PostgreSQL).
		in := "(?" + strings.Repeat(", ?", len(ids)-1) + ")"
		storyArgs := make([]any, len(ids))
		for i, sid := range ids {
			storyArgs[i] = sid
		}
		rows, err = s.st.ReadOnly().Query(ctx, "SELECT card_id FROM card_memory WHERE owner_kind = ? AND owner_id = ? AND story_id IN "+in,
			append([]any{k, id}, storyArgs...)...)
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

// ImportInput is one review a guest kept in the browser.
type ImportInput = ReviewInput

// ImportResult counts what an import did.
type ImportResult struct {
	Imported int
	Skipped  int // already imported (same key), not the caller's, or invalid
}

// MaxImport bounds the reviews of one import.
const MaxImport = 5000

// ImportReviews replays reviews kept locally (by a guest, before signing up)
// in the order they were given, each idempotent by its key. Cards of stories
// the caller does not own are skipped (a guest's stories are the account's
// once it has signed in).
func (s *Service) ImportReviews(ctx context.Context, owner domain.Account, in []ImportInput) (ImportResult, error) {
	if len(in) > MaxImport {
		return ImportResult{}, invalid("At most %d reviews can be imported at once.", MaxImport)
	}
	sorted := make([]ImportInput, len(in))
	copy(sorted, in)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].ReviewedAt.Before(sorted[j].ReviewedAt) })
	// A browser sends its log again until it hears back: the keys it sent
	// before are found in one read per few hundred, not one write each.
	used, err := s.usedKeys(ctx, owner, sorted)
	if err != nil {
		return ImportResult{}, err
	}
	var res ImportResult
	for _, r := range sorted {
		if r.ReviewedAt.IsZero() || used[r.IdempotencyKey] {
			res.Skipped++ // without its time a review cannot be scheduled; a used key was imported before
			continue
		}
		out, err := s.review(ctx, owner, r, true)
		switch {
		case err == nil && !out.Replayed:
			res.Imported++
		case err == nil, domain.CodeOf(err) == domain.CodeNotFound, domain.CodeOf(err) == domain.CodeInvalid,
			domain.CodeOf(err) == domain.CodeConflict, domain.CodeOf(err) == domain.CodeIdempotencyKeyReused:
			res.Skipped++
		default:
			return res, err
		}
	}
	return res, nil
}

// usedKeys are the keys among in that owner has used already.
func (s *Service) usedKeys(ctx context.Context, owner domain.Account, in []ImportInput) (map[string]bool, error) {
	const chunk = 500
	used := map[string]bool{}
	for start := 0; start < len(in); start += chunk {
		part := in[start:min(start+chunk, len(in))]
		args := []any{string(owner.Kind), owner.ID}
		for _, r := range part {
			args = append(args, r.IdempotencyKey)
		}
		rows, err := s.st.ReadOnly().Query(ctx, "SELECT idempotency_key FROM review_log WHERE owner_kind = ? AND owner_id = ? AND idempotency_key IN (?"+
			strings.Repeat(", ?", len(part)-1)+")", args...)
		if err != nil {
			return nil, fmt.Errorf("study: read used review keys: %w", err)
		}
		keys, err := store.ScanAll(rows, func(r store.Row) (k string, err error) { return k, r.Scan(&k) })
		if err != nil {
			return nil, fmt.Errorf("study: read used review keys: %w", err)
		}
		for _, k := range keys {
			used[k] = true
		}
	}
	return used, nil
}
