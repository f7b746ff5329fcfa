package app_test

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
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
			var files, dbURL string
			s := apptest.Start(t, d, apptest.Options{Configure: func(c *config.Config) { files, dbURL = c.FilesDir(), c.DatabaseURL }})
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
				// The setting and the ending of sessions go through a
				// connection of their own: one of the server's pool would
				// survive its own pg_terminate_backend and keep the old
				// setting (failing the next check with "read-only
				// transaction" after the database was writable again).
				conn, err := pgx.Connect(ctx, dbURL)
				if err != nil {
					t.Fatal(err)
				}
				defer conn.Close(ctx)
				v := "off"
				if on {
					v = "on"
				}
				// This session may have opened read-only: it asks for writes first.
				if _, err := conn.Exec(ctx, "SET default_transaction_read_only = off"); err != nil {
					t.Fatal(err)
				}
				var name string
				if err := conn.QueryRow(ctx, "SELECT current_database()").Scan(&name); err != nil {
					t.Fatal(err)
				}
				if _, err := conn.Exec(ctx, "ALTER DATABASE "+pgx.Identifier{name}.Sanitize()+" SET default_transaction_read_only = "+v); err != nil {
					t.Fatal(err)
				}
				// Sessions opened before keep their setting: end them all, and
				// again after a moment for any that was starting as the
				// setting changed.
				for range 3 {
					if _, err := conn.Exec(ctx, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", name); err != nil {
						t.Fatal(err)
					}
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
