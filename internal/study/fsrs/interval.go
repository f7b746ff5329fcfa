package fsrs

// Interval is the days a card of the given stability waits after a
// successful review: its stability stretched to the desired retention,
// between 1 day and the maximum interval (what Next schedules, before the
// hard, good and easy intervals are ordered against each other).
func (s *Scheduler) Interval(stability float64) int { return s.nextInterval(stability) }
