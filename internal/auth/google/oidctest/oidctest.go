// Package oidctest is an in-process OpenID Connect provider for tests: it
// speaks the parts of the protocol Google sign-in uses (discovery, JWKS,
// authorization code with PKCE, RS256-signed ID tokens) and signs in whoever
// the test says, with faults the test can inject.
package oidctest

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	jose "github.com/go-jose/go-jose/v4"
)

// Identity is the account the provider signs in.
type Identity struct {
	Subject       string
	Email         string
	EmailVerified bool
	Name          string
}

// Faults make the provider misbehave the way a test needs.
type Faults struct {
	WrongNonce      bool // the ID token carries a nonce other than the one asked for
	ExpiredToken    bool // the ID token expired an hour ago
	WrongAudience   bool // the ID token is for another client
	UnverifiedEmail bool // email_verified is false
	WrongIssuer     bool // iss names another provider
	BadSignature    bool // signed by a key that is not in the JWKS
	DiscoveryDown   bool // the discovery document answers 503
}

// Provider is a running test provider. Its URL is the issuer.
type Provider struct {
	URL          string
	ClientID     string
	ClientSecret string

	srv   *httptest.Server
	key   *rsa.PrivateKey
	keyID string

	mu            sync.Mutex
	identity      Identity
	faults        Faults
	grants        map[string]grant // by code
	lastAuth      url.Values
	tokenRequests int
}

// grant is an issued authorization code and what it was issued for.
type grant struct {
	redirectURI string
	challenge   string
	nonce       string
	offline     bool
	identity    Identity
}

// New starts a provider for one client, stopped when the test ends. It signs
// in a verified test user until SetIdentity says otherwise.
func New(t testing.TB, clientID, clientSecret string) *Provider {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatalf("oidctest: generate key: %v", err)
	}
	p := &Provider{
		ClientID: clientID, ClientSecret: clientSecret, key: key, keyID: randomString(8),
		identity: Identity{Subject: "1234567890", Email: "learner@example.com", EmailVerified: true, Name: "Test Learner"},
		grants:   map[string]grant{},
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", p.discovery)
	mux.HandleFunc("GET /jwks", p.jwks)
	mux.HandleFunc("GET /authorize", p.authorize)
	mux.HandleFunc("POST /token", p.token)
	p.srv = httptest.NewServer(mux)
	p.URL = p.srv.URL
	t.Cleanup(p.srv.Close)
	return p
}

// SetIdentity chooses who the next authorization signs in.
func (p *Provider) SetIdentity(id Identity) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.identity = id
}

// SetFaults chooses how the next tokens are wrong.
func (p *Provider) SetFaults(f Faults) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.faults = f
}

// LastAuthRequest is the query of the latest authorization request.
func (p *Provider) LastAuthRequest() url.Values {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.lastAuth
}

// TokenRequests counts calls of the token endpoint.
func (p *Provider) TokenRequests() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.tokenRequests
}

// Close stops the provider early (e.g. to test an unreachable issuer).
func (p *Provider) Close() { p.srv.Close() }

// Authorize plays the browser: it opens authURL, where the provider signs the
// configured user in at once, and returns the state and code of the redirect.
func (p *Provider) Authorize(t testing.TB, authURL string) (state, code string) {
	t.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Get(authURL)
	if err != nil {
		t.Fatalf("oidctest: authorize: %v", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("oidctest: authorize answered %s", resp.Status)
	}
	loc, err := url.Parse(resp.Header.Get("Location"))
	if err != nil {
		t.Fatalf("oidctest: redirect: %v", err)
	}
	q := loc.Query()
	if q.Get("error") != "" {
		t.Fatalf("oidctest: authorization error %s: %s", q.Get("error"), q.Get("error_description"))
	}
	return q.Get("state"), q.Get("code")
}

func (p *Provider) discovery(w http.ResponseWriter, _ *http.Request) {
	p.mu.Lock()
	down := p.faults.DiscoveryDown
	p.mu.Unlock()
	if down {
		http.Error(w, "temporarily unavailable", http.StatusServiceUnavailable)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"issuer":                                p.URL,
		"authorization_endpoint":                p.URL + "/authorize",
		"token_endpoint":                        p.URL + "/token",
		"jwks_uri":                              p.URL + "/jwks",
		"response_types_supported":              []string{"code"},
		"subject_types_supported":               []string{"public"},
		"id_token_signing_alg_values_supported": []string{"RS256"},
		"scopes_supported":                      []string{"openid", "email", "profile"},
		"token_endpoint_auth_methods_supported": []string{"client_secret_post", "client_secret_basic"},
		"code_challenge_methods_supported":      []string{"plain", "S256"},
		"claims_supported":                      []string{"aud", "email", "email_verified", "exp", "iat", "iss", "name", "sub"},
	})
}

func (p *Provider) jwks(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, jose.JSONWebKeySet{Keys: []jose.JSONWebKey{
		{Key: &p.key.PublicKey, KeyID: p.keyID, Algorithm: string(jose.RS256), Use: "sig"},
	}})
}

// authorize checks the request like Google does and redirects back at once.
func (p *Provider) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	p.mu.Lock()
	p.lastAuth = q
	p.mu.Unlock()
	if q.Get("client_id") != p.ClientID {
		http.Error(w, "invalid_client: unknown client_id", http.StatusBadRequest)
		return
	}
	redirect, err := url.Parse(q.Get("redirect_uri"))
	if err != nil || !redirect.IsAbs() {
		http.Error(w, "invalid_request: redirect_uri", http.StatusBadRequest)
		return
	}
	fail := func(code, desc string) {
		v := redirect.Query()
		v.Set("error", code)
		v.Set("error_description", desc)
		v.Set("state", q.Get("state"))
		redirect.RawQuery = v.Encode()
		http.Redirect(w, r, redirect.String(), http.StatusFound)
	}
	switch {
	case q.Get("response_type") != "code":
		fail("unsupported_response_type", "only code")
		return
	case !slices.Contains(strings.Fields(q.Get("scope")), "openid"):
		fail("invalid_scope", "openid is required")
		return
	case q.Get("code_challenge_method") != "S256" || len(q.Get("code_challenge")) != 43:
		fail("invalid_request", "PKCE S256 challenge required")
		return
	}
	code := randomString(24)
	p.mu.Lock()
	p.grants[code] = grant{redirectURI: q.Get("redirect_uri"), challenge: q.Get("code_challenge"),
		nonce: q.Get("nonce"), offline: q.Get("access_type") == "offline", identity: p.identity}
	p.mu.Unlock()
	v := redirect.Query()
	v.Set("code", code)
	v.Set("state", q.Get("state"))
	redirect.RawQuery = v.Encode()
	http.Redirect(w, r, redirect.String(), http.StatusFound)
}

// token redeems a code: client authentication, redirect_uri and PKCE are checked.
func (p *Provider) token(w http.ResponseWriter, r *http.Request) {
	p.mu.Lock()
	p.tokenRequests++
	faults := p.faults
	p.mu.Unlock()
	if err := r.ParseForm(); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request", "bad form")
		return
	}
	id, secret, basic := r.BasicAuth()
	if basic {
		id, _ = url.QueryUnescape(id)
		secret, _ = url.QueryUnescape(secret)
	} else {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	if id != p.ClientID || subtle.ConstantTimeCompare([]byte(secret), []byte(p.ClientSecret)) != 1 {
		oauthError(w, http.StatusUnauthorized, "invalid_client", "client authentication failed")
		return
	}
	if r.PostForm.Get("grant_type") != "authorization_code" {
		oauthError(w, http.StatusBadRequest, "unsupported_grant_type", "only authorization_code")
		return
	}
	code := r.PostForm.Get("code")
	p.mu.Lock()
	g, ok := p.grants[code]
	delete(p.grants, code) // a code is good for one try
	p.mu.Unlock()
	if !ok {
		oauthError(w, http.StatusBadRequest, "invalid_grant", "unknown or used code")
		return
	}
	if r.PostForm.Get("redirect_uri") != g.redirectURI {
		oauthError(w, http.StatusBadRequest, "invalid_grant", "redirect_uri mismatch")
		return
	}
	sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
	if base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge {
		oauthError(w, http.StatusBadRequest, "invalid_grant", "code_verifier does not match the code_challenge")
		return
	}
	access := "ya29." + randomString(32)
	idToken, err := p.idToken(g, faults, access)
	if err != nil {
		oauthError(w, http.StatusInternalServerError, "server_error", err.Error())
		return
	}
	resp := map[string]any{"access_token": access, "token_type": "Bearer", "expires_in": 3599,
		"scope": "openid email profile", "id_token": idToken}
	if g.offline {
		resp["refresh_token"] = "1//" + randomString(32)
	}
	writeJSON(w, http.StatusOK, resp)
}

func (p *Provider) idToken(g grant, f Faults, accessToken string) (string, error) {
	now := time.Now()
	claims := map[string]any{
		"iss": p.URL, "aud": p.ClientID, "azp": p.ClientID,
		"sub": g.identity.Subject, "email": g.identity.Email, "email_verified": g.identity.EmailVerified && !f.UnverifiedEmail,
		"name": g.identity.Name, "nonce": g.nonce, "at_hash": atHash(accessToken),
		"iat": now.Unix(), "exp": now.Add(time.Hour).Unix(),
	}
	if f.WrongNonce {
		claims["nonce"] = randomString(16)
	}
	if f.ExpiredToken {
		claims["iat"], claims["exp"] = now.Add(-2*time.Hour).Unix(), now.Add(-time.Hour).Unix()
	}
	if f.WrongAudience {
		claims["aud"], claims["azp"] = "another-client.apps.example", "another-client.apps.example"
	}
	if f.WrongIssuer {
		claims["iss"] = "https://issuer.invalid"
	}
	key := p.key
	if f.BadSignature {
		other, err := rsa.GenerateKey(rand.Reader, 2048)
		if err != nil {
			return "", err
		}
		key = other
	}
	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: jose.JSONWebKey{Key: key, KeyID: p.keyID}},
		(&jose.SignerOptions{}).WithType("JWT"))
	if err != nil {
		return "", err
	}
	payload, err := json.Marshal(claims)
	if err != nil {
		return "", err
	}
	obj, err := signer.Sign(payload)
	if err != nil {
		return "", err
	}
	return obj.CompactSerialize()
}

// atHash is the OIDC at_hash of an access token for RS256.
func atHash(accessToken string) string {
	sum := sha256.Sum256([]byte(accessToken))
	return base64.RawURLEncoding.EncodeToString(sum[:len(sum)/2])
}

func oauthError(w http.ResponseWriter, status int, code, desc string) {
	writeJSON(w, status, map[string]string{"error": code, "error_description": desc})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func randomString(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}
