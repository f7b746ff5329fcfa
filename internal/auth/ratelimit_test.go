package auth

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// A request over its limit is refused without waiting for the write lock
// (SQLite's one writer, PostgreSQL's advisory lock of the bucket): a flood of
// 429s must not queue behind, or in front of, the writes of real requests.
func TestFullBucketIsDecidedWithoutTheWriteLock(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s, _ := newService(t, st)
		for i := range 3 {
			if ok, err := s.Allow(ctx, "flood", client, 3, time.Minute); !ok || err != nil {
				t.Fatalf("event %d: %v %v", i, ok, err)
			}
		}
		// Another request holds the write lock (and the bucket's lock).
		held, release, done := make(chan struct{}), make(chan struct{}), make(chan error, 1)
		go func() {
			done <- st.InTx(ctx, func(tx store.Tx) error {
				if tx.Dialect() == store.Postgres {
					if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtext(?))", bucket("flood", ipKey(client.IP))); err != nil {
						return err
					}
				}
				if _, err := tx.Exec(ctx, "INSERT INTO rate_limit_events (bucket, created_at) VALUES ('other', ?)", time.Now().UTC()); err != nil {
					return err
				}
				close(held)
				<-release
				return nil
			})
		}()
		<-held
		quick, cancel := context.WithTimeout(ctx, 2*time.Second)
		ok, err := s.Allow(quick, "flood", client, 3, time.Minute)
		cancel()
		close(release)
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		if ok || err != nil {
			t.Errorf("over the limit while the lock is held: ok=%v err=%v, want a refusal without waiting", ok, err)
		}
	})
}
