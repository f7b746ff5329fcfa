// Package hunspell gets word stems from the hunspell command (-s) for the
// languages that have no Apertium analyser here: German and Russian.
package hunspell

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// dictionaries maps a language to its hunspell dictionary and Debian package.
var dictionaries = map[lang.Code]struct{ name, pkg string }{
	lang.German:  {"de_DE", "hunspell-de-de"},
	lang.Russian: {"ru_RU", "hunspell-ru"},
}

// Stemmer runs `hunspell -d DICT -s` once per call.
type Stemmer struct {
	bin string
	dir string
}

// New returns a stemmer; dir is where the .dic files are (default
// /usr/share/hunspell).
func New(dir string) *Stemmer {
	if dir == "" {
		dir = "/usr/share/hunspell"
	}
	bin, _ := exec.LookPath("hunspell")
	return &Stemmer{bin: bin, dir: dir}
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
	for _, l := range []lang.Code{lang.German, lang.Russian} {
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
	var in strings.Builder
	for _, w := range words {
		in.WriteString(strings.Map(func(r rune) rune {
			if r == '\n' || r == '\t' || r == ' ' {
				return -1
			}
			return r
		}, w) + "\n")
	}
	cmd := exec.CommandContext(ctx, s.bin, "-i", "UTF-8", "-d", filepath.Join(s.dir, dictionaries[l].name), "-s")
	cmd.Stdin = strings.NewReader(in.String())
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("hunspell: stems %s: %w: %s", l, err, stderr.String())
	}
	// Output: "word stem" lines, a blank line after each input line; a
	// number or an unknown piece may yield no line or several, so stems are
	// matched by word, not by position.
	byWord := map[string][]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
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

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
