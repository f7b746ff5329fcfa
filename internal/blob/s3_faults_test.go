package blob_test

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/blob/s3test"
	"github.com/storyglot/storyglot/internal/faultproxy"
)

// s3Failure is the answer of an S3 service that is overloaded.
var s3Failure = faultproxy.HTTPFailure("application/xml",
	`<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>`)

// faultyS3 is the real S3 test server behind a fault proxy, with a short
// operation timeout so that a hang costs the test a second, not 30.
func faultyS3(t *testing.T, timeout string) (*blob.S3, *faultproxy.Proxy) {
	t.Helper()
	raw := s3test.Start(t)
	p := faultproxy.Start(t, s3test.Host(t, raw), s3Failure)
	behind, _ := s3test.Behind(t, raw, p.Addr, timeout)
	s, err := blob.NewS3(context.Background(), behind)
	if err != nil {
		t.Fatal(err)
	}
	return s, p
}

// Whatever the service does wrong, every operation ends within its
// timeout with ErrUnavailable, never a hang and never a false success; and
// a file written before the fault is still there after it.
func TestS3FaultsEndInTimeAsUnavailable(t *testing.T) {
	ctx := context.Background()
	s, p := faultyS3(t, "1200ms")
	if err := s.Put(ctx, "audio/before.mp3", "audio/mpeg", strings.NewReader("ID3-before")); err != nil {
		t.Fatal(err)
	}
	for _, m := range []faultproxy.Mode{faultproxy.Fail, faultproxy.Hang, faultproxy.Garbage} {
		t.Run(m.String(), func(t *testing.T) {
			p.Set(m)
			defer p.Set(faultproxy.Pass)
			ops := map[string]func() error{
				"put": func() error {
					return s.Put(ctx, "audio/during.mp3", "audio/mpeg", strings.NewReader("ID3-during"))
				},
				"exists": func() error { _, err := s.Exists(ctx, "audio/before.mp3"); return err },
				"open": func() error {
					rc, err := s.Open(ctx, "audio/before.mp3")
					if err == nil {
						rc.Close()
					}
					return err
				},
				"delete": func() error { return s.Delete(ctx, "audio/before.mp3") },
			}
			for name, op := range ops {
				before := p.Accepted()
				start := time.Now()
				err := op()
				took := time.Since(start)
				if !errors.Is(err, blob.ErrUnavailable) || errors.Is(err, blob.ErrNotFound) {
					t.Errorf("%s while the service is %s: %v, want ErrUnavailable", name, m, err)
				}
				if took > 4*time.Second {
					t.Errorf("%s while the service is %s took %s, past its 1.2s timeout", name, m, took)
				}
				if m != faultproxy.Hang && p.Accepted()-before < 2 {
					t.Errorf("%s while the service is %s was tried %d time(s), want retries", name, m, p.Accepted()-before)
				}
			}
		})
	}
	if ok, err := s.Exists(ctx, "audio/during.mp3"); ok || err != nil {
		t.Errorf("a put that failed left a file: %v %v", ok, err)
	}
	rc, err := s.Open(ctx, "audio/before.mp3")
	if err != nil {
		t.Fatalf("the file written before the faults: %v", err)
	}
	defer rc.Close()
	if b, _ := io.ReadAll(rc); string(b) != "ID3-before" {
		t.Errorf("the file written before the faults reads %q", b)
	}
}

// A service that fails for a moment is retried within the operation: the
// write lands once it answers again.
func TestS3WriteRetriedThroughABriefOutage(t *testing.T) {
	ctx := context.Background()
	s, p := faultyS3(t, "10s")
	p.Set(faultproxy.Fail)
	time.AfterFunc(400*time.Millisecond, func() { p.Set(faultproxy.Pass) })
	before := p.Accepted()
	if err := s.Put(ctx, "audio/retried.mp3", "audio/mpeg", strings.NewReader("ID3-retried")); err != nil {
		t.Fatalf("put through a 0.4 s outage: %v", err)
	}
	if p.Accepted()-before < 2 {
		t.Errorf("the write was tried %d time(s): the outage was not met", p.Accepted()-before)
	}
	rc, err := s.Open(ctx, "audio/retried.mp3")
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	if b, _ := io.ReadAll(rc); string(b) != "ID3-retried" {
		t.Errorf("the retried write reads %q", b)
	}
}
