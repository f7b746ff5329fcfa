package aiprovider

import (
	"container/list"
	"context"
	"sync"
	"time"

	"github.com/storyglot/storyglot/internal/lang"
)

// analysis is what one chat call says about one sentence.
type analysis struct {
	translation lang.Translation
	hints       []lang.Hint
}

// entry is a sentence's analysis, done or on its way. done is closed once
// res and err are set.
type entry struct {
	key     string
	done    chan struct{}
	res     analysis
	err     error
	expires time.Time // for a failure
}

// cache is a bounded LRU of sentence analyses that also shares requests in
// flight: the Translate call of a lesson claims its sentences, and the
// Explain calls for the same sentences wait for that answer instead of
// asking again.
type cache struct {
	mu    sync.Mutex
	max   int
	ttl   time.Duration
	ll    *list.List // of *entry, most recent first
	items map[string]*list.Element
	now   func() time.Time
}

func newCache(max int, failTTL time.Duration) *cache {
	return &cache{max: max, ttl: failTTL, ll: list.New(), items: map[string]*list.Element{}, now: time.Now}
}

// claim returns the entry of key. owner is true when the caller created it
// and must fill it.
func (c *cache) claim(key string) (e *entry, owner bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		e := el.Value.(*entry)
		if !c.stale(e) {
			c.ll.MoveToFront(el)
			return e, false
		}
		c.ll.Remove(el)
		delete(c.items, key)
	}
	e = &entry{key: key, done: make(chan struct{})}
	c.items[key] = c.ll.PushFront(e)
	for c.ll.Len() > c.max {
		last := c.ll.Back()
		c.ll.Remove(last)
		delete(c.items, last.Value.(*entry).key)
	}
	return e, true
}

// stale reports whether e is a failure that has expired. Called with mu held.
func (c *cache) stale(e *entry) bool {
	select {
	case <-e.done:
		return e.err != nil && c.now().After(e.expires)
	default:
		return false
	}
}

// fill completes an entry the caller owns. A failure is remembered for the
// fail TTL, unless it came from the caller's own context being done (ctx):
// then it is forgotten at once.
func (c *cache) fill(ctx context.Context, e *entry, res analysis, err error) {
	c.mu.Lock()
	e.res, e.err = res, err
	if err != nil {
		e.expires = c.now().Add(c.ttl)
		if ctx.Err() != nil {
			if el, ok := c.items[e.key]; ok && el.Value == e {
				c.ll.Remove(el)
				delete(c.items, e.key)
			}
		}
	}
	c.mu.Unlock()
	close(e.done)
}

// wait returns the analysis of e once it is done.
func wait(ctx context.Context, e *entry) (analysis, error) {
	select {
	case <-e.done:
		return e.res, e.err
	case <-ctx.Done():
		return analysis{}, ctx.Err()
	}
}
