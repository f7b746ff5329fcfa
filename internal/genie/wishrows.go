package genie

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// wish is a row of genie_wishes.
type wish struct {
	ID            string
	Action        string
	Source        string
	Paid          bool
	Ideas         []Idea
	Regenerations int
	Stories       int
	Result        *Result
	Returned      bool
}

func newID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// errReplay carries the stored answer of a request already granted.
type errReplay struct{ r Result }

func (e errReplay) Error() string { return "genie: replayed request" }

// take takes a wish for action and records it under key, in one
// transaction. A key seen before takes nothing: its stored answer is
// replayed (errReplay), or errDuplicate while it is still being granted.
func (s *Service) take(ctx context.Context, who domain.Account, action, key string, pay bool) (wish, error) {
	var w wish
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		if old, err := s.byKey(ctx, tx, key); err == nil {
			return replayOf(old)
		} else if !errors.Is(err, store.ErrNoRows) {
			return err
		}
		t, err := s.ledger.TakeWishTx(ctx, tx, who, pay, key)
		if err != nil {
			return err
		}
		w = wish{ID: newID(), Action: action, Source: t.Source, Paid: t.Paid}
		_, err = tx.Exec(ctx, `INSERT INTO genie_wishes (id, idempotency_key, account_kind, account_id, action, source, paid, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, w.ID, key, string(who.Kind), who.ID, action, t.Source, t.Paid, s.now().UTC())
		return err
	})
	if err != nil && store.IsUniqueViolation(err) {
		// The same request raced itself: the first one holds the wish.
		old, rerr := s.byKey(ctx, s.st.ReadOnly(), key)
		if rerr != nil {
			return wish{}, rerr
		}
		return wish{}, replayOf(old)
	}
	switch {
	case errors.Is(err, credits.ErrNoWish):
		if who.Kind == domain.AccountGuest {
			return wish{}, errOutGuest
		}
		return wish{}, errOutUser
	case errors.Is(err, domain.ErrInsufficientCredits):
		return wish{}, errOutUser
	}
	return w, err
}

func replayOf(old wish) error {
	if old.Result != nil {
		return errReplay{*old.Result}
	}
	if old.Returned {
		return errDistracted
	}
	return errDuplicate
}

// giveBack returns a wish whose action failed, or that a process left
// behind (GiveBackUnsettled), exactly once, even when the request has ended
// meanwhile (a learner who left cancelled the AI's call, and with it the
// request's context): every statement of it runs on a context that is not
// cancelled with the request's. A wish granted or given back already is not
// given back: the statement that marks it says so (gave is false), and only
// it moves the balance, in its transaction. With grant's, it makes a wish
// either granted or given back, once, whichever comes first (decision 0068).
func (s *Service) giveBack(ctx context.Context, who domain.Account, w wish) (gave bool, err error) {
	ctx = context.WithoutCancel(ctx)
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		var taken time.Time
		err := tx.QueryRow(ctx, "UPDATE genie_wishes SET returned_at = ? WHERE id = ? AND returned_at IS NULL AND result IS NULL RETURNING created_at",
			s.now().UTC(), w.ID).Scan(&taken)
		if errors.Is(err, store.ErrNoRows) {
			return nil // granted, or given back already
		}
		if err != nil {
			return err
		}
		gave = true
		return s.ledger.ReturnWishTx(ctx, tx, who, w.Source, taken)
	})
	return gave && err == nil, err
}

// errGivenBack: the wish to grant was given back first (it was left too long:
// GiveBackUnsettled). The learner has it again and gets no answer for it.
var errGivenBack = errors.New("genie: the wish was given back before it was granted")

// grant stores the answer of a granted wish (replayed for its key) and, for
// ideas, the ideas a story-from-idea may pick from; a wish given back already
// is not granted (errGivenBack).
func (s *Service) grant(ctx context.Context, w wish, r Result) error {
	res, _ := json.Marshal(r)
	var ideas any
	if r.Ideas != nil {
		b, _ := json.Marshal(r.Ideas)
		ideas = string(b)
	}
	n, err := s.st.Exec(context.WithoutCancel(ctx), "UPDATE genie_wishes SET result = ?, ideas = COALESCE(?, ideas) WHERE id = ? AND returned_at IS NULL",
		string(res), ideas, w.ID)
	if err != nil {
		return fmt.Errorf("genie: record granted wish: %w", err)
	}
	if n == 0 {
		return errGivenBack
	}
	return nil
}

// open loads the caller's open wish id for a regeneration or a
// story-from-idea of action.
func (s *Service) open(ctx context.Context, who domain.Account, id, action string) (wish, error) {
	var w wish
	var kind, acct string
	var ideas *string
	var returned *time.Time
	err := s.st.ReadOnly().QueryRow(ctx, `SELECT id, action, source, account_kind, account_id, ideas, regenerations, stories, returned_at
		FROM genie_wishes WHERE id = ?`, id).Scan(&w.ID, &w.Action, &w.Source, &kind, &acct, &ideas, &w.Regenerations, &w.Stories, &returned)
	if errors.Is(err, store.ErrNoRows) || (err == nil && (kind != string(who.Kind) || acct != who.ID || w.Action != action || returned != nil)) {
		return wish{}, errUnknownWish
	}
	if err != nil {
		return wish{}, fmt.Errorf("genie: load wish: %w", err)
	}
	if ideas != nil {
		if err := json.Unmarshal([]byte(*ideas), &w.Ideas); err != nil {
			return wish{}, fmt.Errorf("genie: wish %s's ideas: %w", w.ID, err)
		}
	}
	return w, nil
}

// count spends one of a wish's regenerations (or, for a story from an idea,
// one of its stories) under its cap; undo gives it back.
func (s *Service) count(ctx context.Context, w wish, col string, limit int) (bool, error) {
	n, err := s.st.Exec(ctx, "UPDATE genie_wishes SET "+col+" = "+col+" + 1 WHERE id = ? AND "+col+" < ?", w.ID, limit)
	if err != nil {
		return false, fmt.Errorf("genie: count %s: %w", col, err)
	}
	return n > 0, nil
}

func (s *Service) uncount(ctx context.Context, w wish, col string) {
	if _, err := s.st.Exec(context.WithoutCancel(ctx), "UPDATE genie_wishes SET "+col+" = "+col+" - 1 WHERE id = ? AND "+col+" > 0", w.ID); err != nil {
		s.log.ErrorContext(ctx, "genie: give back a regeneration", "err", err)
	}
}

func (s *Service) byKey(ctx context.Context, q store.Querier, key string) (wish, error) {
	var w wish
	var res *string
	var returned *time.Time
	err := q.QueryRow(ctx, "SELECT id, action, source, result, returned_at FROM genie_wishes WHERE idempotency_key = ?", key).
		Scan(&w.ID, &w.Action, &w.Source, &res, &returned)
	if err != nil {
		return wish{}, err
	}
	w.Returned = returned != nil
	if res != nil {
		var r Result
		if json.Unmarshal([]byte(*res), &r) == nil {
			w.Result = &r
		}
	}
	return w, nil
}
