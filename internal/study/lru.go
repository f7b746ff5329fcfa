package study

import (
	"container/list"
	"sync"
)

// lru is a map of at most max entries that forgets the least recently used
// one first, safe for concurrent use. Values are shared, never changed in
// place: a new value is put instead.
type lru[K comparable, V any] struct {
	mu    sync.Mutex
	max   int
	ll    *list.List // front: most recently used
	byKey map[K]*list.Element
}

type lruEntry[K comparable, V any] struct {
	key K
	val V
}

func newLRU[K comparable, V any](n int) *lru[K, V] {
	return &lru[K, V]{max: n, ll: list.New(), byKey: map[K]*list.Element{}}
}

// get returns the value of k, if kept.
func (c *lru[K, V]) get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[k]
	if !ok {
		var zero V
		return zero, false
	}
	c.ll.MoveToFront(e)
	return e.Value.(*lruEntry[K, V]).val, true
}

// put keeps v as the value of k.
func (c *lru[K, V]) put(k K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[k]; ok {
		e.Value.(*lruEntry[K, V]).val = v
		c.ll.MoveToFront(e)
		return
	}
	c.byKey[k] = c.ll.PushFront(&lruEntry[K, V]{key: k, val: v})
	for c.ll.Len() > c.max {
		last := c.ll.Back()
		c.ll.Remove(last)
		delete(c.byKey, last.Value.(*lruEntry[K, V]).key)
	}
}
