package study

import "testing"

// TestFitsReadAFewRowsPerReview: a fit reads the learner's whole review log,
// so the fits of a learner's first N reviews read, in all, the sum of the
// counts they ran at. That sum stays under 5·N at any N (decision 0061): a
// learner with years of reviews pays per review what a new one pays. With a
// fit every 1,000 reviews it was N/1,000 rows per review (50·N at 100,000).
func TestFitsReadAFewRowsPerReview(t *testing.T) {
	if got := nextFitAfter(minReviewsToFit); got != minReviewsToFit*5/4 {
		t.Errorf("the fit after the first: at %d reviews, want a quarter more", got)
	}
	for _, n := range []int{minReviewsToFit, 10_000, 100_000, 1_000_000, 5_000_000} {
		read, fits := 0, 0
		for at := minReviewsToFit; at <= n; at = nextFitAfter(at) {
			read += at
			fits++
		}
		if read >= 5*n {
			t.Errorf("%d reviews: %d fits read %d rows, %.1f per review (want under 5)", n, fits, read, float64(read)/float64(n))
		}
	}
}
