package jobs

import "github.com/riverqueue/river"

// RetryPolicyForTest exposes the retry policy to the external tests.
func RetryPolicyForTest() river.ClientRetryPolicy { return retryPolicy{} }
