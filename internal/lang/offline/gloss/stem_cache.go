package gloss

import (
	"context"
	"sync"
	"time"

	"github.com/storyglot/storyglot/internal/lang"
)

// stemCache keeps hunspell's stems by language and word. Each call starts a
// hunspell process that loads its dictionary (0.6 s of CPU for Korean,
// 0.1 s for Russian), and a lesson glosses each sentence twice (hints, the
// word-by-word line); stories repeat words. Bounded: cleared when full. The
// stems do not depend on the cache.
var stemCache = struct {
	sync.Mutex
	m    map[stemKey][]string
	used bool      // read or written since the last sweep
	seen time.Time // the sweep that last saw it used
}{m: map[stemKey][]string{}}

// SweepStems empties the stem cache when no lesson has used it for after
// (an idle.Func, decision 0044); it returns 1 when it emptied it.
func SweepStems(now time.Time, after time.Duration) int {
	stemCache.Lock()
	defer stemCache.Unlock()
	if stemCache.used {
		stemCache.used, stemCache.seen = false, now
		return 0
	}
	if len(stemCache.m) == 0 || now.Sub(stemCache.seen) < after {
		return 0
	}
	stemCache.m = map[stemKey][]string{}
	return 1
}

type stemKey struct {
	l    lang.Code
	word string
}

const stemCacheMax = 100000

// stems is Hunspell.Stems through the cache: hunspell runs only for the
// words not cached, once per call.
func (g *Glosser) stems(ctx context.Context, l lang.Code, words []string) ([][]string, error) {
	out := make([][]string, len(words))
	var todo []string
	stemCache.Lock()
	stemCache.used = true
	for i, w := range words {
		if st, ok := stemCache.m[stemKey{l, w}]; ok {
			out[i] = st
		} else if !containsString(todo, w) {
			todo = append(todo, w)
		}
	}
	stemCache.Unlock()
	if len(todo) == 0 {
		return out, nil
	}
	got, err := g.Hunspell.Stems(ctx, l, todo)
	if err != nil {
		return nil, err
	}
	byWord := make(map[string][]string, len(todo))
	for k, w := range todo {
		byWord[w] = got[k]
	}
	stemCache.Lock()
	if len(stemCache.m)+len(todo) > stemCacheMax {
		stemCache.m = map[stemKey][]string{}
	}
	for w, st := range byWord {
		stemCache.m[stemKey{l, w}] = st
	}
	stemCache.Unlock()
	for i, w := range words {
		if out[i] == nil {
			out[i] = byWord[w]
		}
	}
	return out, nil
}
