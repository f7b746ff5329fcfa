package blob

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// Deleter is a Store that can remove a blob (the file sweep after a story is
// deleted uses it; a store without it keeps its files).
type Deleter interface {
	// Delete removes the blob under key; a missing blob is ErrNotFound.
	Delete(ctx context.Context, key string) error
}

var _ Deleter = (*Local)(nil)

// Delete implements Deleter.
func (l *Local) Delete(ctx context.Context, key string) error {
	path, err := l.Path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(path); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("blob: delete %s: %w", key, ErrNotFound)
	} else if err != nil {
		return fmt.Errorf("blob: delete %s: %w", key, err)
	}
	return nil
}
