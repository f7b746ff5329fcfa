package credits

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// WishState is what a user has of wishes today.
type WishState struct {
	Daily     int    // left of today's 3; renewed each day (UTC)
	Extra     int    // bonus and bought wishes; they do not expire
	ResetDate string // the day Daily belongs to, YYYY-MM-DD
	PaidToday int    // wish packs bought today
	Refreshed bool   // Daily was renewed by this read
}

// Total is the number of wishes the user can make now.
func (w WishState) Total() int { return w.Daily + w.Extra }

func today(now time.Time) string { return now.UTC().Format(time.DateOnly) }

// UserWishes reads a user's wishes, renewing the daily ones on a new day.
// Only a new day takes a write transaction (on SQLite it blocks every writer).
func (l *Ledger) UserWishes(ctx context.Context, userID string) (WishState, error) {
	var w WishState
	err := l.st.ReadOnly().QueryRow(ctx, "SELECT wishes_remaining, extra_wishes, wishes_reset_date, paid_wishes_today FROM profiles WHERE user_id = ?", userID).
		Scan(&w.Daily, &w.Extra, &w.ResetDate, &w.PaidToday)
	if errors.Is(err, store.ErrNoRows) {
		return WishState{}, domain.Errorf(domain.CodeNotFound, "no profile for user %s", userID)
	}
	if err != nil {
		return WishState{}, fmt.Errorf("credits: read wishes of %s: %w", userID, err)
	}
	if w.ResetDate == today(l.now()) {
		return w, nil
	}
	err = l.st.InTx(ctx, func(tx store.Tx) error {
		var err error
		w, err = l.userWishesTx(ctx, tx, userID)
		return err
	})
	return w, err
}

func (l *Ledger) userWishesTx(ctx context.Context, tx store.Tx, userID string) (WishState, error) {
	day := today(l.now())
	n, err := tx.Exec(ctx, `UPDATE profiles SET wishes_remaining = ?, paid_wishes_today = 0, wishes_reset_date = ?, updated_at = ?
		WHERE user_id = ? AND wishes_reset_date <> ?`, domain.DailyWishes, day, l.now().UTC(), userID, day)
	if err != nil {
		return WishState{}, fmt.Errorf("credits: renew wishes of %s: %w", userID, err)
	}
	w := WishState{Refreshed: n > 0}
	err = tx.QueryRow(ctx, "SELECT wishes_remaining, extra_wishes, wishes_reset_date, paid_wishes_today FROM profiles WHERE user_id = ?", userID).
		Scan(&w.Daily, &w.Extra, &w.ResetDate, &w.PaidToday)
	if errors.Is(err, store.ErrNoRows) {
		return WishState{}, domain.Errorf(domain.CodeNotFound, "no profile for user %s", userID)
	}
	if err != nil {
		return WishState{}, fmt.Errorf("credits: read wishes of %s: %w", userID, err)
	}
	return w, nil
}

// BuyWishes spends the wish-pack price (spec §9: 111 credits for 3 wishes) and
// adds the wishes, once per idempotency key.
func (l *Ledger) BuyWishes(ctx context.Context, userID, idempotencyKey string) (WishState, Entry, error) {
	var (
		w WishState
		e Entry
	)
	err := l.st.InTx(ctx, func(tx store.Tx) error {
		var err error
		e, err = l.ApplyTx(ctx, tx, Change{Account: domain.Account{Kind: domain.AccountUser, ID: userID},
			Delta: -domain.WishPackCost, Reason: domain.ReasonWishPurchase, IdempotencyKey: idempotencyKey})
		if err != nil {
			return err
		}
		if w, err = l.userWishesTx(ctx, tx, userID); err != nil {
			return err
		}
		if e.Replayed {
			return nil
		}
		if _, err := tx.Exec(ctx, "UPDATE profiles SET extra_wishes = extra_wishes + ?, paid_wishes_today = paid_wishes_today + 1, updated_at = ? WHERE user_id = ?",
			domain.WishPackSize, l.now().UTC(), userID); err != nil {
			return fmt.Errorf("credits: add bought wishes: %w", err)
		}
		w.Extra += domain.WishPackSize
		w.PaidToday++
		return nil
	})
	if err != nil && store.IsUniqueViolation(err) {
		// The same purchase raced itself; the winner's result stands.
		w, werr := l.UserWishes(ctx, userID)
		if werr != nil {
			return WishState{}, Entry{}, werr
		}
		e, rerr := l.replay(ctx, l.st, Change{Account: domain.Account{Kind: domain.AccountUser, ID: userID},
			Delta: -domain.WishPackCost, Reason: domain.ReasonWishPurchase, IdempotencyKey: idempotencyKey})
		return w, e, rerr
	}
	if errors.Is(err, domain.ErrInsufficientCredits) {
		return WishState{}, Entry{}, &domain.Error{Code: domain.CodeInsufficientCredits, Title: "Error",
			Message: "Failed to purchase wishes. Please try again.", Err: err}
	}
	return w, e, err
}
