package blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3 stores blobs in a bucket of an S3-compatible service, so that every
// process of a deployment, on any machine, serves every file. Keys keep their
// content-addressed names (under an optional prefix); an object is written
// whole by PutObject, so readers never see a partial blob.
type S3 struct {
	c       *minio.Client
	bucket  string
	prefix  string
	timeout time.Duration // of one operation, its retries included
}

// DefaultS3Timeout bounds one operation (its retries included) unless the
// URL's timeout says otherwise.
const DefaultS3Timeout = 30 * time.Second

// s3Tries bounds the tries of one operation (a 5xx, a dropped connection,
// an answer that is not S3's is tried again, with minio-go's back-off);
// the operation's deadline ends them first when the service is slow.
const s3Tries = 10

// s3SilentTries is how many silent tries fit in an operation's deadline:
// the transport waits that share of it for an answer.
const s3SilentTries = 4

var _ Store = (*S3)(nil)

// NewS3 opens the store of a URL such as
// s3://bucket/optional/prefix?endpoint=https://s3.example.com&region=eu-west-1
// (endpoint: the service's address, http:// for a local test server; without
// it, the default AWS endpoint; timeout: the most one operation may take,
// its retries included, default 30s). A try that waits a third of that for
// an answer is given up and tried again; a failure after the retries is
// ErrUnavailable. Credentials come from the environment:
// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or MINIO_ROOT_USER/_PASSWORD).
func NewS3(ctx context.Context, raw string) (*S3, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return nil, fmt.Errorf("blob: %q is not an s3://bucket URL", raw)
	}
	endpoint, secure := "s3.amazonaws.com", true
	if e := u.Query().Get("endpoint"); e != "" {
		eu, err := url.Parse(e)
		if err != nil || (eu.Scheme != "http" && eu.Scheme != "https") || eu.Host == "" {
			return nil, fmt.Errorf("blob: endpoint %q must be an http(s) URL", e)
		}
		endpoint, secure = eu.Host, eu.Scheme == "https"
	}
	timeout := DefaultS3Timeout
	if t := u.Query().Get("timeout"); t != "" {
		if timeout, err = time.ParseDuration(t); err != nil || timeout < 100*time.Millisecond {
			return nil, fmt.Errorf("blob: timeout %q must be a duration of at least 100ms, such as 30s", t)
		}
	}
	creds := credentials.NewChainCredentials([]credentials.Provider{&credentials.EnvAWS{}, &credentials.EnvMinio{}})
	c, err := minio.New(endpoint, &minio.Options{Creds: creds, Secure: secure, Region: u.Query().Get("region"),
		BucketLookup: minio.BucketLookupPath, Transport: s3Transport(timeout), MaxRetries: s3Tries})
	if err != nil {
		return nil, fmt.Errorf("blob: s3 client: %w", err)
	}
	s := &S3{c: c, bucket: u.Host, prefix: strings.Trim(u.Path, "/"), timeout: timeout}
	if s.prefix != "" {
		s.prefix += "/"
	}
	bctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	ok, err := c.BucketExists(bctx, s.bucket)
	if err != nil {
		return nil, fmt.Errorf("blob: s3 bucket %s: %w", s.bucket, err)
	}
	if !ok {
		return nil, fmt.Errorf("blob: s3 bucket %s does not exist", s.bucket)
	}
	return s, nil
}

// Put implements Store.
func (s *S3) Put(ctx context.Context, key, contentType string, r io.Reader) error {
	if err := ValidateKey(key); err != nil {
		return err
	}
	// Our blobs (audio, images, short videos) are small: sent whole, with
	// their length, in one request, which every S3-compatible service takes.
	b, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	if _, err := s.c.PutObject(ctx, s.bucket, s.prefix+key, bytes.NewReader(b), int64(len(b)),
		minio.PutObjectOptions{ContentType: contentType, SendContentMd5: true, DisableContentSha256: true}); err != nil {
		return fmt.Errorf("blob: put %s: %w: %w", key, ErrUnavailable, err)
	}
	return nil
}

// Open implements Store. The object is an io.ReadSeeker, so range requests
// (seeking in audio and video) keep working. The operation's timeout bounds
// the wait for the object's first answer; its reads then use ctx.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	if err := ValidateKey(key); err != nil {
		return nil, err
	}
	// The object's reads use its context after Open returns, so the
	// deadline may cut only the first answer: a timer, stopped once it came.
	octx, cancel := context.WithCancel(ctx)
	timer := time.AfterFunc(s.timeout, cancel)
	obj, err := s.c.GetObject(octx, s.bucket, s.prefix+key, minio.GetObjectOptions{})
	if err == nil {
		_, err = obj.Stat()
	}
	if !timer.Stop() && err == nil {
		err = context.DeadlineExceeded // the answer came as the deadline passed
	}
	if err != nil {
		cancel()
		if obj != nil {
			obj.Close()
		}
		if isNoSuchKey(err) {
			return nil, fmt.Errorf("blob: open %s: %w", key, ErrNotFound)
		}
		return nil, fmt.Errorf("blob: open %s: %w: %w", key, ErrUnavailable, err)
	}
	return object{obj, cancel}, nil
}

// object is a stored object whose Close also releases its context.
type object struct {
	*minio.Object
	cancel context.CancelFunc
}

func (o object) Close() error {
	defer o.cancel()
	return o.Object.Close()
}

// Exists implements Store.
func (s *S3) Exists(ctx context.Context, key string) (bool, error) {
	if err := ValidateKey(key); err != nil {
		return false, err
	}
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	_, err := s.c.StatObject(ctx, s.bucket, s.prefix+key, minio.StatObjectOptions{})
	if isNoSuchKey(err) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("blob: stat %s: %w: %w", key, ErrUnavailable, err)
	}
	return true, nil
}

func isNoSuchKey(err error) bool {
	if err == nil {
		return false
	}
	var er minio.ErrorResponse
	if errors.As(err, &er) {
		return er.Code == "NoSuchKey" || er.StatusCode == 404
	}
	return minio.ToErrorResponse(err).Code == "NoSuchKey"
}

var _ Deleter = (*S3)(nil)

// Delete implements Deleter. S3 answers a removal of a missing object with
// success, so the object is looked up first to report ErrNotFound as the
// local store does.
func (s *S3) Delete(ctx context.Context, key string) error {
	ok, err := s.Exists(ctx, key)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("blob: delete %s: %w", key, ErrNotFound)
	}
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	if err := s.c.RemoveObject(ctx, s.bucket, s.prefix+key, minio.RemoveObjectOptions{}); err != nil {
		return fmt.Errorf("blob: delete %s: %w: %w", key, ErrUnavailable, err)
	}
	return nil
}

// s3Transport is the default transport with bounded waits: connecting, the
// TLS handshake and the answer's headers each get the operation's time
// shared among its tries, so a service that hangs costs a try, not the operation.
func s3Transport(timeout time.Duration) *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	try := timeout / s3SilentTries
	if try < 100*time.Millisecond {
		try = 100 * time.Millisecond
	}
	t.DialContext = (&net.Dialer{Timeout: try, KeepAlive: 30 * time.Second}).DialContext
	t.TLSHandshakeTimeout = try
	t.ResponseHeaderTimeout = try
	return t
}
