package lang

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"sync"

	"github.com/storyglot/storyglot/internal/blob"
)

// EngineConfig composes an Engine.
type EngineConfig struct {
	// Providers in order of preference: the AI provider first when
	// configured, then the offline ones. Builtin is always added last.
	Providers []Provider
	// Store keeps synthesised audio. Without it, speech is unsupported.
	Store blob.Store
	// Workers bounds the sentences processed at once (default 4).
	Workers int
}

// Engine picks, per capability and language pair, the best provider and
// falls back along the chain.
type Engine struct {
	providers []Provider
	store     blob.Store
	workers   int

	mu       sync.Mutex
	speakers map[Synthesizer]*Speaker
}

// NewEngine returns an engine over the providers of cfg.
func NewEngine(cfg EngineConfig) *Engine {
	e := &Engine{store: cfg.Store, workers: cfg.Workers, speakers: map[Synthesizer]*Speaker{}}
	if e.workers <= 0 {
		e.workers = 4
	}
	e.providers = append(append(e.providers, cfg.Providers...), Builtin{})
	if cfg.Store == nil {
		// No store, no audio: drop synthesizers from the speak chain.
		var kept []Provider
		for _, p := range e.providers {
			kept = append(kept, noSpeech{p})
		}
		e.providers = kept
	}
	return e
}

// noSpeech hides the speak capability of a provider.
type noSpeech struct{ Provider }

func (n noSpeech) Supports(c Capability, p Pair) bool {
	return c != CapSpeak && n.Provider.Supports(c, p)
}

func unwrap(p Provider) Provider {
	if n, ok := p.(noSpeech); ok {
		return n.Provider
	}
	return p
}

// Sentences splits text into sentences (rules for all languages).
func (e *Engine) Sentences(l Code, text string) []Sentence { return SplitSentences(l, text) }

// Words splits a sentence into tokens.
func (e *Engine) Words(ctx context.Context, l Code, text string) ([]Token, error) {
	v, _, err := try(ctx, e, CapSegment, Pair{Target: l}, func(p Provider) ([]Token, error) {
		return unwrap(p).(WordSegmenter).Words(ctx, l, text)
	})
	return v, err
}

// Detect guesses the language of text.
func (e *Engine) Detect(ctx context.Context, text string) (Detection, error) {
	v, _, err := try(ctx, e, CapDetect, Pair{}, func(p Provider) (Detection, error) {
		return unwrap(p).(Detector).Detect(ctx, text)
	})
	return v, err
}

// Translate translates sentences of p.Target into p.Native.
func (e *Engine) Translate(ctx context.Context, p Pair, sentences []string) ([]Translation, error) {
	v, _, err := try(ctx, e, CapTranslate, p, func(pr Provider) ([]Translation, error) {
		out, err := unwrap(pr).(Translator).Translate(ctx, p, sentences)
		if err == nil && len(out) != len(sentences) {
			err = fmt.Errorf("%d translations for %d sentences", len(out), len(sentences))
		}
		return out, err
	})
	return v, err
}

// Pronounce gives the pronunciation of text in l.
func (e *Engine) Pronounce(ctx context.Context, l Code, text string) (Pronunciation, error) {
	v, _, err := try(ctx, e, CapPronounce, Pair{Target: l}, func(p Provider) (Pronunciation, error) {
		return unwrap(p).(Pronouncer).Pronounce(ctx, l, text)
	})
	return v, err
}

// Speak synthesises text (or finds it already stored) and returns its blob.
func (e *Engine) Speak(ctx context.Context, l Code, text string) (Audio, error) {
	v, _, err := try(ctx, e, CapSpeak, Pair{Target: l}, func(p Provider) (Audio, error) {
		return e.speaker(unwrap(p).(Synthesizer)).Speak(ctx, l, text)
	})
	return v, err
}

func (e *Engine) speaker(s Synthesizer) *Speaker {
	e.mu.Lock()
	defer e.mu.Unlock()
	sp, ok := e.speakers[s]
	if !ok {
		sp = NewSpeaker(s, e.store)
		e.speakers[s] = sp
	}
	return sp
}

// Gloss glosses the words of a sentence.
func (e *Engine) Gloss(ctx context.Context, p Pair, sentence string) ([]Gloss, error) {
	v, _, err := try(ctx, e, CapGloss, p, func(pr Provider) ([]Gloss, error) {
		return unwrap(pr).(Glosser).Gloss(ctx, p, sentence)
	})
	return v, err
}

// Explain gives hints for the content words of a sentence.
func (e *Engine) Explain(ctx context.Context, p Pair, sentence string) ([]Hint, error) {
	v, _, err := try(ctx, e, CapExplain, p, func(pr Provider) ([]Hint, error) {
		return unwrap(pr).(Explainer).Explain(ctx, p, sentence)
	})
	return CleanHints(v), err
}

// Illustrate draws an image for text.
func (e *Engine) Illustrate(ctx context.Context, p Pair, text string) (Image, error) {
	v, _, err := try(ctx, e, CapIllustrate, p, func(pr Provider) (Image, error) {
		return unwrap(pr).(Illustrator).Illustrate(ctx, p, text)
	})
	return v, err
}

// MatrixCell says which provider serves a capability for a pair.
type MatrixCell struct {
	Capability Capability `json:"capability"`
	Provider   string     `json:"provider,omitempty"` // "" = unsupported
}

// Matrix returns, for each of the 110 pairs, the provider of each capability.
func (e *Engine) Matrix() map[Pair][]MatrixCell {
	out := map[Pair][]MatrixCell{}
	for _, p := range Pairs() {
		for _, c := range Capabilities() {
			out[p] = append(out[p], MatrixCell{Capability: c, Provider: e.Provider(c, p)})
		}
	}
	return out
}

// picture draws an image for text and stores it (once per content) next to
// the audio; it returns the image's blob key.
func (e *Engine) picture(ctx context.Context, p Pair, text string) (string, error) {
	img, err := e.Illustrate(ctx, p, text)
	if err != nil {
		return "", err
	}
	if e.store == nil {
		return "", fmt.Errorf("lang: store image: no file store: %w", ErrUnsupported)
	}
	sum := sha256.Sum256(img.Data)
	ext := ".png"
	if strings.Contains(img.ContentType, "jpeg") {
		ext = ".jpg"
	}
	key := "image/" + hex.EncodeToString(sum[:]) + ext
	if ok, err := e.store.Exists(ctx, key); err == nil && ok {
		return key, nil
	}
	if err := e.store.Put(ctx, key, img.ContentType, bytes.NewReader(img.Data)); err != nil {
		return "", fmt.Errorf("lang: store image: %w", err)
	}
	return key, nil
}

// SpeakNow synthesises text in l and returns the audio without storing it:
// a word a learner taps in the reader, heard once and cached by the browser.
func (e *Engine) SpeakNow(ctx context.Context, l Code, text string) (Speech, error) {
	v, _, err := try(ctx, e, CapSpeak, Pair{Target: l}, func(p Provider) (Speech, error) {
		return unwrap(p).(Synthesizer).Synthesize(ctx, l, text)
	})
	return v, err
}
