// Package blob stores files (audio, images) under string keys. The local
// directory store is the default; an S3-compatible store can implement the
// same interface.
package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ErrNotFound is returned by Open for a key that does not exist.
var ErrNotFound = errors.New("blob: not found")

// ErrUnavailable wraps every other failure of a store (a service that
// fails, hangs past its time limit or answers garbage; a disk that takes no
// more): the caller may go on without the file and say so (decision 0042).
var ErrUnavailable = errors.New("the file store did not answer")

// ErrInvalidKey is returned for a key that is empty, absolute, contains ".."
// segments, backslashes or characters outside [A-Za-z0-9._/-].
var ErrInvalidKey = errors.New("blob: invalid key")

// Store keeps blobs under keys such as "audio/3fa1….mp3".
type Store interface {
	// Put writes the content of r under key, replacing any previous blob.
	// Readers never see a partial blob.
	Put(ctx context.Context, key, contentType string, r io.Reader) error
	// Open returns the blob under key, or ErrNotFound.
	Open(ctx context.Context, key string) (io.ReadCloser, error)
	// Exists reports whether a blob is stored under key.
	Exists(ctx context.Context, key string) (bool, error)
}

// ValidateKey checks that key is a relative slash-separated path of safe
// segments, so that no store can be led outside its root.
func ValidateKey(key string) error {
	if key == "" || len(key) > 512 || strings.HasPrefix(key, "/") || strings.HasSuffix(key, "/") {
		return fmt.Errorf("%w: %q", ErrInvalidKey, key)
	}
	for _, seg := range strings.Split(key, "/") {
		if seg == "" || seg == "." || seg == ".." || strings.HasPrefix(seg, ".") {
			return fmt.Errorf("%w: %q", ErrInvalidKey, key)
		}
		for _, r := range seg {
			ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '_' || r == '-'
			if !ok {
				return fmt.Errorf("%w: %q", ErrInvalidKey, key)
			}
		}
	}
	return nil
}
