package freedict

import "sync"

// chunkCacheSize is how many inflated chunks (≤ 64 KB each) a dictionary
// keeps: a lesson looks the same words up several times (hints, the
// word-by-word line, pivots), and neighbouring headwords share chunks.
const chunkCacheSize = 16

// chunkCache keeps the chunks read last, the oldest replaced first. It is
// safe for concurrent use.
type chunkCache struct {
	mu   sync.Mutex
	ids  [chunkCacheSize]int64
	data [chunkCacheSize][]byte
	next int
}

func (c *chunkCache) get(id int64) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, b := range c.data {
		if b != nil && c.ids[i] == id {
			return b, true
		}
	}
	return nil, false
}

func (c *chunkCache) put(id int64, b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, x := range c.data {
		if x != nil && c.ids[i] == id {
			return
		}
	}
	c.ids[c.next], c.data[c.next] = id, b
	c.next = (c.next + 1) % chunkCacheSize
}
