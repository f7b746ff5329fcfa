// Package httpapi is the only package that knows HTTP: the route table, thin
// handlers over the services, problem+json errors, middleware, and the SPA.
package httpapi

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"slices"
	"sync"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
	"golang.org/x/sync/semaphore"

	"github.com/storyglot/storyglot/internal/account"
	"github.com/storyglot/storyglot/internal/atlas"
	"github.com/storyglot/storyglot/internal/auth"
	"github.com/storyglot/storyglot/internal/auth/google"
	"github.com/storyglot/storyglot/internal/billing"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/builtin"
	"github.com/storyglot/storyglot/internal/contact"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/genie"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/leaderboard"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/lessons/video"
	"github.com/storyglot/storyglot/internal/mail"
	"github.com/storyglot/storyglot/internal/media"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study"
	"github.com/storyglot/storyglot/internal/telemetry"
	"github.com/storyglot/storyglot/internal/words"
)

// MaxBodyBytes bounds every request body unless a route says otherwise.
const MaxBodyBytes = 1 << 20

// MaxBufferedBodyBytes bounds the request bodies held in memory at once, by
// all requests together (the edge reads a JSON body whole to check it); a
// request past it waits for room. Uploads are streamed to disk, not counted.
const MaxBufferedBodyBytes = 64 << 20

// Readiness is what /readyz asks: nil when the process can serve.
type Readiness interface {
	Ready(ctx context.Context) error
}

// Deps are the services the handlers call.
type Deps struct {
	Version   string
	Logger    *slog.Logger
	Store     *store.Store
	Queue     QueueDepther // may be nil
	Ready     Readiness
	Telemetry *telemetry.Service
	Auth      *auth.Service
	Ledger    *credits.Ledger
	Mail      *mail.Service
	Lessons   *lessons.Service
	Library   *builtin.Service // quick stories and the curated list
	Study     *study.Service
	Words     *words.Service // what a learner knows of each word (product §18)
	Engine    *lang.Engine
	Genie     *genie.Service
	Videos    *video.Service // nil: videos are not offered
	Blobs     blob.Store
	UI        fs.FS // the built web app; nil serves the API only
	// SecureCookies marks cookies Secure (the site is served over TLS).
	SecureCookies bool
	// Google runs Google sign-in; nil when it is not configured.
	Google *google.Client
	// TrustedProxies are reverse proxies whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	// MetricsToken, when set, is the bearer token /metrics requires.
	MetricsToken string
	// Billing sells credit packs and grants earned credits; nil: none.
	Billing *billing.Service
	// Accounts exports and erases a learner's data (product §15).
	Accounts *account.Service
	// Contact keeps contact-form messages; Boards reads the leaderboards.
	Contact *contact.Service
	Boards  *leaderboard.Service
	// Operator is who runs the site, for the legal pages.
	Operator Operator
	// BaseURL is the public URL of the site (robots.txt, sitemap.xml).
	BaseURL string
	// Media keeps uploaded videos and the generation-wait ads (product §17).
	Media *media.Service
	// Pace is how slowly a request body may arrive (slow clients are cut).
	Pace BodyPace
}

// Operator names who runs this site and how to reach them (may be empty).
type Operator struct {
	Name  string `json:"name" doc:"Who runs this site; empty: not configured"`
	Email string `json:"email" doc:"Their contact address; empty: the contact form only"`
}

// Server is the HTTP handler of Storyglot.
type Server struct {
	Deps
	log     *slog.Logger
	maxBody int64
	// buffered is the room left for bodies held in memory (MaxBufferedBodyBytes).
	buffered *semaphore.Weighted
	metrics  *metrics
	api      huma.API
	handler  http.Handler
	closing  chan struct{} // closed when the server shuts down: streams end
	close    sync.Once
	atlas    *atlas.Service // the map of learning languages (product §3, decision 0017)
}

// CloseStreams ends long-lived responses (progress streams) so that a
// graceful shutdown does not wait for them.
func (s *Server) CloseStreams() { s.close.Do(func() { close(s.closing) }) }

// New builds the handler: routes, middleware and the SPA.
func New(d Deps) (*Server, error) {
	if d.Logger == nil {
		d.Logger = slog.New(slog.DiscardHandler)
	}
	s := &Server{Deps: d, log: d.Logger, maxBody: MaxBodyBytes, buffered: semaphore.NewWeighted(MaxBufferedBodyBytes), metrics: newMetrics(d.Store, d.Queue), closing: make(chan struct{})}
	s.atlas = atlas.New(d.Store)
	// huma builds its own errors (validation, malformed JSON) through this
	// package variable; ours gives them the problem shape with a code.
	huma.NewErrorWithContext = newProblem
	huma.NewError = func(status int, msg string, errs ...error) huma.StatusError {
		return newProblem(nil, status, msg, errs...)
	}

	// Our handlers never send null for a list; say so in the schema.
	huma.DefaultArrayNullable = false
	// Keys are case-sensitive: "MODE" is not "mode" (decision 0010). Together with
	// the edge's refusal of case-variant duplicates, no body reaches a handler
	// through encoding/json's case-insensitive matching past validation.
	huma.ValidateStrictCasing = true

	mux := http.NewServeMux()
	s.api = humago.New(mux, apiConfig(d.Version))
	s.api.UseMiddleware(s.authenticate)
	ui, err := newSPA(d.UI, d.BaseURL, slices.Equal(s.packs(), domain.DefaultPacks()))
	if err != nil {
		return nil, fmt.Errorf("httpapi: load web app: %w", err)
	}
	s.routes(mux, s.withSharedPreview(ui, s.withLessonPreview(ui)))
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(s.crossOriginDenied))
	s.handler = s.observe(s.secure(cop.Handler(s.edge(compressAPI(mux)))))
	return s, nil
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// OpenAPI returns the API description (for `storyglot openapi`).
func (s *Server) OpenAPI() *huma.OpenAPI { return s.api.OpenAPI() }

func apiConfig(version string) huma.Config {
	cfg := huma.DefaultConfig("Storyglot API", version)
	cfg.Info.Description = "Turn a short story into a flashcard lesson. Errors are RFC 9457 problem+json with a stable `code`."
	cfg.OpenAPIPath = "/api/openapi"
	cfg.DocsPath = ""     // the docs UI loads scripts from elsewhere, which our CSP forbids
	cfg.SchemasPath = ""  // no $schema links in bodies
	cfg.CreateHooks = nil // (the default hook adds those links)
	cfg.Components.SecuritySchemes = map[string]*huma.SecurityScheme{
		"session": {Type: "apiKey", In: "cookie", Name: sessionCookie, Description: "Session cookie set by sign-in (or the guest cookie sg_guest)"},
	}
	return cfg
}

// op describes one operation for the route table.
func op(method, path, id, summary string, tags ...string) huma.Operation {
	// BodyReadTimeout -1: huma sets no read deadline of its own. The pace of
	// bodies (secure, decision 0040) bounds the body's arrival and lifts its
	// deadline at the body's end, and the edge has read every body before an
	// operation runs. Huma's default (5 s, never lifted) ran under the
	// server's background read of the connection once the body was read: an
	// operation longer than 5 s (a Genie wish waiting on the AI provider)
	// ended the connection's context, failing it and every later request on
	// the connection with "context canceled".
	return huma.Operation{Method: method, Path: path, OperationID: id, Summary: summary, Tags: tags,
		MaxBodyBytes: MaxBodyBytes, BodyReadTimeout: -1}
}
