// Package s3test starts a real S3-compatible server (gofakes3's server
// command, installed by `scripts/setup --test`) for a test, on a free
// loopback port, with an empty bucket, and returns its STORYGLOT_BLOB_URL.
package s3test

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Bucket is the bucket the server starts with.
const Bucket = "storyglot"

// Binary finds the server command: on PATH, or where `go install` puts it.
func Binary() string {
	if p, err := exec.LookPath("gofakes3"); err == nil {
		return p
	}
	out, err := exec.Command("go", "env", "GOPATH").Output()
	if err == nil {
		p := filepath.Join(strings.TrimSpace(string(out)), "bin", "gofakes3")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// Start runs the server until the test ends and returns the blob URL; it sets
// the credentials the client reads. Without the server it fails in CI and
// skips elsewhere, saying how to install it.
func Start(t testing.TB) string {
	t.Helper()
	bin := Binary()
	if bin == "" {
		msg := "the S3 test server is not installed (run scripts/setup --test: go install github.com/johannesboyne/gofakes3/cmd/gofakes3@v1.2.0)"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	var addr string
	for try := 1; ; try++ {
		var err error
		if addr, err = serve(t, bin); err == nil {
			break
		} else if try == 5 {
			t.Fatal(err)
		}
	}
	if os.Getenv("AWS_ACCESS_KEY_ID") != accessKey || os.Getenv("AWS_SECRET_ACCESS_KEY") != secretKey {
		Credentials(t)
	}
	return fmt.Sprintf("s3://%s/files?endpoint=http://%s&region=us-east-1", Bucket, addr)
}

// serve runs the server on a port free when picked and returns its address
// once it answers with the bucket it made. Another process may take the port
// before the server listens on it: the server then exits, and serve says so
// (the other process's answers hold no such bucket).
func serve(t testing.TB, bin string) (string, error) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cmd := exec.Command(bin, "-backend", "memory", "-host", addr, "-initialbucket", Bucket, "-quiet")
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(exited)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-exited
	})
	deadline := time.Now().Add(15 * time.Second)
	for {
		select {
		case <-exited:
			return "", fmt.Errorf("s3test: the server exited before it answered on %s: %s", addr, out.String())
		default:
		}
		res, err := answerClient.Get("http://" + addr + "/")
		if err == nil {
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if strings.Contains(string(body), "<Name>"+Bucket+"</Name>") {
				return addr, nil
			}
			err = fmt.Errorf("an answer without the bucket: %s %.200s", res.Status, body)
		}
		if time.Now().After(deadline) {
			t.Fatalf("s3test: the server did not answer with its bucket on %s: %v", addr, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// answerClient asks whether the server answers: a process that holds the
// port and never answers must not stop the wait.
var answerClient = &http.Client{Timeout: 2 * time.Second}

const accessKey, secretKey = "storyglot-test", "storyglot-test-secret"

// Credentials sets the test server's credentials in the environment, where
// the blob store reads them, for t and its subtests. Start sets them unless
// they are set; a test whose subtests run in parallel (they cannot set the
// environment) calls it first.
func Credentials(t testing.TB) {
	t.Setenv("AWS_ACCESS_KEY_ID", accessKey)
	t.Setenv("AWS_SECRET_ACCESS_KEY", secretKey)
}

// Behind returns the blob URL raw (from Start) reached through addr, a
// proxy in front of the server (internal/faultproxy), with each operation
// bounded by timeout; the server's own host:port is the second result.
func Behind(t testing.TB, raw, addr, timeout string) (string, string) {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	endpoint, err := url.Parse(q.Get("endpoint"))
	if err != nil {
		t.Fatal(err)
	}
	q.Set("endpoint", "http://"+addr)
	q.Set("timeout", timeout)
	u.RawQuery = q.Encode()
	return u.String(), endpoint.Host
}

// Host is the server's host:port in the blob URL raw (from Start).
func Host(t testing.TB, raw string) string {
	t.Helper()
	_, host := Behind(t, raw, "", "")
	return host
}
