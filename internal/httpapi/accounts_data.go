package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
)

// exportAccount streams the caller's data as a zip; an admin may add
// ?email= to export another account (on its owner's request).
func (s *Server) exportAccount(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	caller := s.requestUser(w, r, &Problem{Status: 401, Code: domain.CodeUnauthorized, Title: "Unauthorized", Detail: "Please log in."})
	if caller == nil {
		return
	}
	u, by := caller, "self"
	if email := r.URL.Query().Get("email"); email != "" && !strings.EqualFold(email, u.Email) {
		if !u.IsAdmin() {
			s.writeError(w, r, &Problem{Status: 403, Code: domain.CodeForbidden, Title: "Forbidden", Detail: "Only an admin may export another account."})
			return
		}
		other, err := s.Auth.UserByEmail(ctx, strings.ToLower(strings.TrimSpace(email)))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		u, by = other, caller.Email
	}
	w.Header().Set("Content-Type", "application/zip")
	w.Header().Set("Content-Disposition", attachment("storyglot-"+time.Now().UTC().Format("2006-01-02")+".zip"))
	w.Header().Set("Cache-Control", "no-store")
	if err := s.Accounts.Export(ctx, u, by, w); err != nil {
		// The zip has begun: the client sees a broken file, the log the cause.
		s.log.ErrorContext(ctx, "export account", "request_id", requestIDFrom(ctx), "err", err)
	}
}

type deleteMeInput struct {
	Body struct {
		ConfirmEmail string `json:"confirmEmail" maxLength:"400" doc:"The account's e-mail address, typed to confirm"`
	}
}

var errConfirmEmail = domain.Titled(domain.CodeInvalid, "Confirmation Needed", "Type your e-mail address exactly to confirm the deletion.")

// deleteMe erases the caller's account; every session ends.
func (s *Server) deleteMe(ctx context.Context, in *deleteMeInput) (*cookiesOutput, error) {
	u := identityFrom(ctx).User
	if !strings.EqualFold(strings.TrimSpace(in.Body.ConfirmEmail), u.Email) {
		return nil, problem(ctx, s.log, errConfirmEmail)
	}
	if err := s.Accounts.Erase(ctx, u, "self"); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &cookiesOutput{SetCookie: []http.Cookie{s.cookie(sessionCookie, "", time.Time{}), s.cookie(guestCookie, "", time.Time{}),
		s.cookie(deviceCookie, "", time.Time{})}}, nil
}
