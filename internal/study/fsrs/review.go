package fsrs

import "time"

// Review is one grade a learner gave a card, as the review log keeps it.
type Review struct {
	At     time.Time
	Rating Rating
}
