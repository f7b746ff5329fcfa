package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// Backup and restore of a SQLite database (decision 0010). PostgreSQL has its own
// tools (pg_dump / pg_restore, see the README).

// ErrBackupPostgres says that a PostgreSQL database is backed up with pg_dump.
var ErrBackupPostgres = errors.New("store: a PostgreSQL database is backed up with pg_dump and restored with pg_restore (see the README)")

// Backup writes a consistent copy of the SQLite database to the file to,
// while the database stays in use. VACUUM INTO reads the database in one read
// transaction (a snapshot: writes that commit meanwhile are not in the copy,
// writes before are all in it) and writes a compact, self-contained file
// without a WAL. It runs on a connection of its own, so it neither holds the
// write connection nor waits for it. to must not exist yet.
func (s *Store) Backup(ctx context.Context, to string) error {
	if s.dialect != SQLite {
		return ErrBackupPostgres
	}
	if _, err := os.Stat(to); err == nil {
		return fmt.Errorf("store: backup: %s exists already", to)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return fmt.Errorf("store: backup: %w", err)
	}
	db, err := sql.Open("sqlite", "file:"+s.opts.SQLitePath+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return fmt.Errorf("store: backup: %w", err)
	}
	defer db.Close()
	dir := filepath.Dir(to)
	removeDeadPartials(dir)
	tmp := filepath.Join(dir, fmt.Sprintf("%s%d%s", partialPrefix, os.Getpid(), partialSuffix))
	_ = os.Remove(tmp)
	if _, err := db.ExecContext(ctx, "VACUUM INTO ?", tmp); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("store: backup: %w", err)
	}
	if err := checkSQLite(ctx, tmp); err != nil {
		_ = os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, to)
}

// A backup is written under a temporary name in its target's folder, naming
// the process that writes it, and renamed when it is whole and checked. A
// killed backup cannot remove its file; the next backup into that folder
// removes every such file whose process is gone (decision 0040).
const (
	partialPrefix = ".storyglot-backup-"
	partialSuffix = ".partial"
)

// removeDeadPartials removes the partial backups in dir whose writer has
// died. (A live backup's file, of another process, is left alone.)
func removeDeadPartials(dir string) {
	matches, _ := filepath.Glob(filepath.Join(dir, partialPrefix+"*"+partialSuffix))
	for _, m := range matches {
		pid, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(m), partialPrefix), partialSuffix))
		if err != nil || !alive(pid) {
			_ = os.Remove(m)
		}
	}
}

// alive tells whether a process with this id runs (signal 0 checks, sends nothing).
func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// checkSQLite runs SQLite's integrity check on a database file.
func checkSQLite(ctx context.Context, path string) error {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return fmt.Errorf("store: check %s: %w", path, err)
	}
	defer db.Close()
	var res string
	if err := db.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&res); err != nil {
		return fmt.Errorf("store: check %s: %w", path, err)
	}
	if res != "ok" {
		return fmt.Errorf("store: %s is damaged: %s", path, res)
	}
	var n int
	if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM schema_migrations").Scan(&n); err != nil {
		return fmt.Errorf("store: %s is no Storyglot database: %w", path, err)
	}
	return nil
}

// RestoreSQLite puts the backup file from in place of the database file at
// path; no server may be running on it. It checks the backup first, and
// refuses to replace an existing database unless force is set (the old file
// is then kept beside it as path + ".before-restore").
func RestoreSQLite(ctx context.Context, from, path string, force bool) error {
	if err := checkSQLite(ctx, from); err != nil {
		return err
	}
	if _, err := os.Stat(path); err == nil {
		if !force {
			return fmt.Errorf("store: restore: %s exists; stop the server and pass --force to replace it", path)
		}
		if err := os.Rename(path, path+".before-restore"); err != nil {
			return fmt.Errorf("store: restore: %w", err)
		}
	}
	for _, suffix := range []string{"-wal", "-shm"} {
		if err := os.Remove(path + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("store: restore: %w", err)
		}
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("store: restore: %w", err)
	}
	tmp := path + ".restoring"
	if err := copyFile(from, tmp); err != nil {
		return fmt.Errorf("store: restore: %w", err)
	}
	return os.Rename(tmp, path)
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
