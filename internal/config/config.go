// Package config reads Storyglot's typed configuration from STORYGLOT_* environment
// variables and command-line flags (a flag wins over its variable).
package config

import (
	"errors"
	"flag"
	"fmt"
	"log/slog"
	netmail "net/mail"
	"net/netip"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/domain"
)

// Roles a process can take: web serves HTTP, worker runs jobs, all does both.
const (
	RoleAll    = "all"
	RoleWeb    = "web"
	RoleWorker = "worker"
)

// Config is everything a Storyglot process needs to start.
type Config struct {
	Addr        string     // listen address, e.g. ":8080"
	DataDir     string     // SQLite file and local files live here
	BaseURL     string     // public URL of the site, used in links sent by mail
	DatabaseURL string     // empty: SQLite in DataDir; postgres://…: PostgreSQL
	LogLevel    slog.Level // debug, info, warn or error, parsed once by Load
	LogFormat   string     // text or json
	Role        string     // all, web or worker

	SMTPURL            string // empty: mails go to the outbox table and the log only
	MailFrom           string
	GoogleClientID     string // both set: Google sign-in is offered
	GoogleClientSecret string
	GoogleIssuer       string         // OpenID Connect issuer; empty: Google
	JobRescueAfter     time.Duration  // a job unheard of this long is taken over by another worker
	EngineIdle         time.Duration  // a language's dictionaries unused this long are released
	TrustedProxies     []netip.Prefix // addresses or CIDRs whose X-Forwarded-For is believed
	MetricsToken       string         // set: /metrics needs "Authorization: Bearer <token>"
	SeedLibrary        bool           // on: start-up makes the quick-story lessons and the curated list (product §11); off: not
	BlobURL            string         // empty: files in DataDir/files; s3://bucket?endpoint=…: an S3-compatible bucket

	// AI provider (any OpenAI-compatible service). Empty AIBaseURL: offline
	// language engine only.
	AIBaseURL     string // e.g. https://api.openai.com/v1 or http://localhost:11434/v1
	AIAPIKey      string
	AIModel       string // chat model: translations, hints, AI stories
	AISpeechModel string // /audio/speech model; empty: offline speech
	AIImageModel  string // /images/generations model; empty: no card images
	AIVoice       string
	AITimeout     time.Duration // per request
	AIConcurrency int           // requests in flight at once

	// Card payments (Stripe Checkout). Empty StripeSecretKey: payments are
	// off and the buy buttons say so. Pack prices are set here, in one place.
	StripeSecretKey     string
	StripeWebhookSecret string
	StripeAPIBase       string // empty: Stripe's own API; tests point it at stripe-mock
	PackSmallCents      int    // price of the small pack (50 credits) in minor units
	PackLargeCents      int    // price of the large pack (300 credits)
	PackCurrency        string // ISO 4217, lower case
	// The public face (product §14).
	ContactTo     string // also receives contact-form messages (besides the admins)
	OperatorName  string // who runs this site, named on the legal pages
	OperatorEmail string // how to reach them, shown on the legal pages
	// Media (product §17).
	VideoMaxMB int // the largest video upload, in MB
	// BodyTimeout and UploadMinKBps pace request bodies: slow clients are cut.
	BodyTimeout   time.Duration
	UploadMinKBps int
	// MaxConnsPerClient bounds the open connections of one client address (0: no bound).
	MaxConnsPerClient int
	// Insight (product §8, decision 0023).
	AnalyticsRetentionDays int // page views, visits and product events older than this are deleted
}

// Var is one configuration entry: its flag, its environment variable, its
// default and what it means. The README's configuration table lists these.
// set parses a value into its field once (Load), or says what is wrong.
type Var struct {
	Flag, Env, Default, Usage string
	set                       func(string) error
}

// Vars returns the configuration entries bound to c's fields.
func (c *Config) Vars() []Var {
	return []Var{
		{"addr", "STORYGLOT_ADDR", ":8080", "address to listen on", text(&c.Addr)},
		{"data-dir", "STORYGLOT_DATA_DIR", "./data", "directory for the SQLite database and local files", text(&c.DataDir)},
		{"base-url", "STORYGLOT_BASE_URL", "http://localhost:8080", "public URL of the site (used in e-mailed links)", text(&c.BaseURL)},
		{"database-url", "DATABASE_URL", "", "PostgreSQL URL (postgres://…); empty means SQLite in the data directory", text(&c.DatabaseURL)},
		{"log-level", "STORYGLOT_LOG_LEVEL", "info", "debug, info, warn or error", logLevel(&c.LogLevel)},
		{"log-format", "STORYGLOT_LOG_FORMAT", "text", "text or json", text(&c.LogFormat)},
		{"role", "STORYGLOT_ROLE", RoleAll, "web (HTTP only), worker (jobs only) or all", text(&c.Role)},
		{"smtp-url", "STORYGLOT_SMTP_URL", "", "SMTP server for mail (smtp://user:pass@host:587 or smtps://…); empty: outbox and log only", text(&c.SMTPURL)},
		{"mail-from", "STORYGLOT_MAIL_FROM", "Storyglot <no-reply@localhost>", "sender of mails", text(&c.MailFrom)},
		{"google-client-id", "STORYGLOT_GOOGLE_CLIENT_ID", "", "OAuth client id for Google sign-in", text(&c.GoogleClientID)},
		{"google-client-secret", "STORYGLOT_GOOGLE_CLIENT_SECRET", "", "OAuth client secret for Google sign-in", text(&c.GoogleClientSecret)},
		{"metrics-token", "STORYGLOT_METRICS_TOKEN", "", "bearer token required by /metrics; empty: /metrics is open on a localhost base URL and closed (403) on a public one", text(&c.MetricsToken)},
		{"blob-url", "STORYGLOT_BLOB_URL", "", "where audio, images and videos are kept: empty for <data-dir>/files, or s3://bucket[/prefix]?endpoint=https://host&region=r (credentials: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)", text(&c.BlobURL)},
		{"trusted-proxies", "STORYGLOT_TRUSTED_PROXIES", "", "reverse proxies (addresses or CIDRs, comma-separated) whose X-Forwarded-For names the client; empty: the peer address is the client", prefixes(&c.TrustedProxies)},
		{"job-rescue-after", "STORYGLOT_JOB_RESCUE_AFTER", "25s", "how long a running job may go unheard of before another worker takes it over (a killed process)", duration(&c.JobRescueAfter, 2*time.Second)},
		{"engine-idle", "STORYGLOT_ENGINE_IDLE", "5m", "the language engine releases a language's dictionaries and segmenters unused this long (they load again on its next lesson)", duration(&c.EngineIdle, time.Second)},
		{"seed-library", "STORYGLOT_SEED_LIBRARY", "on", "on: start-up makes the built-in quick-story lessons and seeds the curated list (in the background); off: they are made when first opened", onOff(&c.SeedLibrary)},
		{"google-issuer", "STORYGLOT_GOOGLE_ISSUER", "", "OpenID Connect issuer for Google sign-in (empty: Google; set for a test provider)", text(&c.GoogleIssuer)},
		{"ai-base-url", "STORYGLOT_AI_BASE_URL", "", "OpenAI-compatible API base URL (https://api.openai.com/v1, http://localhost:11434/v1 for Ollama); empty: offline language engine only", text(&c.AIBaseURL)},
		{"ai-api-key", "STORYGLOT_AI_API_KEY", "", "API key sent as a bearer token (empty for local servers)", text(&c.AIAPIKey)},
		{"ai-model", "STORYGLOT_AI_MODEL", "", "chat model for translations, hints and AI stories; empty: none", text(&c.AIModel)},
		{"ai-speech-model", "STORYGLOT_AI_SPEECH_MODEL", "", "text-to-speech model (e.g. tts-1); empty: offline speech", text(&c.AISpeechModel)},
		{"ai-image-model", "STORYGLOT_AI_IMAGE_MODEL", "", "image model for card pictures (e.g. dall-e-3); empty: no images", text(&c.AIImageModel)},
		{"ai-voice", "STORYGLOT_AI_VOICE", "alloy", "voice of the speech model", text(&c.AIVoice)},
		{"ai-timeout", "STORYGLOT_AI_TIMEOUT", "60s", "time limit of one AI request (retries get their own)", duration(&c.AITimeout, time.Millisecond)},
		{"ai-concurrency", "STORYGLOT_AI_CONCURRENCY", "4", "AI requests in flight at once", number(&c.AIConcurrency, 1, 256)},
		{"stripe-secret-key", "STORYGLOT_STRIPE_SECRET_KEY", "", "Stripe secret key (sk_live_… or sk_test_…); empty: card payments are off", text(&c.StripeSecretKey)},
		{"stripe-webhook-secret", "STORYGLOT_STRIPE_WEBHOOK_SECRET", "", "signing secret (whsec_…) of the webhook endpoint /api/v1/payments/stripe/webhook", text(&c.StripeWebhookSecret)},
		{"stripe-api-base", "STORYGLOT_STRIPE_API_BASE", "", "Stripe API base URL; empty: Stripe's (tests use stripe-mock)", text(&c.StripeAPIBase)},
		{"pack-small-cents", "STORYGLOT_PACK_SMALL_CENTS", strconv.Itoa(domain.SmallCreditPackCents), "price of the small pack (50 credits) in the currency's minor unit", number(&c.PackSmallCents, 50, 100000)},
		{"pack-large-cents", "STORYGLOT_PACK_LARGE_CENTS", strconv.Itoa(domain.LargeCreditPackCents), "price of the large pack (300 credits, 'Best Value') in the currency's minor unit", number(&c.PackLargeCents, 50, 100000)},
		{"pack-currency", "STORYGLOT_PACK_CURRENCY", domain.DefaultPackCurrency, "currency of the pack prices (ISO 4217, e.g. usd, eur)", text(&c.PackCurrency)},
		{"contact-to", "STORYGLOT_CONTACT_TO", "", "address that also receives contact-form messages (admins always do)", text(&c.ContactTo)},
		{"operator-name", "STORYGLOT_OPERATOR_NAME", "", "who runs this site, named on the privacy policy and terms; empty: 'the operator of this site'", text(&c.OperatorName)},
		{"operator-email", "STORYGLOT_OPERATOR_EMAIL", "", "contact address of the operator shown on the legal pages; empty: the contact form only", text(&c.OperatorEmail)},
		{"video-max-mb", "STORYGLOT_VIDEO_MAX_MB", "50", "the largest video a user may upload, in MB (1 credit per MB, rounded up)", number(&c.VideoMaxMB, 1, 4096)},
		{"body-timeout", "STORYGLOT_BODY_TIMEOUT", "30s", "time a JSON request body has to arrive whole, and the longest stall of an upload", duration(&c.BodyTimeout, 100*time.Millisecond)},
		{"upload-min-kbps", "STORYGLOT_UPLOAD_MIN_KBPS", "16", "slowest average an upload may keep after its first body-timeout, in KB/s (slower ones are cut)", number(&c.UploadMinKBps, 1, 1<<20)},
		{"max-conns-per-client", "STORYGLOT_MAX_CONNS_PER_CLIENT", "128", "open connections one client address may hold (trusted proxies are not counted); 0: no bound", number(&c.MaxConnsPerClient, 0, 1<<20)},
		{"analytics-retention-days", "STORYGLOT_ANALYTICS_RETENTION_DAYS", "395", "days the browser's analytics (page views, visits, product events) are kept; a daily job deletes older ones (30 to 3650)", number(&c.AnalyticsRetentionDays, 30, 3650)},
	}
}

// Load builds a Config from the environment (through getenv) and then the
// flags in args, parsing each value once into its type, and validates it.
// A value that does not parse fails here, naming its variable or flag.
func Load(name string, args []string, getenv func(string) string) (Config, error) {
	var c Config
	var errs []error
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	for _, v := range c.Vars() {
		val, from := v.Default, "the default of --"+v.Flag
		if env := getenv(v.Env); env != "" {
			val, from = env, v.Env
		}
		if err := v.set(val); err != nil {
			errs = append(errs, fmt.Errorf("%s=%q %w", from, val, err))
		}
		usage := v.Usage + " (env " + v.Env + ")"
		if v.Default != "" {
			usage += " (default " + v.Default + ")"
		}
		fs.Func(v.Flag, usage, v.set)
	}
	if err := errors.Join(errs...); err != nil {
		return Config{}, fmt.Errorf("config: %w", err)
	}
	if err := fs.Parse(args); err != nil {
		return Config{}, fmt.Errorf("config: %w", err)
	}
	if fs.NArg() > 0 {
		return Config{}, fmt.Errorf("config: unexpected arguments %q", fs.Args())
	}
	return c, c.Validate()
}

// Validate reports every problem with c at once.
func (c Config) Validate() error {
	var errs []error
	if c.Addr == "" {
		errs = append(errs, errors.New("addr must not be empty"))
	}
	if c.DataDir == "" {
		errs = append(errs, errors.New("data-dir must not be empty"))
	}
	if c.BlobURL != "" && !strings.HasPrefix(c.BlobURL, "s3://") {
		errs = append(errs, fmt.Errorf("blob-url %q must be empty or an s3:// URL", c.BlobURL))
	}
	if u, err := url.Parse(c.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		errs = append(errs, fmt.Errorf("base-url %q must be an absolute http(s) URL", c.BaseURL))
	}
	if c.DatabaseURL != "" && !c.IsPostgres() {
		errs = append(errs, errors.New("DATABASE_URL must start with postgres:// or postgresql:// (leave it empty for SQLite)"))
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		errs = append(errs, fmt.Errorf("log-format %q must be text or json", c.LogFormat))
	}
	if (c.GoogleClientID == "") != (c.GoogleClientSecret == "") {
		errs = append(errs, errors.New("STORYGLOT_GOOGLE_CLIENT_ID and STORYGLOT_GOOGLE_CLIENT_SECRET go together"))
	}
	errs = append(errs, c.validateAI()...)
	errs = append(errs, c.validatePayments()...)
	if _, err := netmail.ParseAddress(c.ContactTo); c.ContactTo != "" && err != nil {
		errs = append(errs, fmt.Errorf("contact-to %q must be an e-mail address", c.ContactTo))
	}
	if c.JobRescueAfter != 0 && c.JobRescueAfter < 2*time.Second {
		errs = append(errs, fmt.Errorf("job-rescue-after %s must be at least 2s", c.JobRescueAfter))
	}
	if c.VideoMaxMB < 1 || c.VideoMaxMB > 4096 {
		errs = append(errs, fmt.Errorf("video-max-mb %d must be a whole number from 1 to 4096", c.VideoMaxMB))
	}
	if c.AnalyticsRetentionDays < 30 || c.AnalyticsRetentionDays > 3650 {
		errs = append(errs, fmt.Errorf("analytics-retention-days %d must be a whole number from 30 to 3650", c.AnalyticsRetentionDays))
	}
	switch c.Role {
	case RoleAll, RoleWeb, RoleWorker:
	default:
		errs = append(errs, fmt.Errorf("role %q must be web, worker or all", c.Role))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("config: %w", err)
	}
	return nil
}

// IsPostgres reports whether the database is PostgreSQL.
func (c Config) IsPostgres() bool {
	return strings.HasPrefix(c.DatabaseURL, "postgres://") || strings.HasPrefix(c.DatabaseURL, "postgresql://")
}

// SQLitePath is where the SQLite database lives.
func (c Config) SQLitePath() string { return filepath.Join(c.DataDir, "storyglot.db") }

// FilesDir is where local blobs (audio, images, videos) live.
func (c Config) FilesDir() string { return filepath.Join(c.DataDir, "files") }

// RescueAfter is JobRescueAfter; 25 s when unset.
func (c Config) RescueAfter() time.Duration {
	if c.JobRescueAfter > 0 {
		return c.JobRescueAfter
	}
	return 25 * time.Second
}

// AIWorkLimit is the longest a Genie wish or an AI story waits on the AI
// provider (ai.WorkLimit of AITimeout; decision 0068).
func (c Config) AIWorkLimit() time.Duration { return ai.WorkLimit(c.AITimeout) }

// UnsettledAfter is when a wish or an AI story's charge still open was left
// by a process that stopped (ai.UnsettledAfter of AITimeout; decision 0068).
func (c Config) UnsettledAfter() time.Duration { return ai.UnsettledAfter(c.AITimeout) }

// SecureCookies reports whether the site is served over TLS.
func (c Config) SecureCookies() bool { return strings.HasPrefix(c.BaseURL, "https://") }

// GoogleSignIn reports whether Google sign-in is configured.
func (c Config) GoogleSignIn() bool { return c.GoogleClientID != "" && c.GoogleClientSecret != "" }

// ServesHTTP and RunsJobs tell what the role does.
func (c Config) ServesHTTP() bool { return c.Role != RoleWorker }
func (c Config) RunsJobs() bool   { return c.Role != RoleWeb }

// SeedsLibrary reports whether start-up seeds the built-in stories: on by
// default, by the processes that run jobs.
func (c Config) SeedsLibrary() bool { return c.SeedLibrary && c.RunsJobs() }

// validateAI checks the STORYGLOT_AI_* settings.
func (c Config) validateAI() []error {
	var errs []error
	if c.AIBaseURL != "" {
		if u, err := url.Parse(c.AIBaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			errs = append(errs, fmt.Errorf("ai-base-url %q must be an absolute http(s) URL", c.AIBaseURL))
		}
	} else if c.AIModel != "" || c.AISpeechModel != "" || c.AIImageModel != "" {
		errs = append(errs, errors.New("STORYGLOT_AI_BASE_URL must be set when an AI model is"))
	}
	if c.AITimeout <= 0 {
		errs = append(errs, fmt.Errorf("ai-timeout %s must be a positive duration such as 60s", c.AITimeout))
	}
	if c.AIConcurrency < 1 || c.AIConcurrency > 256 {
		errs = append(errs, fmt.Errorf("ai-concurrency %d must be a number from 1 to 256", c.AIConcurrency))
	}
	return errs
}
