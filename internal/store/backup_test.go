package store_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// TestBackupClearsWhatAKilledBackupLeft: a backup killed mid-way leaves its
// partial file (nothing can remove it then); the next backup into that
// folder removes it, leaves a live backup's file alone, and leaves nothing
// of its own beside the finished file.
func TestBackupClearsWhatAKilledBackupLeft(t *testing.T) {
	st := storetest.New(t, store.SQLite)
	dir := t.TempDir()
	dead := filepath.Join(dir, fmt.Sprintf(".storyglot-backup-%d.partial", 1<<22+12345)) // above Linux's pid_max default
	live := filepath.Join(dir, ".storyglot-backup-1.partial")                            // init never dies
	for _, f := range []string{dead, live} {
		if err := os.WriteFile(f, []byte("half a database"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Backup(context.Background(), filepath.Join(dir, "storyglot.backup.db")); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if len(names) != 2 || names[0] != ".storyglot-backup-1.partial" || names[1] != "storyglot.backup.db" {
		t.Fatalf("the backup folder holds %v", names)
	}
}
