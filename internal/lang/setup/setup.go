// Package setup composes the language engine from the configuration: the AI
// providers when STORYGLOT_AI_* configures them, then the offline ones.
package setup

import (
	"context"
	"io"
	"log/slog"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/aiprovider"
	"github.com/storyglot/storyglot/internal/lang/offline"
)

// Settings say what to compose.
type Settings struct {
	// AI configures the OpenAI-compatible service; an empty BaseURL means
	// offline only.
	AI ai.Config
	// AIOptions tune the AI providers (voice, image size, chunk size).
	AIOptions aiprovider.Options
	Offline   offline.Config
	// Workers bounds the sentences of a lesson processed at once.
	Workers int
}

// FromConfig reads Settings from a validated config.Config.
func FromConfig(cfg config.Config) Settings {
	return Settings{
		AI: ai.Config{
			BaseURL: cfg.AIBaseURL, APIKey: cfg.AIAPIKey, Model: cfg.AIModel,
			SpeechModel: cfg.AISpeechModel, ImageModel: cfg.AIImageModel,
			Timeout: cfg.AITimeout, Concurrency: cfg.AIConcurrency,
		},
		AIOptions: aiprovider.Options{Voice: cfg.AIVoice},
		Offline:   offline.Config{IdleRelease: cfg.EngineIdle},
	}
}

// Built is a composed engine with the parts it was made of.
type Built struct {
	Engine  *lang.Engine
	Offline *offline.Offline
	// AI is nil when no AI service is configured.
	AI *aiprovider.Set
	// Client is nil when no AI service is configured.
	Client *ai.Client
}

// Close stops the offline pipelines and closes dictionaries.
func (b *Built) Close() error { return b.Offline.Close() }

// Compose builds the engine: AI providers first (chat, speech, images, as
// configured), then the offline ones, then the builtin segmenter. It starts
// no process and contacts no service. Without store, speech is unsupported.
func Compose(s Settings, store blob.Store, log *slog.Logger) (*Built, error) {
	if log == nil {
		log = slog.Default()
	}
	b := &Built{Offline: offline.New(s.Offline)}
	var providers []lang.Provider
	if s.AI.BaseURL != "" {
		if s.AI.Logger == nil {
			s.AI.Logger = log
		}
		b.Client = ai.New(s.AI)
		b.AI = aiprovider.New(b.Client, s.AIOptions)
		providers = append(providers, b.AI.Providers()...)
		if len(providers) == 0 {
			log.Warn("STORYGLOT_AI_BASE_URL is set but no AI model is: the language engine is offline only")
		}
	}
	providers = append(providers, b.Offline.Providers()...)
	b.Engine = lang.NewEngine(lang.EngineConfig{Providers: providers, Store: store, Workers: s.Workers})
	return b, nil
}

// New builds the engine from cfg, for internal/app. Audio goes to store
// (nil: no speech). The closer stops the offline pipelines; close it when the
// app stops.
func New(ctx context.Context, cfg config.Config, store blob.Store, log *slog.Logger) (*lang.Engine, io.Closer, error) {
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	b, err := Compose(FromConfig(cfg), store, log)
	if err != nil {
		return nil, nil, err
	}
	return b.Engine, b, nil
}
