package study

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// ImportInput is one review a guest kept in the browser.
type ImportInput = ReviewInput

// ImportResult counts what an import did.
type ImportResult struct {
	Imported int
	Skipped  int // already imported (same key), not the caller's, or invalid
}

// MaxImport bounds the reviews of one import.
const MaxImport = 5000

// ImportReviews replays reviews kept locally (by a guest, before signing up)
// in the order they were given, each idempotent by its key. Cards of stories
// the caller does not own are skipped (a guest's stories are the account's
// once it has signed in).
func (s *Service) ImportReviews(ctx context.Context, owner domain.Account, in []ImportInput) (ImportResult, error) {
	if len(in) > MaxImport {
		return ImportResult{}, invalid("At most %d reviews can be imported at once.", MaxImport)
	}
	sorted := make([]ImportInput, len(in))
	copy(sorted, in)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].ReviewedAt.Before(sorted[j].ReviewedAt) })
	// A browser sends its log again until it hears back: the keys it sent
	// before are found in one read per few hundred, not one write each.
	used, err := s.usedKeys(ctx, owner, sorted)
	if err != nil {
		return ImportResult{}, err
	}
	var res ImportResult
	for _, r := range sorted {
		if r.ReviewedAt.IsZero() || used[r.IdempotencyKey] {
			res.Skipped++ // without its time a review cannot be scheduled; a used key was imported before
			continue
		}
		out, err := s.review(ctx, owner, r, true)
		switch {
		case err == nil && !out.Replayed:
			res.Imported++
		case err == nil, domain.CodeOf(err) == domain.CodeNotFound, domain.CodeOf(err) == domain.CodeInvalid,
			domain.CodeOf(err) == domain.CodeConflict, domain.CodeOf(err) == domain.CodeIdempotencyKeyReused:
			res.Skipped++
		default:
			return res, err
		}
	}
	return res, nil
}

// usedKeys are the keys among in that owner has used already.
func (s *Service) usedKeys(ctx context.Context, owner domain.Account, in []ImportInput) (map[string]bool, error) {
	const chunk = 500
	used := map[string]bool{}
	for start := 0; start < len(in); start += chunk {
		part := in[start:min(start+chunk, len(in))]
		args := []any{string(owner.Kind), owner.ID}
		for _, r := range part {
			args = append(args, r.IdempotencyKey)
		}
		rows, err := s.st.ReadOnly().Query(ctx, "SELECT idempotency_key FROM review_log WHERE owner_kind = ? AND owner_id = ? AND idempotency_key IN (?"+
			strings.Repeat(", ?", len(part)-1)+")", args...)
		if err != nil {
			return nil, fmt.Errorf("study: read used review keys: %w", err)
		}
		keys, err := store.ScanAll(rows, func(r store.Row) (k string, err error) { return k, r.Scan(&k) })
		if err != nil {
			return nil, fmt.Errorf("study: read used review keys: %w", err)
		}
		for _, k := range keys {
			used[k] = true
		}
	}
	return used, nil
}
