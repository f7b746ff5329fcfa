package store

import (
	"context"
	"time"
)

// DetachTimeout bounds work run on a Detach context.
const DetachTimeout = 30 * time.Second

// Detach returns a context with ctx's values but not its cancellation,
// ending after DetachTimeout: for what completes work already done or
// committed (the commit of statements that have run, the read after it, the
// steps that follow a committed request), which a client that leaves must
// not cut short (decision 0069). Call cancel when done.
func Detach(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.WithoutCancel(ctx), DetachTimeout)
}
