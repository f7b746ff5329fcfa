// Package apertium is the offline rule-based provider: persistent Apertium
// pipelines for sentence translation (a machine draft), and the analyser,
// tagger and bilingual-dictionary stages for lemmas, tags and glosses.
package apertium

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
)

// DefaultModesDir is where Debian's apertium-* packages put their modes.
const DefaultModesDir = "/usr/share/apertium/modes"

// translationModes maps a pair (target → native) to the Apertium mode that
// translates it, and the Debian package that ships it.
var translationModes = map[lang.Pair]struct{ mode, pkg string }{
	{Target: lang.Spanish, Native: lang.English}:    {"spa-eng", "apertium-eng-spa"},
	{Target: lang.English, Native: lang.Spanish}:    {"eng-spa", "apertium-eng-spa"},
	{Target: lang.Spanish, Native: lang.Portuguese}: {"es-pt", "apertium-es-pt"},
	{Target: lang.Portuguese, Native: lang.Spanish}: {"pt-es", "apertium-es-pt"},
	{Target: lang.French, Native: lang.Spanish}:     {"fr-es", "apertium-fr-es"},
	{Target: lang.Spanish, Native: lang.French}:     {"es-fr", "apertium-fr-es"},
	{Target: lang.Spanish, Native: lang.Italian}:    {"spa-ita", "apertium-spa-ita"},
	{Target: lang.Italian, Native: lang.Spanish}:    {"ita-spa", "apertium-spa-ita"},
}

// analyserModes gives, per language, a mode whose first stages analyse and
// tag it.
var analyserModes = map[lang.Code]string{
	lang.Spanish: "spa-eng", lang.English: "eng-spa", lang.French: "fr-es",
	lang.Italian: "ita-spa", lang.Portuguese: "pt-es",
}

// Config configures Apertium.
type Config struct {
	// ModesDir holds the .mode files (default DefaultModesDir).
	ModesDir string
}

// Apertium runs one persistent pipeline per mode and use, started on first
// use. Close stops them all.
type Apertium struct {
	dir       string
	available map[string]bool // mode name → installed and runnable

	mu    sync.Mutex
	pipes map[string]*pipeline
}

var _ lang.Translator = (*Apertium)(nil)

// New looks up the installed modes; it starts nothing.
func New(cfg Config) *Apertium {
	a := &Apertium{dir: cfg.ModesDir, available: map[string]bool{}, pipes: map[string]*pipeline{}}
	if a.dir == "" {
		a.dir = DefaultModesDir
	}
	_, errWb := exec.LookPath("apertium-wblank-mode")
	_, errCG := exec.LookPath("cg-proc")
	for _, m := range allModes() {
		if _, err := os.Stat(filepath.Join(a.dir, m+".mode")); err != nil || errWb != nil {
			continue
		}
		if strings.HasPrefix(m, "spa-ita") || strings.HasPrefix(m, "ita-spa") {
			if errCG != nil {
				continue // apertium-spa-ita needs cg3 but does not declare it
			}
		}
		a.available[m] = true
	}
	return a
}

func allModes() []string {
	seen := map[string]bool{}
	var out []string
	for _, tm := range translationModes {
		if !seen[tm.mode] {
			seen[tm.mode] = true
			out = append(out, tm.mode)
		}
	}
	return out
}

// Name implements lang.Provider.
func (a *Apertium) Name() string { return "apertium" }

// Supports implements lang.Provider for translation; see Glosser for glosses.
func (a *Apertium) Supports(c lang.Capability, p lang.Pair) bool {
	if c != lang.CapTranslate {
		return false
	}
	_, ok := a.route(p)
	return ok
}

// Direct reports whether one installed mode translates p (no pivot): its
// bilingual dictionary can gloss p.
func (a *Apertium) Direct(p lang.Pair) bool {
	tm, ok := translationModes[p]
	return ok && a.available[tm.mode]
}

// CanAnalyse reports whether an analyser for l is installed.
func (a *Apertium) CanAnalyse(l lang.Code) bool {
	m, ok := analyserModes[l]
	return ok && a.available[m]
}

// MissingPackages lists the Debian packages that would add pairs.
func (a *Apertium) MissingPackages() []string {
	seen := map[string]bool{}
	var out []string
	for _, tm := range translationModes {
		if !a.available[tm.mode] && !seen[tm.pkg] {
			seen[tm.pkg] = true
			out = append(out, tm.pkg)
		}
	}
	if _, err := exec.LookPath("cg-proc"); err != nil {
		out = append(out, "cg3")
	}
	if _, err := exec.LookPath("apertium-wblank-mode"); err != nil {
		out = append(out, "apertium")
	}
	return out
}

// Translate implements lang.Translator. The output is a machine draft; a
// pair without a mode of its own goes through Spanish (fr → es → en) and
// says so in Via. Unknown lists the words of the draft left untranslated,
// at any stage (marks.go).
func (a *Apertium) Translate(ctx context.Context, p lang.Pair, sentences []string) ([]lang.Translation, error) {
	modes, ok := a.route(p)
	if !ok {
		return nil, fmt.Errorf("apertium: translate %s: %w", p, lang.ErrUnsupported)
	}
	pipes := make([]*pipeline, len(modes))
	for i, m := range modes {
		pipe, err := a.pipeline(m, "translate")
		if err != nil {
			return nil, err
		}
		pipes[i] = pipe
	}
	var via lang.Code
	if len(modes) > 1 {
		via = pivot
	}
	provider := "apertium:" + strings.Join(modes, "+")
	known := names(sentences)
	out := make([]lang.Translation, len(sentences))
	for i, s := range sentences {
		if strings.TrimSpace(s) == "" {
			continue
		}
		text := s
		var marked []string
		for k, pipe := range pipes {
			raw, err := pipe.do(ctx, escape(text)+"[][\n]")
			if err != nil {
				return nil, fmt.Errorf("apertium: translate %s (%s): %w", p, modes[k], err)
			}
			// Each stage gets the text without the marks of the one
			// before: a mark would reach the next analyser as a letter.
			var m []string
			text, m = unmark(raw)
			text = strings.TrimSpace(text)
			marked = append(marked, m...)
		}
		text = tidyDraft(text)
		out[i] = lang.Translation{Text: text, Provider: provider, MachineDraft: true, Via: via, Unknown: unknownWords(text, marked, known)}
	}
	return out, nil
}

// pivot is the language chains go through: every installed Apertium pair
// of the learning languages has Spanish on one side.
const pivot = lang.Spanish

// route returns the installed modes that translate p: its own mode, or
// target → Spanish → native.
func (a *Apertium) route(p lang.Pair) ([]string, bool) {
	if tm, ok := translationModes[p]; ok && a.available[tm.mode] {
		return []string{tm.mode}, true
	}
	if p.Target == pivot || p.Native == pivot {
		return nil, false
	}
	first, ok1 := translationModes[lang.Pair{Target: p.Target, Native: pivot}]
	second, ok2 := translationModes[lang.Pair{Target: pivot, Native: p.Native}]
	if !ok1 || !ok2 || !a.available[first.mode] || !a.available[second.mode] {
		return nil, false
	}
	return []string{first.mode, second.mode}, true
}

// Route names the modes that translate p ("fr-es+spa-eng"), or "".
func (a *Apertium) Route(p lang.Pair) string {
	modes, _ := a.route(p)
	return strings.Join(modes, "+")
}

// tidyDraft fixes the surface of a machine draft: runs of spaces, a space
// before punctuation, and a word repeated at once ("goes in in").
func tidyDraft(s string) string {
	fields := strings.Fields(s)
	out := fields[:0]
	for _, f := range fields {
		if n := len(out); n > 0 && strings.EqualFold(out[n-1], f) && isPlainWord(f) {
			continue
		}
		out = append(out, f)
	}
	t := strings.Join(out, " ")
	for _, p := range []string{" .", " ,", " !", " ?", " ;", " :"} {
		t = strings.ReplaceAll(t, p, p[1:])
	}
	return t
}

func isPlainWord(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// pipeline returns (starting lazily) the pipeline of mode for use, one of
// "translate" (the whole mode), "tagger" (analyser and tagger, with surface
// forms) or "bidix" (the bilingual dictionary alone).
func (a *Apertium) pipeline(mode, use string) (*pipeline, error) {
	key := mode + " " + use
	a.mu.Lock()
	defer a.mu.Unlock()
	if p, ok := a.pipes[key]; ok {
		return p, nil
	}
	chain, err := a.chain(mode, use)
	if err != nil {
		return nil, err
	}
	p := &pipeline{name: key, chain: chain}
	a.pipes[key] = p
	return p, nil
}

func (a *Apertium) chain(mode, use string) (string, error) {
	file := filepath.Join(a.dir, mode+".mode")
	out, err := exec.Command("apertium-wblank-mode", "-z", file).Output()
	if err != nil {
		return "", fmt.Errorf("apertium: mode %s: %w", mode, err)
	}
	full := strings.TrimSpace(string(out))
	// $1 is the generator's option: -g marks the words it could not
	// translate (*, @, #), which Translate reports and removes (marks.go);
	// $2 is the tagger's (none).
	full = strings.ReplaceAll(full, "$1", "-g")
	full = strings.ReplaceAll(full, "$2", "")
	stages := strings.Split(full, " | ")
	switch use {
	case "translate":
		return full, nil
	case "tagger":
		for i, s := range stages {
			if strings.HasPrefix(s, "apertium-tagger ") {
				stages[i] = strings.Replace(s, "apertium-tagger -z", "apertium-tagger -z -p", 1)
				return strings.Join(stages[:i+1], " | "), nil
			}
			if strings.HasPrefix(s, "cg-proc ") && i+1 < len(stages) && !strings.HasPrefix(stages[i+1], "apertium-tagger") {
				return strings.Join(stages[:i+1], " | "), nil
			}
		}
	case "bidix":
		for _, s := range stages {
			if strings.HasPrefix(s, "lt-proc -z -b ") {
				return s, nil
			}
		}
	}
	return "", fmt.Errorf("apertium: mode %s has no %s stage", mode, use)
}

// Close stops every pipeline.
func (a *Apertium) Close() error {
	a.mu.Lock()
	pipes := a.pipes
	a.pipes = map[string]*pipeline{}
	a.mu.Unlock()
	var errs []error
	for _, p := range pipes {
		errs = append(errs, p.close())
	}
	return errors.Join(errs...)
}

// escape protects the characters of Apertium's stream format.
func escape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '\\', '[', ']', '^', '$', '/', '@', '<', '>', '{', '}', '*', '#':
			b.WriteByte('\\')
		case 0:
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
