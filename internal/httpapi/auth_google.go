package httpapi

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/url"
	"time"

	"github.com/storyglot/storyglot/internal/auth/google"
	"github.com/storyglot/storyglot/internal/domain"
)

const oauthCookie = "sg_oauth"

// oauthCookieLifetime bounds a Google sign-in started and not finished.
const oauthCookieLifetime = 10 * time.Minute

// oauthState travels in a short-lived HttpOnly cookie from start to callback.
type oauthState struct {
	Flow        string `json:"f"`
	Next        string `json:"n"` // root or stories
	PublicShare string `json:"p,omitempty"`
}

type googleStartInput struct {
	Next        string `query:"next" enum:"root,stories" default:"stories" doc:"Where to land: the site root (landing form) or My Stories"`
	PublicShare string `query:"publicShare" maxLength:"100"`
}

type googleStartOutput struct {
	Location  string        `header:"Location"`
	SetCookie []http.Cookie `header:"Set-Cookie"`
}

func (s *Server) googleStart(ctx context.Context, in *googleStartInput) (*googleStartOutput, error) {
	if s.Google == nil {
		return nil, problem(ctx, s.log, &domain.Error{Code: domain.CodeNotFound, Title: "Authentication Error",
			Message: "Google sign-in is not configured on this server. Please use email and password."})
	}
	authURL, flow, err := s.Google.Begin(ctx)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	st, _ := json.Marshal(oauthState{Flow: flow.Encode(), Next: in.Next, PublicShare: in.PublicShare})
	c := s.cookie(oauthCookie, base64.RawURLEncoding.EncodeToString(st), time.Now().Add(oauthCookieLifetime))
	c.Path = "/api/v1/auth/google"
	return &googleStartOutput{Location: authURL, SetCookie: []http.Cookie{c}}, nil
}

type googleCallbackInput struct {
	State  string `query:"state" maxLength:"200"`
	Code   string `query:"code" maxLength:"2000"`
	Error  string `query:"error" maxLength:"200"`
	Cookie string `cookie:"sg_oauth" doc:"The sign-in state google-start set"`
}

// googleCallback finishes the sign-in and lands the browser where product §3
// says: My Stories (with the shared story to accept), or the root when the
// sign-in began on the landing form. Failures land home with authError.
func (s *Server) googleCallback(ctx context.Context, in *googleCallbackInput) (*googleStartOutput, error) {
	clear := s.cookie(oauthCookie, "", time.Time{})
	clear.Path = "/api/v1/auth/google"
	fail := &googleStartOutput{Location: "/?authError=google", SetCookie: []http.Cookie{clear}}
	if s.Google == nil || in.Error != "" {
		return fail, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(in.Cookie)
	var st oauthState
	if err != nil || json.Unmarshal(raw, &st) != nil {
		return fail, nil
	}
	flow, err := google.DecodeFlow(st.Flow)
	if err != nil {
		return fail, nil
	}
	id, err := s.Google.Finish(ctx, flow, in.State, in.Code)
	if err != nil {
		s.log.WarnContext(ctx, "google sign-in failed", "err", err)
		return fail, nil
	}
	hc := humaCtx(ctx)
	var guestID string
	if g := identityFrom(ctx).Guest; g != nil {
		guestID = g.ID
	}
	sess, err := s.Auth.SignInWithGoogle(ctx, s.clientOf(hc), id, guestID)
	if err != nil {
		s.log.WarnContext(ctx, "google sign-in refused", "err", err)
		return fail, nil
	}
	cookies := s.signedIn(ctx, identityFrom(ctx), sess, true)
	loc := "/"
	if st.Next != "root" {
		loc = "/stories"
		if st.PublicShare != "" {
			loc += "?" + url.Values{"publicShare": {st.PublicShare}, "autoAccept": {"true"}}.Encode()
		}
	}
	return &googleStartOutput{Location: loc, SetCookie: append([]http.Cookie{clear}, cookies...)}, nil
}
