package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
)

// runDoctor implements `storyglot doctor`: the 11×11 matrix of what each
// language pair gets, and from which provider, and the Debian packages to
// install for what is missing.
func runDoctor(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("doctor", flag.ContinueOnError)
	fs.SetOutput(stdout)
	if err := fs.Parse(args); err != nil {
		return err
	}
	off := offline.New(offline.Config{})
	defer off.Close()
	// Audio needs a store only to be kept; the doctor asks what can be made.
	eng := lang.NewEngine(lang.EngineConfig{Providers: off.Providers(), Store: blob.Discard{}})

	fmt.Fprintln(stdout, "Language engine: capabilities per pair (rows: target, columns: native).")
	fmt.Fprintln(stdout, "Letters: T translate, G gloss, E explain, P pronounce, S speak, W words, D detect, I illustrate; '-' = unsupported.")
	fmt.Fprintln(stdout)
	caps := []struct {
		c      lang.Capability
		letter string
	}{{lang.CapTranslate, "T"}, {lang.CapGloss, "G"}, {lang.CapExplain, "E"}, {lang.CapPronounce, "P"}, {lang.CapSpeak, "S"}, {lang.CapSegment, "W"}, {lang.CapDetect, "D"}, {lang.CapIllustrate, "I"}}
	tw := tabwriter.NewWriter(stdout, 0, 0, 1, ' ', 0)
	fmt.Fprint(tw, "target\\native")
	for _, n := range lang.Codes() {
		fmt.Fprintf(tw, "\t%s", n)
	}
	fmt.Fprintln(tw)
	providers := map[lang.Capability]map[string][]string{}
	for _, t := range lang.Codes() {
		fmt.Fprintf(tw, "%s", t)
		for _, n := range lang.Codes() {
			if t == n {
				fmt.Fprint(tw, "\t·")
				continue
			}
			p := lang.Pair{Target: t, Native: n}
			var cell strings.Builder
			for _, c := range caps {
				name := eng.Provider(c.c, p)
				if name == "" {
					cell.WriteString("-")
					continue
				}
				cell.WriteString(c.letter)
				if providers[c.c] == nil {
					providers[c.c] = map[string][]string{}
				}
				providers[c.c][name] = append(providers[c.c][name], string(t)+"→"+string(n))
			}
			fmt.Fprintf(tw, "\t%s", cell.String())
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(stdout)
	fmt.Fprintln(stdout, "Providers:")
	for _, c := range caps {
		for name, pairs := range providers[c.c] {
			fmt.Fprintf(stdout, "  %-10s %-18s %d pairs\n", c.c, name, len(pairs))
		}
		if len(providers[c.c]) == 0 {
			fmt.Fprintf(stdout, "  %-10s %-18s no pair (configure an AI provider)\n", c.c, "-")
		}
	}
	if missing := off.Missing(); len(missing) > 0 {
		fmt.Fprintln(stdout)
		fmt.Fprintf(stdout, "Missing Debian packages (%d):\n  sudo apt-get install -y %s\n", len(missing), strings.Join(missing, " "))
	} else {
		fmt.Fprintln(stdout, "\nAll offline packages are installed.")
	}
	return nil
}
