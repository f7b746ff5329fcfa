package httpapi

import (
	"net/http"

	"github.com/storyglot/storyglot/internal/auth"
)

// What the plain (non-huma) handlers share: who calls, and answering an
// error as problem+json the way huma answers for the others.

// requestIdentity resolves the caller of a plain handler.
func (s *Server) requestIdentity(r *http.Request) (identity, error) {
	return s.identify(r.Context(), func(name string) []string {
		var vs []string
		for _, c := range r.CookiesNamed(name) {
			vs = append(vs, c.Value)
		}
		return vs
	})
}

// requestUser is the signed-in caller of a plain handler. Without one it
// answers guest (or the error that kept it from knowing) and returns nil.
func (s *Server) requestUser(w http.ResponseWriter, r *http.Request, guest *Problem) *auth.User {
	id, err := s.requestIdentity(r)
	if err != nil {
		s.writeError(w, r, err)
		return nil
	}
	if id.User == nil {
		s.writeError(w, r, guest)
		return nil
	}
	return id.User
}

// writeError answers with err as problem+json, with the request's id.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	p := *problem(r.Context(), s.log, err).(*Problem) // a copy: a shared problem (errGuestUpload) stays as it is
	p.RequestID = requestIDFrom(r.Context())
	writeProblemJSON(w, &p)
}
