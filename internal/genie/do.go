package genie

import (
	"context"
	"errors"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
)

// Do runs one genie-chat action for who (a user or a guest account).
func (s *Service) Do(ctx context.Context, who domain.Account, r Request) (Result, error) {
	if !s.Available() {
		return Result{}, ErrUnconfigured
	}
	base, regen := parseAction(r.Action)
	if err := validate(base, regen, r); err != nil {
		return Result{}, err
	}
	if who.Kind == domain.AccountUser {
		if err := s.ledger.SetTimeZone(ctx, who.ID, r.TimeZone); err != nil {
			return Result{}, err
		}
	}
	res := Result{Action: r.Action}
	var err error
	switch {
	case wishAction(base) == "":
		err = s.talk(ctx, who, base, r, &res)
	case regen || base == StoryFromIdea:
		err = s.again(ctx, who, base, regen, r, &res)
	default:
		err = s.wish(ctx, who, base, r, &res)
	}
	var rep errReplay
	if errors.As(err, &rep) {
		res, err = rep.r, nil
	}
	if err != nil {
		return Result{}, err
	}
	wishes, credit, refreshed, err := s.balances(ctx, who)
	if err != nil {
		return Result{}, err
	}
	res.WishesRemaining, res.Credits, res.WishesRefreshed = wishes, credit, refreshed
	if res.Ideas == nil {
		res.Ideas = []Idea{}
	}
	return res, nil
}

// wish grants a new wish: take it, ask the AI, record the answer or give the
// wish back.
func (s *Service) wish(ctx context.Context, who domain.Account, base string, r Request, res *Result) error {
	key := r.IdempotencyKey
	if key == "" {
		key = newID()
	}
	key = fmt.Sprintf("genie:%s:%s:%s", who.Kind, who.ID, key)
	w, err := s.take(ctx, who, base, key, r.PayWithCredits && who.Kind == domain.AccountUser)
	if err != nil {
		return err
	}
	res.WishID, res.PaidWish, res.RegenerationsLeft = w.ID, w.Paid, MaxRegenerations
	// The AI's work is cut at the limit, so that a wish open for longer was
	// left by a process that stopped (GiveBackUnsettled).
	aiCtx, cancel := context.WithTimeout(ctx, s.workLimit)
	defer cancel()
	if base == StoryIdeas {
		res.Ideas, err = s.ideas(aiCtx, r, w.ID)
	} else {
		res.Response, err = s.story(aiCtx, base, r, nil)
	}
	if err != nil {
		if _, gerr := s.giveBack(ctx, who, w); gerr != nil {
			s.log.ErrorContext(ctx, "genie: give back a wish", "wish", w.ID, "err", gerr)
			return gerr
		}
		return err
	}
	if err := s.grant(ctx, w, *res); errors.Is(err, errGivenBack) {
		s.log.WarnContext(ctx, "genie: a wish answered after it was given back", "wish", w.ID)
		return errDistracted
	} else if err != nil {
		return err
	}
	return nil
}

// again regenerates within a granted wish, or writes the story of a chosen
// idea: no wish is taken, regenerations are capped at 3 per wish.
func (s *Service) again(ctx context.Context, who domain.Account, base string, regen bool, r Request, res *Result) error {
	w, err := s.open(ctx, who, r.WishID, wishAction(base))
	if err != nil {
		return err
	}
	var idea *Idea
	if base == StoryFromIdea {
		for i := range w.Ideas {
			if w.Ideas[i].ID == r.Ideas.SelectedIdeaID {
				idea = &w.Ideas[i]
			}
		}
		if idea == nil {
			return errNoIdea
		}
	}
	col, limit := "regenerations", MaxRegenerations
	if !regen {
		col, limit = "stories", MaxStoriesPerIdeas
	}
	ok, err := s.count(ctx, w, col, limit)
	if err != nil {
		return err
	}
	if !ok {
		if base == StoryFromIdea || base == ChangeStory {
			return errMaxRegenSt
		}
		return errMaxRegen
	}
	res.WishID = w.ID
	res.RegenerationsLeft = MaxRegenerations - w.Regenerations
	if regen {
		res.RegenerationsLeft--
	}
	if base == StoryIdeas {
		res.Ideas, err = s.ideas(ctx, r, w.ID)
		if err == nil {
			err = s.grant(ctx, w, *res)
		}
	} else {
		res.Response, err = s.story(ctx, base, r, idea)
	}
	if err != nil {
		s.uncount(ctx, w, col)
	}
	return err
}

// talk is the conversation about the current story: no wish is taken, but
// it is blocked, as product §13 says, for whoever is out of wishes and cannot
// buy one (a guest, or a user with fewer than 111 credits).
func (s *Service) talk(ctx context.Context, who domain.Account, base string, r Request, res *Result) error {
	wishes, credit, _, err := s.peek(ctx, who)
	if err != nil {
		return err
	}
	if wishes == 0 && who.Kind == domain.AccountGuest {
		return errOutGuest
	}
	if wishes == 0 && credit < domain.WishPackCost {
		return errOutUser
	}
	res.Response, err = s.writeAnswer(ctx, talkMessages(base, r))
	if err != nil {
		s.log.WarnContext(ctx, "genie: answer failed", "action", base, "err", err)
		return &domain.Error{Code: errDistracted.Code, Title: errDistracted.Title, Message: errDistracted.Message, Err: err}
	}
	return nil
}

// peek reads wishes and credits without taking the renewal notice.
func (s *Service) peek(ctx context.Context, who domain.Account) (wishes, credit int, _ bool, err error) {
	if who.Kind == domain.AccountUser {
		w, err := s.ledger.UserWishes(ctx, who.ID)
		if err != nil {
			return 0, 0, false, err
		}
		wishes = w.Total()
	} else if wishes, err = s.ledger.GuestWishes(ctx, s.st.ReadOnly(), who.ID); err != nil {
		return 0, 0, false, err
	}
	credit, err = s.ledger.Balance(ctx, who)
	return wishes, credit, false, err
}

func (s *Service) story(ctx context.Context, base string, r Request, idea *Idea) (string, error) {
	chars := targetChars(base, r)
	story, err := s.writeStory(ctx, storyMessages(base, r, chars, idea), lang.Code(r.TargetLanguage), chars, underLimit(base))
	if err != nil {
		s.log.WarnContext(ctx, "genie: story failed", "action", base, "err", err)
		return "", &domain.Error{Code: errDistracted.Code, Title: errDistracted.Title, Message: errDistracted.Message, Err: err}
	}
	return story, nil
}

func (s *Service) ideas(ctx context.Context, r Request, wishID string) ([]Idea, error) {
	ideas, err := s.writeIdeas(ctx, ideasMessages(r))
	if err != nil {
		s.log.WarnContext(ctx, "genie: ideas failed", "err", err)
		return nil, &domain.Error{Code: errIdeas.Code, Title: errIdeas.Title, Message: errIdeas.Message, Err: err}
	}
	for i := range ideas {
		ideas[i].ID = fmt.Sprintf("%s-%d", wishID, i+1)
	}
	return ideas, nil
}
