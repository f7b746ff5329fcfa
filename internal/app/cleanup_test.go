package app_test

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/storyglot/storyglot/internal/app"
	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/lang"
)

// children lists the processes whose parent is this one.
func children(t *testing.T) []string {
	t.Helper()
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	me := strconv.Itoa(os.Getpid())
	var out []string
	for _, p := range stats {
		b, err := os.ReadFile(p)
		if err != nil {
			continue // ended meanwhile
		}
		// pid (comm) state ppid …; comm may hold spaces, so read after ")".
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) > 1 && f[1] == me {
			out = append(out, s[:strings.IndexByte(s, ')')+1])
		}
	}
	return out
}

// unreadableUI is a web app whose page cannot be read.
type unreadableUI struct{ fstest.MapFS }

func (u unreadableUI) Open(name string) (fs.File, error) {
	if name == "index.html" {
		return nil, errors.New("disk error")
	}
	return u.MapFS.Open(name)
}

func (u unreadableUI) ReadFile(name string) ([]byte, error) {
	if name == "index.html" {
		return nil, errors.New("disk error")
	}
	return u.MapFS.ReadFile(name)
}

// TestNewCleansUpWhenALaterStepFails (decision 0028): when the last step,
// after the database and the language engine, fails (here the web app
// cannot be read), New releases what it opened through its one cleanup
// path: no process of ours is left and the database is closed. The engine
// starts its processes lazily, so the test starts Apertium's (a translation)
// as soon as New has built the engine: without that, a cleanup that forgot
// the engine would leave nothing behind for the test to see.
func TestNewCleansUpWhenALaterStepFails(t *testing.T) {
	if _, err := exec.LookPath("apertium"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("apertium is not installed (run scripts/setup)")
		}
		t.Skip("apertium is not installed (run scripts/setup): the engine would start no process")
	}
	before := len(children(t))
	cfg := apptest.Config(t)
	ui := unreadableUI{fstest.MapFS{"index.html": &fstest.MapFile{Data: []byte("<!doctype html>")}}}
	var started []string
	var translateErr error
	o := app.WithEngineBuilt(app.Options{Logger: slog.New(slog.DiscardHandler), UI: ui}, func(eng *lang.Engine) {
		_, translateErr = eng.Translate(context.Background(), lang.Pair{Target: lang.Spanish, Native: lang.English},
			[]string{"El gato duerme en la casa."})
		started = children(t)
	})
	a, err := app.New(context.Background(), cfg, o)
	if err == nil {
		a.Close()
		t.Fatal("New succeeded with a web app it cannot read")
	}
	if translateErr != nil || len(started) <= before {
		t.Fatalf("the engine started no process before the failing step (translate: %v; processes: %v)", translateErr, started)
	}
	if after := children(t); len(after) > before {
		t.Errorf("processes left after a failed New: %v", after)
	}
	// SQLite removes the write-ahead log when the last connection closes.
	if _, err := os.Stat(cfg.SQLitePath() + "-wal"); !os.IsNotExist(err) {
		t.Errorf("the database was left open (its -wal file is there: %v)", err)
	}
}
