package blob_test

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/blob/s3test"
)

func TestS3Store(t *testing.T) {
	ctx := context.Background()
	s, err := blob.NewS3(ctx, s3test.Start(t))
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := s.Exists(ctx, "audio/abc.mp3"); ok || err != nil {
		t.Fatalf("exists before put: %v %v", ok, err)
	}
	if _, err := s.Open(ctx, "audio/abc.mp3"); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("open before put: %v", err)
	}
	if err := s.Put(ctx, "audio/abc.mp3", "audio/mpeg", strings.NewReader("ID3-hello-world")); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.Exists(ctx, "audio/abc.mp3"); !ok || err != nil {
		t.Fatalf("exists after put: %v %v", ok, err)
	}
	rd, err := s.Open(ctx, "audio/abc.mp3")
	if err != nil {
		t.Fatal(err)
	}
	rs, ok := rd.(io.ReadSeeker)
	if !ok {
		t.Fatal("an S3 blob cannot seek: range requests would break")
	}
	if _, err := rs.Seek(4, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(rs)
	rd.Close()
	if string(rest) != "hello-world" {
		t.Errorf("after seeking: %q", rest)
	}
	// A directory-like prefix is no blob; bad keys never reach the service.
	if _, err := s.Open(ctx, "audio"); !errors.Is(err, blob.ErrNotFound) {
		t.Errorf("open of a prefix: %v", err)
	}
	if err := s.Put(ctx, "../etc/passwd", "", strings.NewReader("x")); !errors.Is(err, blob.ErrInvalidKey) {
		t.Errorf("bad key: %v", err)
	}
	// Deleting removes the object; a second delete finds nothing.
	if err := s.Delete(ctx, "audio/abc.mp3"); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.Exists(ctx, "audio/abc.mp3"); ok || err != nil {
		t.Errorf("exists after delete: %v %v", ok, err)
	}
	if err := s.Delete(ctx, "audio/abc.mp3"); !errors.Is(err, blob.ErrNotFound) {
		t.Errorf("second delete: %v", err)
	}
	if err := s.Delete(ctx, "../x"); !errors.Is(err, blob.ErrInvalidKey) {
		t.Errorf("delete of a bad key: %v", err)
	}
	if _, err := blob.NewS3(ctx, "s3://no-such-bucket?endpoint=http://127.0.0.1:1"); err == nil {
		t.Error("an unreachable store opened")
	}
}
