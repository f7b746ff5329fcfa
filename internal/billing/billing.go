// Package billing sells credit packs with Stripe Checkout (no card data ever
// reaches Storyglot), grants them from Stripe's signed webhook exactly once,
// takes them back on refunds, and grants the credits learners earn by
// studying. Every balance change goes through the credits ledger.
package billing

import (
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"time"

	"github.com/stripe/stripe-go/v84"

	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Config is what billing needs from the configuration.
type Config struct {
	SecretKey     string // empty: payments are off
	WebhookSecret string
	APIBase       string // empty: Stripe's API
	BaseURL       string // the site, for the success and cancel URLs
	Packs         []domain.CreditPack
}

// Service sells packs and grants earned credits.
type Service struct {
	cfg    Config
	st     *store.Store
	ledger *credits.Ledger
	stripe *stripe.Client // nil when payments are off
	log    *slog.Logger
	now    func() time.Time
}

// New returns a Service. Without a secret key and webhook secret, checkout
// and the webhook answer payments_unconfigured.
func New(cfg Config, st *store.Store, ledger *credits.Ledger, log *slog.Logger) *Service {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &Service{cfg: cfg, st: st, ledger: ledger, log: log, now: time.Now}
	if cfg.SecretKey != "" && cfg.WebhookSecret != "" {
		var opts []stripe.ClientOption
		if cfg.APIBase != "" {
			opts = append(opts, stripe.WithBackends(stripe.NewBackendsWithConfig(&stripe.BackendConfig{
				URL: stripe.String(cfg.APIBase), LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelError},
			})))
		}
		s.stripe = stripe.NewClient(cfg.SecretKey, opts...)
	}
	return s
}

// Configured reports whether card payments are on.
func (s *Service) Configured() bool { return s.stripe != nil }

// Packs are the packs on sale, in display order.
func (s *Service) Packs() []domain.CreditPack { return s.cfg.Packs }

func (s *Service) pack(id string) (domain.CreditPack, bool) {
	for _, p := range s.cfg.Packs {
		if p.ID == id {
			return p, true
		}
	}
	return domain.CreditPack{}, false
}

var errUnconfigured = domain.Titled(domain.CodePaymentsUnconfigured, "Payments Unavailable",
	"Card payments are not set up on this server, so credit packs cannot be bought here.")

func newID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// utc truncates to microseconds, as both databases store them.
func (s *Service) utcNow() time.Time { return s.now().UTC().Truncate(time.Microsecond) }
