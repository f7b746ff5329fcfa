package mail

import (
	"context"
	"errors"
	"fmt"
	"html"
	"net/url"
	"strings"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// A link that carries a token (email confirmation, password reset) is never
// stored usable (decision 0018): the outbox row keeps the link with its token
// replaced by SealedPrefix and a fingerprint, and the hash of the token (what
// the token's issuer stores too). When the mail leaves, the issuer replaces
// the token by a fresh one (the old one, which nobody ever saw, stops
// working), and only the mail sent — or, without SMTP, the log line that
// stands for it — carries the fresh link. See docs/decisions/0018.

// TokenParam is the query parameter of a link that holds its token.
const TokenParam = "token"

// SealedPrefix starts the stand-in of a sealed token in stored links.
const SealedPrefix = "sealed-"

// Tokens is the issuer of the tokens in mailed links (internal/auth).
type Tokens interface {
	// TokenHash is how the issuer stores a token.
	TokenHash(token string) string
	// ReissueToken replaces the unused, unexpired token stored as hash by a
	// fresh one in tx and returns it; an error wrapping domain.ErrNotFound
	// when there is none (used or expired).
	ReissueToken(ctx context.Context, tx store.Tx, hash string) (string, error)
}

// SetTokens names the issuer of link tokens; a link with a token cannot be
// queued without one.
func (s *Service) SetTokens(t Tokens) { s.tokens = t }

// errLinkGone: the token was used or expired before the mail left.
var errLinkGone = errors.New("the link was used or expired before the mail left")

// seal returns link with its token sealed, and the token's hash; a link
// without a token is returned as it is, with no hash.
func (s *Service) seal(link string) (sealed, hash string, err error) {
	u, err := url.Parse(link)
	if err != nil {
		return "", "", err
	}
	token := u.Query().Get(TokenParam)
	if token == "" {
		return link, "", nil
	}
	if s.tokens == nil {
		return "", "", errors.New("no token issuer to seal the link with")
	}
	hash = s.tokens.TokenHash(token)
	return withToken(u, SealedPrefix+fingerprint(hash)), hash, nil
}

// fingerprint names a sealed token in the admin's list: a few characters of
// its hash, enough to tell two mails apart, of no use to open either.
func fingerprint(hash string) string {
	if len(hash) > 10 {
		return hash[:10]
	}
	return hash
}

func withToken(u *url.URL, token string) string {
	c := *u
	q := c.Query()
	q.Set(TokenParam, token)
	c.RawQuery = q.Encode()
	return c.String()
}

// HasToken reports whether a link carries a token, sealed or (in rows
// stored before links were sealed) not: such a link is not the admin's to
// follow or see.
func HasToken(link string) bool {
	u, err := url.Parse(link)
	return err != nil || u.Query().Get(TokenParam) != ""
}

// unseal gives m's link a fresh token and returns m with the usable link in
// the link and both bodies (never stored); errLinkGone when the token was
// used or has expired.
func (s *Service) unseal(ctx context.Context, m OutboxMessage) (OutboxMessage, error) {
	if m.tokenHash == "" {
		return m, nil
	}
	if s.tokens == nil {
		return m, errors.New("no token issuer to unseal the link with")
	}
	u, err := url.Parse(m.Link)
	if err != nil {
		return m, err
	}
	var token string
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		if token, err = s.tokens.ReissueToken(ctx, tx, m.tokenHash); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, "UPDATE mail_outbox SET token_hash = ? WHERE id = ?", s.tokens.TokenHash(token), m.ID)
		return err
	})
	if errors.Is(err, domain.ErrNotFound) {
		return m, errLinkGone
	}
	if err != nil {
		return m, fmt.Errorf("mail: reissue the link's token: %w", err)
	}
	link := withToken(u, token)
	m.Text = strings.ReplaceAll(m.Text, m.Link, link)
	m.HTML = strings.ReplaceAll(strings.ReplaceAll(m.HTML, html.EscapeString(m.Link), html.EscapeString(link)), m.Link, link)
	m.Link, m.tokenHash = link, ""
	return m, nil
}
