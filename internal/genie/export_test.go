package genie

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
)

// SetClock lets the external tests move the Genie's clock.
func SetClock(s *Service, now func() time.Time) { s.now = now }

// GiveBackWish runs the give-back of wish id as GiveBackUnsettled does
// once it has read the wish open: for a sweep whose read is overtaken by a
// grant.
func GiveBackWish(ctx context.Context, s *Service, id string) (bool, error) {
	var w wish
	var who domain.Account
	var kind string
	if err := s.st.ReadOnly().QueryRow(ctx, "SELECT id, account_kind, account_id, source FROM genie_wishes WHERE id = ?", id).
		Scan(&w.ID, &kind, &who.ID, &w.Source); err != nil {
		return false, err
	}
	who.Kind = domain.AccountKind(kind)
	return s.giveBack(ctx, who, w)
}
