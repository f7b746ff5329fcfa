package blob

import (
	"context"
	"fmt"
	"io"
)

// Discard is a Store that keeps nothing: Put drains its reader, Exists is
// always false and Open always ErrNotFound. Useful to ask what could be
// stored, as `storyglot doctor` does.
type Discard struct{}

var _ Store = Discard{}

// Put implements Store.
func (Discard) Put(ctx context.Context, key, contentType string, r io.Reader) error {
	if err := ValidateKey(key); err != nil {
		return err
	}
	_, err := io.Copy(io.Discard, r)
	return err
}

// Open implements Store.
func (Discard) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	return nil, fmt.Errorf("blob: open %s: %w", key, ErrNotFound)
}

// Exists implements Store.
func (Discard) Exists(ctx context.Context, key string) (bool, error) { return false, nil }
