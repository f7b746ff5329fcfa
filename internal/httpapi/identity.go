package httpapi

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/storyglot/storyglot/internal/auth"
	"github.com/storyglot/storyglot/internal/domain"
)

// Access levels of an operation, set in the route table. An operation with
// none requires a signed-in user: authentication is on by default.
const (
	accessPublic = "public" // anyone, even a visitor
	accessGuest  = "guest"  // a guest or a signed-in user
	accessUser   = "user"   // a signed-in user
	accessAdmin  = "admin"  // a signed-in admin
)

// Cookie names. Both are HttpOnly, SameSite=Lax, Secure when served over TLS.
const (
	sessionCookie = "sg_session"
	guestCookie   = "sg_guest"
)

type identityKey struct{}

// identity is who the request comes from, and the raw cookie tokens.
type identity struct {
	auth.Identity
	sessionToken, guestToken string
}

func identityFrom(ctx context.Context) identity {
	id, _ := ctx.Value(identityKey{}).(identity)
	return id
}

// authenticate resolves the caller from the cookies and enforces the
// operation's access level.
func (s *Server) authenticate(ctx huma.Context, next func(huma.Context)) {
	access, _ := ctx.Operation().Metadata["access"].(string)
	if access == "" {
		access = accessUser
	}
	id := s.identify(ctx.Context(), func(name string) string {
		if c, err := huma.ReadCookie(ctx, name); err == nil {
			return c.Value
		}
		return ""
	})
	var fail *Problem
	switch access {
	case accessGuest:
		if id.User == nil && id.Guest == nil {
			fail = &Problem{Status: 401, Code: domain.CodeUnauthorized, Title: "Unauthorized", Detail: "Start a guest session or log in first."}
		}
	case accessUser:
		if id.User == nil {
			fail = &Problem{Status: 401, Code: domain.CodeUnauthorized, Title: "Unauthorized", Detail: "Please log in."}
		}
	case accessAdmin:
		if id.User == nil {
			fail = &Problem{Status: 401, Code: domain.CodeUnauthorized, Title: "Unauthorized", Detail: "Please log in."}
		} else if !id.User.IsAdmin() {
			fail = &Problem{Status: 403, Code: domain.CodeForbidden, Title: "Forbidden", Detail: "This area is for admins."}
		}
	}
	if fail != nil {
		fail.RequestID = requestIDFrom(ctx.Context())
		_ = huma.WriteErr(s.api, ctx, fail.Status, fail.Detail, fail)
		return
	}
	ctx = huma.WithValue(ctx, identityKey{}, id)
	next(huma.WithValue(ctx, humaCtxKey{}, ctx))
}

// identify resolves the caller from its cookies.
func (s *Server) identify(ctx context.Context, cookie func(name string) string) identity {
	var id identity
	if s.Auth == nil {
		return id
	}
	if id.sessionToken = cookie(sessionCookie); id.sessionToken != "" {
		if u, err := s.Auth.UserBySession(ctx, id.sessionToken); err == nil {
			id.User = u
		}
	}
	if id.guestToken = cookie(guestCookie); id.guestToken != "" && id.User == nil {
		if g, err := s.Auth.GuestByToken(ctx, id.guestToken); err == nil {
			id.Guest = g
		}
	}
	return id
}

// account is the balance and owner of whoever is calling.
func (id identity) account() (domain.Account, bool) {
	switch {
	case id.User != nil:
		return domain.Account{Kind: domain.AccountUser, ID: id.User.ID}, true
	case id.Guest != nil:
		return domain.Account{Kind: domain.AccountGuest, ID: id.Guest.ID}, true
	}
	return domain.Account{}, false
}

// clientOf describes the caller for rate limits and the audit log. Behind a
// trusted reverse proxy the client is the last X-Forwarded-For address that is
// not itself a trusted proxy; otherwise it is the peer.
func (s *Server) clientOf(ctx huma.Context) auth.Client {
	return auth.Client{IP: clientIP(ctx.RemoteAddr(), ctx.Header("X-Forwarded-For"), s.TrustedProxies), UserAgent: ctx.Header("User-Agent")}
}

func clientIP(remoteAddr, forwardedFor string, trusted []netip.Prefix) string {
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		host = remoteAddr
	}
	isTrusted := func(a netip.Addr) bool {
		for _, p := range trusted {
			if p.Contains(a.Unmap()) {
				return true
			}
		}
		return false
	}
	peer, err := netip.ParseAddr(host)
	if err != nil || !isTrusted(peer) {
		return host
	}
	hops := strings.Split(forwardedFor, ",")
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break
		}
		if !isTrusted(a) {
			return a.Unmap().String()
		}
	}
	return host
}

func (s *Server) cookie(name, value string, expires time.Time) http.Cookie {
	c := http.Cookie{Name: name, Value: value, Path: "/", HttpOnly: true, Secure: s.SecureCookies, SameSite: http.SameSiteLaxMode}
	if value == "" {
		c.MaxAge = -1
	} else {
		c.Expires = expires
		c.MaxAge = int(time.Until(expires).Seconds())
	}
	return c
}

// public, guest and admin mark an operation's access level.
func public(o huma.Operation) huma.Operation { return withAccess(o, accessPublic) }
func guest(o huma.Operation) huma.Operation  { return withAccess(o, accessGuest) }
func admin(o huma.Operation) huma.Operation  { return withAccess(o, accessAdmin) }

func withAccess(o huma.Operation, a string) huma.Operation {
	if o.Metadata == nil {
		o.Metadata = map[string]any{}
	}
	o.Metadata["access"] = a
	if a != accessPublic {
		o.Security = []map[string][]string{{"session": {}}}
	}
	return o
}
