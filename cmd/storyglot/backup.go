package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/store"
)

// backupCmd is `storyglot backup --to FILE`: a consistent copy of the SQLite
// database, taken while the server runs.
func backupCmd(ctx context.Context, args []string, stdout io.Writer) error {
	own, rest := splitFlags(args, "to")
	if own["to"] == "" {
		return errors.New("usage: storyglot backup --to FILE [--data-dir DIR]")
	}
	cfg, err := config.Load("backup", rest, os.Getenv)
	if err != nil {
		return err
	}
	st, err := store.Open(ctx, store.Options{DatabaseURL: cfg.DatabaseURL, SQLitePath: cfg.SQLitePath()})
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.Backup(ctx, own["to"]); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backed up %s to %s\n", cfg.SQLitePath(), own["to"])
	return nil
}

// restoreCmd is `storyglot restore --from FILE [--force]`: the backup becomes
// the SQLite database of the data directory (no server may run on it).
func restoreCmd(ctx context.Context, args []string, stdout io.Writer) error {
	own, rest := splitFlags(args, "from")
	force := false
	var left []string
	for _, a := range rest {
		if a == "--force" || a == "-force" {
			force = true
			continue
		}
		left = append(left, a)
	}
	if own["from"] == "" {
		return errors.New("usage: storyglot restore --from FILE [--force] [--data-dir DIR]")
	}
	cfg, err := config.Load("restore", left, os.Getenv)
	if err != nil {
		return err
	}
	if cfg.DatabaseURL != "" {
		return store.ErrBackupPostgres
	}
	if err := store.RestoreSQLite(ctx, own["from"], cfg.SQLitePath(), force); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "restored %s from %s; start the server to apply any newer migrations\n", cfg.SQLitePath(), own["from"])
	return nil
}
