package main

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/auth"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/store"
)

// snapshot is what must survive a backup: every account's balance against its
// ledger, and the lessons.
type snapshot struct {
	LedgerRows, LedgerSum, Stories, Unbalanced int
	StoryIDs                                   string
}

func takeSnapshot(t *testing.T, st *store.Store) snapshot {
	t.Helper()
	ctx := context.Background()
	var s snapshot
	q := st.ReadOnly()
	if err := q.QueryRow(ctx, "SELECT COUNT(*), COALESCE(SUM(delta), 0) FROM credit_ledger").Scan(&s.LedgerRows, &s.LedgerSum); err != nil {
		t.Fatal(err)
	}
	if err := q.QueryRow(ctx, "SELECT COUNT(*) FROM stories").Scan(&s.Stories); err != nil {
		t.Fatal(err)
	}
	// A balance is the sum of its ledger rows, in the copy as in the original.
	if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM guest_sessions g WHERE g.credits <>
		(SELECT COALESCE(SUM(delta), 0) FROM credit_ledger l WHERE l.account_kind = 'guest' AND l.account_id = g.id)`).Scan(&s.Unbalanced); err != nil {
		t.Fatal(err)
	}
	var charged int
	if err := q.QueryRow(ctx, `SELECT COUNT(*) FROM stories s WHERE EXISTS
		(SELECT 1 FROM credit_ledger l WHERE l.idempotency_key = 'story:' || s.id)`).Scan(&charged); err != nil {
		t.Fatal(err)
	}
	if charged != s.Stories {
		t.Errorf("%d stories, %d of them charged", s.Stories, charged)
	}
	rows, err := q.Query(ctx, "SELECT id FROM stories ORDER BY id")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	s.StoryIDs = strings.Join(ids, ",")
	return s
}

func restoreAndSnapshot(t *testing.T, backup string) snapshot {
	t.Helper()
	dir := t.TempDir()
	var out bytes.Buffer
	if err := run(context.Background(), []string{"restore", "--from", backup, "--data-dir", dir}, nil, &out, &out); err != nil {
		t.Fatalf("restore: %v %s", err, out.String())
	}
	st, err := store.Open(context.Background(), store.Options{SQLitePath: filepath.Join(dir, "storyglot.db")})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	return takeSnapshot(t, st)
}

// A backup taken while guests pay for stories is consistent, and a restore
// into a fresh data directory gives the same ledger and lessons.
func TestBackupUnderWritesAndRestore(t *testing.T) {
	webOnly := apptest.Options{Configure: func(c *config.Config) { c.Role = config.RoleWeb }} // the lessons stay as paid for
	s := apptest.Start(t, store.SQLite, webOnly)
	dataDir := filepath.Dir(s.Store.SQLitePath)
	ctx := context.Background()

	// The write load: guests (each from an address of its own, as a crowd
	// would come) paying for stories, until told to stop.
	var stop atomic.Bool
	var wg sync.WaitGroup
	var writes atomic.Int64
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; !stop.Load(); i++ {
				g, _, err := s.App.Auth.StartGuest(ctx, auth.Client{IP: fmt.Sprintf("10.%d.%d.%d", w, i/250, i%250)}, "")
				if err != nil {
					t.Error(err)
					return
				}
				owner := domain.Account{Kind: domain.AccountGuest, ID: g.ID}
				for j := 0; j < 5 && !stop.Load(); j++ {
					in := lessons.CreateInput{Content: fmt.Sprintf("Historia %d-%d-%d: Ana vive en Sevilla y compra pan.", w, i, j), Native: "en", Target: "es"}
					if _, _, err := s.App.Lessons.Create(ctx, owner, in); err != nil {
						t.Error(err)
						return
					}
					writes.Add(1)
				}
			}
		}()
	}
	for writes.Load() < 20 {
		time.Sleep(5 * time.Millisecond)
	}
	during := filepath.Join(t.TempDir(), "during.db")
	var out bytes.Buffer
	if err := run(ctx, []string{"backup", "--to", during, "--data-dir", dataDir}, nil, &out, &out); err != nil {
		t.Fatalf("backup under load: %v", err)
	}
	for n := writes.Load(); writes.Load() < n+10; {
		time.Sleep(5 * time.Millisecond)
	}
	stop.Store(true)
	wg.Wait()

	mid := restoreAndSnapshot(t, during)
	if mid.Unbalanced != 0 || mid.Stories == 0 || mid.Stories >= int(writes.Load()) {
		t.Errorf("backup under load: %+v (of %d stories in the end)", mid, writes.Load())
	}

	// Once the writes stop, a backup restores to exactly the original.
	after := filepath.Join(t.TempDir(), "after.db")
	if err := run(ctx, []string{"backup", "--to", after, "--data-dir", dataDir}, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	want := takeSnapshot(t, s.App.Store)
	if got := restoreAndSnapshot(t, after); got != want {
		t.Errorf("restored %+v, want %+v", got, want)
	}
	if want.Stories != int(writes.Load()) {
		t.Errorf("%d stories in the database, %d answered 202", want.Stories, writes.Load())
	}

	// Safety: an existing database is not replaced without --force, a
	// damaged file is refused, and the target of a backup must be new.
	if err := run(ctx, []string{"restore", "--from", after, "--data-dir", dataDir}, nil, &out, &out); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Errorf("restore over a database: %v", err)
	}
	if err := run(ctx, []string{"backup", "--to", after, "--data-dir", dataDir}, nil, &out, &out); err == nil {
		t.Error("backup over an existing file succeeded")
	}
	if err := run(ctx, []string{"restore", "--from", filepath.Join(dataDir, "nope.db"), "--data-dir", t.TempDir()}, nil, &out, &out); err == nil {
		t.Error("restore of a missing file succeeded")
	}
}
