package study

import (
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// A first review writes its card's memory once (decision 0066): the
// statement that locks a memory inserts a new card's memory already
// scheduled, instead of inserting it new and updating it in the batch (a
// row and its index entries written twice). The schedule needs the
// learner's scheduler before the statement that reads their settings, so
// the settings each learner's last review read are kept (learnerSettings);
// when the statement finds others (a first review since the server
// started, a changed retention, a new fit), the review schedules with those
// and updates the row in its batch as before. A learner the server has not
// seen yet is guessed to have the defaults, as most have.

// settingsLearners bounds the learners whose settings are kept: an entry is
// an account and two pointers, and a learner not kept costs only the update.
const settingsLearners = 8192

// learnerSettings keeps, per learner, the settings their last review read.
type learnerSettings struct {
	lru *lru[domain.Account, learnerRow]
}

func newLearnerSettings(n int) learnerSettings {
	return learnerSettings{newLRU[domain.Account, learnerRow](n)}
}

// guess is what owner's settings were at their last review (none kept: the
// defaults).
func (c learnerSettings) guess(owner domain.Account) learnerRow {
	r, _ := c.lru.get(owner)
	return r
}

func (c learnerSettings) keep(owner domain.Account, r learnerRow) { c.lru.put(owner, r) }

// same reports whether two readings of the settings give one scheduler.
func (r learnerRow) same(o learnerRow) bool {
	return equalPtr(r.retention, o.retention) && equalPtr(r.weights, o.weights)
}

func equalPtr[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// newMemory is a card's memory before its first review at at, as the
// statement that locks memories made it before decision 0066.
func newMemory(cardID, storyID string, at time.Time) Memory {
	return Memory{CardID: cardID, StoryID: storyID, State: fsrs.StateNew, Due: at}
}

// next is the memory after a review of before graded grade at when.
func (sc Scheduler) next(before Memory, when time.Time, grade fsrs.Rating) (Memory, error) {
	n, err := sc.f.Next(before.card(), when, grade)
	if err != nil {
		return Memory{}, fmt.Errorf("study: schedule card %s: %w", before.CardID, err)
	}
	return Memory{CardID: before.CardID, StoryID: before.StoryID, State: n.State, Stability: n.Stability, Difficulty: n.Difficulty,
		Step: n.LearningSteps, Reps: n.Reps, Lapses: n.Lapses, ElapsedDays: n.ElapsedDays,
		ScheduledDays: n.ScheduledDays, Due: n.Due.UTC(), LastReview: n.LastReview.UTC()}, nil
}

// lockedSentinel is the updated_at the statement that locks a memory gives
// a row it found rather than inserted: the review's batch always updates
// such a row (to the server's now), so no transaction commits it, and no
// inserted row has it (an inserted row's updated_at is the server's now).
var lockedSentinel = time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)
