package gloss

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/storyglot/storyglot/internal/lang"
)

// memoSize bounds the sentences whose glosses are kept: a lesson glosses
// each sentence twice (its hints and its word-by-word line), at the same
// time or close together; a few lessons' worth is enough.
const memoSize = 512

// glossMemo keeps the glosses of sentences glossed lately, so that the
// second request for a sentence — or one made while the first is running —
// reuses the first's analysis and dictionary look-ups. Glossing is a pure
// function of the pair and the sentence, so the answer is the same either
// way. The zero value is ready.
type glossMemo struct {
	mu   sync.Mutex
	m    map[string]*memoEntry
	used bool      // asked since the last sweep
	seen time.Time // the sweep that last saw it used
}

// SweepMemo forgets the sentences glossed lately when no lesson has asked
// for a gloss for after (an idle.Func, decision 0044): their strings may be
// slices of a released dictionary's, which they would keep alive. It
// returns 1 when it forgot them.
func (g *Glosser) SweepMemo(now time.Time, after time.Duration) int {
	m := &g.memo
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.used {
		m.used, m.seen = false, now
		return 0
	}
	if len(m.m) == 0 || now.Sub(m.seen) < after {
		return 0
	}
	m.m = nil // entries being computed finish for their callers
	return 1
}

type memoEntry struct {
	done   chan struct{}
	result []lang.Gloss
	err    error
}

// do returns the glosses of key, computing them with f once while they are
// kept. Errors are not kept; a caller that waited for one computes anew.
func (m *glossMemo) do(ctx context.Context, key string, f func() ([]lang.Gloss, error)) ([]lang.Gloss, error) {
	m.mu.Lock()
	m.used = true
	if e, ok := m.m[key]; ok {
		m.mu.Unlock()
		select {
		case <-e.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if e.err == nil {
			return copyGlosses(e.result), nil
		}
		return f()
	}
	if m.m == nil || len(m.m) >= memoSize {
		m.m = map[string]*memoEntry{} // entries being computed finish for their callers
	}
	e := &memoEntry{done: make(chan struct{})}
	m.m[key] = e
	m.mu.Unlock()

	e.result, e.err = f()
	close(e.done)
	if e.err != nil {
		m.mu.Lock()
		if m.m[key] == e {
			delete(m.m, key)
		}
		m.mu.Unlock()
		return nil, e.err
	}
	return copyGlosses(e.result), nil
}

// copyGlosses copies the slices a caller could change.
func copyGlosses(gs []lang.Gloss) []lang.Gloss {
	if gs == nil {
		return nil
	}
	out := make([]lang.Gloss, len(gs))
	for i, g := range gs {
		g.Senses = slices.Clone(g.Senses)
		g.Tags = slices.Clone(g.Tags)
		out[i] = g
	}
	return out
}
