package google

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"

	"golang.org/x/oauth2"

	"github.com/storyglot/storyglot/internal/domain"
)

// Flow is what a sign-in keeps between Begin and Finish: the state echoed in
// the callback, the nonce expected in the ID token, and the PKCE verifier.
// Each is 256 random bits. Keep it in an HttpOnly cookie (Encode/DecodeFlow).
type Flow struct {
	State    string `json:"s"`
	Nonce    string `json:"n"`
	Verifier string `json:"v"`
}

// maxFlowLen bounds what DecodeFlow reads (a real Flow encodes to ~200 bytes).
const maxFlowLen = 1024

func newFlow() (Flow, error) {
	state, err := randomToken()
	if err != nil {
		return Flow{}, err
	}
	nonce, err := randomToken()
	if err != nil {
		return Flow{}, err
	}
	return Flow{State: state, Nonce: nonce, Verifier: oauth2.GenerateVerifier()}, nil
}

// randomToken is 32 random bytes, base64url without padding.
func randomToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// Encode returns f as a cookie-safe string (base64url of JSON).
func (f Flow) Encode() string {
	b, _ := json.Marshal(f) // three strings: cannot fail
	return base64.RawURLEncoding.EncodeToString(b)
}

// DecodeFlow reads a Flow written by Encode. A damaged or incomplete value is
// an unauthorized error: the sign-in must start again.
func DecodeFlow(s string) (Flow, error) {
	bad := func(why string) (Flow, error) {
		return Flow{}, &domain.Error{Code: domain.CodeUnauthorized,
			Message: "This Google sign-in has expired. Please try again.", Err: fmt.Errorf("google: decode flow: %s", why)}
	}
	if s == "" || len(s) > maxFlowLen {
		return bad("missing or oversized")
	}
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return bad("not base64url")
	}
	var f Flow
	if err := json.Unmarshal(b, &f); err != nil {
		return bad("not JSON")
	}
	// 128 bits at least, whatever produced it; RFC 7636 asks 43–128 characters of the verifier.
	if len(f.State) < 22 || len(f.Nonce) < 22 || len(f.Verifier) < 43 || len(f.Verifier) > 128 {
		return bad("fields missing or too short")
	}
	return f, nil
}
