package auth

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/netip"
	"time"

	"github.com/storyglot/storyglot/internal/store"
)

// Rate limits are sliding windows of events in the database, so that every
// server process sees the same counts. A slot is reserved atomically (on
// PostgreSQL under an advisory lock per bucket; SQLite has one writer) and
// may be released again, e.g. after a successful sign-in.

// ipKey groups an IPv6 client by its /64, the block one subscriber usually
// holds; IPv4 addresses stand alone.
func ipKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	a = a.Unmap()
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

func bucket(kind, key string) string {
	sum := sha256.Sum256([]byte(key))
	return kind + ":" + hex.EncodeToString(sum[:12])
}

// reserve records an event in bucket unless limit events already fall in the
// window. It returns the event id, or ok=false when the limit is reached.
//
// A bucket already full is answered from a read alone: a flood of requests
// over their limit takes no write lock (SQLite's single writer) and no
// advisory lock, so it cannot slow down the requests that are within theirs.
func (s *Service) reserve(ctx context.Context, b string, limit int, window time.Duration) (id int64, ok bool, err error) {
	now := s.now().UTC()
	full, err := s.bucketFull(ctx, b, limit, now.Add(-window))
	if err != nil {
		return 0, false, fmt.Errorf("auth: rate limit %s: %w", b, err)
	}
	if full {
		return 0, false, nil
	}
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		if tx.Dialect() == store.Postgres {
			if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtext(?))", b); err != nil {
				return err
			}
		}
		var n int
		if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM rate_limit_events WHERE bucket = ? AND created_at > ?", b, now.Add(-window)).Scan(&n); err != nil {
			return err
		}
		if n >= limit {
			return nil
		}
		ok = true
		return tx.QueryRow(ctx, "INSERT INTO rate_limit_events (bucket, created_at) VALUES (?, ?) RETURNING id", b, now).Scan(&id)
	})
	if err != nil {
		return 0, false, fmt.Errorf("auth: rate limit %s: %w", b, err)
	}
	return id, ok, nil
}

// bucketFull reports whether limit events of bucket b fall after since,
// through the read pool.
func (s *Service) bucketFull(ctx context.Context, b string, limit int, since time.Time) (bool, error) {
	var n int
	err := s.st.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM rate_limit_events WHERE bucket = ? AND created_at > ?", b, since).Scan(&n)
	return n >= limit, err
}

// Allow records an event for a client's network address in the named bucket
// and reports whether it is within limit per window (for public endpoints
// such as the error log).
func (s *Service) Allow(ctx context.Context, kind string, c Client, limit int, window time.Duration) (bool, error) {
	_, ok, err := s.reserve(ctx, bucket(kind, ipKey(c.IP)), limit, window)
	return ok, err
}

// release forgets reserved events (a sign-in that succeeded is no attempt to count).
func (s *Service) release(ctx context.Context, ids ...int64) {
	for _, id := range ids {
		if id == 0 {
			continue
		}
		if _, err := s.st.Exec(ctx, "DELETE FROM rate_limit_events WHERE id = ?", id); err != nil {
			s.log.WarnContext(ctx, "release rate-limit slot", "err", err)
		}
	}
}
