// Command storyglot serves Storyglot and runs its maintenance tasks.
//
//	storyglot serve    [flags]   serve the app (HTTP and/or job workers)
//	storyglot migrate  [up|status] [flags]
//	storyglot admin grant --email X   make an account an admin
//	storyglot doctor             the language engine's capability matrix
//	storyglot lesson --target es --native en [--json] < story.txt
//	storyglot openapi            print the OpenAPI 3.1 document
//	storyglot backup --to FILE   a consistent copy of the SQLite database
//	storyglot restore --from FILE [--force]
//	storyglot version
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/storyglot/storyglot/internal/app"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/httpapi"
	"github.com/storyglot/storyglot/web"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "storyglot:", err)
		}
		os.Exit(1)
	}
}

const usage = `Storyglot turns short stories into flashcard lessons.

Usage:
  storyglot serve   [flags]          serve the app (see 'storyglot serve -h')
  storyglot migrate [up|status] [flags]
  storyglot admin grant --email X [flags]   make an account an admin
  storyglot admin credits --email X --delta N --reason TEXT [flags]   adjust a user's credits
  storyglot doctor                   what the language engine offers for each language pair
  storyglot lesson --target es --native en [--json] < story.txt
  storyglot openapi                  print the OpenAPI 3.1 document
  storyglot version
`

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errors.New("no command given")
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "serve":
		return serve(ctx, rest)
	case "migrate":
		return migrate(ctx, rest, stdout)
	case "doctor":
		return runDoctor(ctx, rest, stdout)
	case "lesson":
		return runLesson(ctx, rest, stdin, stdout)
	case "admin":
		return adminCmd(ctx, rest, stdout)
	case "backup":
		return backupCmd(ctx, rest, stdout)
	case "restore":
		return restoreCmd(ctx, rest, stdout)
	case "openapi":
		return printOpenAPI(stdout)
	case "version":
		fmt.Fprintln(stdout, version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprint(stderr, usage)
	return fmt.Errorf("unknown command %q", cmd)
}

func serve(ctx context.Context, args []string) error {
	cfg, err := config.Load("serve", args, os.Getenv)
	if err != nil {
		return err
	}
	limitMemory(os.Getenv)
	a, err := app.New(ctx, cfg, app.Options{Version: version, UI: web.Dist()})
	if err != nil {
		return err
	}
	defer a.Close()
	return a.Run(ctx, nil)
}

func migrate(ctx context.Context, args []string, stdout io.Writer) error {
	action := "up"
	if len(args) > 0 && (args[0] == "up" || args[0] == "status") {
		action, args = args[0], args[1:]
	}
	a, err := openApp(ctx, "migrate", args)
	if err != nil {
		return err
	}
	defer a.Close()
	if action == "up" {
		if err := a.Migrate(ctx); err != nil {
			return err
		}
	}
	st, err := a.Store.MigrationStatus(ctx)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "VERSION\tNAME\tAPPLIED\n")
	for _, m := range st {
		applied := "pending"
		if !m.AppliedAt.IsZero() {
			applied = m.AppliedAt.UTC().Format("2006-01-02 15:04:05Z")
		}
		fmt.Fprintf(tw, "%04d\t%s\t%s\n", m.Version, m.Name, applied)
	}
	river, err := a.Queue.Pending(ctx)
	if err != nil {
		return err
	}
	riverState := "current"
	if len(river) > 0 {
		riverState = fmt.Sprintf("pending: %v", river)
	}
	fmt.Fprintf(tw, "-\triver job queue\t%s\n", riverState)
	return tw.Flush()
}

// openApp opens the app for a subcommand that serves nothing (no web UI),
// with the configuration of its flags and the environment.
func openApp(ctx context.Context, name string, args []string) (*app.App, error) {
	cfg, err := config.Load(name, args, os.Getenv)
	if err != nil {
		return nil, err
	}
	return app.New(ctx, cfg, app.Options{Version: version})
}

func printOpenAPI(stdout io.Writer) error {
	s, err := httpapi.New(httpapi.Deps{Version: version})
	if err != nil {
		return err
	}
	b, err := json.MarshalIndent(s.OpenAPI(), "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "%s\n", b)
	return err
}

func adminCmd(ctx context.Context, args []string, stdout io.Writer) error {
	const usage = "usage: storyglot admin grant --email X | admin credits --email X --delta N --reason TEXT [flags]"
	if len(args) == 0 || (args[0] != "grant" && args[0] != "credits") {
		return errors.New(usage)
	}
	own, rest := splitFlags(args[1:], "email", "delta", "reason")
	if own["email"] == "" {
		return errors.New("admin: --email is required; " + usage)
	}
	a, err := openApp(ctx, "admin", rest)
	if err != nil {
		return err
	}
	defer a.Close()
	if err := a.Migrate(ctx); err != nil {
		return err
	}
	if args[0] == "grant" {
		if err := a.Auth.GrantAdmin(ctx, own["email"]); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s is now an admin\n", own["email"])
		return nil
	}
	delta, err := strconv.Atoi(own["delta"])
	if err != nil || delta == 0 || own["reason"] == "" {
		return errors.New("admin credits: --delta must be a non-zero whole number and --reason is required")
	}
	e, err := a.Auth.AdjustCredits(ctx, own["email"], delta, own["reason"], fmt.Sprintf("%d", time.Now().UnixNano()))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %+d credits (%s); balance %d\n", own["email"], delta, own["reason"], e.BalanceAfter)
	return nil
}

// splitFlags takes --name value and --name=value for the given names out of
// args and returns them with the remaining arguments.
func splitFlags(args []string, names ...string) (map[string]string, []string) {
	own := map[string]string{}
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		matched := false
		for _, n := range names {
			switch {
			case a == "--"+n || a == "-"+n:
				if i+1 < len(args) {
					own[n] = args[i+1]
					i++
				}
				matched = true
			case strings.HasPrefix(a, "--"+n+"="):
				own[n] = strings.TrimPrefix(a, "--"+n+"=")
				matched = true
			}
		}
		if !matched {
			rest = append(rest, a)
		}
	}
	return own, rest
}
