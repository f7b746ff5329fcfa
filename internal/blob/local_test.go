package blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestLocal(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := s.Exists(ctx, "audio/a.mp3"); ok || err != nil {
		t.Fatalf("Exists before Put = %v, %v", ok, err)
	}
	if _, err := s.Open(ctx, "audio/a.mp3"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Open missing: %v", err)
	}
	if err := s.Put(ctx, "audio/a.mp3", "audio/mpeg", strings.NewReader("ID3 data")); err != nil {
		t.Fatal(err)
	}
	rc, err := s.Open(ctx, "audio/a.mp3")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(rc)
	rc.Close()
	if string(b) != "ID3 data" {
		t.Fatalf("read %q", b)
	}
	if ok, _ := s.Exists(ctx, "audio/a.mp3"); !ok {
		t.Fatal("Exists after Put = false")
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "audio"))
	if len(entries) != 1 {
		t.Fatalf("temp files left: %v", entries)
	}
}

func TestValidateKey(t *testing.T) {
	for _, k := range []string{"", "/etc/passwd", "../x", "a/../../x", "a//b", "a/", `a\b`, "a/.hidden", "a b", "ü"} {
		if err := ValidateKey(k); !errors.Is(err, ErrInvalidKey) {
			t.Errorf("ValidateKey(%q) = %v, want ErrInvalidKey", k, err)
		}
	}
	for _, k := range []string{"a", "audio/ab12.mp3", "images/x_y-z.png"} {
		if err := ValidateKey(k); err != nil {
			t.Errorf("ValidateKey(%q) = %v", k, err)
		}
	}
}

func TestLocalConcurrent(t *testing.T) {
	ctx := context.Background()
	s, err := NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			data := bytes.Repeat([]byte(fmt.Sprint(i%2)), 1<<16)
			if err := s.Put(ctx, "k/same", "", bytes.NewReader(data)); err != nil {
				t.Error(err)
			}
			rc, err := s.Open(ctx, "k/same")
			if err != nil {
				t.Error(err)
				return
			}
			defer rc.Close()
			got, _ := io.ReadAll(rc)
			if len(got) != 1<<16 || bytes.Count(got, got[:1]) != 1<<16 {
				t.Error("torn read")
			}
		}()
	}
	wg.Wait()
}
