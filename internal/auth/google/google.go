// Package google signs people in with their Google account through OpenID
// Connect: authorization code flow with PKCE (S256), a nonce, and an ID token
// verified against Google's published keys.
//
// Discovery is lazy: New only checks the configuration, so a server starts
// without network; the first Begin fetches the provider's metadata and caches
// it (a failed discovery is not cached and is tried again next time).
package google

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/storyglot/storyglot/internal/domain"
)

// DefaultIssuer is Google's OpenID Connect issuer.
const DefaultIssuer = "https://accounts.google.com"

// discoveryTimeout bounds fetching the provider's metadata.
const discoveryTimeout = 10 * time.Second

// Causes wrapped in Finish's errors, for errors.Is.
var (
	ErrStateMismatch      = errors.New("google: state does not match this sign-in")
	ErrNonceMismatch      = errors.New("google: ID token nonce does not match this sign-in")
	ErrEmailNotVerified   = errors.New("google: email address not verified")
	ErrDiscoveryFailed    = errors.New("google: OpenID provider discovery failed")
	ErrCodeExchangeFailed = errors.New("google: code exchange refused")
)

// Config is a Google OAuth client (Google Cloud console → Credentials).
type Config struct {
	ClientID     string
	ClientSecret string
	// Issuer is DefaultIssuer unless set (tests point it at oidctest).
	Issuer string
	// RedirectURL is the callback registered with Google, e.g.
	// https://storyglot.example/api/v1/auth/google/callback.
	RedirectURL string
	// HTTPClient talks to the provider (nil: a client with a 10 s timeout).
	HTTPClient *http.Client
}

// Identity is who signed in.
type Identity struct {
	Subject       string // Google's stable user id ("sub")
	Email         string
	EmailVerified bool
	Name          string
}

// Client runs sign-ins for one OAuth client. It is safe for concurrent use.
type Client struct {
	cfg  Config
	http *http.Client

	mu        sync.Mutex
	discovery *discovered // nil until the first successful discovery
}

// discovered is what discovery yields; read-only once built.
type discovered struct {
	oauth    oauth2.Config
	verifier *oidc.IDTokenVerifier
}

// New checks cfg and returns a Client. It does no I/O (see the package doc);
// ctx is reserved for callers that want to bound a future eager discovery.
func New(_ context.Context, cfg Config) (*Client, error) {
	if cfg.Issuer == "" {
		cfg.Issuer = DefaultIssuer
	}
	var errs []error
	if strings.TrimSpace(cfg.ClientID) == "" {
		errs = append(errs, errors.New("client id is empty"))
	}
	if strings.TrimSpace(cfg.ClientSecret) == "" {
		errs = append(errs, errors.New("client secret is empty"))
	}
	if u, err := url.Parse(cfg.Issuer); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		errs = append(errs, fmt.Errorf("issuer %q is not an absolute URL", cfg.Issuer))
	}
	if u, err := url.Parse(cfg.RedirectURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		errs = append(errs, fmt.Errorf("redirect URL %q is not an absolute http(s) URL", cfg.RedirectURL))
	}
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("google: config: %w", err)
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 10 * time.Second}
	}
	return &Client{cfg: cfg, http: hc}, nil
}

// discover returns the cached provider metadata, fetching it the first time.
func (c *Client) discover(ctx context.Context) (*discovered, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.discovery != nil {
		return c.discovery, nil
	}
	dctx, cancel := context.WithTimeout(oidc.ClientContext(ctx, c.http), discoveryTimeout)
	defer cancel()
	p, err := oidc.NewProvider(dctx, c.cfg.Issuer)
	if err != nil {
		return nil, fmt.Errorf("%w: %s/.well-known/openid-configuration: %w",
			ErrDiscoveryFailed, strings.TrimSuffix(c.cfg.Issuer, "/"), err)
	}
	ep := p.Endpoint()
	ep.AuthStyle = oauth2.AuthStyleInParams // as Google documents; saves oauth2's probing
	c.discovery = &discovered{
		oauth: oauth2.Config{
			ClientID: c.cfg.ClientID, ClientSecret: c.cfg.ClientSecret, RedirectURL: c.cfg.RedirectURL,
			Endpoint: ep, Scopes: []string{oidc.ScopeOpenID, "email", "profile"},
		},
		// The provider keeps the HTTP client of dctx for fetching keys later.
		verifier: p.Verifier(&oidc.Config{ClientID: c.cfg.ClientID}),
	}
	return c.discovery, nil
}

// Begin starts a sign-in: it returns the URL to send the browser to and the
// Flow to keep (in an HttpOnly cookie) until the callback. It asks for offline
// access and the consent prompt (product §4). The first call discovers the provider.
func (c *Client) Begin(ctx context.Context) (authURL string, f Flow, err error) {
	d, err := c.discover(ctx)
	if err != nil {
		return "", Flow{}, err
	}
	if f, err = newFlow(); err != nil {
		return "", Flow{}, fmt.Errorf("google: begin: %w", err)
	}
	authURL = d.oauth.AuthCodeURL(f.State,
		oauth2.S256ChallengeOption(f.Verifier),
		oidc.Nonce(f.Nonce),
		oauth2.AccessTypeOffline,
		oauth2.ApprovalForce,
	)
	return authURL, f, nil
}

// Finish completes a sign-in from the callback's state and code: it checks the
// state, exchanges the code with the PKCE verifier, verifies the ID token
// (signature, issuer, audience, expiry, nonce) and returns who signed in.
// Accounts whose email Google has not verified are refused.
func (c *Client) Finish(ctx context.Context, f Flow, gotState, code string) (Identity, error) {
	if f.State == "" || subtle.ConstantTimeCompare([]byte(f.State), []byte(gotState)) != 1 {
		return Identity{}, &domain.Error{Code: domain.CodeUnauthorized,
			Message: "This Google sign-in has expired or was started elsewhere. Please try again.", Err: ErrStateMismatch}
	}
	if code == "" {
		return Identity{}, domain.Errorf(domain.CodeInvalid, "Google did not return an authorization code.")
	}
	d, err := c.discover(ctx)
	if err != nil {
		return Identity{}, err
	}
	tok, err := d.oauth.Exchange(context.WithValue(ctx, oauth2.HTTPClient, c.http), code, oauth2.VerifierOption(f.Verifier))
	if err != nil {
		var re *oauth2.RetrieveError
		if errors.As(err, &re) {
			return Identity{}, &domain.Error{Code: domain.CodeUnauthorized,
				Message: "Google did not accept this sign-in. Please try again.",
				Err:     fmt.Errorf("%w: %w", ErrCodeExchangeFailed, err)}
		}
		return Identity{}, fmt.Errorf("google: exchange code: %w", err)
	}
	raw, ok := tok.Extra("id_token").(string)
	if !ok || raw == "" {
		return Identity{}, errors.New("google: token response has no id_token")
	}
	idt, err := d.verifier.Verify(oidc.ClientContext(ctx, c.http), raw)
	if err != nil {
		return Identity{}, &domain.Error{Code: domain.CodeUnauthorized,
			Message: "Google's answer could not be verified. Please try again.", Err: fmt.Errorf("google: verify ID token: %w", err)}
	}
	if subtle.ConstantTimeCompare([]byte(idt.Nonce), []byte(f.Nonce)) != 1 || f.Nonce == "" {
		return Identity{}, &domain.Error{Code: domain.CodeUnauthorized,
			Message: "Google's answer could not be verified. Please try again.", Err: ErrNonceMismatch}
	}
	if idt.AccessTokenHash != "" {
		if err := idt.VerifyAccessToken(tok.AccessToken); err != nil {
			return Identity{}, fmt.Errorf("google: verify access token hash: %w", err)
		}
	}
	var claims struct {
		Email         string          `json:"email"`
		EmailVerified json.RawMessage `json:"email_verified"`
		Name          string          `json:"name"`
	}
	if err := idt.Claims(&claims); err != nil {
		return Identity{}, fmt.Errorf("google: read ID token claims: %w", err)
	}
	id := Identity{Subject: idt.Subject, Email: claims.Email, Name: claims.Name,
		// Google sends a boolean; some older tokens carried the string "true".
		EmailVerified: string(claims.EmailVerified) == "true" || string(claims.EmailVerified) == `"true"`}
	if id.Email == "" || !id.EmailVerified {
		return Identity{}, &domain.Error{Code: domain.CodeForbidden,
			Message: "Your Google account's email address is not verified. Verify it with Google first, or sign up with email and password.",
			Err:     ErrEmailNotVerified}
	}
	return id, nil
}
