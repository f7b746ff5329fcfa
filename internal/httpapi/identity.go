package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"time"
	"unicode/utf8"

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
	deviceCookie  = "sg_device" // a browser that signed in before (auth/devices.go)
)

type identityKey struct{}

// identity is who the request comes from, and the raw cookie tokens: the one
// that was recognised (or the first), and every one presented (a browser may
// send several cookies of one name, e.g. one planted for another path).
type identity struct {
	auth.Identity
	sessionToken, guestToken   string
	sessionTokens, guestTokens []string
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
	rctx := ctx.Context()
	if kept, _ := ctx.Operation().Metadata["beacon"].(bool); kept {
		// A beacon sent as a page closes is kept (allowPublicWrite), its
		// sender too: who sent it is read even when the browser has gone.
		c, cancel := context.WithTimeout(context.WithoutCancel(rctx), publicWriteTimeout)
		defer cancel()
		rctx = c
	}
	id, err := s.identify(rctx, func(name string) []string { return cookieValues(ctx, name) })
	var fail *Problem
	switch {
	case err != nil:
		// Who is calling is unknown (the database did not answer): not a
		// visitor, an error.
		fail = problem(ctx.Context(), s.log, err).(*Problem)
	case access == accessGuest:
		if id.User == nil && id.Guest == nil {
			fail = &Problem{Status: 401, Code: domain.CodeUnauthorized, Title: "Unauthorized", Detail: "Start a guest session or log in first."}
		}
	case access == accessUser:
		if id.User == nil {
			fail = &Problem{Status: 401, Code: domain.CodeUnauthorized, Title: "Unauthorized", Detail: "Please log in."}
		}
	case access == accessAdmin:
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
	if id.Guest != nil && id.User == nil && ctx.Context().Err() == nil {
		// A guest's cookie is renewed by use, as the session is (not by a
		// beacon whose browser has gone: the new cookie would reach no one).
		if exp, ok, err := s.Auth.RenewGuest(ctx.Context(), id.Guest); err != nil {
			s.log.WarnContext(ctx.Context(), "renew guest", "err", err)
		} else if ok {
			c := s.cookie(guestCookie, id.guestToken, exp)
			ctx.AppendHeader("Set-Cookie", c.String())
		}
	}
	ctx = huma.WithValue(ctx, identityKey{}, id)
	next(huma.WithValue(ctx, humaCtxKey{}, ctx))
}

// identify resolves the caller from its cookies: the first session (then
// guest) cookie that names a live one. A cookie that names none is a
// visitor's; failing to read one (the database is down) is an error, never
// a visitor.
func (s *Server) identify(ctx context.Context, cookies func(name string) []string) (identity, error) {
	var id identity
	if s.Auth == nil {
		return id, nil
	}
	id.sessionTokens, id.guestTokens = nonEmpty(cookies(sessionCookie)), nonEmpty(cookies(guestCookie))
	for _, tok := range id.sessionTokens {
		u, err := s.Auth.UserBySession(ctx, tok)
		if err == nil {
			id.User, id.sessionToken = u, tok
			break
		}
		if !errors.Is(err, domain.ErrUnauthorized) {
			return identity{}, fmt.Errorf("httpapi: read session: %w", err)
		}
	}
	if id.sessionToken == "" && len(id.sessionTokens) > 0 {
		id.sessionToken = id.sessionTokens[0]
	}
	for _, tok := range id.guestTokens {
		if id.User != nil {
			break
		}
		g, err := s.Auth.GuestByToken(ctx, tok)
		if err == nil {
			id.Guest, id.guestToken = g, tok
			break
		}
		if !errors.Is(err, domain.ErrUnauthorized) {
			return identity{}, fmt.Errorf("httpapi: read guest session: %w", err)
		}
	}
	if id.guestToken == "" && len(id.guestTokens) > 0 {
		id.guestToken = id.guestTokens[0]
	}
	return id, nil
}

// cookieValues are the values of every cookie called name in the request.
func cookieValues(ctx huma.Context, name string) []string {
	var vs []string
	ctx.EachHeader(func(k, v string) {
		if !strings.EqualFold(k, "Cookie") {
			return
		}
		cs, _ := http.ParseCookie(v)
		for _, c := range cs {
			if c.Name == name {
				vs = append(vs, c.Value)
			}
		}
	})
	return vs
}

func nonEmpty(vs []string) []string {
	out := vs[:0:0]
	for _, v := range vs {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
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
	return auth.Client{IP: clientIP(ctx.RemoteAddr(), ctx.Header("X-Forwarded-For"), s.TrustedProxies), UserAgent: cleanUserAgent(ctx.Header("User-Agent")), Device: firstOf(cookieValues(ctx, deviceCookie))}
}

func firstOf(vs []string) string {
	if len(vs) == 0 {
		return ""
	}
	return vs[0]
}

// maxUserAgent bounds the User-Agent kept with sessions and audit events.
const maxUserAgent = 512

// cleanUserAgent makes a header into storable text: bytes that are not UTF-8
// become U+FFFD, control characters (NUL among them) go, and the value is cut
// to maxUserAgent bytes on a character boundary.
func cleanUserAgent(ua string) string {
	ua = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, strings.ToValidUTF8(ua, "\uFFFD"))
	if len(ua) > maxUserAgent {
		n := maxUserAgent
		for n > 0 && !utf8.RuneStart(ua[n]) {
			n--
		}
		ua = ua[:n]
	}
	return ua
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
	if !knownCookie(name) {
		panic("httpapi: cookie " + name + " is not in the privacy policy's table (cookies.go)")
	}
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

// beacon marks a public write a browser may send as its page closes (an
// error report, an analytics beacon): the caller is identified and the
// write done even when the connection is gone before the server is
// (allowPublicWrite).
func beacon(o huma.Operation) huma.Operation {
	o = public(o)
	o.Metadata["beacon"] = true
	return o
}

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

type humaCtxKey struct{}

// humaCtx returns the huma context of a request (stored by the middleware),
// for handlers that need the remote address or headers.
func humaCtx(ctx context.Context) huma.Context {
	hc, _ := ctx.Value(humaCtxKey{}).(huma.Context)
	return hc
}
