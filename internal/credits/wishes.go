package credits

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// WishState is what a user has of wishes today. They are spent in the order
// daily (they expire), bonus (sign-up), bought (paid for).
type WishState struct {
	Daily     int    // left of today's 3; renewed each day of the learner's time zone
	Bonus     int    // the sign-up bonus wishes; they do not expire
	Bought    int    // wishes bought with credits; they do not expire
	ResetDate string // the day Daily belongs to, YYYY-MM-DD in TimeZone
	TimeZone  string // the learner's IANA time zone ("UTC" until the browser tells)
	PaidToday int    // wish packs bought today
	Refreshed bool   // Daily was renewed by this read
}

// Total is the number of wishes the user can make now.
func (w WishState) Total() int { return w.Daily + w.Bonus + w.Bought }

// Wish sources: which balance a Genie wish was taken from.
const (
	WishDaily  = "daily"
	WishBonus  = "bonus"
	WishBought = "bought"
	WishGuest  = "guest"
)

// dayIn is the date of now in the time zone tz (UTC when tz is unknown).
func dayIn(now time.Time, tz string) string {
	loc, err := time.LoadLocation(tz)
	if err != nil || tz == "" {
		loc = time.UTC
	}
	return now.In(loc).Format(time.DateOnly)
}

// ValidTimeZone reports whether tz names a time zone this server knows.
func ValidTimeZone(tz string) bool {
	if tz == "" || len(tz) > 64 {
		return false
	}
	_, err := time.LoadLocation(tz)
	return err == nil
}

const wishColumns = "wishes_remaining, extra_wishes, bought_wishes, wishes_reset_date, time_zone, paid_wishes_today"

func scanWishes(row store.Row, w *WishState) error {
	return row.Scan(&w.Daily, &w.Bonus, &w.Bought, &w.ResetDate, &w.TimeZone, &w.PaidToday)
}

// UserWishes reads a user's wishes, renewing the daily ones on a new day of
// the learner's time zone. Only a new day takes a write transaction (on
// SQLite it blocks every writer).
func (l *Ledger) UserWishes(ctx context.Context, userID string) (WishState, error) {
	var w WishState
	err := scanWishes(l.st.ReadOnly().QueryRow(ctx, "SELECT "+wishColumns+" FROM profiles WHERE user_id = ?", userID), &w)
	if errors.Is(err, store.ErrNoRows) {
		return WishState{}, domain.Errorf(domain.CodeNotFound, "no profile for user %s", userID)
	}
	if err != nil {
		return WishState{}, fmt.Errorf("credits: read wishes of %s: %w", userID, err)
	}
	if w.ResetDate == dayIn(l.now(), w.TimeZone) {
		return w, nil
	}
	err = l.st.InTx(ctx, func(tx store.Tx) error {
		var err error
		w, err = l.UserWishesTx(ctx, tx, userID)
		return err
	})
	return w, err
}

// UserWishesTx is UserWishes inside tx: it renews the daily wishes on a new
// day (marking the renewal for the Genie to announce) and reads them.
func (l *Ledger) UserWishesTx(ctx context.Context, tx store.Tx, userID string) (WishState, error) {
	var tz string
	err := tx.QueryRow(ctx, "SELECT time_zone FROM profiles WHERE user_id = ?", userID).Scan(&tz)
	if errors.Is(err, store.ErrNoRows) {
		return WishState{}, domain.Errorf(domain.CodeNotFound, "no profile for user %s", userID)
	}
	if err != nil {
		return WishState{}, fmt.Errorf("credits: read time zone of %s: %w", userID, err)
	}
	day := dayIn(l.now(), tz)
	n, err := tx.Exec(ctx, `UPDATE profiles SET wishes_remaining = ?, paid_wishes_today = 0, wishes_reset_date = ?, wishes_renewed = TRUE, updated_at = ?
		WHERE user_id = ? AND wishes_reset_date <> ?`, domain.DailyWishes, day, l.now().UTC(), userID, day)
	if err != nil {
		return WishState{}, fmt.Errorf("credits: renew wishes of %s: %w", userID, err)
	}
	w := WishState{Refreshed: n > 0}
	if err := scanWishes(tx.QueryRow(ctx, "SELECT "+wishColumns+" FROM profiles WHERE user_id = ?", userID), &w); err != nil {
		return WishState{}, fmt.Errorf("credits: read wishes of %s: %w", userID, err)
	}
	return w, nil
}

// SetTimeZone records the learner's time zone, which decides when their
// daily wishes renew. An unknown zone is ignored.
func (l *Ledger) SetTimeZone(ctx context.Context, userID, tz string) error {
	if !ValidTimeZone(tz) {
		return nil
	}
	_, err := l.st.Exec(ctx, "UPDATE profiles SET time_zone = ? WHERE user_id = ? AND time_zone <> ?", tz, userID, tz)
	if err != nil {
		return fmt.Errorf("credits: set time zone of %s: %w", userID, err)
	}
	return nil
}

// TakeRenewalNotice reports, once per renewal, that the daily wishes were
// renewed since the learner was last told.
func (l *Ledger) TakeRenewalNotice(ctx context.Context, q store.Querier, userID string) (bool, error) {
	n, err := q.Exec(ctx, "UPDATE profiles SET wishes_renewed = FALSE WHERE user_id = ? AND wishes_renewed", userID)
	if err != nil {
		return false, fmt.Errorf("credits: renewal notice of %s: %w", userID, err)
	}
	return n > 0, nil
}

// GuestWishes is what a guest has left of its 3 wishes (they do not renew:
// product §13, a guest is prompted to sign up when they run out).
func (l *Ledger) GuestWishes(ctx context.Context, q store.Querier, guestID string) (int, error) {
	var n int
	err := q.QueryRow(ctx, "SELECT wishes_remaining FROM guest_sessions WHERE id = ?", guestID).Scan(&n)
	if errors.Is(err, store.ErrNoRows) {
		return 0, domain.Errorf(domain.CodeNotFound, "no guest session %s", guestID)
	}
	return n, err
}

// Taken is a wish taken by TakeWishTx.
type Taken struct {
	Source string // WishDaily, WishBonus, WishBought or WishGuest
	// Paid is true when the wish came from a pack bought with credits for
	// this very action (the account was out of wishes).
	Paid bool
}

// ErrNoWish is returned by TakeWishTx when the account has no wish left
// (and did not, or could not, pay for one).
var ErrNoWish = errors.New("credits: no wish left")

// TakeWishTx takes one wish from a in tx: a user's daily, then bonus, then
// bought wishes; when none is left and pay is set, a pack of 3 is bought for
// 111 credits (ledger key "wish_pack:"+key) and one of them taken. Guests
// cannot pay.
func (l *Ledger) TakeWishTx(ctx context.Context, tx store.Tx, a domain.Account, pay bool, key string) (Taken, error) {
	if a.Kind == domain.AccountGuest {
		n, err := tx.Exec(ctx, "UPDATE guest_sessions SET wishes_remaining = wishes_remaining - 1 WHERE id = ? AND wishes_remaining > 0", a.ID)
		if err != nil {
			return Taken{}, fmt.Errorf("credits: take a guest wish: %w", err)
		}
		if n == 0 {
			return Taken{}, ErrNoWish
		}
		return Taken{Source: WishGuest}, nil
	}
	if _, err := l.UserWishesTx(ctx, tx, a.ID); err != nil {
		return Taken{}, err
	}
	for _, c := range []struct{ take, source string }{
		{"UPDATE profiles SET wishes_remaining = wishes_remaining - 1, updated_at = ? WHERE user_id = ? AND wishes_remaining > 0", WishDaily},
		{"UPDATE profiles SET extra_wishes = extra_wishes - 1, updated_at = ? WHERE user_id = ? AND extra_wishes > 0", WishBonus},
		{"UPDATE profiles SET bought_wishes = bought_wishes - 1, updated_at = ? WHERE user_id = ? AND bought_wishes > 0", WishBought},
	} {
		n, err := tx.Exec(ctx, c.take, l.now().UTC(), a.ID)
		if err != nil {
			return Taken{}, fmt.Errorf("credits: take a %s wish: %w", c.source, err)
		}
		if n > 0 {
			return Taken{Source: c.source}, nil
		}
	}
	if !pay {
		return Taken{}, ErrNoWish
	}
	if _, err := l.buyPackTx(ctx, tx, a.ID, "wish_pack:"+key, domain.WishPackSize-1); err != nil {
		return Taken{}, err
	}
	return Taken{Source: WishBought, Paid: true}, nil
}

// ReturnWishTx gives a wish taken at takenAt back to the balance it came
// from. A daily wish goes back to its own day only: once the learner's day
// has renewed their daily wishes, a wish of the day before has expired with
// it (product §5: daily wishes do not carry over), and giving it back would
// make that new day's 3 into 4.
func (l *Ledger) ReturnWishTx(ctx context.Context, tx store.Tx, a domain.Account, source string, takenAt time.Time) error {
	var err error
	switch source {
	case WishGuest:
		_, err = tx.Exec(ctx, "UPDATE guest_sessions SET wishes_remaining = wishes_remaining + 1 WHERE id = ?", a.ID)
	case WishDaily:
		var tz string
		if err = tx.QueryRow(ctx, "SELECT time_zone FROM profiles WHERE user_id = ?", a.ID).Scan(&tz); err == nil {
			_, err = tx.Exec(ctx, "UPDATE profiles SET wishes_remaining = wishes_remaining + 1, updated_at = ? WHERE user_id = ? AND wishes_reset_date = ?",
				l.now().UTC(), a.ID, dayIn(takenAt, tz))
		}
	case WishBonus:
		_, err = tx.Exec(ctx, "UPDATE profiles SET extra_wishes = extra_wishes + 1, updated_at = ? WHERE user_id = ?", l.now().UTC(), a.ID)
	case WishBought:
		_, err = tx.Exec(ctx, "UPDATE profiles SET bought_wishes = bought_wishes + 1, updated_at = ? WHERE user_id = ?", l.now().UTC(), a.ID)
	default:
		err = fmt.Errorf("unknown wish source %q", source)
	}
	if err != nil {
		return fmt.Errorf("credits: return a wish: %w", err)
	}
	return nil
}

// buyPackTx spends the pack price and adds add bought wishes (3, or 2 when
// one is used at once). A key used before changes nothing.
func (l *Ledger) buyPackTx(ctx context.Context, tx store.Tx, userID, key string, add int) (Entry, error) {
	e, err := l.ApplyTx(ctx, tx, Change{Account: domain.Account{Kind: domain.AccountUser, ID: userID},
		Delta: -domain.WishPackCost, Reason: domain.ReasonWishPurchase, IdempotencyKey: key})
	if err != nil || e.Replayed {
		return e, err
	}
	if _, err := tx.Exec(ctx, "UPDATE profiles SET bought_wishes = bought_wishes + ?, paid_wishes_today = paid_wishes_today + 1, updated_at = ? WHERE user_id = ?",
		add, l.now().UTC(), userID); err != nil {
		return Entry{}, fmt.Errorf("credits: add bought wishes: %w", err)
	}
	return e, nil
}

// BuyWishes spends the wish-pack price (product §5: 111 credits for 3 wishes) and
// adds the wishes, once per idempotency key of the user (the client's key;
// the ledger's key is "wishes:<user>:<key>", made here).
func (l *Ledger) BuyWishes(ctx context.Context, userID, key string) (WishState, Entry, error) {
	idempotencyKey := "wishes:" + userID + ":" + key
	var (
		w WishState
		e Entry
	)
	err := l.st.InTx(ctx, func(tx store.Tx) error {
		var err error
		if _, err = l.UserWishesTx(ctx, tx, userID); err != nil {
			return err
		}
		if e, err = l.buyPackTx(ctx, tx, userID, idempotencyKey, domain.WishPackSize); err != nil {
			return err
		}
		w, err = l.UserWishesTx(ctx, tx, userID)
		return err
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
