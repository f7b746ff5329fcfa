package store

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
)

//go:embed migrations
var migrationsFS embed.FS

// Migration is one numbered schema step, e.g. migrations/sqlite/0001_init.sql.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// MigrationStatus is a migration and when it was applied (zero: pending).
type MigrationStatus struct {
	Migration
	AppliedAt time.Time
}

// Migrations returns the embedded migrations of a dialect in order.
func Migrations(d Dialect) ([]Migration, error) {
	dir := path.Join("migrations", string(d))
	entries, err := fs.ReadDir(migrationsFS, dir)
	if err != nil {
		return nil, fmt.Errorf("store: read migrations: %w", err)
	}
	var ms []Migration
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".sql") {
			continue
		}
		num, rest, ok := strings.Cut(strings.TrimSuffix(name, ".sql"), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("store: migration %s: name must be NNNN_name.sql", name)
		}
		body, err := fs.ReadFile(migrationsFS, path.Join(dir, name))
		if err != nil {
			return nil, err
		}
		ms = append(ms, Migration{Version: v, Name: rest, SQL: string(body)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Version < ms[j].Version })
	for i := 1; i < len(ms); i++ {
		if ms[i].Version == ms[i-1].Version {
			return nil, fmt.Errorf("store: two migrations numbered %d", ms[i].Version)
		}
	}
	return ms, nil
}

const createMigrationsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
	version INTEGER PRIMARY KEY,
	name TEXT NOT NULL,
	applied_at TIMESTAMP NOT NULL
)`

// Migrate applies every pending migration, each in its own transaction, and
// returns the ones it applied. Concurrent callers on PostgreSQL serialise on an
// advisory lock, so several processes may start at once.
func (s *Store) Migrate(ctx context.Context) ([]Migration, error) {
	ms, err := Migrations(s.dialect)
	if err != nil {
		return nil, err
	}
	if _, err := s.Exec(ctx, createMigrationsTable); err != nil && !IsUniqueViolation(err) {
		// Two PostgreSQL processes may race on CREATE TABLE IF NOT EXISTS; the
		// loser sees a unique violation on the catalog and the table exists.
		return nil, fmt.Errorf("store: create schema_migrations: %w", err)
	}
	var applied []Migration
	for _, m := range ms {
		did := false
		err := s.InTx(ctx, func(tx Tx) error {
			if s.dialect == Postgres {
				if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(7231402)"); err != nil {
					return err
				}
			}
			var n int
			if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM schema_migrations WHERE version = ?", m.Version).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return nil
			}
			if _, err := tx.Exec(ctx, m.SQL); err != nil {
				return err
			}
			did = true
			_, err := tx.Exec(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
				m.Version, m.Name, time.Now().UTC())
			return err
		})
		if err != nil {
			return applied, fmt.Errorf("store: migration %04d_%s: %w", m.Version, m.Name, err)
		}
		if did {
			applied = append(applied, m)
		}
	}
	return applied, nil
}

// MigrationStatus lists every known migration with its applied time.
func (s *Store) MigrationStatus(ctx context.Context) ([]MigrationStatus, error) {
	ms, err := Migrations(s.dialect)
	if err != nil {
		return nil, err
	}
	applied := map[int]time.Time{}
	rows, err := s.ReadOnly().Query(ctx, "SELECT version, applied_at FROM schema_migrations")
	if err == nil {
		defer rows.Close()
		for rows.Next() {
			var v int
			var at time.Time
			if err := rows.Scan(&v, &at); err != nil {
				return nil, fmt.Errorf("store: read schema_migrations: %w", err)
			}
			applied[v] = at
		}
		if err := rows.Err(); err != nil {
			return nil, err
		}
	} else if !isMissingTable(err) {
		return nil, fmt.Errorf("store: read schema_migrations: %w", err)
	}
	out := make([]MigrationStatus, len(ms))
	for i, m := range ms {
		out[i] = MigrationStatus{Migration: m, AppliedAt: applied[m.Version]}
	}
	return out, nil
}

// PendingMigrations counts migrations not yet applied.
func (s *Store) PendingMigrations(ctx context.Context) (int, error) {
	st, err := s.MigrationStatus(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, m := range st {
		if m.AppliedAt.IsZero() {
			n++
		}
	}
	return n, nil
}

func isMissingTable(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "no such table") || pgCode(err, "42P01")
}
