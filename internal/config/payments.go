package config

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"

	"github.com/storyglot/storyglot/internal/domain"
)

// Payments reports whether card payments are configured: a secret key to
// create Checkout Sessions and a webhook secret to believe Stripe's events.
func (c Config) Payments() bool { return c.StripeSecretKey != "" && c.StripeWebhookSecret != "" }

var currencyCode = regexp.MustCompile(`^[a-z]{3}$`)

// validatePayments checks the STORYGLOT_STRIPE_* and pack settings.
func (c Config) validatePayments() []error {
	var errs []error
	if (c.StripeSecretKey == "") != (c.StripeWebhookSecret == "") {
		errs = append(errs, errors.New("STORYGLOT_STRIPE_SECRET_KEY and STORYGLOT_STRIPE_WEBHOOK_SECRET go together"))
	}
	if c.StripeAPIBase != "" {
		if u, err := url.Parse(c.StripeAPIBase); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			errs = append(errs, fmt.Errorf("stripe-api-base %q must be an absolute http(s) URL", c.StripeAPIBase))
		}
	}
	for _, p := range []struct {
		name string
		v    int
	}{{"pack-small-cents", c.PackSmallCents}, {"pack-large-cents", c.PackLargeCents}} {
		// Stripe's minimum charge is about 50 cents; at most 1000.00.
		if p.v < 50 || p.v > 100000 {
			errs = append(errs, fmt.Errorf("%s %d must be a whole number of minor units from 50 to 100000", p.name, p.v))
		}
	}
	if !currencyCode.MatchString(c.PackCurrency) {
		errs = append(errs, fmt.Errorf("pack-currency %q must be a lower-case ISO 4217 code such as usd", c.PackCurrency))
	}
	return errs
}

// Packs are the credit packs on sale, in display order: product §5's credits
// at the configured prices.
func (c Config) Packs() []domain.CreditPack {
	return []domain.CreditPack{
		{ID: domain.PackSmall, Credits: domain.SmallCreditPack, PriceCents: c.PackSmallCents, Currency: c.PackCurrency},
		{ID: domain.PackLarge, Credits: domain.LargeCreditPack, PriceCents: c.PackLargeCents, Currency: c.PackCurrency, BestValue: true},
	}
}
