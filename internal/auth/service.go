// Package auth knows who is there: visitors, guests, registered users and
// admins (product §1). It registers and confirms accounts, signs in with a
// password or Google, keeps server-side sessions, resets passwords, runs guest
// sessions and creates profiles, to OWASP's authentication, session and
// forgot-password cheat sheets.
package auth

import (
	"context"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// Mailer queues an e-mail in the caller's transaction (internal/mail does).
type Mailer interface {
	QueueMail(ctx context.Context, tx store.Tx, to, lang, template string, data map[string]string) error
}

// Config holds the durations and limits of sign-in.
type Config struct {
	BaseURL          string        // links in mails point here
	SessionIdle      time.Duration // a session unused this long ends
	SessionAbsolute  time.Duration // a session ends this long after sign-in, used or not
	GuestLifetime    time.Duration
	ConfirmLifetime  time.Duration // e-mail confirmation links
	ResetLifetime    time.Duration // password reset links (1 hour)
	LoginWindow      time.Duration // product §4: 15 minutes
	LoginPerEmail    int           // product §4: 5 attempts per email per window
	LoginPerIP       int           // failed attempts per address per window
	GuestsPerIP      int           // guest sessions an address may start per GuestWindow
	SignupsPerIP     int           // sign-ups from one network address per hour
	GuestWindow      time.Duration
	EmailChecksPerIP int           // "do stories exist for this email?" per address per LoginWindow
	MinEmailCheck    time.Duration // product §4: at least 500 ms perceived
	// GuestWork moves what a guest made to the account it signs up as
	// (the lessons, what was learnt); each package moves its own tables.
	GuestWork []GuestWork
}

// GuestWork moves the rows of one package that belong to a guest to the
// user the guest signed up as, inside the sign-up's transaction tx.
type GuestWork interface {
	MoveGuestWork(ctx context.Context, tx store.Tx, guestID, userID string) error
}

// DefaultConfig is the product's configuration.
func DefaultConfig(baseURL string) Config {
	return Config{
		BaseURL: baseURL, SessionIdle: 14 * 24 * time.Hour, SessionAbsolute: 30 * 24 * time.Hour,
		GuestLifetime: 30 * 24 * time.Hour, ConfirmLifetime: 48 * time.Hour, ResetLifetime: time.Hour,
		LoginWindow: 15 * time.Minute, LoginPerEmail: 5, LoginPerIP: 30,
		GuestsPerIP: 10, GuestWindow: time.Hour, SignupsPerIP: 20, EmailChecksPerIP: 30, MinEmailCheck: 500 * time.Millisecond,
	}
}

// Service is the auth service.
type Service struct {
	cfg    Config
	st     *store.Store
	ledger *credits.Ledger
	mail   Mailer
	audit  *telemetry.Service
	log    *slog.Logger
	now    func() time.Time
	// delay is product §4's random 100–299 ms pause on every sign-in.
	delay     func(ctx context.Context)
	dummyHash string
}

// New returns the auth service.
// Settings are the lifetimes and links this service works with (the privacy
// policy names the cookies' lifetimes from them).
func (s *Service) Settings() Config { return s.cfg }

func New(cfg Config, st *store.Store, ledger *credits.Ledger, mail Mailer, audit *telemetry.Service, log *slog.Logger) *Service {
	return &Service{
		cfg: cfg, st: st, ledger: ledger, mail: mail, audit: audit, log: log, now: time.Now,
		delay: func(ctx context.Context) {
			t := time.NewTimer(time.Duration(100+rand.IntN(200)) * time.Millisecond)
			defer t.Stop()
			select {
			case <-t.C:
			case <-ctx.Done():
			}
		},
		// Verified against when an account does not exist, so that a wrong
		// e-mail takes as long as a wrong password.
		dummyHash: HashPassword("storyglot-timing-equaliser"),
	}
}

// Client describes who is calling, for rate limits and the audit log.
type Client struct {
	IP        string
	UserAgent string
	Device    string // the browser's device cookie (see devices.go), if any
}
