// Package leaderboard ranks users by study points (product §14 leaderboards; the
// rules are in docs/decisions/0009-public-face.md). Every graded answer of a
// signed-in user adds points to four running totals — this week and all
// time, for the story's learning language and for every language together —
// in the transaction that logs the review, so a board is one indexed read of
// totals, never a scan of the review log. Only users who switched on
// "appear on the leaderboards" are listed; guests never are.
package leaderboard

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Periods of a board.
const (
	PeriodWeek = "week" // the ISO week (Monday 00:00 UTC to Monday) that holds now
	PeriodAll  = "all"  // since the account began
)

// Size is how many entries a board lists.
const Size = 50

// Points are what one graded answer earns: a point for answering, and a
// bonus point when the answer was right (grade Good or Easy).
func Points(grade int) int {
	if grade >= 3 {
		return 2
	}
	return 1
}

// WeekStart is the Monday 00:00 UTC that starts the ISO week of t, as
// YYYY-MM-DD: the period key of weekly totals.
func WeekStart(t time.Time) string {
	t = t.UTC()
	days := (int(t.Weekday()) + 6) % 7 // Monday 0 … Sunday 6
	return time.Date(t.Year(), t.Month(), t.Day()-days, 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
}

// Record adds the points of one graded answer by userID, given at, on a card
// of storyID, in tx (the transaction that logs the review): to the week's and
// the all-time totals, each for the story's language and for every language.
// One statement, sent by store.ExecBatch (on PostgreSQL in a group
// transaction, with the commit).
func Record(ctx context.Context, tx store.Tx, userID, storyID string, at time.Time, points int) error {
	if err := store.ExecBatch(ctx, tx, store.Statement{SQL: `INSERT INTO study_points (user_id, period, language, points, updated_at)
		SELECT ?, p.period, CASE WHEN p.own = 1 THEN s.target_language ELSE '' END, ?, ?
		FROM stories s CROSS JOIN (SELECT ? AS period, 1 AS own UNION ALL SELECT ?, 0 UNION ALL SELECT 'all', 1 UNION ALL SELECT 'all', 0) p
		WHERE s.id = ?
		ON CONFLICT (user_id, period, language) DO UPDATE SET points = study_points.points + excluded.points, updated_at = excluded.updated_at`,
		Args: []any{userID, points, time.Now().UTC(), WeekStart(at), WeekStart(at), storyID}}); err != nil {
		return fmt.Errorf("leaderboard: add points of story %s: %w", storyID, err)
	}
	return nil
}

// Unrecord takes back, in tx, the points Record added for one answer given
// at on a card of storyID (the answer was undone, decision 0052): a total
// back at zero is no total, as before the answer.
func Unrecord(ctx context.Context, tx store.Tx, userID, storyID string, at time.Time, points int) error {
	if err := store.ExecBatch(ctx, tx, store.Statement{SQL: `UPDATE study_points SET points = CASE WHEN points > ? THEN points - ? ELSE 0 END,
		updated_at = ? WHERE user_id = ? AND period IN (?, 'all') AND language IN ('', (SELECT target_language FROM stories WHERE id = ?))`,
		Args: []any{points, points, time.Now().UTC(), userID, WeekStart(at), storyID}},
		store.Statement{SQL: `DELETE FROM study_points WHERE user_id = ? AND period IN (?, 'all')
		AND language IN ('', (SELECT target_language FROM stories WHERE id = ?)) AND points = 0`,
			Args: []any{userID, WeekStart(at), storyID}}); err != nil {
		return fmt.Errorf("leaderboard: take back points of story %s: %w", storyID, err)
	}
	return nil
}

// Entry is one line of a board.
type Entry struct {
	Rank        int
	DisplayName string
	Points      int
	IsMe        bool
}

// Board is a ranking and where the caller stands in it.
type Board struct {
	Period   string
	Language string // "" for every language
	Since    time.Time
	Entries  []Entry
	// Me is the caller's line (nil for guests and visitors). When the caller
	// does not appear, Rank is where they would stand if they did.
	Me      *Entry
	OptedIn bool
}

// Service reads boards and keeps the profile switch.
type Service struct {
	st  *store.Store
	now func() time.Time
}

// New returns a Service on st.
func New(st *store.Store) *Service { return &Service{st: st, now: time.Now} }

var errPeriod = domain.Titled(domain.CodeInvalid, "Invalid Leaderboard", "The period must be week or all.")

// Read returns the board of period and language ("" for all) as userID
// ("" for a guest or visitor) sees it.
func (s *Service) Read(ctx context.Context, period, language, userID string) (Board, error) {
	b := Board{Period: period, Language: language, Entries: []Entry{}}
	key := "all"
	switch period {
	case PeriodWeek:
		key = WeekStart(s.now())
		b.Since, _ = time.Parse(time.DateOnly, key)
	case PeriodAll:
	default:
		return Board{}, errPeriod
	}
	q := s.st.ReadOnly()
	rows, err := q.Query(ctx, `SELECT p.user_id, pr.display_name, p.points FROM study_points p
		JOIN profiles pr ON pr.user_id = p.user_id
		WHERE p.period = ? AND p.language = ? AND pr.leaderboard_opt_in = TRUE AND p.points > 0
		ORDER BY p.points DESC, p.updated_at, p.user_id LIMIT ?`, key, language, Size)
	if err != nil {
		return Board{}, fmt.Errorf("leaderboard: read: %w", err)
	}
	defer rows.Close()
	prev, rank := -1, 0
	for i := 0; rows.Next(); i++ {
		var id string
		var e Entry
		if err := rows.Scan(&id, &e.DisplayName, &e.Points); err != nil {
			return Board{}, fmt.Errorf("leaderboard: read: %w", err)
		}
		if e.Points != prev { // equal points share a rank
			rank, prev = i+1, e.Points
		}
		e.Rank, e.IsMe = rank, id == userID && userID != ""
		b.Entries = append(b.Entries, e)
	}
	if err := rows.Err(); err != nil {
		return Board{}, fmt.Errorf("leaderboard: read: %w", err)
	}
	if userID == "" {
		return b, nil
	}
	me := Entry{IsMe: true}
	if err := q.QueryRow(ctx, "SELECT display_name, leaderboard_opt_in FROM profiles WHERE user_id = ?", userID).
		Scan(&me.DisplayName, &b.OptedIn); err != nil && !errors.Is(err, store.ErrNoRows) {
		return Board{}, fmt.Errorf("leaderboard: profile: %w", err)
	}
	if err := q.QueryRow(ctx, "SELECT points FROM study_points WHERE user_id = ? AND period = ? AND language = ?",
		userID, key, language).Scan(&me.Points); err != nil && !errors.Is(err, store.ErrNoRows) {
		return Board{}, fmt.Errorf("leaderboard: own points: %w", err)
	}
	var ahead int
	if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM study_points p JOIN profiles pr ON pr.user_id = p.user_id
		WHERE p.period = ? AND p.language = ? AND pr.leaderboard_opt_in = TRUE AND p.points > ? AND p.user_id <> ?`,
		key, language, me.Points, userID).Scan(&ahead); err != nil {
		return Board{}, fmt.Errorf("leaderboard: own rank: %w", err)
	}
	me.Rank = ahead + 1
	b.Me = &me
	return b, nil
}

// SetOptIn switches whether userID appears on the boards. leaderboard owns
// this column of auth's profile row (decision 0041).
func (s *Service) SetOptIn(ctx context.Context, userID string, on bool) error {
	if _, err := s.st.Exec(ctx, "UPDATE profiles SET leaderboard_opt_in = ?, updated_at = ? WHERE user_id = ?",
		on, s.now().UTC(), userID); err != nil {
		return fmt.Errorf("leaderboard: switch: %w", err)
	}
	return nil
}

// OptedIn reports whether userID appears on the boards.
func (s *Service) OptedIn(ctx context.Context, userID string) (bool, error) {
	var on bool
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT leaderboard_opt_in FROM profiles WHERE user_id = ?", userID).Scan(&on)
	if err != nil && !errors.Is(err, store.ErrNoRows) {
		return false, fmt.Errorf("leaderboard: switch: %w", err)
	}
	return on, nil
}
