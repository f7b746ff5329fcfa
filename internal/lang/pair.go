package lang

import (
	"fmt"
	"strings"
)

// Pair is a learning situation: text in Target, explained for a learner whose
// native language is Native.
type Pair struct {
	Target Code
	Native Code
}

// NewPair validates both codes and that they differ.
func NewPair(target, native string) (Pair, error) {
	t, err := Lookup(target)
	if err != nil {
		return Pair{}, fmt.Errorf("lang: target: %w", err)
	}
	n, err := Lookup(native)
	if err != nil {
		return Pair{}, fmt.Errorf("lang: native: %w", err)
	}
	if t.Code == n.Code {
		return Pair{}, fmt.Errorf("lang: %w: target and native are both %s", ErrSamePair, t.Code)
	}
	return Pair{Target: t.Code, Native: n.Code}, nil
}

// Key returns the product §2 language-pair key: the lowercase English name of the
// target, an underscore, the lowercase English name of the native language
// ("spanish_english" = target Spanish, native English). Unlike the original
// app's mapping, Arabic is included ("arabic_english").
func (p Pair) Key() string {
	return strings.ToLower(p.Target.Name()) + "_" + strings.ToLower(p.Native.Name())
}

// String returns "es→en".
func (p Pair) String() string { return string(p.Target) + "→" + string(p.Native) }

// ParsePairKey is the inverse of Pair.Key.
func ParsePairKey(key string) (Pair, error) {
	t, n, ok := strings.Cut(strings.ToLower(strings.TrimSpace(key)), "_")
	if !ok {
		return Pair{}, fmt.Errorf("lang: pair key %q: %w", key, ErrUnknownLanguage)
	}
	var p Pair
	for _, l := range languages {
		name := strings.ToLower(l.Name)
		if name == t {
			p.Target = l.Code
		}
		if name == n {
			p.Native = l.Code
		}
	}
	if p.Target == "" || p.Native == "" {
		return Pair{}, fmt.Errorf("lang: pair key %q: %w", key, ErrUnknownLanguage)
	}
	if p.Target == p.Native {
		return Pair{}, fmt.Errorf("lang: pair key %q: %w", key, ErrSamePair)
	}
	return p, nil
}

// Pairs returns all 110 ordered pairs of distinct learning languages.
func Pairs() []Pair {
	var out []Pair
	for _, t := range languages {
		for _, n := range languages {
			if t.Code != n.Code {
				out = append(out, Pair{Target: t.Code, Native: n.Code})
			}
		}
	}
	return out
}
