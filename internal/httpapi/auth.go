package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/storyglot/storyglot/internal/auth"
)

type credentialsInput struct {
	Body struct {
		Email       string `json:"email" maxLength:"400"`
		Password    string `json:"password" maxLength:"1000"`
		Lang        string `json:"lang,omitempty" maxLength:"10" doc:"Interface language for the mails (en, es, fr, zh, de, hi)"`
		PublicShare string `json:"publicShare,omitempty" maxLength:"100" doc:"The shared story the visitor arrived from"`
		// StayLoggedIn false makes the session cookie last until the browser
		// closes instead of the session's 30 days (product §4); absent is true.
		StayLoggedIn *bool `json:"stayLoggedIn,omitempty" doc:"Keep the session for 30 days (default) or only until the browser closes"`
	}
}

// stays reads the optional stayLoggedIn: absent means stay logged in.
func stays(b *bool) bool { return b == nil || *b }

type registerOutput struct {
	Body struct {
		CreditsToRestore int    `json:"creditsToRestore"`
		PublicShare      string `json:"publicShare,omitempty"`
	}
}

func (s *Server) register(ctx context.Context, in *credentialsInput) (*registerOutput, error) {
	id := identityFrom(ctx)
	res, err := s.Auth.Register(ctx, s.clientOf(humaCtx(ctx)), auth.RegisterInput{Email: in.Body.Email, Password: in.Body.Password,
		Lang: in.Body.Lang, PublicShare: in.Body.PublicShare, GuestToken: id.guestToken,
		SessionOnly: !stays(in.Body.StayLoggedIn)})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &registerOutput{}
	out.Body.CreditsToRestore, out.Body.PublicShare = res.CreditsToRestore, res.PublicShare
	return out, nil
}

func (s *Server) login(ctx context.Context, in *credentialsInput) (*meOutput, error) {
	id := identityFrom(ctx)
	hc := humaCtx(ctx)
	sess, err := s.Auth.Login(ctx, s.clientOf(hc), in.Body.Email, in.Body.Password)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	cookies := s.signedIn(ctx, id, sess, stays(in.Body.StayLoggedIn))
	body, err := s.me(ctx, auth.Identity{User: sess.User})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &meOutput{Body: body, SetCookie: cookies}, nil
}

// signedIn applies the sign-in rule (auth.EndPrevious) for the browser of
// id and returns the cookies of the new session: the session, the guest's
// cleared, the device remembered. Without stay, the session cookie is a
// browser-session cookie: it ends when the browser closes (the server's
// session still ends by its own idle and absolute limits).
func (s *Server) signedIn(ctx context.Context, id identity, sess *auth.Session, stay bool) []http.Cookie {
	s.Auth.EndPrevious(ctx, s.clientOf(humaCtx(ctx)), id.sessionTokens, id.guestTokens)
	session := s.cookie(sessionCookie, sess.Token, sess.ExpiresAt)
	if !stay {
		session.Expires, session.MaxAge = time.Time{}, 0
	}
	return []http.Cookie{session, s.cookie(guestCookie, "", time.Time{}),
		s.cookie(deviceCookie, sess.Device, time.Now().Add(auth.DeviceLifetime))}
}

func (s *Server) logout(ctx context.Context, _ *struct{}) (*cookiesOutput, error) {
	// Every session and guest cookie presented ends, not only the first: a
	// junk cookie placed ahead must not keep the real session alive.
	id := identityFrom(ctx)
	for _, tok := range id.sessionTokens {
		if err := s.Auth.Logout(ctx, tok, s.clientOf(humaCtx(ctx))); err != nil {
			return nil, problem(ctx, s.log, err)
		}
	}
	for _, tok := range id.guestTokens {
		if err := s.Auth.EndGuest(ctx, tok); err != nil {
			return nil, problem(ctx, s.log, err)
		}
	}
	return &cookiesOutput{SetCookie: []http.Cookie{s.cookie(sessionCookie, "", time.Time{}), s.cookie(guestCookie, "", time.Time{})}}, nil
}

type resetRequestInput struct {
	Body struct {
		Email string `json:"email" maxLength:"400"`
		Lang  string `json:"lang,omitempty" maxLength:"10"`
	}
}

type messageOutput struct {
	Body struct {
		Message string `json:"message"`
	}
}

func (s *Server) requestPasswordReset(ctx context.Context, in *resetRequestInput) (*messageOutput, error) {
	if err := s.Auth.RequestReset(ctx, s.clientOf(humaCtx(ctx)), in.Body.Email, in.Body.Lang); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &messageOutput{}
	out.Body.Message = "If an account exists for that address, a reset link is on its way."
	return out, nil
}

type resetCheckInput struct {
	Body struct {
		Token string `json:"token" maxLength:"200"`
	}
}

// checkPasswordReset lets the reset page say a used or bogus link is invalid
// before it asks for a new password; the link stays unused.
func (s *Server) checkPasswordReset(ctx context.Context, in *resetCheckInput) (*struct{}, error) {
	if err := s.Auth.CheckReset(ctx, in.Body.Token); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &struct{}{}, nil
}

type resetConfirmInput struct {
	Body struct {
		Token    string `json:"token" maxLength:"200"`
		Password string `json:"password" maxLength:"1000"`
	}
}

func (s *Server) confirmPasswordReset(ctx context.Context, in *resetConfirmInput) (*cookiesOutput, error) {
	if err := s.Auth.ConfirmReset(ctx, s.clientOf(humaCtx(ctx)), in.Body.Token, in.Body.Password); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &cookiesOutput{SetCookie: []http.Cookie{s.cookie(sessionCookie, "", time.Time{})}}, nil
}

type confirmEmailInput struct {
	Token string `query:"token" maxLength:"200"`
	Stay  string `query:"stay" enum:"0,1" required:"false" doc:"0 when the learner signed up without 'Stay logged in'"`
}

type redirectOutput struct {
	Location string `header:"Location"`
}

// confirmEmail is the link in the confirmation mail: it confirms and sends the
// browser home with the outcome in the query, or on to the shared story.
func (s *Server) confirmEmail(ctx context.Context, in *confirmEmailInput) (*redirectOutput, error) {
	res, err := s.Auth.ConfirmEmail(ctx, in.Token)
	q := url.Values{}
	if err != nil {
		q.Set("emailConfirmed", "0")
	} else {
		q.Set("emailConfirmed", "1")
		if in.Stay == "0" {
			q.Set("stayLoggedIn", "0")
		}
		if res.PublicShare != "" {
			q.Set("publicShare", res.PublicShare)
		}
	}
	loc := "/?" + q.Encode()
	if err == nil && res.Email != "" {
		// The sign-in dialog it opens has the address filled in. In the
		// fragment, which browsers never send to a server or in a Referer.
		loc += "#" + url.Values{"email": {res.Email}}.Encode()
	}
	return &redirectOutput{Location: loc}, nil
}

type emailStatusInput struct {
	Body struct {
		Email string `json:"email" maxLength:"400"`
	}
}

type emailStatusOutput struct {
	Body struct {
		Exists bool `json:"exists" doc:"Whether stories (for now: an account) exist for the address"`
	}
}

func (s *Server) emailStatus(ctx context.Context, in *emailStatusInput) (*emailStatusOutput, error) {
	exists, err := s.Auth.EmailHasStories(ctx, s.clientOf(humaCtx(ctx)), in.Body.Email)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &emailStatusOutput{}
	out.Body.Exists = exists
	return out, nil
}
