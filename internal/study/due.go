package study

import (
	"context"
	"fmt"
	"math/rand/v2"
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

// DueToday is what owner has to study today, per story (newest first) and in total.
func (s *Service) DueToday(ctx context.Context, owner domain.Account, tzOffset int) (Counts, []StoryCounts, error) {
	if err := checkTZ(tzOffset); err != nil {
		return Counts{}, nil, err
	}
	var d Due
	if err := s.dueRead(owner, tzOffset, &d).On(ctx, s.st.ReadOnly()); err != nil {
		return Counts{}, nil, fmt.Errorf("study: count due cards: %w", err)
	}
	return d.Total, d.Stories, nil
}

// dueRead is the read of what owner has to study by the end of the day in
// time zone tzOffset, into d.
func (s *Service) dueRead(owner domain.Account, tzOffset int, d *Due) store.Read {
	return store.Read{SQL: `SELECT s.id, s.title,
		(SELECT COUNT(*) FROM card_memory m WHERE m.owner_kind = s.owner_kind AND m.owner_id = s.owner_id AND m.story_id = s.id
			AND m.state <> 'new' AND m.due <= ?),
		(SELECT COUNT(*) FROM flashcards f WHERE f.story_id = s.id AND NOT EXISTS (SELECT 1 FROM card_memory m
			WHERE m.owner_kind = s.owner_kind AND m.owner_id = s.owner_id AND m.card_id = f.id))
		FROM stories s WHERE s.owner_kind = ? AND s.owner_id = ? ORDER BY s.created_at DESC, s.id`,
		Args: []any{EndOfDay(s.now(), tzOffset), string(owner.Kind), owner.ID},
		Scan: func(rows store.Rows) error {
			d.Total, d.Stories = Counts{}, []StoryCounts{}
			for rows.Next() {
				var sc StoryCounts
				if err := rows.Scan(&sc.StoryID, &sc.Title, &sc.Due, &sc.New); err != nil {
					return err
				}
				d.Total.Due += sc.Due
				d.Total.New += sc.New
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

// Random draws up to limit cards from all of owner's lessons: due cards
// first, then new ones, shuffled within each group (product §7 Random mode).
func (s *Service) Random(ctx context.Context, owner domain.Account, limit, tzOffset int) ([]Item, error) {
	if err := checkTZ(tzOffset); err != nil {
		return nil, err
	}
	if limit <= 0 {
		limit = DefaultRandomLimit
	}
	limit = min(limit, MaxRandomLimit)
	items, err := s.items(ctx, owner, "s.owner_kind = ? AND s.owner_id = ?", string(owner.Kind), owner.ID)
	if err != nil {
		return nil, err
	}
	classify(items, EndOfDay(s.now(), tzOffset))
	var due, fresh []Item
	for _, it := range items {
		switch it.Group {
		case GroupDue:
			due = append(due, it)
		case GroupNew:
			fresh = append(fresh, it)
		}
	}
	rand.Shuffle(len(due), func(i, j int) { due[i], due[j] = due[j], due[i] })
	rand.Shuffle(len(fresh), func(i, j int) { fresh[i], fresh[j] = fresh[j], fresh[i] })
	out := append(due, fresh...)
	if len(out) > limit {
		out = out[:limit]
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
