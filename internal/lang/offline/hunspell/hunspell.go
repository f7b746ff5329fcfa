// Package hunspell gets word stems from the hunspell command (-s) for the
// languages that have no Apertium analyser here: German, Russian and
// Korean (hunspell-ko gives a word's base form: 먹었다 → 먹다, 학교에서 → 학교).
package hunspell

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/storyglot/storyglot/internal/lang"
)

// dictionaries maps a language to its hunspell dictionary and Debian package.
var dictionaries = map[lang.Code]struct{ name, pkg string }{
	lang.German:  {"de_DE", "hunspell-de-de"},
	lang.Russian: {"ru_RU", "hunspell-ru"},
	lang.Korean:  {"ko", "hunspell-ko"},
}

// Stemmer keeps one `hunspell -d DICT -s` running per language (pipe.go);
// without stdbuf it runs hunspell once per call.
type Stemmer struct {
	bin    string
	stdbuf string
	dir    string

	mu    sync.Mutex
	pipes map[lang.Code]*pipe
}

// New returns a stemmer; dir is where the .dic files are (default
// /usr/share/hunspell).
func New(dir string) *Stemmer {
	if dir == "" {
		dir = "/usr/share/hunspell"
	}
	bin, _ := exec.LookPath("hunspell")
	stdbuf, _ := exec.LookPath("stdbuf")
	return &Stemmer{bin: bin, stdbuf: stdbuf, dir: dir, pipes: map[lang.Code]*pipe{}}
}

// CanStem reports whether hunspell and the dictionary of l are installed.
func (s *Stemmer) CanStem(l lang.Code) bool {
	d, ok := dictionaries[l]
	if !ok || s.bin == "" {
		return false
	}
	_, err := os.Stat(filepath.Join(s.dir, d.name+".dic"))
	return err == nil
}

// Missing lists the Debian packages to install for full support.
func (s *Stemmer) Missing() []string {
	var out []string
	if s.bin == "" {
		out = append(out, "hunspell")
	}
	for _, l := range []lang.Code{lang.German, lang.Russian, lang.Korean} {
		d := dictionaries[l]
		if _, err := os.Stat(filepath.Join(s.dir, d.name+".dic")); err != nil {
			out = append(out, d.pkg)
		}
	}
	return out
}

// Stems returns, for each word, its candidate stems (most likely first; the
// word itself when hunspell knows no stem).
func (s *Stemmer) Stems(ctx context.Context, l lang.Code, words []string) ([][]string, error) {
	if !s.CanStem(l) {
		return nil, fmt.Errorf("hunspell: stems %s: %w", l, lang.ErrUnsupported)
	}
	clean := make([]string, 0, len(words))
	for _, w := range words {
		w = strings.Map(func(r rune) rune {
			if r == '\n' || r == '\t' || r == ' ' {
				return -1
			}
			return r
		}, w)
		if w != sentinel {
			clean = append(clean, w)
		}
	}
	args := []string{s.bin, "-i", "UTF-8", "-d", filepath.Join(s.dir, dictionaries[l].name), "-s"}
	var lines []string
	if s.stdbuf != "" {
		var err error
		if lines, err = s.pipe(l, args).stems(ctx, clean); err != nil {
			return nil, fmt.Errorf("hunspell: stems %s: %w", l, err)
		}
	} else {
		cmd := exec.CommandContext(ctx, args[0], args[1:]...)
		cmd.Stdin = strings.NewReader(strings.Join(clean, "\n") + "\n")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("hunspell: stems %s: %w: %s", l, err, stderr.String())
		}
		lines = strings.Split(string(out), "\n")
	}
	// Output: "word stem" lines, a blank line after each input line; a
	// number or an unknown piece may yield no line or several, so stems are
	// matched by word, not by position.
	byWord := map[string][]string{}
	for _, line := range lines {
		f := strings.Fields(line)
		if len(f) >= 2 && !contains(byWord[f[0]], f[1]) {
			byWord[f[0]] = append(byWord[f[0]], f[1])
		}
	}
	res := make([][]string, len(words))
	for i, w := range words {
		res[i] = byWord[w]
		if len(res[i]) == 0 {
			res[i] = []string{w}
		}
	}
	return res, nil
}

// pipe is the running hunspell of l, made on first use.
func (s *Stemmer) pipe(l lang.Code, args []string) *pipe {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.pipes[l]
	if p == nil {
		p = &pipe{args: append([]string{s.stdbuf, "-oL"}, args...)}
		s.pipes[l] = p
	}
	return p
}

// Close ends the running hunspell processes (they also end when this
// process exits: their input closes).
func (s *Stemmer) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.pipes {
		p.mu.Lock()
		p.stop()
		p.mu.Unlock()
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
