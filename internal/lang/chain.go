package lang

import (
	"context"
	"errors"
	"fmt"
)

// Builtin is the provider the engine always has: sentence rules for every
// language and Unicode word boundaries for languages written with spaces.
type Builtin struct{}

var _ WordSegmenter = Builtin{}

// Name implements Provider.
func (Builtin) Name() string { return "builtin" }

// Supports implements Provider: segmentation of languages written with
// spaces between words.
func (Builtin) Supports(c Capability, p Pair) bool {
	return c == CapSegment && p.Target != Japanese && p.Target != Chinese
}

// Words implements WordSegmenter.
func (Builtin) Words(ctx context.Context, l Code, text string) ([]Token, error) {
	if l == Japanese || l == Chinese {
		return nil, fmt.Errorf("lang: words in %s need a dictionary: %w", l, ErrUnsupported)
	}
	return UnicodeWords(text), nil
}

// implements reports whether p has the method set of capability c.
func implements(p Provider, c Capability) bool {
	switch c {
	case CapSegment:
		return is[WordSegmenter](p)
	case CapDetect:
		return is[Detector](p)
	case CapTranslate:
		return is[Translator](p)
	case CapGloss:
		return is[Glosser](p)
	case CapPronounce:
		return is[Pronouncer](p)
	case CapSpeak:
		return is[Synthesizer](p)
	case CapExplain:
		return is[Explainer](p)
	case CapIllustrate:
		return is[Illustrator](p)
	case CapStory:
		return is[StoryWriter](p)
	}
	return false
}

// is reports whether p implements T.
func is[T any](p Provider) bool {
	_, ok := p.(T)
	return ok
}

// Chain returns the providers that offer c for p, best first.
func (e *Engine) Chain(c Capability, p Pair) []Provider {
	var out []Provider
	for _, pr := range e.providers {
		if implements(unwrap(pr), c) && pr.Supports(c, p) {
			out = append(out, pr)
		}
	}
	return out
}

// Provider returns the name of the provider that serves c for p, or "" when
// the capability is unsupported.
func (e *Engine) Provider(c Capability, p Pair) string {
	if ch := e.Chain(c, p); len(ch) > 0 {
		return ch[0].Name()
	}
	return ""
}

// try calls f on each provider of the chain until one succeeds. A provider
// that fails (unsupported, or an error such as an AI outage) hands over to
// the next; a done context stops at once.
func try[T any](ctx context.Context, e *Engine, c Capability, p Pair, f func(Provider) (T, error)) (T, string, error) {
	var zero T
	var errs []error
	for _, pr := range e.Chain(c, p) {
		v, err := f(pr)
		if err == nil {
			return v, pr.Name(), nil
		}
		if ctx.Err() != nil {
			return zero, "", fmt.Errorf("lang: %s %s: %w", c, p, ctx.Err())
		}
		errs = append(errs, fmt.Errorf("%s: %w", pr.Name(), err))
	}
	if len(errs) == 0 {
		return zero, "", fmt.Errorf("lang: %s %s: %w", c, p, ErrUnsupported)
	}
	return zero, "", fmt.Errorf("lang: %s %s: %w", c, p, errors.Join(errs...))
}
