package app_test

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// readyz waits until GET /readyz answers want, asking once the last write
// check has aged out, for up to 30 seconds, and then asks once more: the
// answer must hold (readiness follows the database and the file store as a
// prober sees it, by polling, and does not flap). It returns the last
// answer, which differs from want when it never came or did not hold.
func readyz(t *testing.T, base string, want int) (int, string) {
	t.Helper()
	ask := func() (int, string) {
		time.Sleep(2100 * time.Millisecond)
		res, err := http.Get(base + "/readyz")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		code, body := ask()
		if code == want {
			return ask()
		}
		if time.Now().After(deadline) {
			return code, body
		}
		t.Logf("/readyz: %d %s; asking again", code, body)
	}
}

// TestReadyMeansAbleToWrite: /readyz says not ready while the database takes
// no writes (read-only: SQLite's query_only, PostgreSQL's
// default_transaction_read_only for every new session) or the file store
// cannot write, and ready again once they can.
func TestReadyMeansAbleToWrite(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			t.Parallel() // mostly waits for the write check to age out
			var files string
			s := apptest.Start(t, d, apptest.Options{Configure: func(c *config.Config) { files = c.FilesDir() }})
			ctx := context.Background()
			st := s.App.Store
			if code, body := readyz(t, s.URL, 200); code != 200 {
				t.Fatalf("a healthy server: %d %s", code, body)
			}

			readOnly := func(on bool) {
				t.Helper()
				if d == store.SQLite {
					q := "PRAGMA query_only = OFF"
					if on {
						q = "PRAGMA query_only = ON"
					}
					if _, err := st.Exec(ctx, q); err != nil {
						t.Fatal(err)
					}
					return
				}
				var name string
				if err := st.QueryRow(ctx, "SELECT current_database()").Scan(&name); err != nil {
					t.Fatal(err)
				}
				v := "off"
				if on {
					v = "on"
				}
				// A session of the read-only database may still say so in one
				// transaction that asks for writes first.
				err := st.InTx(ctx, func(tx store.Tx) error {
					if _, err := tx.Exec(ctx, "SET TRANSACTION READ WRITE"); err != nil {
						return err
					}
					_, err := tx.Exec(ctx, "ALTER DATABASE "+name+" SET default_transaction_read_only = "+v)
					return err
				})
				if err != nil {
					t.Fatal(err)
				}
				// Sessions opened before keep their setting: end them all, and
				// again after a moment for any that was starting as the
				// setting changed (on a loaded machine one survived a single
				// pass and kept the old setting).
				for pass := range 3 {
					_, err := st.Exec(ctx, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", name)
					if err != nil && pass == 0 {
						t.Fatal(err)
					} // a later pass may meet a connection the one before ended
					time.Sleep(200 * time.Millisecond)
				}
			}
			readOnly(true)
			code, body := readyz(t, s.URL, 503)
			readOnly(false)
			if code != 503 {
				t.Fatalf("a read-only database: %d %s", code, body)
			}
			if code, body := readyz(t, s.URL, 200); code != 200 {
				t.Fatalf("writable again: %d %s", code, body)
			}

			// The file store cannot write where the probe goes.
			probe := filepath.Join(files, "probe")
			if err := os.RemoveAll(probe); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(probe, []byte("not a folder"), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, body := readyz(t, s.URL, 503); code != 503 {
				t.Fatalf("a file store that cannot write: %d %s", code, body)
			}
			if err := os.Remove(probe); err != nil {
				t.Fatal(err)
			}
			if code, body := readyz(t, s.URL, 200); code != 200 {
				t.Fatalf("files writable again: %d %s", code, body)
			}
		})
	}
}
