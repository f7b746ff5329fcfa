package google_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/storyglot/storyglot/internal/auth/google"
	"github.com/storyglot/storyglot/internal/auth/google/oidctest"
	"github.com/storyglot/storyglot/internal/domain"
)

const (
	clientID     = "storyglot-test.apps.googleusercontent.com"
	clientSecret = "GOCSPX-test-secret"
	redirectURL  = "http://localhost:8080/api/v1/auth/google/callback"
)

func newClient(t *testing.T, issuer string) *google.Client {
	t.Helper()
	c, err := google.New(context.Background(), google.Config{
		ClientID: clientID, ClientSecret: clientSecret, Issuer: issuer, RedirectURL: redirectURL,
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSignInSucceeds(t *testing.T) {
	ctx := context.Background()
	p := oidctest.New(t, clientID, clientSecret)
	p.SetIdentity(oidctest.Identity{Subject: "10769150350006150715113082367", Email: "ana@example.com", EmailVerified: true, Name: "Ana Núñez"})
	c := newClient(t, p.URL)

	authURL, flow, err := c.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]string{"state": flow.State, "nonce": flow.Nonce, "verifier": flow.Verifier} {
		if b, err := base64.RawURLEncoding.DecodeString(v); err != nil || len(b) < 16 {
			t.Errorf("%s %q carries fewer than 128 random bits", name, v)
		}
	}
	u, err := url.Parse(authURL)
	if err != nil || !strings.HasPrefix(authURL, p.URL+"/authorize?") {
		t.Fatalf("auth URL %q", authURL)
	}
	sum := sha256.Sum256([]byte(flow.Verifier))
	want := map[string]string{
		"response_type": "code", "client_id": clientID, "redirect_uri": redirectURL, "scope": "openid email profile",
		"state": flow.State, "nonce": flow.Nonce, "access_type": "offline", "prompt": "consent",
		"code_challenge_method": "S256", "code_challenge": base64.RawURLEncoding.EncodeToString(sum[:]),
	}
	for k, v := range want {
		if got := u.Query().Get(k); got != v {
			t.Errorf("auth URL %s = %q, want %q", k, got, v)
		}
	}
	if u.Query().Has("code_verifier") || u.Query().Has("client_secret") {
		t.Error("auth URL leaks the verifier or the secret")
	}

	// The flow survives the cookie round trip.
	cookie := flow.Encode()
	back, err := google.DecodeFlow(cookie)
	if err != nil || back != flow {
		t.Fatalf("DecodeFlow(Encode()) = %+v, %v", back, err)
	}

	state, code := p.Authorize(t, authURL)
	id, err := c.Finish(ctx, back, state, code)
	if err != nil {
		t.Fatal(err)
	}
	wantID := google.Identity{Subject: "10769150350006150715113082367", Email: "ana@example.com", EmailVerified: true, Name: "Ana Núñez"}
	if id != wantID {
		t.Errorf("identity = %+v, want %+v", id, wantID)
	}
	// A code is good once.
	if _, err := c.Finish(ctx, back, state, code); !errors.Is(err, google.ErrCodeExchangeFailed) {
		t.Errorf("second Finish with the same code = %v, want the exchange refused", err)
	}
}

func TestSignInFailures(t *testing.T) {
	tests := []struct {
		name       string
		faults     oidctest.Faults
		unverified bool
		tamper     func(f *google.Flow, state *string)
		wantErr    error  // errors.Is target, if any
		wantText   string // in the error, if set
		wantCode   domain.Code
		noExchange bool // the provider must not even be asked for tokens
	}{
		{name: "state mismatch", tamper: func(_ *google.Flow, s *string) { *s = "forged-state-from-an-attacker" },
			wantErr: google.ErrStateMismatch, wantCode: domain.CodeUnauthorized, noExchange: true},
		{name: "missing state", tamper: func(_ *google.Flow, s *string) { *s = "" },
			wantErr: google.ErrStateMismatch, wantCode: domain.CodeUnauthorized, noExchange: true},
		{name: "PKCE verifier mismatch", tamper: func(f *google.Flow, _ *string) { f.Verifier = oauth2.GenerateVerifier() },
			wantErr: google.ErrCodeExchangeFailed, wantText: "code_verifier", wantCode: domain.CodeUnauthorized},
		{name: "wrong nonce", faults: oidctest.Faults{WrongNonce: true},
			wantErr: google.ErrNonceMismatch, wantCode: domain.CodeUnauthorized},
		{name: "expired token", faults: oidctest.Faults{ExpiredToken: true},
			wantText: "expired", wantCode: domain.CodeUnauthorized},
		{name: "wrong audience", faults: oidctest.Faults{WrongAudience: true},
			wantText: "audience", wantCode: domain.CodeUnauthorized},
		{name: "wrong issuer", faults: oidctest.Faults{WrongIssuer: true},
			wantText: "issuer", wantCode: domain.CodeUnauthorized},
		{name: "signature by an unknown key", faults: oidctest.Faults{BadSignature: true},
			wantText: "signature", wantCode: domain.CodeUnauthorized},
		{name: "unverified email (fault)", faults: oidctest.Faults{UnverifiedEmail: true},
			wantErr: google.ErrEmailNotVerified, wantText: "not verified", wantCode: domain.CodeForbidden},
		{name: "unverified email (identity)", unverified: true,
			wantErr: google.ErrEmailNotVerified, wantText: "not verified", wantCode: domain.CodeForbidden},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			p := oidctest.New(t, clientID, clientSecret)
			p.SetFaults(tt.faults)
			if tt.unverified {
				p.SetIdentity(oidctest.Identity{Subject: "42", Email: "new@example.com", EmailVerified: false, Name: "New"})
			}
			c := newClient(t, p.URL)
			authURL, flow, err := c.Begin(ctx)
			if err != nil {
				t.Fatal(err)
			}
			state, code := p.Authorize(t, authURL)
			if tt.tamper != nil {
				tt.tamper(&flow, &state)
			}
			id, err := c.Finish(ctx, flow, state, code)
			if err == nil {
				t.Fatalf("Finish = %+v, want an error", id)
			}
			if tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
				t.Errorf("error %v is not %v", err, tt.wantErr)
			}
			if tt.wantText != "" && !strings.Contains(err.Error(), tt.wantText) {
				t.Errorf("error %q does not mention %q", err, tt.wantText)
			}
			if got := domain.CodeOf(err); got != tt.wantCode {
				t.Errorf("code = %s, want %s", got, tt.wantCode)
			}
			if tt.noExchange && p.TokenRequests() != 0 {
				t.Errorf("the code was exchanged %d times despite the bad state", p.TokenRequests())
			}
			if id != (google.Identity{}) {
				t.Errorf("identity %+v returned with an error", id)
			}
		})
	}
}

func TestExpiredTokenIsOIDCExpiry(t *testing.T) {
	ctx := context.Background()
	p := oidctest.New(t, clientID, clientSecret)
	p.SetFaults(oidctest.Faults{ExpiredToken: true})
	c := newClient(t, p.URL)
	authURL, flow, err := c.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	state, code := p.Authorize(t, authURL)
	_, err = c.Finish(ctx, flow, state, code)
	var expired *oidc.TokenExpiredError
	if !errors.As(err, &expired) {
		t.Errorf("Finish = %v, want an *oidc.TokenExpiredError inside", err)
	}
}

func TestDiscoveryFailureIsClearAndNotCached(t *testing.T) {
	ctx := context.Background()
	p := oidctest.New(t, clientID, clientSecret)
	issuer := p.URL
	p.Close()

	// New needs no network: a server starts while the provider is unreachable.
	c := newClient(t, issuer)
	_, _, err := c.Begin(ctx)
	if !errors.Is(err, google.ErrDiscoveryFailed) || !strings.Contains(err.Error(), issuer+"/.well-known/openid-configuration") {
		t.Fatalf("Begin = %v, want a discovery error naming the URL", err)
	}
	if _, err := c.Finish(ctx, google.Flow{State: "s", Nonce: "n", Verifier: "v"}, "s", "code"); !errors.Is(err, google.ErrDiscoveryFailed) {
		t.Errorf("Finish = %v, want the discovery error", err)
	}

	// An issuer whose discovery document names another issuer is refused too.
	other := oidctest.New(t, clientID, clientSecret)
	c = newClient(t, other.URL+"/")
	if _, _, err := c.Begin(ctx); !errors.Is(err, google.ErrDiscoveryFailed) {
		t.Errorf("Begin with a mismatched issuer = %v, want a discovery error", err)
	}

	// A failed discovery is tried again; a successful one is kept.
	other.SetFaults(oidctest.Faults{DiscoveryDown: true})
	c = newClient(t, other.URL)
	if _, _, err := c.Begin(ctx); !errors.Is(err, google.ErrDiscoveryFailed) || !strings.Contains(err.Error(), "503") {
		t.Fatalf("Begin while discovery is down = %v", err)
	}
	other.SetFaults(oidctest.Faults{})
	if _, _, err := c.Begin(ctx); err != nil {
		t.Fatalf("Begin after recovery = %v", err)
	}
	other.SetFaults(oidctest.Faults{DiscoveryDown: true})
	authURL, flow, err := c.Begin(ctx)
	if err != nil {
		t.Fatalf("Begin with discovery cached = %v", err)
	}
	other.SetFaults(oidctest.Faults{})
	state, code := other.Authorize(t, authURL)
	if _, err := c.Finish(ctx, flow, state, code); err != nil {
		t.Errorf("Finish = %v", err)
	}
}

func TestNewValidatesConfig(t *testing.T) {
	ok := google.Config{ClientID: clientID, ClientSecret: clientSecret, RedirectURL: redirectURL}
	tests := []struct {
		name   string
		modify func(*google.Config)
		want   string
	}{
		{"valid, default issuer", func(*google.Config) {}, ""},
		{"no client id", func(c *google.Config) { c.ClientID = "" }, "client id"},
		{"no secret", func(c *google.Config) { c.ClientSecret = " " }, "client secret"},
		{"relative redirect", func(c *google.Config) { c.RedirectURL = "/callback" }, "redirect URL"},
		{"bad issuer", func(c *google.Config) { c.Issuer = "accounts.google.com" }, "issuer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := ok
			tt.modify(&cfg)
			_, err := google.New(context.Background(), cfg)
			if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("New = %v, want error about %q", err, tt.want)
			}
		})
	}
}

func TestDecodeFlowRejectsDamagedCookies(t *testing.T) {
	good := google.Flow{State: strings.Repeat("s", 43), Nonce: strings.Repeat("n", 43), Verifier: strings.Repeat("v", 43)}
	tests := []struct {
		name, in string
	}{
		{"empty", ""},
		{"not base64", "%%%"},
		{"not JSON", base64.RawURLEncoding.EncodeToString([]byte("hello"))},
		{"short state", google.Flow{State: "abc", Nonce: good.Nonce, Verifier: good.Verifier}.Encode()},
		{"no verifier", google.Flow{State: good.State, Nonce: good.Nonce}.Encode()},
		{"oversized", strings.Repeat("A", 5000)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := google.DecodeFlow(tt.in); domain.CodeOf(err) != domain.CodeUnauthorized {
				t.Errorf("DecodeFlow = %v, want unauthorized", err)
			}
		})
	}
	if f, err := google.DecodeFlow(good.Encode()); err != nil || f != good {
		t.Errorf("DecodeFlow(good) = %+v, %v", f, err)
	}
}
