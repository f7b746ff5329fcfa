package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Local stores blobs as files under a directory. Writes go to a temporary
// file in the same directory and are renamed into place, so concurrent
// readers and writers of the same key are safe. The content type is not
// kept: callers encode it in the key's extension.
type Local struct {
	root string
}

var _ Store = (*Local)(nil)

// NewLocal returns a store rooted at dir, creating it if needed.
func NewLocal(dir string) (*Local, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("blob: local %s: %w", dir, err)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		return nil, fmt.Errorf("blob: local %s: %w", dir, err)
	}
	return &Local{root: abs}, nil
}

// Path returns the file path of key (for serving or for the CLI).
func (l *Local) Path(key string) (string, error) {
	if err := ValidateKey(key); err != nil {
		return "", err
	}
	return filepath.Join(l.root, filepath.FromSlash(key)), nil
}

// Put implements Store.
func (l *Local) Put(ctx context.Context, key, contentType string, r io.Reader) error {
	path, err := l.Path(key)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("blob: put %s: %w: %w", key, ErrUnavailable, err)
	}
	tmp, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("blob: put %s: %w: %w", key, ErrUnavailable, err)
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := io.Copy(tmp, ctxReader{ctx, r}); err != nil {
		tmp.Close()
		if ctx.Err() != nil {
			return fmt.Errorf("blob: put %s: %w", key, err) // the caller gave up: not the disk's fault
		}
		return fmt.Errorf("blob: put %s: %w: %w", key, ErrUnavailable, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("blob: put %s: %w: %w", key, ErrUnavailable, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("blob: put %s: %w: %w", key, ErrUnavailable, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("blob: put %s: %w: %w", key, ErrUnavailable, err)
	}
	return nil
}

// Open implements Store.
func (l *Local) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	path, err := l.Path(key)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("blob: open %s: %w", key, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("blob: open %s: %w", key, err)
	}
	// A key names a file; a directory (a key's prefix) is no blob.
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("blob: open %s: %w", key, ErrNotFound)
	}
	return f, nil
}

// Exists implements Store.
func (l *Local) Exists(ctx context.Context, key string) (bool, error) {
	path, err := l.Path(key)
	if err != nil {
		return false, err
	}
	st, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("blob: stat %s: %w", key, err)
	}
	return st.Mode().IsRegular(), nil
}

// ctxReader stops a copy when the context is done.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
