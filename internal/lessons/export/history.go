package export

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"
)

// Memory is the learner's memory of a card (its FSRS state), kept in the
// package so that a learner who moves to Anki keeps their intervals.
type Memory struct {
	State         string // new, learning, review or relearning
	Due           time.Time
	ScheduledDays int // the interval, in days
	Reps, Lapses  int
	Stability     float64
	Difficulty    float64
	LastReview    time.Time
}

// Review is one graded answer of the card, oldest first.
type Review struct {
	At            time.Time
	Grade         int    // 1 Again … 4 Easy
	StateBefore   string // the card's state when answered
	StateAfter    string
	ScheduledDays int       // the interval it gave, in days
	DueAfter      time.Time // when it made the card due
	DurationMs    int
}

// Anki's card types and queues (schema 11).
var ankiType = map[string]int{"new": 0, "learning": 1, "review": 2, "relearning": 3}

// cardSchedule is a card's type, queue, due, interval, factor, left and data
// as Anki stores them, from its memory: a review card is due on a day
// counted from the collection's creation (crt); a learning card at a time in
// seconds; its FSRS stability and difficulty in data ("s", "d"), which Anki's
// FSRS reads.
func cardSchedule(m *Memory, crt time.Time, newDue int) (typ, queue int, due int64, ivl, factor, left int, data string) {
	if m == nil || m.State == "new" || m.State == "" {
		return 0, 0, int64(newDue), 0, 0, 0, ""
	}
	typ = ankiType[m.State]
	// Anki's factor is an ease ×1000; FSRS keeps difficulty (1–10) instead:
	// 2500 is Anki's default, lowered as the card gets harder.
	factor = max(1300, 2500-int((m.Difficulty-5)*150))
	d, _ := json.Marshal(map[string]float64{"s": round2(m.Stability), "d": round2(m.Difficulty)})
	data = string(d)
	if typ == 2 {
		return typ, 2, int64(m.Due.Sub(crt).Hours() / 24), max(1, m.ScheduledDays), factor, 0, data
	}
	// Learning and relearning: due at a time (queue 1), one step left today.
	return typ, 1, m.Due.Unix(), max(0, m.ScheduledDays), factor, 1001, data
}

func round2(f float64) float64 { return float64(int64(f*100+0.5)) / 100 }

// revlogType is Anki's revlog type of an answer given in a state: 0 learn,
// 1 review, 2 relearn.
func revlogType(stateBefore string) int {
	switch stateBefore {
	case "review":
		return 1
	case "relearning":
		return 2
	}
	return 0
}

// revlogInterval is Anki's interval of a revlog row: days when the answer
// scheduled the card in days (review), else minus the seconds to its due.
func revlogInterval(r Review) int {
	if r.StateAfter == "review" {
		return max(1, r.ScheduledDays)
	}
	return -max(1, int(r.DueAfter.Sub(r.At).Seconds()))
}

// writeHistory writes the card's review log as revlog rows (ids are the
// answers' times in ms, made unique).
func writeHistory(ctx context.Context, tx *sql.Tx, cid int64, reviews []Review, factor int, used map[int64]bool) error {
	last := 0
	for _, r := range reviews {
		id := r.At.UnixMilli()
		for used[id] {
			id++
		}
		used[id] = true
		ivl := revlogInterval(r)
		f := factor
		if f == 0 {
			f = 2500
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)`,
			id, cid, r.Grade, ivl, last, f, min(max(r.DurationMs, 0), 60000), revlogType(r.StateBefore)); err != nil {
			return fmt.Errorf("export: review log: %w", err)
		}
		last = ivl
	}
	return nil
}
