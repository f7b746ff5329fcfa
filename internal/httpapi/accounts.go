package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/storyglot/storyglot/internal/auth"
	"github.com/storyglot/storyglot/internal/domain"
)

type meBody struct {
	Mode                string `json:"mode" enum:"visitor,guest,user" doc:"Who is using the app (product §1)"`
	Email               string `json:"email" doc:"The user's address, or the address a guest continued with"`
	DisplayName         string `json:"displayName" doc:"Name for the welcome line; 'Guest' for guests"`
	Role                string `json:"role" enum:"visitor,guest,user,admin"`
	Credits             int    `json:"credits"`
	Wishes              int    `json:"wishes" doc:"Wishes the Genie can grant now: wishesDaily + wishesBonus + wishesBought"`
	WishesDaily         int    `json:"wishesDaily" doc:"Left of today's 3 daily wishes (a guest's 3 wishes, which do not renew)"`
	WishesBonus         int    `json:"wishesBonus" doc:"Sign-up bonus wishes left; they do not expire"`
	WishesBought        int    `json:"wishesBought" doc:"Wishes bought with credits left; they do not expire"`
	CreditsToRestore    int    `json:"creditsToRestore" doc:"Credits a guest spent, restored to the account at sign-up"`
	GenieArrowDismissed bool   `json:"genieArrowDismissed"`
	LeaderboardOptIn    bool   `json:"leaderboardOptIn" required:"false" doc:"Whether the user appears on the leaderboards (default off; always sent)"`
}

type meOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
	Body      meBody
}

func (s *Server) me(ctx context.Context, id auth.Identity) (meBody, error) {
	switch {
	case id.User != nil:
		p, err := s.Auth.Profile(ctx, id.User)
		if err != nil {
			return meBody{}, err
		}
		optIn, err := s.Boards.OptedIn(ctx, id.User.ID)
		if err != nil {
			return meBody{}, err
		}
		return meBody{Mode: auth.ModeUser, Email: p.Email, DisplayName: p.DisplayName, Role: id.User.Role,
			Credits: p.Credits, Wishes: p.Wishes.Total(), WishesDaily: p.Wishes.Daily, WishesBonus: p.Wishes.Bonus,
			WishesBought: p.Wishes.Bought, GenieArrowDismissed: p.GenieArrowDismissed, LeaderboardOptIn: optIn}, nil
	case id.Guest != nil:
		return meBody{Mode: auth.ModeGuest, Email: id.Guest.Email, DisplayName: "Guest", Role: "guest",
			Credits: id.Guest.Credits, Wishes: id.Guest.Wishes, WishesDaily: id.Guest.Wishes,
			CreditsToRestore: max(0, domain.StartingCredits-id.Guest.Credits)}, nil
	}
	return meBody{Mode: auth.ModeVisitor, Role: "visitor"}, nil
}

func (s *Server) getMe(ctx context.Context, _ *struct{}) (*meOutput, error) {
	body, err := s.me(ctx, identityFrom(ctx).Identity)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &meOutput{Body: body}, nil
}

type startGuestInput struct {
	Body struct {
		Email string `json:"email,omitempty" maxLength:"300" doc:"The address given in 'Continue with Email', if any"`
	}
}

func (s *Server) startGuest(ctx context.Context, in *startGuestInput) (*meOutput, error) {
	id := identityFrom(ctx)
	if id.User != nil || id.Guest != nil {
		// Already somebody: starting again would hand out a second set of credits.
		body, err := s.me(ctx, id.Identity)
		if err != nil {
			return nil, problem(ctx, s.log, err)
		}
		return &meOutput{Body: body}, nil
	}
	hc := humaCtx(ctx)
	g, token, err := s.Auth.StartGuest(ctx, s.clientOf(hc), in.Body.Email)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	body, err := s.me(ctx, auth.Identity{Guest: g})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &meOutput{Body: body, SetCookie: []http.Cookie{s.cookie(guestCookie, token, time.Now().Add(30*24*time.Hour))}}, nil
}

type consumeInput struct {
	Body struct {
		Amount         int    `json:"amount" minimum:"1" maximum:"100000"`
		IdempotencyKey string `json:"idempotencyKey" minLength:"1" maxLength:"100" doc:"The same key never consumes twice"`
	}
}

type consumeOutput struct {
	Body struct {
		Credits int `json:"credits"`
	}
}

func (s *Server) consumeGuestCredits(ctx context.Context, in *consumeInput) (*consumeOutput, error) {
	id := identityFrom(ctx)
	if id.Guest == nil {
		return nil, problem(ctx, s.log, domain.Errorf(domain.CodeForbidden, "only guests consume guest credits"))
	}
	left, err := s.Auth.ConsumeGuestCredits(ctx, id.Guest, in.Body.Amount, in.Body.IdempotencyKey)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &consumeOutput{}
	out.Body.Credits = left
	return out, nil
}

type updateMeInput struct {
	Body struct {
		GenieArrowDismissed *bool `json:"genieArrowDismissed,omitempty"`
		LeaderboardOptIn    *bool `json:"leaderboardOptIn,omitempty" doc:"Appear on the leaderboards under the display name"`
	}
}

// updateMe changes what a user may change of their profile.
func (s *Server) updateMe(ctx context.Context, in *updateMeInput) (*meOutput, error) {
	u := identityFrom(ctx).User
	if in.Body.GenieArrowDismissed != nil {
		if err := s.Auth.SetGenieArrowDismissed(ctx, u, *in.Body.GenieArrowDismissed); err != nil {
			return nil, problem(ctx, s.log, err)
		}
	}
	if in.Body.LeaderboardOptIn != nil {
		if err := s.Boards.SetOptIn(ctx, u.ID, *in.Body.LeaderboardOptIn); err != nil {
			return nil, problem(ctx, s.log, err)
		}
	}
	body, err := s.me(ctx, identityFrom(ctx).Identity)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &meOutput{Body: body}, nil
}
