package store

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A write far below the writer's own threshold still reaches the database
// file: the checkpointer copies it there (decision 0064), and closing the
// store stops it and leaves no write-ahead log behind.
func TestSQLiteCheckpointerCopiesWritesBack(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ckpt.db")
	s, err := Open(ctx, Options{SQLitePath: path})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var pages int
	if err := s.QueryRow(ctx, "PRAGMA wal_autocheckpoint").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if pages != writerCheckpointPages {
		t.Fatalf("the writer checkpoints past %d pages, want %d", pages, writerCheckpointPages)
	}
	if _, err := s.Exec(ctx, "CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT NOT NULL)"); err != nil {
		t.Fatal(err)
	}
	// About 500 pages of 4 KB in each write: under SQLite's default
	// threshold (1,000) and the writer's, so only the checkpointer copies
	// them, after a transaction and after a group commit alike.
	body := strings.Repeat("x", 1000)
	fill := func(from int) func(tx Tx) error {
		return func(tx Tx) error {
			for i := from; i < from+2000; i++ {
				if _, err := tx.Exec(ctx, "INSERT INTO filler (id, body) VALUES (?, ?)", i, body); err != nil {
					return err
				}
			}
			return nil
		}
	}
	if err := s.InTx(ctx, fill(0)); err != nil {
		t.Fatal(err)
	}
	waitForFile(t, path, 2000*1000)
	if err := s.InGroupTx(ctx, fill(2000)); err != nil {
		t.Fatal(err)
	}
	waitForFile(t, path, 4000*1000)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil { // a second Close is harmless
		t.Fatalf("a second Close: %v", err)
	}
	if _, err := os.Stat(path + "-wal"); !os.IsNotExist(err) {
		t.Errorf("a write-ahead log is left after Close (%v)", err)
	}
}

// waitForFile waits until the database file at path holds at least want
// bytes (its rows copied back from the log).
func waitForFile(t *testing.T, path string, want int64) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Size() >= want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the database file is %d bytes 20 s after a commit that takes it to %d: no checkpoint copied the rows", fi.Size(), want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
